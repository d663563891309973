import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSync } from '@polydance/dlx-solver';
import type { Site } from '@polydance/lattice';
import { encodeDigit } from '@polydance/spec-parser';
import { cubeDescriptor } from '@polydance/lattice-cube';
import { polyomino, squareDescriptor } from '@polydance/lattice-square';
import { triangleDescriptor } from '@polydance/lattice-triangle';
import { giveWay } from '@polydance/exact-cover';
import { countDimers, countDimersSteps, dimerRegion, randomDimers, randomDimersSteps } from './index.js';
import { aztec, dominoes, expectUniform, graphOf, hexagon, isTiling, lozenges, macMahon, squareBox } from './internal/testing.js';
import { heardTimer, stepsTaken } from '../../../test/testing.js';

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
  it('finds faces from the lattices\' corner cycles: rings of neighbours around each corner of a cell, counterclockwise', () => {
    const same = (a: Site, b: Site): boolean => a.kind === b.kind && a.x === b.x && a.y === b.y;
    for (const [lattice, cells, size] of [
      [squareDescriptor, [{ kind: 0, x: 3, y: 5, z: 0 }], 4],
      [triangleDescriptor, [{ kind: 0, x: 3, y: 5, z: 0 }, { kind: 1, x: 3, y: 5, z: 0 }], 6],
    ] as const) {
      for (const cell of cells) {
        const cycles = lattice.cornerCycles?.(cell) ?? [];
        expect(cycles.length).toBe(size === 4 ? 4 : 3);
        for (const ring of cycles) {
          expect(ring.length).toBe(size);
          expect(ring.some((s) => same(s, cell))).toBe(true);
          ring.forEach((s, i) => expect(lattice.neighbours(s).some((n) => same(n, ring[(i + 1) % size]!))).toBe(true));
        }
      }
    }
    // counterclockwise: the square's ring around (1, 1) goes north-east, north-west, south-west, south-east
    expect(squareDescriptor.cornerCycles?.({ kind: 0, x: 0, y: 0, z: 0 })[3]?.map((s) => [s.x, s.y])).toEqual([
      [1, 1],
      [0, 1],
      [0, 0],
      [1, 0],
    ]);
  });

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
      expectUniform(problem, lattice, total, 100 * total, 7);
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

describe('countDimers and randomDimers give way', () => {
  it('countDimersSteps yields before each prime and every few rows, and counts what countDimers counts', () => {
    const graph = graphOf(dominoes(aztec(12)));
    const { value, yields } = stepsTaken(countDimersSteps(graph));
    expect(value).toBe(2n ** 78n);
    // 156 rows: at least a prime and ten runs of rows
    expect(yields).toBeGreaterThan(10);
    expect(stepsTaken(countDimersSteps(graphOf(lozenges(hexagon(5, 5, 5)), triangleDescriptor))).value).toBe(countDimers(graphOf(lozenges(hexagon(5, 5, 5)), triangleDescriptor)));
  });

  it('given way to, the count lets a timer set before it run while it works, and a shouldStop that the timer sets stops it', async () => {
    const graph = graphOf(dominoes(aztec(30)));
    const heard = heardTimer(false);
    expect(await giveWay(countDimersSteps(graph, heard.shouldStop))).toBe(2n ** 465n);
    expect(heard.heard()).toBe(true);
    const stop = heardTimer(true);
    expect(await giveWay(countDimersSteps(graph, stop.shouldStop))).toBeUndefined();
    expect(stop.heard()).toBe(true);
  });

  it('randomDimersSteps yields before each run of sweeps, and draws what randomDimers draws', () => {
    const graph = graphOf(dominoes(aztec(12)));
    const { value, yields } = stepsTaken(randomDimersSteps(graph, 2, { seed: 1 }));
    expect(value).toEqual(randomDimers(graph, 2, { seed: 1 }));
    expect(value).toHaveLength(2);
    expect(yields).toBeGreaterThanOrEqual(2);
  });

  it('given way to, the draws let a timer set before them run while they work, and a shouldStop that the timer sets stops them', async () => {
    const graph = graphOf(dominoes(aztec(20)));
    const heard = heardTimer(false);
    const drawn = await giveWay(randomDimersSteps(graph, 2, { seed: 5, shouldStop: heard.shouldStop }));
    expect(heard.heard()).toBe(true);
    expect(drawn).toEqual(randomDimers(graph, 2, { seed: 5 }));
    const stop = heardTimer(true);
    expect((await giveWay(randomDimersSteps(graph, 2, { seed: 5, shouldStop: stop.shouldStop }))).length).toBeLessThan(2);
    expect(stop.heard()).toBe(true);
  });
});
