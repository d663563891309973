/*
 * Boards of sticks as Polyform Puzzler builds them for its polytrig and polytwig puzzles:
 * edges (x, y, z) of its coordinates, and what the catalogue does with sets of them.
 */

/** An edge in Polyform Puzzler's coordinates: a position (x, y) and a direction z (0, 1, 2). */
export type PuzzlerEdge = readonly [number, number, number];

const key = ([x, y, z]: PuzzlerEdge): string => `${x},${y},${z}`;

/** The edges less the holes. */
export function minus(edges: readonly PuzzlerEdge[], holes: readonly PuzzlerEdge[]): PuzzlerEdge[] {
  const out = new Set(holes.map(key));
  return edges.filter((e) => !out.has(key(e)));
}

/** The edges moved by (dx, dy). */
export function moved(edges: readonly PuzzlerEdge[], [dx, dy]: readonly [number, number]): PuzzlerEdge[] {
  return edges.map(([x, y, z]) => [x + dx, y + dy, z]);
}

/**
 * Puzzler's edges of a parallelogram of m × n cells, its `coordinates_bordered`: every
 * position (x, y) up to (m, n) and direction z, less those that `outside` leaves out.
 */
export function parallelogram(m: number, n: number, outside: (x: number, y: number, z: number) => boolean): PuzzlerEdge[] {
  const out: PuzzlerEdge[] = [];
  for (let y = 0; y <= n; y++) for (let x = 0; x <= m; x++) for (let z = 0; z < 3; z++) if (!outside(x, y, z)) out.push([x, y, z]);
  return out;
}
