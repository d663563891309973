import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import { countFamily } from './family.js';
import { countSync } from './solve.js';

/** Squares and dominoes on a 2 x `n` strip, cells listed from the last column; `bounds` of each piece. */
function strip(n: number, bounds: string): Problem {
  const name = (r: number, c: number): string => `${r}.${c}`;
  const primary: { name: string; bounds?: string }[] = [];
  for (let c = n - 1; c >= 0; c--) for (let r = 0; r < 2; r++) primary.push({ name: name(r, c) });
  primary.push({ name: 'D', bounds }, { name: 'M', bounds });
  const options = [];
  for (let c = 0; c < n; c++) {
    for (let r = 0; r < 2; r++) {
      options.push([{ item: 'M' }, { item: name(r, c) }]);
      if (r === 0) options.push([{ item: 'D' }, { item: name(0, c) }, { item: name(1, c) }]);
      if (c + 1 < n) options.push([{ item: 'D' }, { item: name(r, c) }, { item: name(r, c + 1) }]);
    }
  }
  return { comments: [], primary, secondary: [], options };
}

/** The cells of columns n.. of a 2 x 8 strip: what the 2 x n strip leaves out. */
function beyond(n: number): string[] {
  const out: string[] = [];
  for (let c = n; c < 8; c++) out.push(`0.${c}`, `1.${c}`);
  return out;
}

describe('countFamily', () => {
  it('counts each member as its own problem counts (one shared counter, any number of copies)', async () => {
    const members = [1, 2, 3, 4, 5, 6, 7, 8].map(beyond);
    const r = await countFamily(strip(8, '0:16'), members);
    expect(r.complete).toBe(true);
    // OEIS A030186: tilings of a 2 x n strip by squares and dominoes
    expect(r.counts).toEqual([2n, 7n, 22n, 71n, 228n, 733n, 2356n, 7573n]);
    for (let n = 1; n <= 8; n++) expect(r.counts[n - 1]).toBe(countSync(strip(n, '0:16')).solutions);
  });

  it('counts member by member where copies are few (DLX branching), and agrees', async () => {
    const members = [2, 4, 6].map(beyond);
    const r = await countFamily(strip(8, '0:3'), members);
    expect(r.counts).toEqual([2, 4, 6].map((n) => countSync(strip(n, '0:3')).solutions));
  });

  it('stops on its signal, keeping the members counted', async () => {
    const r = await countFamily(strip(8, '0:16'), [beyond(1)], { signal: AbortSignal.abort() });
    expect(r).toEqual({ counts: [], complete: false });
  });
});
