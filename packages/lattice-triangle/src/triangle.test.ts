import { cellKey, cellSuffix, cellX, cellY, closure, normalize, shapeOf, transform } from '@polydance/lattice';
import type { Shape } from '@polydance/lattice';
import { describe, expect, it } from 'vitest';
import { expectBasesAreOrientations, expectHandedness } from '../../../test/testing.js';
import { polyiamond, rotate, transpose, triangleLattice } from './index.js';

/*
 * An independent model of the triangle lattice, to check the C-style transformations
 * against. With unit vectors e1 = (1, 0) and e2 = (1/2, √3/2) and P = x·e1 + y·e2, the
 * cell Δ xy has corners P, P+e1, P+e2 and ∇ xy' has corners P+e1, P+e2, P+e1+e2. A
 * cell is identified by 3 × its centroid in (e1, e2) coordinates: (3x+1, 3y+1) for Δ,
 * (3x+2, 3y+2) for ∇. Rotations about the origin are integer matrices there.
 */
type Tri = readonly [x: number, y: number, nabla: 0 | 1];

const centroid = ([x, y, n]: Tri): [number, number] => [3 * x + 1 + n, 3 * y + 1 + n];
const fromCentroid = (a: number, b: number): Tri => {
  const n = ((a % 3) + 3) % 3 === 2 ? 1 : 0;
  return [(a - 1 - n) / 3, (b - 1 - n) / 3, n];
};

/** The 12 symmetries of the triangle lattice, as maps of centroid coordinates. */
const rotate60 = ([a, b]: [number, number]): [number, number] => [-b, a + b];
const mirror = ([a, b]: [number, number]): [number, number] => [b, a];
const symmetries: ((p: [number, number]) => [number, number])[] = [];
for (let k = 0; k < 6; k++) {
  const turn = (p: [number, number]): [number, number] => {
    let q = p;
    for (let i = 0; i < k; i++) q = rotate60(q);
    return q;
  };
  symmetries.push(turn, (p) => turn(mirror(p)));
}

/** A canonical text for a set of cells up to translation. */
function key(cells: readonly Tri[]): string {
  const x0 = Math.min(...cells.map((c) => c[0]));
  const y0 = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([x, y, n]) => `${x - x0},${y - y0}${n ? "'" : ''}`)
    .sort()
    .join(' ');
}

/** The distinct images of a set of cells under the 12 symmetries, up to translation. */
function orientations(cells: readonly Tri[]): Set<string> {
  return new Set(symmetries.map((s) => key(cells.map((c) => fromCentroid(...s(centroid(c)))))));
}

const neighbors = ([x, y, n]: Tri): Tri[] =>
  n === 0
    ? [[x, y, 1], [x - 1, y, 1], [x, y - 1, 1]]
    : [[x, y, 0], [x + 1, y, 0], [x, y + 1, 0]];

/** One representative of every free polyiamond of each size 1..max, by growing cell by cell. */
function freePolyiamonds(max: number): Tri[][][] {
  const bySize: Tri[][][] = [[], [[[0, 0, 0]]]];
  for (let size = 2; size <= max; size++) {
    const seen = new Set<string>();
    const found: Tri[][] = [];
    for (const shape of bySize[size - 1]!) {
      for (const cell of shape)
        for (const next of neighbors(cell)) {
          if (shape.some((c) => c[0] === next[0] && c[1] === next[1] && c[2] === next[2])) continue;
          const grown = [...shape, next];
          const canon = [...orientations(grown)].sort()[0]!;
          if (seen.has(canon)) continue;
          seen.add(canon);
          found.push(grown);
        }
    }
    bySize.push(found);
  }
  return bySize;
}

/** The shape of a set of cells as the lattice stores it: ∇ is suffix index 1. */
function shape(cells: readonly Tri[]): Shape {
  const x0 = Math.min(...cells.map((c) => c[0]));
  const y0 = Math.min(...cells.map((c) => c[1]));
  return normalize(shapeOf(cells.map(([x, y, n]) => cellKey(x - x0 + 8, y - y0 + 8, 0, n))));
}

function cellsOf(s: Shape): Tri[] {
  return s.cells.map((k) => [cellX(k), cellY(k), cellSuffix(k) === 1 ? 1 : 0] as const);
}

const polyiamonds = freePolyiamonds(6);
/** The base placements of a piece that the generators give, as keys. */
const bases = (cells: readonly Tri[]): string[] => closure(shape(cells), triangleLattice.generators).map((b) => key(cellsOf(b)));

describe('free polyiamonds', () => {
  it('number 1, 1, 1, 3, 4, 12 for sizes 1 to 6', () => {
    expect(polyiamonds.slice(1).map((list) => list.length)).toEqual([1, 1, 1, 3, 4, 12]);
  });

  it.each([1, 2, 3, 4, 5, 6])('of size %i each have as many base placements as distinct orientations', (size) => {
    expectBasesAreOrientations(polyiamonds[size]!, bases, orientations);
  });

  it('have 2, 3, 6, 14, 36, 94 fixed orientations in all for sizes 1 to 6', () => {
    const totals = polyiamonds.slice(1).map((list) => list.reduce((sum, cells) => sum + bases(cells).length, 0));
    expect(totals).toEqual([2, 3, 6, 14, 36, 94]);
  });
});

describe('the generators', () => {
  const asymmetric = polyiamonds[6]!.find((cells) => orientations(cells).size === 12)!;

  it('rotate by 60° clockwise about the origin, up to translation', () => {
    for (const cells of polyiamonds[5]!) {
      const turned = cells.map((c) => {
        const [a, b] = centroid(c);
        return fromCentroid(b + a, -a); // the inverse of rotate60: 60° clockwise
      });
      expect(key(cellsOf(transform(shape(cells), rotate)))).toBe(key(turned));
    }
  });

  it('transpose mirrors in the line through the origin at 30°, Δ staying Δ', () => {
    for (const cells of polyiamonds[6]!) {
      const mirrored = cells.map(([x, y, n]) => [y, x, n] as const);
      expect(key(cellsOf(transform(shape(cells), transpose)))).toBe(key(mirrored));
    }
  });

  it('rotation has order 6 and transposition order 2', () => {
    const start = shape(asymmetric);
    let s = start;
    for (let k = 1; k <= 6; k++) {
      s = transform(s, rotate);
      if (k < 6) expect(s.cells).not.toEqual(start.cells);
      else expect(s.cells).toEqual(start.cells);
    }
    const once = transform(start, transpose);
    expect(once.cells).not.toEqual(start.cells);
    expect(transform(once, transpose).cells).toEqual(start.cells);
  });

  it('transposition conjugates rotation to its inverse (t r t = r⁻¹), as in a dihedral group', () => {
    const start = shape(asymmetric);
    let inverse = start;
    for (let k = 0; k < 5; k++) inverse = transform(inverse, rotate);
    const conjugated = transform(transform(transform(start, transpose), rotate), transpose);
    expect(conjugated.cells).toEqual(inverse.cells);
  });

  it('generate all 12 symmetries, in the C program order: the piece, then breadth first', () => {
    const bases = closure(shape(asymmetric), triangleLattice.generators);
    expect(bases.length).toBe(12);
    expect(bases[0]!.cells).toEqual(shape(asymmetric).cells);
    expect(bases[1]!.cells).toEqual(transform(bases[0]!, rotate).cells);
    expect(bases[2]!.cells).toEqual(transform(bases[0]!, transpose).cells);
    expect(bases[3]!.cells).toEqual(transform(bases[1]!, rotate).cells);
  });
});

describe('polyiamond()', () => {
  it('finds the 94 base placements of the 12 hexiamonds', () => {
    const names = 'ABCDEFGHIJKL';
    const lines = polyiamonds[6]!.map((cells, i) => `${names[i]!} ${key(cells).replaceAll(',', '')}`);
    const result = polyiamond(`[0-5][0-5] [0-5][0-5]'\n${lines.join('\n')}\n`);
    expect(result.bases.length).toBe(94);
    expect(result.problem.primary.length).toBe(72 + 12);
  });

  it('turns a suffix on a Δ into the same suffix on a ∇ when rotating', () => {
    const result = polyiamond("00 00' 01 01' 00! 00'! 01! 01'!\nD 00 00' 00!\n");
    const names = result.bases.map((b) => b.shape.cells.map(result.cellName).join(' '));
    expect(names).toContain("00 00' 00'!");
    expect(names).toContain("00 00' 00!");
    expect(result.bases.length).toBe(6);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('the sphinx: 12 orientations, 6 turns one-sided, itself fixed', () => {
    expectHandedness(polyiamond, "[0-5][0-5] [0-5][0-5]'", "P 00 00' 10 10' 11 20", [12, 12, 6, 1], 'free');
  });
});
