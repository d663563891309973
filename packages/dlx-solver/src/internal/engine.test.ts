import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import { arbitraryProblem, bruteForce, isSolution } from './brute-force.js';
import { Dlx1 } from './dlx1.js';
import { Dlx2 } from './dlx2.js';
import { Dlx3 } from './dlx3.js';
import type { Engine } from './engine.js';
import { GbFlip } from './gb-flip.js';
import { buildMatrix, COLOR } from './matrix.js';
import { BUDGET, DONE, QUIET, SOLUTION } from './settings.js';

type Make = (p: Problem, rng?: GbFlip) => Engine;
const makers: readonly [string, Make, { colors: boolean; bounds: boolean }][] = [
  ['DLX1', (p, rng) => new Dlx1(buildMatrix(p, rng), QUIET, rng), { colors: false, bounds: false }],
  ['DLX2', (p, rng) => new Dlx2(buildMatrix(p, rng), QUIET, rng), { colors: true, bounds: false }],
  ['DLX3', (p, rng) => new Dlx3(buildMatrix(p, rng), QUIET, rng), { colors: true, bounds: true }],
];

/** Runs an engine one node at a time, checking the links at every node. */
function stepAll(e: Engine): { solutions: number[][]; faults: string[] } {
  const solutions: number[][] = [];
  const faults: string[] = [];
  for (;;) {
    const status = e.run(1);
    if (status === SOLUTION) solutions.push(e.solution());
    else if (status === DONE) break;
    else if (status === BUDGET) faults.push(...e.sanity());
  }
  return { solutions, faults };
}

/** The node and item arrays, except the header colors that DLX2-3 set only for printing. */
function snapshot(e: Engine): { nd: number[]; cl: number[] } {
  const nd = Array.from(e.nd);
  for (let k = 4; k < e.lastItm; k += 4) nd[k + COLOR] = 0;
  return { nd, cl: Array.from(e.cl) };
}

const canonical = (sols: readonly (readonly number[])[]): string[] =>
  sols.map((s) => [...s].sort((a, b) => a - b).join(',')).sort();

describe.each(makers)('%s engine', (_name, make, kind) => {
  it('finds exactly the solutions a brute-force search finds, keeping its links sane', () => {
    fc.assert(
      fc.property(arbitraryProblem(kind), (problem) => {
        const e = make(problem);
        const { solutions, faults } = stepAll(e);
        expect(faults).toEqual([]);
        for (const s of solutions) expect(isSolution(problem, s)).toBe(true);
        expect(canonical(solutions)).toEqual(canonical(bruteForce(problem)));
        expect(e.count).toBe(solutions.length);
      }),
      { numRuns: 300 },
    );
  });

  it('restores every link once the search is over', () => {
    fc.assert(
      fc.property(arbitraryProblem(kind), fc.integer({ min: 0, max: 1000 }), (problem, seed) => {
        const rng = seed % 2 === 0 ? new GbFlip(seed) : undefined;
        const e = make(problem, rng);
        const before = snapshot(e);
        while (e.run(1 << 20) !== DONE);
        expect(snapshot(e)).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  it('searches below a prefix exactly the solutions that begin with it', () => {
    fc.assert(
      fc.property(arbitraryProblem(kind), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }), (problem, prefix) => {
        // all solutions with their branch numbers, from a full run
        const full = make(problem);
        const all: { branches: number[]; options: number[] }[] = [];
        for (;;) {
          const status = full.run(1 << 20);
          if (status === DONE) break;
          if (status === SOLUTION) all.push({ branches: full.branches(), options: full.solution() });
        }
        const expected = all
          .filter((s) => prefix.every((b, l) => s.branches[l] === b))
          .map((s) => s.options.join(','));
        const part = make(problem);
        part.setPrefix(prefix);
        const before = snapshot(part);
        const got: string[] = [];
        for (;;) {
          const status = part.run(1 << 20);
          if (status === DONE) break;
          if (status === SOLUTION) got.push(part.solution().join(','));
        }
        expect(got).toEqual(expected);
        expect(snapshot(part)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('GbFlip', () => {
  it('reproduces the GraphBase test values', () => {
    const g = new GbFlip(-314159);
    expect(g.next()).toBe(119318998);
    for (let j = 1; j <= 133; j++) g.next();
    expect(g.unif(0x55555555)).toBe(748103812);
  });
});
