// Regression tests of issue 14 (every stop on time; clear errors for misuse and for
// huge or unprintable input), one per defect.
import { describe, expect, it } from 'vitest';
import { thrown } from '../../../test/testing.js';
import type { Problem } from '@polydance/exact-cover';
import { readListing } from './listing.js';
import { readDlx } from './reader.js';
import { runKnuth } from './knuth.js';
import { algorithmOf, count, countSync, solve, validateProblem } from './solve.js';

/** n primary items, each with two options that give its own secondary item one of two colors: 2^n solutions, one at almost every node. */
function denseColors(n: number): Problem {
  const primary = Array.from({ length: n }, (_, i) => ({ name: `a${i}` }));
  const secondary = Array.from({ length: n }, (_, i) => ({ name: `x${i}` }));
  const options = primary.flatMap((_, i) => [
    [{ item: `a${i}` }, { item: `x${i}`, color: 'A' }],
    [{ item: `a${i}` }, { item: `x${i}`, color: 'B' }],
  ]);
  return { comments: [], primary, secondary, options };
}

/**
 * The same with a multiplicity instead of colors (Algorithm M): 2^n solutions; with
 * `alone`, also an option of N alone (which the counting engine leaves to DLX3).
 */
function denseBounds(n: number, alone = false): Problem {
  const primary = [...Array.from({ length: n }, (_, i) => ({ name: `a${i}` })), { name: 'N', bounds: `0:${n}` }];
  const options = Array.from({ length: n }, (_, i) => [[{ item: `a${i}` }], [{ item: `a${i}` }, { item: 'N' }]]).flat();
  return { comments: [], primary, secondary: [], options: alone ? [...options, [{ item: 'N' }]] : options };
}

describe('count stops on its signal when solutions are dense', () => {
  it.each([
    // 5,000 items: a state too large for the counting engine, so DLX2 counts it
    ['colors (Algorithm C)', denseColors(5000), 'C'],
    ['multiplicities (Algorithm M)', denseBounds(40, true), 'M'],
  ] as const)('with %s', async (_kind, problem, algorithm) => {
    expect(algorithmOf(problem)).toBe(algorithm);
    const controller = new AbortController();
    // a timer stops the count (so the count must let the event loop run) once it has
    // counted some solutions, however slow the machine: no fixed time
    let found = 0;
    const timer = setInterval(() => {
      if (found > 0) controller.abort();
    }, 20);
    try {
      const r = await count(problem, { signal: controller.signal, progressInterval: 0, onProgress: (p) => void (found = p.solutions) });
      expect(r).toMatchObject({ aborted: true, complete: false });
      expect(r.solutions).toBeGreaterThan(0n);
    } finally {
      clearInterval(timer);
    }
  });

  it('countSync reports progress on a dense problem, so the callback can stop it', () => {
    const controller = new AbortController();
    let reports = 0;
    const r = countSync(denseColors(5000), {
      signal: controller.signal,
      progressInterval: 0,
      onProgress: () => {
        if (++reports === 3) controller.abort();
      },
    });
    expect(reports).toBe(3);
    expect(r).toMatchObject({ aborted: true, complete: false });
  });

  it('still counts a dense problem to the end, the same with any slicing', () => {
    expect(countSync(denseColors(12)).solutions).toBe(4096n);
    expect(countSync(denseBounds(12)).solutions).toBe(4096n);
    // an option of N alone doubles the count, except where N is used 12 times already
    expect(countSync(denseBounds(12, true)).solutions).toBe(2n * 4096n - 1n);
    expect(countSync(denseColors(40))).toMatchObject({ solutions: 2n ** 40n, engine: 'bitset', complete: true });
    // the counting engine, exactly beyond 2^53
    expect(countSync(denseBounds(60))).toMatchObject({ solutions: 2n ** 60n, engine: 'bitset', complete: true });
    expect([...solve(denseColors(8))]).toHaveLength(256);
  });
});

describe("draw's listing parser is linear on long runs of blanks", () => {
  it('reads a line of a million blanks (quadratic, this took hours)', () => {
    const listing = `1:\n${' '.repeat(1_000_000)}\n ${'a '.repeat(100_000)}(3 of 7)${' '.repeat(1_000_000)}\n`;
    const [first, ...rest] = readListing(listing);
    expect(rest).toEqual([]);
    expect(first?.number).toBe(1);
    expect(first?.options).toHaveLength(1);
    expect(first?.options[0]).toHaveLength(100_000);
  });

  it('drops the (k of d) tail with or without blanks before it', () => {
    expect(readListing('1:\n a b (1 of 2)\n c d(2 of 2)  \n')[0]?.options).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe('error messages quote at most about 60 characters of the input, escaped', () => {
  it('an item name of 10 MB gives a message under 200 characters', () => {
    const name = 'x'.repeat(10 << 20);
    const message = thrown(() => readDlx(`${name}\n`));
    expect(message).toMatch(/^line 1, column 1: item name 'x{60}…' \(10485760 characters\) is longer than 8 characters$/);
    expect(message.length).toBeLessThan(200);
  });

  it('control characters and line breaks are escaped', () => {
    const p: Problem = { comments: [], primary: [{ name: 'a\nb\u001b[31m' }], secondary: [], options: [] };
    expect(() => validateProblem(p)).toThrow("item name 'a\\nb\\x1b[31m' must be nonempty, without blanks");
  });
});

describe('library misuse gives a clear TypeError at the public entry points', () => {
  const good: Problem = { comments: [], primary: [{ name: 'a' }], secondary: [], options: [[{ item: 'a' }]] };

  it('solve(null), countSync(undefined), count(42)', async () => {
    expect(() => solve(null as unknown as Problem)).toThrow(
      new TypeError('solve: the problem must be an object {primary, secondary, options, comments}, not null'),
    );
    expect(() => countSync(undefined as unknown as Problem)).toThrow(TypeError);
    await expect(count(42 as unknown as Problem)).rejects.toThrow(/^count: the problem must be an object/);
    expect(() => algorithmOf('a' as unknown as Problem)).toThrow(/^algorithmOf: /);
  });

  it('a malformed problem object names the faulty part', () => {
    const bad = (p: unknown): (() => unknown) => () => solve(p as Problem);
    expect(bad({ ...good, primary: undefined })).toThrow('solve: problem.primary must be an array of items, not undefined');
    expect(bad({ ...good, primary: ['a'] })).toThrow('solve: problem.primary[0] must be an item {name, bounds?}, not a string');
    expect(bad({ ...good, primary: [{ name: 7 }] })).toThrow('solve: problem.primary[0].name must be a string, not a number');
    expect(bad({ ...good, options: [[{ item: 'a' }], 'a'] })).toThrow('solve: problem.options[1] must be an array');
    expect(bad({ ...good, options: [[{ item: null }]] })).toThrow('solve: problem.options[0][0].item must be a string, not null');
    expect(bad({ ...good, options: [[{ item: 'a', color: 1 }]] })).toThrow('problem.options[0][0].color must be a string or undefined');
    expect(bad({ ...good, comments: undefined })).toThrow('solve: problem.comments must be an array of strings, not undefined');
  });

  it('bad search options', () => {
    expect(() => solve(good, null as unknown as object)).toThrow('solve: the options must be an object, not null');
    expect(() => solve(good, { limit: 'all' as unknown as number })).toThrow('solve: options.limit must be a number, 0 or more');
    expect(() => solve(good, { prefix: [0.5] })).toThrow(/^solve: options.prefix must be/);
    expect(() => countSync(good, { signal: {} as AbortSignal })).toThrow('countSync: options.signal must be an AbortSignal');
    expect(() => countSync(good, { onProgress: 1 as unknown as () => void })).toThrow(/onProgress must be a function/);
  });

  it('readDlx, readListing and runKnuth check their arguments', async () => {
    expect(() => readDlx(undefined as unknown as string)).toThrow('readDlx: the DLX text must be a string, not undefined');
    expect(() => readListing(null as unknown as string)).toThrow('readListing: the listing must be a string, not null');
    const sink = { stdout: () => undefined, stderr: () => undefined };
    await expect(runKnuth('dlx4' as 'dlx1', [], 'a\na\n', sink)).rejects.toThrow(/^runKnuth: the program must be/);
    await expect(runKnuth('dlx1', 'm1' as unknown as string[], 'a\na\n', sink)).rejects.toThrow(TypeError);
    await expect(runKnuth('dlx1', [], 'a\na\n', {} as typeof sink)).rejects.toThrow(/^runKnuth: the sink must be/);
  });
});
