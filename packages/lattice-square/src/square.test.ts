import { cellKey, closure, shapeOf, transform } from '@polydance/lattice';
import type { Shape } from '@polydance/lattice';
import { describe, expect, it } from 'vitest';
import { expectHandedness } from '../../../test/testing.js';
import { polyomino, rotate, transpose } from './square.js';

const cells = (shape: Shape): string[] => shape.cells.map((k) => `${Math.floor(k / 1024) >> 16},${(Math.floor(k / 1024) >> 8) & 255}`);
const shape = (xy: readonly (readonly [number, number])[]): Shape => shapeOf(xy.map(([x, y]) => cellKey(x, y, 0, 0)));

/** The 8 images of a set of cells under the symmetries of the square, each normalized and sorted, as JSON. */
function images(cs: readonly (readonly [number, number])[]): string[] {
  const out: string[] = [];
  for (let t = 0; t < 8; t++) {
    const m = cs.map(([x, y]) => {
      const [a, b] = t & 1 ? [y, x] : [x, y];
      const [c, d] = t & 2 ? [-a, b] : [a, b];
      return t & 4 ? [c, -d] : [c, d];
    });
    const mx = Math.min(...m.map((p) => p[0]!));
    const my = Math.min(...m.map((p) => p[1]!));
    out.push(JSON.stringify(m.map(([x, y]) => [x! - mx, y! - my]).sort((p, q) => p[0]! - q[0]! || p[1]! - q[1]!)));
  }
  return out;
}

/** All free polyominoes of size n, by growing every fixed one and keeping a canonical form. */
function freePolyominoes(n: number): [number, number][][] {
  const canon = (cs: [number, number][]): string => images(cs).sort()[0]!;
  let level = new Map<string, [number, number][]>([[canon([[0, 0]]), [[0, 0]]]]);
  for (let size = 1; size < n; size++) {
    const next = new Map<string, [number, number][]>();
    for (const cs of level.values())
      for (const [x, y] of cs)
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
          if (cs.some(([a, b]) => a === x + dx && b === y + dy)) continue;
          const grown: [number, number][] = [...cs, [x + dx, y + dy]];
          const key = canon(grown);
          if (!next.has(key)) next.set(key, JSON.parse(key) as [number, number][]);
        }
    level = next;
  }
  return [...level.values()];
}

/** The number of distinct orientations among the 8 symmetries, computed directly. */
function orientations(cs: readonly (readonly [number, number])[]): number {
  return new Set(images(cs)).size;
}

describe('square lattice transformations', () => {
  const f = shape([[1, 0], [2, 0], [0, 1], [1, 1], [1, 2]]);
  it('four rotations are the identity, and so are two transpositions', () => {
    let s = f;
    for (let i = 0; i < 4; i++) s = transform(s, rotate);
    expect(cells(s)).toEqual(cells(f));
    expect(cells(transform(transform(f, transpose), transpose))).toEqual(cells(f));
    expect(cells(transform(f, rotate))).not.toEqual(cells(f));
  });
  it('rotation then transposition is a reflection (of order 2)', () => {
    const rt = (s: Shape): Shape => transform(transform(s, rotate), transpose);
    expect(cells(rt(rt(f)))).toEqual(cells(f));
  });
});

describe('base placements', () => {
  it('the 12 pentominoes have 63 base placements in all', () => {
    const result = polyomino(
      '[0-5][0-9]\nF 10 20 01 11 12\nI 00 01 02 03 04\nL 00 01 02 03 10\nN 00 01 02 12 13\nP 00 01 10 11 02\nT 00 10 20 11 12\nU 00 20 01 11 21\nV 00 01 02 10 20\nW 00 01 11 12 22\nX 10 01 11 21 12\nY 00 01 02 03 11\nZ 00 10 11 12 22\n',
    );
    expect(result.bases).toHaveLength(63);
    expect(result.problem.options).toHaveLength(2056);
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 5],
    [5, 12],
    [6, 35],
  ])('every free polyomino of size %i (%i of them) has the right number of orientations', (n, count) => {
    const all = freePolyominoes(n);
    expect(all).toHaveLength(count);
    for (const p of all) {
      expect(closure(shape(p), [rotate, transpose])).toHaveLength(orientations(p));
    }
  });

  it('finds the placements in POLYOMINO-DLX order: the piece, its rotation, its transposition, …', () => {
    const bases = closure(shape([[0, 0], [0, 1], [1, 0]]), [rotate, transpose]);
    expect(bases.map(cells)).toEqual([
      ['0,0', '0,1', '1,0'],
      ['0,0', '0,1', '1,1'],
      ['0,1', '1,0', '1,1'],
      ['0,0', '1,0', '1,1'],
    ]);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('F: 8 orientations, F:one-sided the 4 turns, F:fixed the F as written', () => {
    expectHandedness(polyomino, '[0-5][0-5]', 'F 10 20 01 11 12', [8, 8, 4, 1], 'free');
    // a piece that is its own mirror image gets as many orientations one-sided as free
    expectHandedness(polyomino, '[0-5][0-5]', 'T 00 10 20 11 12', [4, 4, 4, 1], 'free');
  });
});
