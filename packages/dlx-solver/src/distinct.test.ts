import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import { checkSymmetries, count, countDistinct, countDistinctSync, solveDistinct } from './index.js';
import { ring } from './internal/brute-force.js';

describe('countDistinct', () => {
  it('counts necklaces: dominoes on a ring of 6 (2 tilings, 1 up to rotation)', async () => {
    const { problem, group } = ring(6);
    const r = await countDistinct(problem, group);
    expect([r.solutions, r.distinct, r.symmetries]).toEqual([2n, 1n, 6]);
  });

  it('counts with multiplicities whose quotient has mixed weights: monominoes and dominoes on a ring', async () => {
    // tilings of a ring of n cells by monominoes and dominoes: Lucas numbers; up to rotation: OEIS A000358
    const lucas = [1, 3, 4, 7, 11, 18, 29, 47];
    const necklaces = [1, 2, 2, 3, 3, 5, 5, 8];
    for (let n = 2; n <= 8; n++) {
      const { problem, group } = ring(n, true);
      const r = await countDistinct(problem, group);
      expect([n, r.solutions, r.distinct]).toEqual([n, BigInt(lucas[n - 1]!), BigInt(necklaces[n - 1]!)]);
      const sync = countDistinctSync(problem, group);
      expect([sync.solutions, sync.distinct, sync.nodes]).toEqual([r.solutions, r.distinct, r.nodes]);
      const listed = [];
      for await (const s of solveDistinct(problem, group)) listed.push(s);
      expect(listed).toHaveLength(necklaces[n - 1]!);
    }
  });

  it('counts its parts with countPart when given one, and the counts stay the same', async () => {
    const { problem, group } = ring(8, true);
    const parts: Problem[] = [];
    const r = await countDistinct(problem, group, {
      countPart: async (part) => {
        parts.push(part);
        return count(part);
      },
    });
    expect([r.solutions, r.distinct]).toEqual([47n, 8n]);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.options.length <= problem.options.length)).toBe(true);
    // a wrong counter shows in the result: the parts are counted by it alone
    const doubled = await countDistinct(problem, group, {
      countPart: async (part) => {
        const c = await count(part);
        return { ...c, solutions: 2n * c.solutions };
      },
    });
    expect(doubled.solutions).toBe(94n);
  });

  it('stopped, it reports the solutions found so far as a lower bound, and no distinct count', async () => {
    const { problem, group } = ring(8, true);
    // the first part stops after part of its count: each solution it found stands for
    // `weight` solutions of the problem (its images), so the total is a multiple of them
    let calls = 0;
    let found = 0n;
    const early = await countDistinct(problem, group, {
      countPart: async (part) => {
        calls++;
        const c = await count(part);
        found = c.solutions - 1n;
        return { ...c, solutions: found, complete: false };
      },
    });
    expect(calls).toBe(1);
    expect(found).toBeGreaterThan(0n);
    expect(early.complete).toBe(false);
    expect(early.distinct).toBe(0n);
    expect(early.solutions % found).toBe(0n);
    expect(early.solutions).toBeGreaterThanOrEqual(found);
    expect(early.solutions).toBeLessThan(47n);
    // stopped among the problems of the fixed solutions: all solutions are known, exactly
    let seen = 0;
    const late = await countDistinct(problem, group, {
      countPart: async (part) => {
        seen++;
        const c = await count(part);
        return seen === 1 ? c : { ...c, complete: false };
      },
    });
    expect(seen).toBeGreaterThan(1);
    expect([late.complete, late.solutions, late.distinct]).toEqual([false, 47n, 0n]);
  });

  it('with the identity alone, distinct equals all', async () => {
    const { problem } = ring(8);
    const identity = { items: problem.primary.map((_, i) => i), options: problem.options.map((_, o) => o) };
    const r = await countDistinct(problem, [identity]);
    expect(r.distinct).toBe(r.solutions);
  });
});

describe('checkSymmetries', () => {
  const { problem, group } = ring(6);
  it('accepts a group', () => expect(() => checkSymmetries(problem, group)).not.toThrow());
  it('says what is wrong with one that is not', () => {
    expect(() => checkSymmetries(problem, [])).toThrow(/at least the identity/);
    expect(() => checkSymmetries(problem, group.slice(0, 2))).toThrow(/not closed/);
    expect(() => checkSymmetries(problem, group.slice(1))).toThrow(/identity/);
    expect(() => checkSymmetries(problem, [...group, group[1]!])).toThrow(/given twice/);
    const wrongOptions = { items: group[1]!.items, options: group[2]!.options };
    expect(() => checkSymmetries(problem, [group[0]!, wrongOptions])).toThrow(/does not take option 0 to option 2/);
    expect(() => checkSymmetries(problem, [{ items: [0, 1], options: [0] }])).toThrow(/entries/);
    const swapD = { items: group[0]!.items.map((v, i) => (i === 0 ? 6 : i === 6 ? 0 : v)), options: group[0]!.options };
    expect(() => checkSymmetries(problem, [group[0]!, swapD])).toThrow(/another kind/);
  });
  it('compares colors: a swap of two items is a symmetry only where their colors agree', () => {
    // options 0 and 1 swap with a and b; option 2 keeps them, and its colors must be swapped too
    const colored = (c: string, d: string): Problem => ({
      comments: [],
      primary: [{ name: 'a' }, { name: 'b' }],
      secondary: [{ name: 'x' }, { name: 'y' }],
      options: [[{ item: 'a' }], [{ item: 'b' }], [{ item: 'a' }, { item: 'b' }, { item: 'x', color: c }, { item: 'y', color: d }]],
    });
    const swap = { items: [1, 0, 3, 2], options: [1, 0, 2] };
    const identity = { items: [0, 1, 2, 3], options: [0, 1, 2] };
    expect(() => checkSymmetries(colored('R', 'R'), [identity, swap])).not.toThrow();
    expect(() => checkSymmetries(colored('R', 'G'), [identity, swap])).toThrow(/does not take option 2 to option 2/);
  });
});
