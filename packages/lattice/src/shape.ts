import { cellKey, cellSuffix, cellX, cellY, cellZ } from './cell.js';
import type { CellKey } from './cell.js';

/**
 * A set of cells, kept sorted, with its bounding box. A normalized shape has its
 * minimum coordinates at 0, so `max` is also its extent.
 */
export interface Shape {
  readonly cells: readonly CellKey[];
  readonly min: readonly [number, number, number];
  readonly max: readonly [number, number, number];
}

/** The shape of the given cells (duplicates removed, sorted). */
export function shapeOf(cells: Iterable<CellKey>): Shape {
  const sorted = [...new Set(cells)].sort((a, b) => a - b);
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const k of sorted) {
    const x = cellX(k);
    const y = cellY(k);
    const z = cellZ(k);
    if (x < min[0]) min[0] = x;
    if (x > max[0]) max[0] = x;
    if (y < min[1]) min[1] = y;
    if (y > max[1]) max[1] = y;
    if (z < min[2]) min[2] = z;
    if (z > max[2]) max[2] = z;
  }
  return { cells: sorted, min, max };
}

/** Translates a shape so that its minimum coordinates are 0. */
export function normalize(shape: Shape): Shape {
  const [x0, y0, z0] = shape.min;
  if (x0 === 0 && y0 === 0 && z0 === 0) return shape;
  return shapeOf(shape.cells.map((k) => cellKey(cellX(k) - x0, cellY(k) - y0, cellZ(k) - z0, cellSuffix(k))));
}

/** True when both shapes have exactly the same cells. */
export function sameShape(a: Shape, b: Shape): boolean {
  if (a.cells.length !== b.cells.length) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}
