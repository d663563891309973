import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem, Solution } from '@polydance/exact-cover';
import { arbitraryProblem, bruteForce, isSolution } from './internal/brute-force.js';
import { counterFits } from './internal/count-x.js';
import { randomSolutions } from './random.js';
import { readDlx } from './reader.js';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'knuth', 'solve');

/** A solution as a set: its options sorted (the search chooses them in its own order). */
function key(s: Solution): string {
  return [...s].sort((a, b) => a - b).join(' ');
}

/**
 * Pearson's chi-square statistic of `draws` against the uniform distribution on `cells`
 * outcomes, and the value it exceeds with probability 0.001 (Wilson and Hilferty's
 * approximation of the chi-square quantile, z = 3.09).
 */
function chiSquare(draws: readonly string[], cells: number): { statistic: number; critical: number } {
  const seen = new Map<string, number>();
  for (const d of draws) seen.set(d, (seen.get(d) ?? 0) + 1);
  const expected = draws.length / cells;
  let statistic = 0;
  for (const n of seen.values()) statistic += (n - expected) ** 2 / expected;
  statistic += (cells - seen.size) * expected;
  const df = cells - 1;
  const critical = df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3;
  return { statistic, critical };
}

function dominoes(rows: number, cols: number): Problem {
  const name = (r: number, c: number): string => `${r}.${c}`;
  const primary: { name: string; bounds?: string }[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) primary.push({ name: name(r, c) });
  primary.push({ name: 'D', bounds: String((rows * cols) / 2) });
  const options = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols) options.push([{ item: 'D' }, { item: name(r, c) }, { item: name(r, c + 1) }]);
      if (r + 1 < rows) options.push([{ item: 'D' }, { item: name(r, c) }, { item: name(r + 1, c) }]);
    }
  }
  return { comments: [], primary, secondary: [], options };
}

describe('randomSolutions', () => {
  it('draws solutions of random small problems uniformly (chi-square at a fixed seed), each a solution', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryProblem({ colors: true, maxOptions: 10 }), fc.integer({ min: 0, max: 1000 }), async (problem, seed) => {
        fc.pre(counterFits(problem));
        const all = bruteForce(problem);
        const r = await randomSolutions(problem, 60 * all.length, { seed });
        expect(r.solutions).toBe(BigInt(all.length));
        expect(r.drawn.length).toBe(60 * all.length);
        const valid = new Set(all.map(key));
        for (const s of r.drawn) {
          expect(isSolution(problem, s)).toBe(true);
          expect(valid.has(key(s))).toBe(true);
        }
        if (all.length > 1) {
          const { statistic, critical } = chiSquare(r.drawn.map(key), all.length);
          expect(statistic).toBeLessThan(critical);
        }
      }),
      { numRuns: 60, seed: 29 },
    );
  });

  it('draws the 8 solutions of the 3x20 pentominoes uniformly', async () => {
    const problem = readDlx(readFileSync(join(fixtures, 'pentominoes-3x20.dlx'), 'utf8')).problem;
    const r = await randomSolutions(problem, 800, { seed: 1 });
    expect(r.solutions).toBe(8n);
    const draws = r.drawn.map(key);
    expect(new Set(draws).size).toBe(8);
    for (const s of r.drawn) expect(isSolution(problem, s)).toBe(true);
    const { statistic, critical } = chiSquare(draws, 8);
    expect(statistic).toBeLessThan(critical);
  });

  it('draws the 6728 domino tilings of a 6x6 square uniformly (any number of copies: frontier branching)', async () => {
    const problem = dominoes(6, 6);
    const r = await randomSolutions(problem, 3 * 6728, { seed: 7 });
    expect(r.solutions).toBe(6728n);
    for (const s of r.drawn.slice(0, 200)) expect(isSolution(problem, s)).toBe(true);
    const { statistic, critical } = chiSquare(r.drawn.map(key), 6728);
    expect(statistic).toBeLessThan(critical);
  });

  it('draws the same solutions for the same seed, and others for another', async () => {
    const problem = dominoes(4, 6);
    const a = await randomSolutions(problem, 20, { seed: 5 });
    const b = await randomSolutions(problem, 20, { seed: 5 });
    const c = await randomSolutions(problem, 20, { seed: 6 });
    expect(a.drawn).toEqual(b.drawn);
    expect(c.drawn).not.toEqual(a.drawn);
  });

  it('draws none from a problem without solutions, and stops on its signal before drawing', async () => {
    const none: Problem = { comments: [], primary: [{ name: 'a' }, { name: 'b' }], secondary: [], options: [[{ item: 'a' }]] };
    expect(await randomSolutions(none, 3)).toMatchObject({ solutions: 0n, drawn: [], complete: true });
    const stopped = await randomSolutions(dominoes(4, 4), 3, { signal: AbortSignal.abort() });
    expect(stopped).toMatchObject({ drawn: [], complete: false });
    await expect(randomSolutions(none, -1)).rejects.toThrow('n must be a whole number');
  });
});
