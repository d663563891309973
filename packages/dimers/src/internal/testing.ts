// Helpers of the tests (dimers.test.ts, uniform.slow.test.ts): regions as problems, and a chi-square test.
import type { Problem, Solution } from '@polydance/exact-cover';
import { polyomino, squareDescriptor } from '@polydance/lattice-square';
import { polyiamond } from '@polydance/lattice-triangle';
import { encodeDigit } from '@polydance/spec-parser';
import { dimerRegion } from '../region.js';
import type { DimerGraph } from '../region.js';
import { randomDimers } from '../sample.js';
import { solve } from '@polydance/dlx-solver';
import type { LatticeDescriptor } from '@polydance/lattice';
import { expect } from 'vitest';

/** A spec's problem: its box and one piece of two cells, any number of copies. */
export function dominoes(box: string): Problem {
  return polyomino(`${box}\n0:9999|D 00 01\n`).problem;
}

/** Lozenges: the Δ and the ∇ to its right. */
export function lozenges(box: string): Problem {
  return polyiamond(`${box}\n0:9999|L 00 00'\n`).problem;
}

export function graphOf(problem: Problem, lattice = squareDescriptor): DimerGraph {
  const r = dimerRegion(problem, lattice);
  if (!('graph' in r)) throw new Error(r.reason);
  return r.graph;
}

/** A box of the square lattice from a set of cells (x, y). */
export function squareBox(cells: readonly (readonly [number, number])[]): string {
  return cells.map(([x, y]) => `${encodeDigit(x)}${encodeDigit(y)}`).join(' ');
}

/** A solution as a set: its options sorted. */
export function key(s: Solution): string {
  return [...s].sort((a, b) => a - b).join(' ');
}

/** Whether `s` covers every primary item of the problem exactly once (two-cell pieces: the name is not counted). */
export function isTiling(problem: Problem, graph: DimerGraph, s: Solution): boolean {
  const seen = new Map<string, number>();
  for (const o of s) for (const it of problem.options[o] ?? []) seen.set(it.item, (seen.get(it.item) ?? 0) + 1);
  let cells = 0;
  for (const [name, n] of seen) {
    if (n !== 1 && name !== 'D' && name !== 'L') return false;
    if (name !== 'D' && name !== 'L') cells++;
  }
  return cells === graph.cells && s.length === graph.cells / 2;
}

/**
 * Pearson's chi-square statistic of `draws` against the uniform distribution on `outcomes`,
 * and its 0.999 quantile (Wilson and Hilferty's approximation, z = 3.09).
 */
export function chiSquare(draws: readonly string[], outcomes: number): { statistic: number; critical: number } {
  const tally = new Map<string, number>();
  for (const d of draws) tally.set(d, (tally.get(d) ?? 0) + 1);
  const expected = draws.length / outcomes;
  let statistic = (outcomes - tally.size) * expected;
  for (const n of tally.values()) statistic += (n - expected) ** 2 / expected;
  const df = outcomes - 1;
  return { statistic, critical: df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3 };
}

/** The Aztec diamond of order n: rows of 2, 4, ..., 2n, 2n, ..., 2 cells. */
export function aztec(n: number): string {
  const cells: [number, number][] = [];
  for (let y = 0; y < 2 * n; y++) {
    const half = y < n ? y + 1 : 2 * n - y;
    for (let x = n - half; x < n + half; x++) cells.push([x, y]);
  }
  return squareBox(cells);
}

/** The hexagon of sides a, b, c on the triangle lattice: the triangles whose corners (x, y), skewed, are all inside it. */
export function hexagon(a: number, b: number, c: number): string {
  const cells: string[] = [];
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x <= a + c && y <= b + c && x + y >= c && x + y <= a + b + c;
  const name = (x: number, y: number): string => `${encodeDigit(x)}${encodeDigit(y)}`;
  for (let x = 0; x <= a + c; x++) {
    for (let y = 0; y <= b + c; y++) {
      if (inside(x, y) && inside(x + 1, y) && inside(x, y + 1)) cells.push(name(x, y));
      if (inside(x + 1, y) && inside(x + 1, y + 1) && inside(x, y + 1)) cells.push(`${name(x, y)}'`);
    }
  }
  return cells.join(' ');
}

/** MacMahon: the lozenge tilings of the hexagon a, b, c, ∏ (i + j + k − 1) / (i + j + k − 2). */
export function macMahon(a: number, b: number, c: number): bigint {
  let num = 1n;
  let den = 1n;
  for (let i = 1; i <= a; i++) {
    for (let j = 1; j <= b; j++) {
      for (let k = 1; k <= c; k++) {
        num *= BigInt(i + j + k - 1);
        den *= BigInt(i + j + k - 2);
      }
    }
  }
  return num / den;
}

/**
 * Checks that `draws` tilings drawn with `seed` are each one of the `total` tilings the
 * solver lists, and that they come uniformly (chi-square below its critical value).
 */
export function expectUniform(problem: Problem, lattice: LatticeDescriptor, total: number, draws: number, seed: number): void {
  const graph = graphOf(problem, lattice);
  const all = new Set([...solve(problem)].map(key));
  expect(all.size).toBe(total);
  const drawn = randomDimers(graph, draws, { seed });
  for (const s of drawn) {
    expect(all.has(key(s))).toBe(true);
    expect(isTiling(problem, graph, s)).toBe(true);
  }
  const { statistic, critical } = chiSquare(drawn.map(key), total);
  expect(statistic).toBeLessThan(critical);
}
