import { describe, expect, it } from 'vitest';
import { PENTAHEXES, PENTASTICKS, TETRAHEXES, TETRASTICKS, TRIHEXES } from '../pieces.js';
import { BEDLAM_CUBE, cellsLine, DIABOLICAL_CUBE, quartersLine, TETRIS_CUBE } from './pieces.js';

/** An edge `Hxy` or `Vxy` as its two endpoints, each `x,y`. */
function endpoints(edge: string): [string, string] {
  const [kind, x, y] = [edge[0], Number(edge[1]), Number(edge[2])];
  return [`${x},${y}`, kind === 'H' ? `${x + 1},${y}` : `${x},${y + 1}`];
}

/** A shape as sorted endpoint pairs, translated so that its least x and least y are 0. */
function normalize(segments: readonly (readonly [number, number, number, number])[]): string {
  const minX = Math.min(...segments.flatMap(([x1, , x2]) => [x1, x2]));
  const minY = Math.min(...segments.flatMap(([, y1, , y2]) => [y1, y2]));
  return segments
    .map(([x1, y1, x2, y2]) => [x1 - minX, y1 - minY, x2 - minX, y2 - minY])
    .map(([x1, y1, x2, y2]) => (x1! < x2! || (x1 === x2 && y1! < y2!) ? [x1, y1, x2, y2] : [x2, y2, x1, y1]).join(','))
    .sort()
    .join(' ');
}

/** The least of a piece's normalized images under the 8 symmetries of the square grid. */
function freeShape(edges: readonly string[]): string {
  const segments = edges.map((e) => endpoints(e).flatMap((p) => p.split(',').map(Number)) as [number, number, number, number]);
  const images: string[] = [];
  for (const [a, b, c, d] of [
    [1, 0, 0, 1],
    [0, -1, 1, 0],
    [-1, 0, 0, -1],
    [0, 1, -1, 0],
    [-1, 0, 0, 1],
    [1, 0, 0, -1],
    [0, 1, 1, 0],
    [0, -1, -1, 0],
  ] as const) {
    images.push(normalize(segments.map(([x1, y1, x2, y2]) => [a * x1 + b * y1, c * x1 + d * y1, a * x2 + b * y2, c * x2 + d * y2])));
  }
  return images.sort()[0]!;
}

/** How many edges meet at each endpoint. */
function degrees(edges: readonly string[]): Map<string, number> {
  const degree = new Map<string, number>();
  for (const point of edges.flatMap(endpoints)) degree.set(point, (degree.get(point) ?? 0) + 1);
  return degree;
}

/** True when the edges form one piece: each is reached from the first through shared endpoints. */
function connected(edges: readonly string[]): boolean {
  const reached = new Set(edges.slice(0, 1));
  for (let grew = true; grew; ) {
    grew = false;
    for (const edge of edges) {
      if (reached.has(edge)) continue;
      if ([...reached].some((r) => endpoints(r).some((p) => endpoints(edge).includes(p)))) {
        reached.add(edge);
        grew = true;
      }
    }
  }
  return reached.size === edges.length;
}

describe.each([
  ['tetrasticks', TETRASTICKS, 4, 16],
  ['pentasticks', PENTASTICKS, 5, 55],
] as const)('the %s', (_, set, order, free) => {
  const pieces = set.map((line) => {
    const [name = '', ...edges] = line.split(' ');
    return { name, edges };
  });

  it(`are the ${free} free polysticks of ${order} edges: each connected, no two alike up to rotation and reflection`, () => {
    expect(pieces).toHaveLength(free);
    expect(new Set(pieces.map((p) => p.name)).size).toBe(free);
    for (const { name, edges } of pieces) {
      expect(new Set(edges).size, name).toBe(order);
      expect(connected(edges), name).toBe(true);
    }
    expect(new Set(pieces.map((p) => freeShape(p.edges))).size).toBe(free);
  });
});

describe('the pentasticks', () => {
  it('are named in lower case exactly when no three of their edges meet at a point', () => {
    for (const line of PENTASTICKS) {
      const [name = '', ...edges] = line.split(' ');
      const junction = Math.max(...degrees(edges).values()) >= 3;
      expect(/^[a-z]$/.test(name), line).toBe(!junction);
    }
    expect(PENTASTICKS.filter((line) => /^[a-z]/.test(line))).toHaveLength(22);
  });
});

/** The cells `xy` of a polyhex as axial coordinates. */
const hexCells = (cells: readonly string[]): [number, number][] => cells.map((c) => [parseInt(c[0]!, 36), parseInt(c[1]!, 36)]);

/** The least of a polyhex's images under the 12 symmetries of the hexagon lattice, up to translation. */
function freeHex(cells: readonly [number, number][]): string {
  const images: string[] = [];
  let turned = [...cells];
  for (let k = 0; k < 6; k++) {
    for (const image of [turned, turned.map(([x, y]): [number, number] => [y, x])]) {
      const x0 = Math.min(...image.map((c) => c[0]));
      const y0 = Math.min(...image.map((c) => c[1]));
      images.push(image.map(([x, y]) => `${x - x0},${y - y0}`).sort().join(' '));
    }
    turned = turned.map(([x, y]): [number, number] => [-y, x + y]);
  }
  return images.sort()[0]!;
}

/** True when every cell is reached from the first through neighbours. */
function hexConnected(cells: readonly [number, number][]): boolean {
  const steps = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const;
  const reached = new Set([`${cells[0]![0]},${cells[0]![1]}`]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [x, y] of cells) {
      if (reached.has(`${x},${y}`)) continue;
      if (steps.some(([dx, dy]) => reached.has(`${x + dx},${y + dy}`))) {
        reached.add(`${x},${y}`);
        grew = true;
      }
    }
  }
  return reached.size === cells.length;
}

describe.each([
  ['trihexes', TRIHEXES, 3, 3],
  ['tetrahexes', TETRAHEXES, 4, 7],
  ['pentahexes', PENTAHEXES, 5, 22],
] as const)('the %s', (_, set, order, free) => {
  it(`are the ${free} free polyhexes of ${order} hexagons: each connected, no two alike up to rotation and reflection`, () => {
    const pieces = set.map((line) => {
      const [name = '', ...cells] = line.split(' ');
      return { name, cells: hexCells(cells) };
    });
    expect(pieces).toHaveLength(free);
    expect(new Set(pieces.map((p) => p.name)).size).toBe(free);
    for (const { name, cells } of pieces) {
      expect(cells, name).toHaveLength(order);
      expect(hexConnected(cells), name).toBe(true);
    }
    expect(new Set(pieces.map((p) => freeHex(p.cells))).size).toBe(free);
  });
});

describe('cellsLine', () => {
  it('writes cells column by column, runs of y as ranges', () => {
    expect(cellsLine([[0, 2], [0, 3], [0, 4], [1, 1], [2, 0], [2, 2], [2, 3], [11, 61]])).toBe('0[2-4] 11 2[023] bZ');
    expect(cellsLine([[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1], [3, 1], [4, 1]])).toBe('[0-2][01] [34]1');
  });
});

describe('quartersLine', () => {
  it('writes quarters square by square, runs of alike squares and columns together', () => {
    const all = (x: number, y: number): [number, number, string][] => [...'ensw'].map((q): [number, number, string] => [x, y, q]);
    expect(quartersLine([...all(0, 0), ...all(0, 1), ...all(1, 0), ...all(1, 1)])).toBe('[01][01][ensw]');
    expect(quartersLine([...all(0, 0), [0, 1, 'e'], [0, 1, 's'], ...all(1, 0)])).toBe('00[ensw] 01[es] 10[ensw]');
    expect(quartersLine([[2, 3, 'n']])).toBe('23n');
  });
});

/** A polycube's cells `xyz` (one digit each) as points. */
function cubes(cells: readonly string[]): (readonly [number, number, number])[] {
  return cells.map((c) => [Number(c[0]), Number(c[1]), Number(c[2])] as const);
}

/** A polycube translated to the origin, as sorted cells: equal strings, equal shapes. */
function placed(points: readonly (readonly [number, number, number])[]): string {
  const least = [0, 1, 2].map((i) => Math.min(...points.map((p) => p[i]!)));
  return points
    .map((p) => p.map((v, i) => v - least[i]!).join(''))
    .sort()
    .join(' ');
}

/** The 24 rotations of space, as signed permutations of the axes with determinant 1. */
const ROTATIONS: readonly ((p: readonly [number, number, number]) => [number, number, number])[] = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [1, 0, 2],
  [0, 2, 1],
  [2, 1, 0],
].flatMap((axes, k) =>
  [1, -1].flatMap((a) =>
    [1, -1].map((b) => {
      // an odd permutation (k > 2) needs an odd number of minus signs
      const c = a * b * (k > 2 ? -1 : 1);
      return (p: readonly [number, number, number]): [number, number, number] => [a * p[axes[0]!]!, b * p[axes[1]!]!, c * p[axes[2]!]!];
    }),
  ),
);

/** The least of a polycube's images under the rotations: equal for shapes that a rotation maps one onto the other. */
function rotationShape(points: readonly (readonly [number, number, number])[]): string {
  return ROTATIONS.map((r) => placed(points.map(r))).sort()[0]!;
}

/** True when each cell is reached from the first through cells that share a face. */
function cubesConnected(points: readonly (readonly [number, number, number])[]): boolean {
  const reached = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    points.forEach((p, i) => {
      if (reached.has(i)) return;
      if ([...reached].some((j) => points[j]!.reduce((d, v, k) => d + Math.abs(v - p[k]!), 0) === 1)) {
        reached.add(i);
        grew = true;
      }
    });
  }
  return reached.size === points.length;
}

describe.each([
  // orientations: how many pieces have 24, 12, ... orientations (for the Tetris and Bedlam Cubes, as S. Kurowski's pages say)
  ['Tetris Cube', TETRIS_CUBE, 12, 64, 6, { 24: 10, 12: 2 }],
  ['Bedlam Cube', BEDLAM_CUBE, 13, 64, 7, { 24: 7, 12: 5, 3: 1 }],
  ['Diabolical Cube', DIABOLICAL_CUBE, 6, 27, 0, { 24: 1, 12: 3, 3: 2 }],
] as const)('the %s pieces', (_, set, count, volume, chiral, orientations) => {
  const pieces = set.map((line) => {
    const [name = '', ...cells] = line.split(' ');
    return { name, points: cubes(cells) };
  });

  it(`are ${count} connected polycubes of ${volume} cubes in all, no two alike up to rotation`, () => {
    expect(pieces).toHaveLength(count);
    expect(new Set(pieces.map((p) => p.name)).size).toBe(count);
    expect(pieces.reduce((n, p) => n + p.points.length, 0)).toBe(volume);
    for (const { name, points } of pieces) {
      expect(new Set(points.map((p) => p.join(''))).size, name).toBe(points.length);
      expect(cubesConnected(points), name).toBe(true);
    }
    expect(new Set(pieces.map((p) => rotationShape(p.points))).size).toBe(count);
  });

  it(`have ${chiral} chiral pieces, none of whose mirror images is in the set (as the catalogue says)`, () => {
    const shapes = new Set(pieces.map((p) => rotationShape(p.points)));
    const mirrored = pieces.filter((p) => rotationShape(p.points.map(([x, y, z]) => [-x, y, z] as const)) !== rotationShape(p.points));
    expect(mirrored).toHaveLength(chiral);
    for (const { name, points } of mirrored) expect(shapes.has(rotationShape(points.map(([x, y, z]) => [-x, y, z] as const))), name).toBe(false);
  });

  it('have their numbers of orientations; one piece has 24 (no symmetry), so no rotation maps a solution onto itself', () => {
    const tally: Record<number, number> = {};
    for (const { points } of pieces) {
      const n = new Set(ROTATIONS.map((r) => placed(points.map(r)))).size;
      tally[n] = (tally[n] ?? 0) + 1;
    }
    expect(tally).toEqual(orientations);
  });
});
