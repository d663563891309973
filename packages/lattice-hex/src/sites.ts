import { pointGroup, radixItems, TRIANGULAR_GENERATORS } from '@polydance/lattice';
import type { LatticeDescriptor, Point, PointGroup, SiteGeometry } from '@polydance/lattice';
import { hexNeighbours } from './hex.js';

/** The hexagon lattice has one kind of site: the hexagon `xy` (kind 0). */
export const HEX = 0;

/** Fine coordinates: a hexagon's centre in axial coordinates, unscaled (every lattice point is a centre). */
const geometry: SiteGeometry = {
  dimensions: 2,
  encode: (s) => [s.x, s.y],
  decode: ([a = 0, b = 0]) => ({ kind: HEX, x: a, y: b, z: 0 }),
};

/**
 * The 12 symmetries of the hexagon lattice about the centre of hexagon 00: a 60° turn
 * ((a, b) ↦ (−b, a + b) in axial coordinates) and the reflection (a, b) ↦ (b, a).
 */
export const hexGroup: PointGroup = pointGroup(geometry, TRIANGULAR_GENERATORS);

/**
 * What the hexagon lattice says of its sites: the item names `xy` (any suffix after
 * them), the box's cells, their neighbours and the 12 symmetries.
 */
export const hexSites: Pick<LatticeDescriptor, 'parseItem' | 'formatItem' | 'boxKinds' | 'unit' | 'neighbours' | 'group'> = {
  ...radixItems(2, [{ kind: HEX, prefix: '', postfix: '' }]),
  boxKinds: [HEX],
  unit: 'cell',
  neighbours: (s) => (s.kind === HEX ? hexNeighbours(s.x, s.y).map(([x, y]) => ({ kind: HEX, x, y, z: 0 })) : []),
  group: hexGroup,
};

/**
 * The corners of hexagon (x, y), counterclockwise from the one at 30°, in axial
 * coordinates scaled by 3 (so that corners are integers: the centres of the six
 * triangles around the hexagon's centre).
 */
export function hexCorners(x: number, y: number): Point[] {
  const cx = 3 * x;
  const cy = 3 * y;
  return [
    [cx + 1, cy + 1],
    [cx - 1, cy + 2],
    [cx - 2, cy + 1],
    [cx - 1, cy - 1],
    [cx + 1, cy - 2],
    [cx + 2, cy - 1],
  ];
}
