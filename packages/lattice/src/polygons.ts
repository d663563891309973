import { polyformDrawing } from './descriptor.js';
import type { LatticeDrawing } from './descriptor.js';
import { central } from './grid.js';
import { escapeXml, loopsPath, outline } from './outline.js';
import type { Point } from './outline.js';
import { pieceColors, shade, textColor } from './palette.js';
import { svgPicture } from './drawing.js';
import type { PlacedPiece, SvgOptions } from './drawing.js';

/** How the cells of a lattice of polygons (triangles, hexagons, quarters of squares) sit on the page. */
export interface PolygonCells {
  /**
   * The corners of a cell, counterclockwise, in exact lattice units (integers, so that
   * the sides two cells share are found equal and vanish from a piece's outline).
   */
  corners(this: void, cell: readonly number[]): Point[];
  /** A point of lattice units on the page, in cell sizes, y downwards. */
  page(this: void, point: Point): Point;
  /** The default cell size in pixels. */
  readonly size: number;
  /** The size of a piece's name, as a fraction of the cell size. */
  readonly font: number;
}

/** The outline of a cell on the page (its corners, in cell sizes, y downwards), for LatticeDrawing's `pieces.outline`. */
export function polygonOutline(cells: PolygonCells): (cell: readonly number[]) => Point[] {
  return (cell) => cells.corners(cell).map(cells.page);
}

/** Whether p lies in the convex polygon (either orientation), its sides included. */
function insideConvex(polygon: readonly Point[], [px, py]: Point): boolean {
  const eps = 1e-9;
  let positive = false;
  let negative = false;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, ay] = polygon[i]!;
    const [bx, by] = polygon[(i + 1) % polygon.length]!;
    const side = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    if (side > eps) positive = true;
    if (side < -eps) negative = true;
  }
  return !(positive && negative);
}

/**
 * Where a piece's name goes: the mean of its cells' centres when that lies in one of
 * its cells (sides included), else the centre of its cell nearest to that mean.
 */
function labelPoint(polygons: readonly Point[][], centres: readonly Point[]): Point | undefined {
  if (centres.length === 0) return undefined;
  const cx = centres.reduce((s, c) => s + c[0], 0) / centres.length;
  const cy = centres.reduce((s, c) => s + c[1], 0) / centres.length;
  return polygons.some((p) => insideConvex(p, [cx, cy])) ? [cx, cy] : central(centres);
}

/**
 * How much lighter (> 0) or darker (< 0) each piece is drawn: copies of one piece
 * (pieces of the same name) that lie in different orientations get shades of their
 * color, one per orientation, from lighter to darker, the flattest orientation on the
 * page the lightest, so that a tiling by lozenges shows its three orientations as the
 * faces of stacked cubes. Pieces whose copies all lie alike keep their color.
 */
function orientationShades(pieces: readonly PlacedPiece[], cells: PolygonCells): number[] {
  const byName = new Map<string, { k: number; key: string; height: number }[]>();
  pieces.forEach((piece, k) => {
    if (piece.cells.length === 0) return;
    // the shape up to translation: cells less the least x and y (a cell's other coordinates say its kind)
    const minX = Math.min(...piece.cells.map((c) => c[0] ?? 0));
    const minY = Math.min(...piece.cells.map((c) => c[1] ?? 0));
    const key = piece.cells
      .map((c) => [(c[0] ?? 0) - minX, (c[1] ?? 0) - minY, ...c.slice(2)].join(','))
      .sort()
      .join(' ');
    const ys = piece.cells.flatMap((c) => cells.corners(c).map((p) => cells.page(p)[1]));
    const list = byName.get(piece.name) ?? [];
    list.push({ k, key, height: Math.max(...ys) - Math.min(...ys) });
    byName.set(piece.name, list);
  });
  const out = pieces.map(() => 0);
  for (const copies of byName.values()) {
    const orientations = [...new Map(copies.map((c) => [c.key, c.height])).entries()].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map((o) => o[0]);
    if (orientations.length < 2) continue;
    const step = 0.7 / (orientations.length - 1);
    for (const c of copies) out[c.k] = Math.round((0.35 - step * orientations.indexOf(c.key)) * 100) / 100;
  }
  return out;
}

/**
 * A solution on a lattice of polygons as SVG: per piece one filled shape (the union of
 * its cells, holes included) with a thick border and its name at its centre (or, when
 * that falls outside it, at its most central cell); optionally a legend. The picture is
 * as large as the pieces, with a margin of 8 pixels, and at least `minWidth` (120) pixels wide.
 */
export function drawPolygonsSvg(pieces: readonly PlacedPiece[], cells: PolygonCells, options: SvgOptions = {}): string {
  const size = options.cell ?? cells.size;
  const margin = 8;
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  const all = pieces.flatMap((p) => p.cells.flatMap((c) => cells.corners(c).map(cells.page)));
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const width = all.length ? Math.max(...all.map((p) => p[0])) - minX : 0;
  const height = all.length ? Math.max(...all.map((p) => p[1])) - minY : 0;
  const place = (p: Point): Point => {
    const [x, y] = cells.page(p);
    return [x - minX, y - minY];
  };
  const body: string[] = [];
  const shades = orientationShades(pieces, cells);
  for (const [k, piece] of pieces.entries()) {
    const base = colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' };
    const amount = shades[k] ?? 0;
    const fill = amount === 0 ? base.fill : shade(base.fill, amount);
    const color = { fill, text: amount === 0 ? base.text : textColor(fill) };
    const polygons = piece.cells.map((c) => cells.corners(c));
    const loops = outline(polygons).map((loop) => loop.map(place));
    body.push(
      `<path d="${loopsPath(loops, size, margin, margin)}" fill="${color.fill}" fill-rule="evenodd" stroke="#222222" stroke-width="3" stroke-linejoin="round"><title>${escapeXml(piece.name)}</title></path>`,
    );
    const placed = polygons.map((p) => p.map(place));
    const centres = placed.map((p): Point => [p.reduce((s, q) => s + q[0], 0) / p.length, p.reduce((s, q) => s + q[1], 0) / p.length]);
    const label = labelPoint(placed, centres);
    if (label) {
      const n = (v: number): number => Math.round(v * 100) / 100;
      body.push(
        `<text x="${n(margin + label[0] * size)}" y="${n(margin + label[1] * size)}" font-family="sans-serif" font-size="${Math.round(size * cells.font)}" text-anchor="middle" dominant-baseline="central" fill="${color.text}">${escapeXml(piece.name)}</text>`,
      );
    }
  }
  return svgPicture(body, Math.ceil(width * size + 2 * margin), Math.ceil(height * size + 2 * margin), options, { colors, margin });
}

/**
 * The drawing of a lattice of polygons whose items name its cells (see
 * polyformDrawing): `cell` reads an item, drawPolygonsSvg draws pieces as SVG and
 * `ascii` as text, polygonOutline gives a cell's outline; `size` is the cell size in
 * pixels of pictures of whole solutions.
 */
export function polygonsDrawing(
  cells: PolygonCells,
  cell: (item: string) => readonly number[] | undefined,
  ascii: (pieces: readonly PlacedPiece[]) => string,
  size: number,
): LatticeDrawing {
  return polyformDrawing({ cell, svg: (pieces, options) => drawPolygonsSvg(pieces, cells, options), ascii, outline: polygonOutline(cells) }, size);
}
