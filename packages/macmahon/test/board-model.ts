/**
 * An independent model of the board for tests: triangles as sets of corner points in
 * skewed coordinates (unit vectors at 0° and 60°), worked out from first principles
 * rather than from the package's own geometry.
 */
import type { Triangle } from '@polydance/macmahon';

export type Point = readonly [number, number];

/** A unit triangle: upright Δ (x, y) or inverted ∇ (x, y)'. */
export interface Cell {
  readonly x: number;
  readonly y: number;
  readonly down: boolean;
}

/** Corners of a triangle with its lower-left corner region at (x, y) and side `s`. */
export function corners(c: Cell, s = 1): readonly [Point, Point, Point] {
  const { x, y } = c;
  return c.down
    ? [
        [x + s, y],
        [x, y + s],
        [x + s, y + s],
      ]
    : [
        [x, y],
        [x + s, y],
        [x, y + s],
      ];
}

/** The unit triangles inside a doubled triangle, found by testing their centroids. */
export function unitCellsOf(t: Triangle): Cell[] {
  const X = 2 * t.x;
  const Y = 2 * t.y;
  const inside = ([a, b]: Point) =>
    t.down ? a <= X + 2 && b <= Y + 2 && a - X + (b - Y) >= 2 : a >= X && b >= Y && a - X + (b - Y) <= 2;
  const cells: Cell[] = [];
  for (let x = 0; x < 6; x++) {
    for (let y = 0; y < 6; y++) {
      if (inside([x + 1 / 3, y + 1 / 3])) cells.push({ x, y, down: false });
      if (inside([x + 2 / 3, y + 2 / 3])) cells.push({ x, y, down: true });
    }
  }
  return cells;
}

/** The name of the segment between two lattice points: `-xy`, `/xy` or `\xy`. */
export function segmentName(p: Point, q: Point): string {
  for (const [[a, b], [c, d]] of [
    [p, q],
    [q, p],
  ] as const) {
    if (d === b && c === a + 1) return `-${a}${b}`;
    if (c === a && d === b + 1) return `/${a}${b}`;
    if (c === a + 1 && d === b - 1) return `\\${a}${d}`;
  }
  throw new Error(`not a unit segment: ${String(p)} ${String(q)}`);
}

/** The three sides of a unit triangle, by name. */
export function sides(c: Cell): string[] {
  const [p, q, r] = corners(c);
  return [segmentName(p, q), segmentName(q, r), segmentName(r, p)];
}

/** Every edge of a board with the number of its unit triangles that it bounds. */
export function edgeCounts(board: readonly Triangle[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of board) for (const c of unitCellsOf(t)) for (const s of sides(c)) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

/** True when an edge of the board bounds an upright unit triangle of the board. */
export function onUprightCell(board: readonly Triangle[], edge: string): boolean {
  return board.some((t) => unitCellsOf(t).some((c) => !c.down && sides(c).includes(edge)));
}

function rotate([a, b]: Point): Point {
  return [-b, a + b];
}

function reflect([a, b]: Point): Point {
  return [b, a];
}

/** A key that two boards share exactly when they are congruent (rotations and reflections). */
export function congruenceKey(board: readonly Triangle[]): string {
  const keys: string[] = [];
  for (let flip = 0; flip < 2; flip++) {
    for (let turn = 0; turn < 6; turn++) {
      const tris = board.map((t) =>
        corners(t, 1).map((p) => {
          let q = flip ? reflect(p) : p;
          for (let i = 0; i < turn; i++) q = rotate(q);
          return q;
        }),
      );
      const minA = Math.min(...tris.flat().map((p) => p[0]));
      const minB = Math.min(...tris.flat().map((p) => p[1]));
      const norm = tris.map((t) =>
        t
          .map(([a, b]) => `${a - minA},${b - minB}`)
          .sort()
          .join(' '),
      );
      keys.push(norm.sort().join(' | '));
    }
  }
  return keys.sort()[0] ?? '';
}

/** True when the doubled triangles form one piece, joined edge to edge. */
export function isConnected(board: readonly Triangle[]): boolean {
  const shareEdge = (s: Triangle, t: Triangle) => {
    const cs = corners(s).map(String);
    return corners(t).filter((p) => cs.includes(String(p))).length === 2;
  };
  const seen = new Set([0]);
  const todo = [0];
  while (todo.length > 0) {
    const i = todo.pop() ?? 0;
    board.forEach((t, j) => {
      const s = board[i];
      if (s && !seen.has(j) && shareEdge(s, t)) {
        seen.add(j);
        todo.push(j);
      }
    });
  }
  return seen.size === board.length;
}

/**
 * Reads a picture of triangles, top row first: in row y (counted from the bottom),
 * `A` at column 2x + y is Δ (x, y) and `V` at column 2x + y + 1 is ∇ (x, y).
 */
export function fromPicture(rows: readonly string[]): Triangle[] {
  const out: Triangle[] = [];
  rows.forEach((row, r) => {
    const y = rows.length - 1 - r;
    [...row].forEach((ch, col) => {
      if (ch === ' ') return;
      const down = ch === 'V';
      if (!down && ch !== 'A') throw new Error(`bad picture character ${ch}`);
      const x = (col - y - (down ? 1 : 0)) / 2;
      if (!Number.isInteger(x)) throw new Error(`picture: ${ch} at row ${r}, column ${col} is off the grid`);
      out.push({ x, y, down });
    });
  });
  return out;
}
