import { offsetGeometry, pointGroup, radixItems, TRIANGULAR_GENERATORS } from '@polydance/lattice';
import type { LatticeDescriptor, PointGroup, Point, Site } from '@polydance/lattice';

/**
 * The sites of the triangle lattice, in skewed coordinates (e1 = 0°, e2 = 60°): Δ (x, y)
 * has corners (x, y), (x + 1, y), (x, y + 1); ∇ (x, y)' has corners (x + 1, y),
 * (x + 1, y + 1), (x, y + 1). Edges are named after the Δ they bound: `-xy` its bottom
 * edge, `/xy` its left edge, `\xy` its right edge (MacMahon's triangles use them).
 */
export const TriangleSite = { up: 0, down: 1, bottom: 2, left: 3, right: 4 } as const;

/**
 * Fine coordinates: six times the skewed coordinates of a site's centre. Δ (x, y) has
 * its centroid at (x + 1/3, y + 1/3), ∇ at (x + 2/3, y + 2/3); the edges their midpoints.
 */
const OFFSETS: readonly (readonly [number, number])[] = [
  [2, 2],
  [4, 4],
  [3, 0],
  [0, 3],
  [3, 3],
];

/**
 * The 12 symmetries of the triangle lattice about a lattice point: a 60° turn
 * ((a, b) ↦ (−b, a + b) in skewed coordinates) and the reflection (a, b) ↦ (b, a).
 */
export const triangleGroup: PointGroup = pointGroup(offsetGeometry(6, OFFSETS), TRIANGULAR_GENERATORS);

/** Item names: `xy` (Δ), `xy'` (∇), `-xy`, `/xy`, `\xy` (edges), each with any suffix. */
export const triangleItems = radixItems(2, [
  { kind: TriangleSite.down, prefix: '', postfix: "'" },
  { kind: TriangleSite.up, prefix: '', postfix: '' },
  { kind: TriangleSite.bottom, prefix: '-', postfix: '' },
  { kind: TriangleSite.left, prefix: '/', postfix: '' },
  { kind: TriangleSite.right, prefix: '\\', postfix: '' },
]);

/**
 * The three triangles that share an edge with a triangle: Δ (x, y) borders ∇ (x, y)'
 * on its right, ∇ (x − 1, y)' on its left and ∇ (x, y − 1)' below; ∇ (x, y)' borders
 * Δ (x, y), Δ (x + 1, y) and Δ (x, y + 1).
 */
export function triangleNeighbours(s: Site): Site[] {
  const { up, down } = TriangleSite;
  return s.kind === up
    ? [
        { kind: down, x: s.x, y: s.y, z: 0 },
        { kind: down, x: s.x - 1, y: s.y, z: 0 },
        { kind: down, x: s.x, y: s.y - 1, z: 0 },
      ]
    : [
        { kind: up, x: s.x, y: s.y, z: 0 },
        { kind: up, x: s.x + 1, y: s.y, z: 0 },
        { kind: up, x: s.x, y: s.y + 1, z: 0 },
      ];
}

/**
 * The six triangles around the lattice point (a, b), counterclockwise from the Δ whose
 * sides leave it at 0° and 60°: Δ (a, b), ∇ (a − 1, b)', Δ (a − 1, b), ∇ (a − 1, b − 1)',
 * Δ (a, b − 1), ∇ (a, b − 1)'.
 */
function aroundPoint(a: number, b: number): Site[] {
  const { up, down } = TriangleSite;
  return [
    { kind: up, x: a, y: b, z: 0 },
    { kind: down, x: a - 1, y: b, z: 0 },
    { kind: up, x: a - 1, y: b, z: 0 },
    { kind: down, x: a - 1, y: b - 1, z: 0 },
    { kind: up, x: a, y: b - 1, z: 0 },
    { kind: down, x: a, y: b - 1, z: 0 },
  ];
}

/** The triangles around each corner of a triangle (its corners as in {@link triangleCorners}); none for an edge. */
export function triangleCornerCycles(s: Site): Site[][] {
  if (s.kind === TriangleSite.up) return [aroundPoint(s.x, s.y), aroundPoint(s.x + 1, s.y), aroundPoint(s.x, s.y + 1)];
  if (s.kind === TriangleSite.down) return [aroundPoint(s.x + 1, s.y), aroundPoint(s.x + 1, s.y + 1), aroundPoint(s.x, s.y + 1)];
  return [];
}

/**
 * What every descriptor on the triangle lattice says of its sites: the item names, the
 * box's cells (Δ and ∇) and the 12 symmetries.
 */
export const triangleSites: Pick<LatticeDescriptor, 'parseItem' | 'formatItem' | 'boxKinds' | 'unit' | 'neighbours' | 'group'> = {
  ...triangleItems,
  boxKinds: [TriangleSite.up, TriangleSite.down],
  unit: 'cell',
  neighbours: triangleNeighbours,
  group: triangleGroup,
};

/**
 * The corners of Δ (x, y) or ∇ (x, y)', counterclockwise, in skewed lattice
 * coordinates (multiples of e1 = (1, 0) and e2 = (1/2, √3/2)).
 */
export function triangleCorners(x: number, y: number, down: boolean): Point[] {
  return down
    ? [
        [x + 1, y],
        [x + 1, y + 1],
        [x, y + 1],
      ]
    : [
        [x, y],
        [x + 1, y],
        [x, y + 1],
      ];
}
