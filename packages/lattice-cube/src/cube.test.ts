import { cellKey, cellX, cellY, cellZ, closure, normalize, shapeOf, transform } from '@polydance/lattice';
import type { Shape, Transformation } from '@polydance/lattice';
import { describe, expect, it } from 'vitest';
import { expectBasesAreOrientations, expectHandedness } from '../../../test/testing.js';
import { cubeLattice, cycle, polycube, turn } from './index.js';

type Vec = readonly [number, number, number];
/** A 3×3 integer matrix, row by row. */
type Matrix = readonly number[];

const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const apply = (m: Matrix, [x, y, z]: Vec): Vec => [
  m[0]! * x + m[1]! * y + m[2]! * z,
  m[3]! * x + m[4]! * y + m[5]! * z,
  m[6]! * x + m[7]! * y + m[8]! * z,
];
const multiply = (a: Matrix, b: Matrix): Matrix =>
  Array.from({ length: 9 }, (_, i) => {
    const r = Math.floor(i / 3);
    const c = i % 3;
    return a[3 * r]! * b[c]! + a[3 * r + 1]! * b[3 + c]! + a[3 * r + 2]! * b[6 + c]!;
  });
const det = (m: Matrix): number =>
  m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) - m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) + m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);

/** The linear part of a transformation: it sends a cell at v to (matrix · v) plus a shift. */
function matrixOf(t: Transformation): Matrix {
  const image = (x: number, y: number, z: number): Vec => {
    const c = t.map({ x, y, z, suf: 0 }, [0, 0, 0]);
    return [c.x, c.y, c.z];
  };
  const o = image(0, 0, 0);
  const cols = [image(1, 0, 0), image(0, 1, 0), image(0, 0, 1)].map((v) => v.map((a, i) => a - o[i]!));
  return [0, 1, 2].flatMap((r) => [cols[0]![r]!, cols[1]![r]!, cols[2]![r]!]);
}

/** Every product of the generators' matrices. */
function generatedGroup(generators: readonly Matrix[]): Matrix[] {
  const group = [IDENTITY];
  const seen = new Set([IDENTITY.join()]);
  for (let i = 0; i < group.length; i++)
    for (const g of generators) {
      const m = multiply(g, group[i]!);
      if (!seen.has(m.join())) {
        seen.add(m.join());
        group.push(m);
      }
    }
  return group;
}

/** Independently of the generators: the signed permutation matrices of determinant +1. */
const ROTATIONS: Matrix[] = [];
for (const [a, b, c] of [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] as const)
  for (let signs = 0; signs < 8; signs++) {
    const m = new Array<number>(9).fill(0);
    m[a] = signs & 1 ? -1 : 1;
    m[3 + b] = signs & 2 ? -1 : 1;
    m[6 + c] = signs & 4 ? -1 : 1;
    if (det(m) === 1) ROTATIONS.push(m);
  }

/** A canonical text for a set of cells up to translation. */
function key(cells: readonly Vec[]): string {
  const min = [0, 1, 2].map((d) => Math.min(...cells.map((c) => c[d]!)));
  return cells
    .map((c) => c.map((a, d) => a - min[d]!).join(''))
    .sort()
    .join(' ');
}

/** The distinct images of a polycube under the 24 rotations, up to translation. */
const orientations = (cells: readonly Vec[]): Set<string> => new Set(ROTATIONS.map((m) => key(cells.map((c) => apply(m, c)))));

const STEPS: readonly Vec[] = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];

/** One representative of every polycube of each size 1..max up to rotation (mirror images apart). */
function polycubes(max: number): Vec[][][] {
  const bySize: Vec[][][] = [[], [[[0, 0, 0]]]];
  for (let size = 2; size <= max; size++) {
    const seen = new Set<string>();
    const found: Vec[][] = [];
    for (const shape of bySize[size - 1]!)
      for (const cell of shape)
        for (const step of STEPS) {
          const next: Vec = [cell[0] + step[0], cell[1] + step[1], cell[2] + step[2]];
          if (shape.some((c) => c.every((a, d) => a === next[d]))) continue;
          const grown = [...shape, next];
          const canon = [...orientations(grown)].sort()[0]!;
          if (!seen.has(canon)) {
            seen.add(canon);
            found.push(grown);
          }
        }
    bySize.push(found);
  }
  return bySize;
}

function shape(cells: readonly Vec[]): Shape {
  return normalize(shapeOf(cells.map(([x, y, z]) => cellKey(x + 8, y + 8, z + 8, 0))));
}
const cellsOf = (s: Shape): Vec[] => s.cells.map((k) => [cellX(k), cellY(k), cellZ(k)] as const);

const pieces = polycubes(4);
/** The base placements of a piece that the generators give, as keys. */
const bases = (cells: readonly Vec[]): string[] => closure(shape(cells), cubeLattice.generators).map((b) => key(cellsOf(b)));

describe('the generators turn and cycle', () => {
  const group = generatedGroup(cubeLattice.generators.map(matrixOf));

  it('generate exactly 24 rotations, all of determinant +1', () => {
    expect(group.length).toBe(24);
    for (const m of group) expect(det(m)).toBe(1);
    expect(new Set(group.map((m) => m.join()))).toEqual(new Set(ROTATIONS.map((m) => m.join())));
  });

  it('are a quarter turn about z (order 4) and a third turn about the diagonal (order 3)', () => {
    const power = (m: Matrix, n: number): Matrix => (n === 0 ? IDENTITY : multiply(m, power(m, n - 1)));
    const t = matrixOf(turn);
    const c = matrixOf(cycle);
    expect(power(t, 4)).toEqual(IDENTITY);
    expect([1, 2, 3].map((n) => power(t, n).join() === IDENTITY.join())).toEqual([false, false, false]);
    expect(apply(t, [0, 0, 1])).toEqual([0, 0, 1]);
    expect(power(c, 3)).toEqual(IDENTITY);
    expect(power(c, 1)).not.toEqual(IDENTITY);
    expect(apply(c, [1, 1, 1])).toEqual([1, 1, 1]);
  });

  it('bring a chiral piece back to itself after four turns and three cycles', () => {
    const l = shape([[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]]);
    let s = l;
    for (let k = 0; k < 4; k++) s = transform(s, turn);
    expect(s.cells).toEqual(l.cells);
    for (let k = 0; k < 3; k++) s = transform(s, cycle);
    expect(s.cells).toEqual(l.cells);
  });
});

describe('polycubes up to rotation', () => {
  it('number 1, 1, 2, 8 for sizes 1 to 4 (mirror images counted apart)', () => {
    expect(pieces.slice(1).map((list) => list.length)).toEqual([1, 1, 2, 8]);
  });

  it.each([1, 2, 3, 4])('of size %i each have as many base placements as distinct orientations', (size) => {
    expectBasesAreOrientations(pieces[size]!, bases, orientations);
  });

  it('have 1, 3, 15, 86 fixed orientations in all for sizes 1 to 4', () => {
    const totals = pieces.slice(1).map((list) => list.reduce((sum, cells) => sum + bases(cells).length, 0));
    expect(totals).toEqual([1, 3, 15, 86]);
  });

  it('are found in the C program order: the piece, then breadth first, turn before cycle', () => {
    const l = shape([[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]]);
    const bases = closure(l, cubeLattice.generators);
    expect(bases.length).toBe(24);
    expect(bases[1]!.cells).toEqual(transform(l, turn).cells);
    expect(bases[2]!.cells).toEqual(transform(l, cycle).cells);
    expect(bases[3]!.cells).toEqual(transform(bases[1]!, turn).cells);
  });
});

describe('polycube()', () => {
  it('packs a piece with multiplicity 2 written as 2*O, and writes it as 2|O', () => {
    const result = polycube('[0-1][0-1][0-1]\n2*O 000 100 010 110\n');
    expect(result.problem.primary.at(-1)).toEqual({ name: 'O', bounds: '2' });
    expect(result.bases.length).toBe(3);
    expect(result.problem.options.length).toBe(6);
  });

  it('reads a:b|name bounds verbatim', () => {
    const result = polycube('[0-1]00\n0:2|D 000 100\n');
    expect(result.problem.primary.at(-1)).toEqual({ name: 'D', bounds: '0:2' });
  });

  it('gives suffixed cells the square-lattice meaning: secondary items', () => {
    const result = polycube('[0-2]00 [0-2]00!\nD 000 100 000!\n');
    expect(result.problem.primary.map((i) => i.name)).toEqual(['000', '100', '200', 'D']);
    expect(result.problem.secondary.map((i) => i.name)).toEqual(['000!', '100!', '200!']);
    expect(result.problem.options.map((o) => o.map((i) => i.item).join(' '))).toEqual([
      'D 000 000! 100',
      'D 100 100! 200',
      'D 000 100 100!',
      'D 100 200 200!',
    ]);
  });

  it('rejects a suffix that begins with a digit: POLYCUBE-DLX reads it as a missing space', () => {
    expect(() => polycube('[0-1][0-1][0-1]x\nO 000 100\n')).toThrow(/line 1, column 16: missing space/);
    expect(() => polycube('0000 1000\nO 000\n')).toThrow(/line 1, column 4: missing space/);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('a screw: 12 turns (POLYCUBE-DLX’s own), 24 with its mirror image when free, itself fixed', () => {
    expectHandedness(polycube, '[0-3][0-3][0-3]', 'A 000 100 010 101', [12, 24, 12, 1], 'one-sided');
    // the L tetracube is flat: its 24 turns include its mirror images
    expectHandedness(polycube, '[0-3][0-3][0-3]', 'L 000 100 200 010', [24, 24, 24, 1], 'one-sided');
  });
});
