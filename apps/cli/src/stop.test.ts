// The stop signals of a command: unlessStopped gives up work once a stop came, and a
// failure of the work given up is never an unhandled rejection (which ends the process).
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
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
  it('hears a signal that waits in the queue before it stops listening (deafen), and says why', async () => {
    const source = new EventEmitter();
    const stop = stopSignals(undefined, source, () => undefined);
    // a signal delivered on the next turn, as Node delivers one that came during work
    // that gave the event loop no turn
    setImmediate(() => source.emit('SIGTERM'));
    await stop.deafen();
    expect(stop.reason()).toBe('SIGTERM');
    expect(stop.signal.aborted).toBe(true);
    // deaf now: nothing listens
    expect(source.listenerCount('SIGINT') + source.listenerCount('SIGTERM') + source.listenerCount('SIGHUP')).toBe(0);
    stop.listen();
    expect(source.listenerCount('SIGINT')).toBe(1);
    stop.dispose();
    expect(source.listenerCount('SIGINT')).toBe(0);
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
