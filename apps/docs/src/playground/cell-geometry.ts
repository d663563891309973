import type { LatticeDescriptor, Point, Site } from '@polydance/lattice';

/**
 * The cells of the editor's drawings: where each cell (or edge, for sticks) of a region
 * lies on the page, from the lattice's own geometry (`drawing.pieces.outline`, the
 * corners the pictures of solutions use), and which one a pointer is on.
 */

/** A cell of a region on the page, in cell sizes, y downwards, its layer (cubes) already placed beside the others. */
export interface PlacedCell {
  /** Its item name without a suffix (`10`, `00'`, `H01`, `012`). */
  readonly item: string;
  readonly site: Site;
  /** A polygon's corners, or an edge's two end points. */
  readonly points: readonly Point[];
}

/** Whether the lattice has the geometry the editor needs (every lattice of box-and-pieces specs does). */
export function canOutline(lattice: LatticeDescriptor): boolean {
  return lattice.drawing.pieces?.outline !== undefined;
}

/** The most sites along one coordinate that an item name can hold (one radix-62 digit). */
const MAX_COORDINATE = 61;

/**
 * Every box site with coordinates from 0 to `size[i] - 1` (x, y, z) that has an item
 * name and a place on the page, laid out as the lattice draws them: layers side by side
 * with a gap of one cell, each at its own place.
 */
export function regionCells(lattice: LatticeDescriptor, size: readonly [number, number, number]): PlacedCell[] {
  const pieces = lattice.drawing.pieces;
  const outline = pieces?.outline;
  if (!pieces || !outline) return [];
  const raw: { item: string; site: Site; points: readonly Point[]; layer: number }[] = [];
  const [nx, ny, nz] = size.map((n) => Math.min(n, MAX_COORDINATE + 1));
  for (const kind of lattice.boxKinds)
    for (let z = 0; z < nz!; z++)
      for (let x = 0; x < nx!; x++)
        for (let y = 0; y < ny!; y++) {
          const site = { kind, x, y, z };
          const item = lattice.formatItem(site);
          const cell = item === undefined ? undefined : pieces.cell(item);
          if (item === undefined || !cell) continue;
          raw.push({ item, site, points: outline(cell), layer: pieces.layer?.(cell) ?? 0 });
        }
  return placeLayers(raw);
}

/** Cells with a layer each → the layers side by side (a gap of one cell between them), the whole moved to start at (0, 0). */
function placeLayers(raw: readonly { item: string; site: Site; points: readonly Point[]; layer: number }[]): PlacedCell[] {
  const layers = [...new Set(raw.map((c) => c.layer))].sort((a, b) => a - b);
  const bounds = (cells: readonly { points: readonly Point[] }[]) => {
    const xs = cells.flatMap((c) => c.points.map((p) => p[0]));
    const ys = cells.flatMap((c) => c.points.map((p) => p[1]));
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys) };
  };
  const out: PlacedCell[] = [];
  let left = 0;
  for (const layer of layers) {
    const cells = raw.filter((c) => c.layer === layer);
    const { x0, x1 } = bounds(cells);
    const shift = left - x0;
    for (const c of cells) out.push({ item: c.item, site: c.site, points: c.points.map(([x, y]): Point => [x + shift, y]) });
    left += x1 - x0 + 1;
  }
  if (out.length === 0) return out;
  const { y0 } = bounds(out);
  return out.map((c) => ({ ...c, points: c.points.map(([x, y]): Point => [x, y - y0]) }));
}

/** Whether p lies inside the polygon (even-odd rule; any simple polygon). */
export function insidePolygon(polygon: readonly Point[], [px, py]: Point): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The distance from p to the segment ab. */
export function segmentDistance([ax, ay]: Point, [bx, by]: Point, [px, py]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The cell under the point p (page units, as the cells' points): the polygon that holds
 * it; for edges, the nearest edge within `reach` cell sizes. Undefined: none.
 */
export function cellAt<C extends PlacedCell>(cells: readonly C[], p: Point, reach = 0.3): C | undefined {
  let best: C | undefined;
  let bestDistance = reach;
  for (const c of cells) {
    if (c.points.length > 2) {
      if (insidePolygon(c.points, p)) return c;
      continue;
    }
    const d = segmentDistance(c.points[0]!, c.points[1]!, p);
    if (d <= bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** The centre of a cell (the mean of its points): where a label or a test's click goes. */
export function centreOf(cell: PlacedCell): Point {
  const n = cell.points.length;
  return [cell.points.reduce((s, p) => s + p[0], 0) / n, cell.points.reduce((s, p) => s + p[1], 0) / n];
}

/** The cells whose centres lie in the rectangle with corners a and b, its sides included (a drag with Shift, from one cell's centre to another's). */
export function cellsInRectangle<C extends PlacedCell>(cells: readonly C[], [ax, ay]: Point, [bx, by]: Point): C[] {
  const eps = 1e-9;
  const [x0, x1] = [Math.min(ax, bx) - eps, Math.max(ax, bx) + eps];
  const [y0, y1] = [Math.min(ay, by) - eps, Math.max(ay, by) + eps];
  return cells.filter((c) => {
    const [x, y] = centreOf(c);
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  });
}

/** The extent of cells on the page: (0, 0) to (width, height). */
export function extentOf(cells: readonly PlacedCell[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const c of cells)
    for (const [x, y] of c.points) {
      width = Math.max(width, x);
      height = Math.max(height, y);
    }
  return { width, height };
}
