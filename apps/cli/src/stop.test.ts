// The stop signals of a command: unlessStopped gives up work once a stop came, and a
// failure of the work given up is never an unhandled rejection (which ends the process).
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { giveWay } from '@polydance/exact-cover';
import type { Steps } from '@polydance/exact-cover';
import { stopSignals, unlessStopped } from './stop.js';

/** Collects the unhandled rejections while `body` runs, and a few turns after it. */
async function unhandledDuring(body: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (e: unknown): void => void seen.push(e);
  process.on('unhandledRejection', listener);
  try {
    await body();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('unlessStopped', () => {
  it('resolves to undefined once stopped, before or during the work, and a failure of the work given up goes unreported', async () => {
    const stopped = AbortSignal.abort();
    const seen = await unhandledDuring(async () => {
      expect(await unlessStopped(Promise.reject(new Error('given up')), stopped)).toBeUndefined();
      const later = new AbortController();
      const work = new Promise<number>((_, reject) => setTimeout(() => reject(new Error('given up later')), 5));
      const r = unlessStopped(work, later.signal);
      later.abort();
      expect(await r).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(seen).toEqual([]);
  });

  it('gives what the work gives, or its error, when no stop comes', async () => {
    const signal = new AbortController().signal;
    expect(await unlessStopped(Promise.resolve(7), signal)).toBe(7);
    await expect(unlessStopped(Promise.reject(new Error('bad')), signal)).rejects.toThrow('bad');
  });
});

describe('stopSignals', () => {
  it('listens from the start to the end, never swapping its listeners, and work that gives way hears a signal in the middle', async () => {
    const source = new EventEmitter();
    const calls: string[] = [];
    const counted = {
      on: (e: 'SIGINT' | 'SIGTERM' | 'SIGHUP', f: () => void) => (calls.push(`on ${e}`), source.on(e, f)),
      off: (e: 'SIGINT' | 'SIGTERM' | 'SIGHUP', f: () => void) => (calls.push(`off ${e}`), source.off(e, f)),
    };
    const stop = stopSignals(undefined, counted, () => undefined);
    expect(calls).toEqual(['on SIGINT', 'on SIGTERM', 'on SIGHUP']);
    // a signal delivered on a later turn, as Node delivers one that came while work ran
    setImmediate(() => source.emit('SIGTERM'));
    let steps = 0;
    function* work(): Steps<number> {
      // 5 ms a step: the signal comes while the work runs, and the work sees it
      for (;;) {
        const until = performance.now() + 5;
        while (performance.now() < until);
        steps++;
        yield;
        if (stop.expired()) return steps;
      }
    }
    const done = await giveWay(work(), 10);
    expect(stop.reason()).toBe('SIGTERM');
    expect(stop.signal.aborted).toBe(true);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(1000);
    expect(calls).toHaveLength(3);
    stop.dispose();
    expect(calls.slice(3)).toEqual(['off SIGINT', 'off SIGTERM', 'off SIGHUP']);
    expect(source.listenerCount('SIGINT') + source.listenerCount('SIGTERM') + source.listenerCount('SIGHUP')).toBe(0);
  });

  it('a second signal ends the process at once, with its status', () => {
    const source = new EventEmitter();
    const exits: number[] = [];
    const stop = stopSignals(undefined, source, (code) => void exits.push(code));
    source.emit('SIGINT');
    expect(exits).toEqual([]);
    source.emit('SIGTERM');
    expect(exits).toEqual([143]);
    expect(stop.reason()).toBe('SIGINT');
    stop.dispose();
  });
});
