// Issue 34 through the CLI, the quick ones: limits on input, stops while a search is
// prepared. (The ones that take seconds, on a real process, are in abuse.slow.test.ts.)
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';

describe('input too large', () => {
  // 40,000 lines of one piece: a problem of a million options
  const big = `| a spec of many pieces: polydance polyomino\n[0-5][0-9]\n${'X 10 01 11 21 12\n'.repeat(40_000)}`;

  it.each([['solve', '--count'], ['polyomino']])('a spec of more than 512 KB: %s exits 1 with one message', async (...args) => {
    const io = memoryIo(big);
    expect(await run(args, io)).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toBe(`polydance ${args[0]}: the spec is larger than 512 KB, the most polydance reads (a box and its pieces take a few hundred bytes)\n`);
  });
});

describe('input too large, without its lattice', () => {
  // found by the abuse fuzzer (abuse-properties.slow.test.ts): a spec of 1.7 MB given to solve without
  // its first line took 106 s before its one message: the hint that says which generator
  // reads it generated its problem with every generator first
  it('a DLX file larger than any spec is not tried as a spec: its DLX error comes at once', async () => {
    const io = memoryIo(`[0-5][0-9]\n${'I 00 01 02 03 04\n'.repeat(100_000)}`);
    expect(await run(['solve'], io)).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toBe("polydance solve: line 1, column 1: item name '[0-5][0-9]' is longer than 8 characters\n");
  });
});

describe('--timeout while the search is prepared', () => {
  it('a DLX file whose options repeat: its symmetries are found in linear time, and the clock is looked at', async () => {
    // `00 01`, then 40,000 options `00` and 40,000 `01` (the symmetry that swaps the two
    // cells was found by a search quadratic in the repeats: half a minute)
    const text = `00 01\n${'00\n'.repeat(40_000)}${'01\n'.repeat(40_000)}`;
    const io = memoryIo(text);
    expect(await run(['solve', '--count', '--workers', '1'], io)).toBe(0);
    expect(io.out()).toBe('1600000000\n');
    const stopped = memoryIo(text);
    expect(await run(['solve', '--count', '--workers', '1', '--timeout', '0.001'], stopped)).toBe(124);
    // stopped while the input was read, or after: a count stopped is at least 0
    expect(stopped.out()).toBe('at least 0\n');
    expect(stopped.err()).toMatch(/^0 solutions, 0 nodes, [\d.]+ s \(before (the input was read|the search began)\); stopped by --timeout, the search is incomplete\n$/);
  });
});

describe('SIGHUP', () => {
  it('ends a listing between two solutions, as SIGTERM does, with status 129', async () => {
    const signals = new EventEmitter();
    const text = readFileSync(new URL('../../../fixtures/knuth/solve/pentominoes-6x10-all.dlx', import.meta.url), 'utf8');
    const io = { ...memoryIo(text), signals };
    const done = run(['solve', '--workers', '1'], io);
    await new Promise<void>((resolve) => {
      const check = (): void => {
        if (io.out().length > 0) resolve();
        else setTimeout(check, 5);
      };
      check();
    });
    signals.emit('SIGHUP');
    expect(await done).toBe(129);
    expect(io.err()).toMatch(/; hung up, the search is incomplete\n$/);
    const reported = Number(/^(\d+) solutions/.exec(io.err())?.[1]);
    expect(io.out().split('\n').filter((l) => /^\d+:$/.test(l))).toHaveLength(reported);
    // the last solution is whole: 12 pieces
    expect(io.out().split(`${reported}:\n`)[1]?.split('\n').filter((l) => l !== '')).toHaveLength(12);
  });
});
