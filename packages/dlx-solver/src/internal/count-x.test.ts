import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import { arbitraryProblem, bruteForce } from './brute-force.js';
import { COUNT_DONE, counterBranching, createBitsetCounter } from './count-x.js';

function countWith(problem: Problem, branching: 'dlx' | 'frontier', memoBytes?: number): bigint {
  const c = createBitsetCounter(problem, { branching, ...(memoBytes === undefined ? {} : { memoBytes }) });
  while (c.run(1000) !== COUNT_DONE);
  return c.exactCount();
}

/** Random problems of multiplicities, every option with an item of bounds 1 (p0 is one). */
function boundsProblem(bounds: 'loose' | 'tight'): fc.Arbitrary<Problem> {
  return fc.tuple(arbitraryProblem({ bounds: true, maxOptions: 13 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 })).map(([drawn, extra]) => {
    const primary = drawn.primary.map((it, i) => {
      if (i === 0) return { name: it.name };
      if (bounds === 'tight' || it.bounds === undefined) return it;
      // loose: any number of copies, or a lower bound with room above it
      const e = extra[i] ?? 0;
      return { name: it.name, bounds: e < 5 ? `0:${9 + e}` : `${e - 5}:${9 + e}` };
    });
    const single = new Set(primary.filter((it) => it.bounds === undefined).map((it) => it.name));
    const options = drawn.options.map((o) => (o.some((oi) => single.has(oi.item)) ? o : [...o, { item: 'p0' }]));
    return { ...drawn, primary, options };
  });
}

describe('the counting engine on multiplicities', () => {
  for (const bounds of ['loose', 'tight'] as const) {
    it(`agrees with a brute-force count on random problems with ${bounds} bounds, with either branching and any table size`, () => {
      fc.assert(
        fc.property(boundsProblem(bounds), fc.integer({ min: 0, max: 1 }), (problem, small) => {
          const expected = BigInt(bruteForce(problem).length);
          // a tiny table forgets counts (collisions overwrite): the count must not change
          const memoBytes = small === 1 ? 64 : undefined;
          expect(countWith(problem, 'dlx', memoBytes)).toBe(expected);
          expect(countWith(problem, 'frontier', memoBytes)).toBe(expected);
          const c = createBitsetCounter(problem);
          while (c.run(1000) !== COUNT_DONE);
          expect(c.exactCount()).toBe(expected);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('counts past 2^52 exactly within any budget of bytes: monominoes and dominoes on a strip of 80 cells', () => {
    // F(81) = 37,889,062,373,143,906 tilings: remembered counts of 2^52 and more are
    // bigints, kept within the budget (a small one lets some go, searched again)
    const n = 80;
    const problem: Problem = {
      comments: [],
      primary: Array.from({ length: n }, (_, k) => ({ name: `c${k}` })),
      secondary: [],
      options: Array.from({ length: n }, (_, k) => [[{ item: `c${k}` }], ...(k + 1 < n ? [[{ item: `c${k}` }, { item: `c${k + 1}` }]] : [])]).flat(),
    };
    for (const memoBytes of [2048, 1 << 16, undefined]) expect(countWith(problem, 'dlx', memoBytes)).toBe(37889062373143906n);
  });

  it('branches on the frontier exactly for problems of any number of copies without colors', () => {
    const cells = ['a', 'b', 'c', 'd'].map((name) => ({ name }));
    const options = [
      [{ item: 'D' }, { item: 'a' }, { item: 'b' }],
      [{ item: 'D' }, { item: 'b' }, { item: 'c' }],
      [{ item: 'D' }, { item: 'c' }, { item: 'd' }],
    ];
    const dominoes = (bounds: string): Problem => ({ comments: [], primary: [...cells, { name: 'D', bounds }], secondary: [], options });
    expect(counterBranching(dominoes('0:2'))).toBe('frontier');
    expect(counterBranching(dominoes('2'))).toBe('frontier');
    // one copy fewer than fit: the bound can bind
    expect(counterBranching(dominoes('0:1'))).toBe('dlx');
    expect(counterBranching({ comments: [], primary: cells, secondary: [], options: options.map((o) => o.slice(1)) })).toBe('dlx');
    const colored: Problem = { ...dominoes('0:2'), secondary: [{ name: 's' }], options: options.map((o) => [...o, { item: 's', color: 'x' }]) };
    expect(counterBranching(colored)).toBe('dlx');
    expect(countWith(dominoes('2'), 'frontier')).toBe(1n);
    expect(countWith(dominoes('0:2'), 'frontier')).toBe(1n);
  });

  it('remembers states that differ only in bounds that can no longer bind', () => {
    // a 2 x 8 strip of dominoes and monominoes, any number of each: a state's uses
    // of D and M never bind, so the states are the profiles alone (few), and the count
    // is that of the tilings of a 2x8 strip by squares and dominoes (OEIS A030186: 7573)
    const name = (r: number, c: number): string => `${r}.${c}`;
    const primary: { name: string; bounds?: string }[] = [];
    for (let c = 0; c < 8; c++) for (let r = 0; r < 2; r++) primary.push({ name: name(r, c) });
    primary.push({ name: 'D', bounds: '0:8' }, { name: 'M', bounds: '0:16' });
    const options = [];
    for (let c = 0; c < 8; c++) {
      for (let r = 0; r < 2; r++) {
        options.push([{ item: 'M' }, { item: name(r, c) }]);
        if (r === 0) options.push([{ item: 'D' }, { item: name(0, c) }, { item: name(1, c) }]);
        if (c < 7) options.push([{ item: 'D' }, { item: name(r, c) }, { item: name(r, c + 1) }]);
      }
    }
    const problem: Problem = { comments: [], primary, secondary: [], options };
    const c = createBitsetCounter(problem);
    while (c.run(1000) !== COUNT_DONE);
    expect(c.exactCount()).toBe(7573n);
    // the profiles of a 2-wide strip: at most 4 per column, so few nodes are entered
    expect(c.nodes).toBeLessThan(200);
  });
});
