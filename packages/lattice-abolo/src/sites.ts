import { offsetGeometry, pointGroup, radixItems, SQUARE_GENERATORS } from '@polydance/lattice';
import type { LatticeDescriptor, Point, PointGroup, Site } from '@polydance/lattice';
import { aboloNeighbours } from './abolo.js';

/** The kinds of site of the abolo lattice: the four quarters of a square. */
export const Quarter = { e: 0, n: 1, s: 2, w: 3 } as const;

/**
 * Fine coordinates: six times the coordinates of a quarter's centroid. Square (x, y)
 * spans [x, x + 1] × [y, y + 1]; its east quarter has its centroid at
 * (x + 2/3, y + 1/2), its north one at (x + 1/2, y + 2/3), and so on.
 */
const OFFSETS: readonly (readonly [number, number])[] = [
  [4, 3],
  [3, 4],
  [3, 2],
  [2, 3],
];

/**
 * The 8 symmetries of the square grid cut by both diagonals, about a corner of a
 * square: a quarter turn (a, b) ↦ (−b, a) and the reflection (a, b) ↦ (b, a).
 */
export const aboloGroup: PointGroup = pointGroup(offsetGeometry(6, OFFSETS), SQUARE_GENERATORS);

/** The half squares, each two quarters: what polyaboloes are made of (south and east, east and north, north and west, west and south). */
const HALF_SQUARES: readonly (readonly Site[])[] = [
  [Quarter.s, Quarter.e],
  [Quarter.e, Quarter.n],
  [Quarter.n, Quarter.w],
  [Quarter.w, Quarter.s],
].map((kinds) => kinds.map((kind) => ({ kind, x: 0, y: 0, z: 0 })));

/**
 * What the abolo lattice says of its sites: item names `xye`, `xyn`, `xys`, `xyw`
 * (any suffix after them), the quarters as the box's cells, their neighbours, the half
 * squares that polyaboloes are made of, and the 8 symmetries.
 */
export const aboloSites: Pick<LatticeDescriptor, 'parseItem' | 'formatItem' | 'boxKinds' | 'unit' | 'neighbours' | 'units' | 'group'> = {
  ...radixItems(
    2,
    (['e', 'n', 's', 'w'] as const).map((q) => ({ kind: Quarter[q], prefix: '', postfix: q })),
  ),
  boxKinds: [Quarter.e, Quarter.n, Quarter.s, Quarter.w],
  unit: 'cell',
  neighbours: (s) => (s.kind >= 0 && s.kind < 4 ? aboloNeighbours(s.x, s.y, s.kind).map(([x, y, , q]) => ({ kind: q, x, y, z: 0 })) : []),
  units: HALF_SQUARES,
  group: aboloGroup,
};

/**
 * The corners of quarter q of square (x, y), counterclockwise, in coordinates doubled
 * (so that the centre of the square, where the four quarters meet, is a whole point).
 */
export function quarterCorners(x: number, y: number, q: number): Point[] {
  const [x0, y0, x1, y1] = [2 * x, 2 * y, 2 * x + 2, 2 * y + 2];
  const centre: Point = [2 * x + 1, 2 * y + 1];
  const side: Record<number, [Point, Point]> = {
    [Quarter.e]: [[x1, y0], [x1, y1]],
    [Quarter.n]: [[x1, y1], [x0, y1]],
    [Quarter.w]: [[x0, y1], [x0, y0]],
    [Quarter.s]: [[x0, y0], [x1, y0]],
  };
  const [a, b] = side[q]!;
  return [a, b, centre];
}
