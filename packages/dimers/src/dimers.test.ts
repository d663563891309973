import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSync, solve } from '@polydance/dlx-solver';
import type { Problem, Solution } from '@polydance/exact-cover';
import { encodeDigit } from '@polydance/spec-parser';
import { cubeDescriptor } from '@polydance/lattice-cube';
import { polyomino, squareDescriptor } from '@polydance/lattice-square';
import { polyiamond, triangleDescriptor } from '@polydance/lattice-triangle';
import { countDimers, dimerRegion, randomDimers } from './index.js';
import type { DimerGraph } from './index.js';

/** A spec's problem: its box and one piece of two cells, any number of copies. */
function dominoes(box: string): Problem {
  return polyomino(`${box}\n0:9999|D 00 01\n`).problem;
}

/** Lozenges: the Δ and the ∇ to its right. */
function lozenges(box: string): Problem {
  return polyiamond(`${box}\n0:9999|L 00 00'\n`).problem;
}

function graphOf(problem: Problem, lattice = squareDescriptor): DimerGraph {
  const r = dimerRegion(problem, lattice);
  if (!('graph' in r)) throw new Error(r.reason);
  return r.graph;
}

/** A box of the square lattice from a set of cells (x, y). */
function squareBox(cells: readonly (readonly [number, number])[]): string {
  return cells.map(([x, y]) => `${encodeDigit(x)}${encodeDigit(y)}`).join(' ');
}

/** A solution as a set: its options sorted. */
function key(s: Solution): string {
  return [...s].sort((a, b) => a - b).join(' ');
}

/** Whether `s` covers every primary item of the problem exactly once (two-cell pieces: the name is not counted). */
function isTiling(problem: Problem, graph: DimerGraph, s: Solution): boolean {
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
function chiSquare(draws: readonly string[], outcomes: number): { statistic: number; critical: number } {
  const tally = new Map<string, number>();
  for (const d of draws) tally.set(d, (tally.get(d) ?? 0) + 1);
  const expected = draws.length / outcomes;
  let statistic = (outcomes - tally.size) * expected;
  for (const n of tally.values()) statistic += (n - expected) ** 2 / expected;
  const df = outcomes - 1;
  return { statistic, critical: df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3 };
}

/** The Aztec diamond of order n: rows of 2, 4, ..., 2n, 2n, ..., 2 cells. */
function aztec(n: number): string {
  const cells: [number, number][] = [];
  for (let y = 0; y < 2 * n; y++) {
    const half = y < n ? y + 1 : 2 * n - y;
    for (let x = n - half; x < n + half; x++) cells.push([x, y]);
  }
  return squareBox(cells);
}

/** The hexagon of sides a, b, c on the triangle lattice: the triangles whose corners (x, y), skewed, are all inside it. */
function hexagon(a: number, b: number, c: number): string {
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
function macMahon(a: number, b: number, c: number): bigint {
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

describe('countDimers', () => {
  it('counts known families exactly', () => {
    expect(countDimers(graphOf(dominoes('[0-5][0-5]')))).toBe(6728n);
    expect(countDimers(graphOf(dominoes('[0-7][0-7]')))).toBe(12988816n);
    for (const n of [1, 2, 3, 5, 8]) expect(countDimers(graphOf(dominoes(aztec(n))))).toBe(2n ** BigInt((n * (n + 1)) / 2));
    for (const [a, b, c] of [
      [1, 1, 1],
      [2, 2, 2],
      [2, 3, 4],
      [5, 5, 5],
    ] as const) {
      expect(countDimers(graphOf(lozenges(hexagon(a, b, c)), triangleDescriptor))).toBe(macMahon(a, b, c));
    }
  });

  it('counts the Aztec diamond of order 30 (2^465) and the hexagon of side 20 exactly', () => {
    expect(countDimers(graphOf(dominoes(aztec(30))))).toBe(2n ** 465n);
    expect(countDimers(graphOf(lozenges(hexagon(20, 20, 20)), triangleDescriptor))).toBe(macMahon(20, 20, 20));
  });

  it('agrees with the memoizing counter on random regions without holes, and declines those with one', () => {
    // a 6x5 box less some cells: often with holes
    const box = Array.from({ length: 30 }, (_, k) => [k % 6, Math.floor(k / 6)] as const);
    const region = fc.uniqueArray(fc.integer({ min: 0, max: 29 }), { maxLength: 20 }).map((gone) => box.filter((_, k) => !gone.includes(k)));
    let counted = 0;
    let holes = 0;
    fc.assert(
      fc.property(region, (cells) => {
        const problem = dominoes(squareBox(cells));
        const r = dimerRegion(problem, squareDescriptor);
        if ('reason' in r) {
          if (/odd number/.test(r.reason)) return;
          expect(r.reason).toMatch(/hole/);
          holes++;
          return;
        }
        counted++;
        expect(countDimers(r.graph)).toBe(countSync(problem).solutions);
      }),
      { seed: 29, numRuns: 300 },
    );
    expect(counted).toBeGreaterThan(50);
    expect(holes).toBeGreaterThan(0);
  });

  it('agrees with the memoizing counter on random regions of triangles', () => {
    const region = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.boolean()), {
      minLength: 2,
      maxLength: 24,
      selector: ([x, y, d]) => `${x},${y},${d}`,
    });
    let counted = 0;
    fc.assert(
      fc.property(region, (cells) => {
        const problem = lozenges(cells.map(([x, y, d]) => `${encodeDigit(x)}${encodeDigit(y)}${d ? "'" : ''}`).join(' '));
        const r = dimerRegion(problem, triangleDescriptor);
        if ('reason' in r) return;
        counted++;
        expect(countDimers(r.graph)).toBe(countSync(problem).solutions);
      }),
      { seed: 29, numRuns: 300 },
    );
    expect(counted).toBeGreaterThan(50);
  });
});

describe('dimerRegion', () => {
  it('reads regions from the problem alone, and says why it declines others', () => {
    expect('graph' in dimerRegion(polyomino('[0-3][0-3]\n8|D 00 01\n').problem, squareDescriptor)).toBe(true);
    const reason = (spec: string): string => {
      const r = dimerRegion(polyomino(spec).problem, squareDescriptor);
      return 'reason' in r ? r.reason : '';
    };
    expect(reason('[0-3][0-3]\n7|D 00 01\n')).toMatch(/bounds of D bind/);
    expect(reason('[0-3][0-3]\nD 00 01\n')).toMatch(/bounds of D bind/);
    expect(reason('[0-3][0-3]\n0:8|I 00 01 02\n')).toMatch(/more than two cells/);
    expect(reason('[0-2][0-2]\n')).toMatch(/odd number/);
    expect(reason('[0-3][0-3]\n0:9|D 00 01\n0:9|E 00 01\n')).toMatch(/same two cells/);
    const ring = squareBox([0, 1, 2, 3, 5, 6, 7, 8].map((k) => [k % 3, Math.floor(k / 3)] as const));
    expect(reason(`${ring}\n0:9|D 00 01\n`)).toMatch(/hole/);
    expect(dimerRegion(dominoes('[0-1][0-1]'), cubeDescriptor)).toEqual({ reason: 'the cube lattice has no domino or lozenge tilings' });
  });
});

describe('randomDimers', () => {
  it('draws the 36 tilings of a 4x4 square and the 20 of a hexagon of side 2 uniformly (chi-square), each a tiling', () => {
    for (const [problem, lattice, total] of [
      [dominoes('[0-3][0-3]'), squareDescriptor, 36],
      [lozenges(hexagon(2, 2, 2)), triangleDescriptor, 20],
      [dominoes(aztec(3)), squareDescriptor, 64],
    ] as const) {
      const graph = graphOf(problem, lattice);
      const all = new Set([...solve(problem)].map(key));
      expect(all.size).toBe(total);
      const drawn = randomDimers(graph, 100 * total, { seed: 7 });
      for (const s of drawn) {
        expect(all.has(key(s))).toBe(true);
        expect(isTiling(problem, graph, s)).toBe(true);
      }
      const { statistic, critical } = chiSquare(drawn.map(key), total);
      expect(statistic).toBeLessThan(critical);
    }
  });

  it('the same seed draws the same tilings, another seed others', () => {
    const graph = graphOf(dominoes('[0-5][0-5]'));
    const a = randomDimers(graph, 5, { seed: 3 });
    expect(randomDimers(graph, 5, { seed: 3 })).toEqual(a);
    expect(randomDimers(graph, 5, { seed: 4 })).not.toEqual(a);
  });

  it('draws nothing from a region with no tiling, and tilings of big regions that are tilings', () => {
    expect(randomDimers(graphOf(dominoes(squareBox([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((k) => [k % 4, Math.floor(k / 4)] as const)))), 3)).toEqual([]);
    const problem = dominoes(aztec(12));
    const graph = graphOf(problem);
    for (const s of randomDimers(graph, 2, { seed: 1 })) expect(isTiling(problem, graph, s)).toBe(true);
  });
});
