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

  // issue 43: `solve --random 100000000 --timeout 1` never ended once its count was done,
  // deaf to signals, its memory growing with the draws
  it('hands the draws over in batches, the same solutions in the same order, keeping none', async () => {
    const problem = dominoes(4, 6);
    const kept = await randomSolutions(problem, 3000, { seed: 3 });
    const batches: Solution[][] = [];
    const streamed = await randomSolutions(problem, 3000, { seed: 3, onDrawn: (b) => void batches.push([...b]) });
    expect(streamed).toMatchObject({ solutions: kept.solutions, drawn: [], drawnCount: 3000, complete: true, drawnAll: true });
    expect(batches.flat()).toEqual(kept.drawn);
  });

  it('stops the draws on its signal within a few milliseconds, keeping those drawn', async () => {
    const problem = dominoes(6, 6);
    const controller = new AbortController();
    const batches: Solution[][] = [];
    let stoppedAt = 0;
    const drawing = randomSolutions(problem, 1e8, {
      seed: 1,
      signal: controller.signal,
      onDrawn: (b) => {
        batches.push([...b]);
        if (batches.flat().length >= 500 && stoppedAt === 0) {
          stoppedAt = performance.now();
          controller.abort();
        }
      },
    });
    const r = await drawing;
    expect(performance.now() - stoppedAt).toBeLessThan(1000);
    expect(r.complete).toBe(true);
    expect(r.solutions).toBe(6728n);
    expect(r.drawnAll).toBe(false);
    const all = batches.flat();
    expect(r.drawnCount).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(500);
    expect(all.length).toBeLessThan(1e8);
    for (const s of all.slice(0, 50)) expect(isSolution(problem, s)).toBe(true);
    // without onDrawn, the drawn ones are kept: a stop by a timer
    const timed = await randomSolutions(problem, 1e8, { seed: 1, signal: AbortSignal.timeout(100) });
    expect(timed.drawnAll).toBe(false);
    expect(timed.drawn.length).toBe(timed.drawnCount);
    // the same seed draws the same sequence, however it is handed over
    const both = Math.min(all.length, timed.drawn.length);
    expect(both).toBeGreaterThan(0);
    expect(timed.drawn.slice(0, both)).toEqual(all.slice(0, both));
  });
});
