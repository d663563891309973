import { cellOwners, drawPolygonsSvg, polygonsDrawing } from '@polydance/lattice';
import type { LatticeDrawing, PlacedPiece, Point, PolygonCells, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';
import { triangleCorners } from './sites.js';

/**
 * The cell `[x, y, 0]` (Δ) or `[x, y, 1]` (∇) named by a DLX item `xy` or `xy'`, or
 * undefined for any other item (piece names, suffixed secondary items such as `3a!`
 * or `3a'!`).
 */
export function triangleCell(item: string): [number, number, number] | undefined {
  if (item.length !== 2 && !(item.length === 3 && item[2] === "'")) return undefined;
  const x = decodeDigit(item[0]!);
  const y = decodeDigit(item[1]!);
  return x >= 0 && y >= 0 ? [x, y, item.length === 3 ? 1 : 0] : undefined;
}

/** The corners of a cell `[x, y, down]`, counterclockwise, in skewed lattice coordinates. */
function corners(cell: readonly number[]): Point[] {
  const [x = 0, y = 0, down = 0] = cell;
  return triangleCorners(x, y, down === 1);
}

const H = Math.sqrt(3) / 2;

/** A point in lattice coordinates on the page (y downwards), in edge lengths. */
function page([u, v]: Point): Point {
  return [u + v / 2, -v * H];
}

/** Triangles on the page: corners in skewed lattice coordinates, up is up. */
const TRIANGLES: PolygonCells = { corners, page, size: 40, font: 0.36 };

/**
 * A solution as SVG: per piece one filled shape (the union of its equilateral
 * triangles, holes included) with a thick border and its name at its centroid (or,
 * when that falls outside it, at its most central triangle); optionally a legend.
 * Up is up: x runs to the right, y up at 60°.
 */
export function drawTriangleSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  return drawPolygonsSvg(pieces, TRIANGLES, options);
}

/**
 * A solution in ASCII art, with y upwards as on paper. Each row of triangles takes
 * three lines and each edge six characters; a Δ `00` of piece A and the ∇ `00'` of
 * piece B beside it look like
 *
 * ```
 *    ______
 *   /\    /
 *  /A \B /
 * /____\/
 * ```
 *
 * (a ∇'s top edge is drawn as `_` on the line above it). Edges are drawn only between
 * different pieces (or a piece and the outside), and every triangle is labelled with
 * the first two characters of its piece's name, left-aligned on its middle line.
 * Triangles no piece covers stay blank.
 */
export function drawTriangleAscii(pieces: readonly PlacedPiece[]): string {
  const grid = cellOwners(pieces, 3);
  if (!grid) return '';
  const { x0, x1, y0, y1, own } = grid;

  const width = 6 * (x1 - x0 + 2) + 3 * (y1 - y0 + 2) + 6;
  const canvas = Array.from({ length: 3 * (y1 - y0 + 1) + 1 }, () => Array<string>(width).fill(' '));
  const put = (line: number, col: number, ch: string, soft = false): void => {
    const row = canvas[line];
    if (row && col >= 0 && col < width && (!soft || row[col] === ' ')) row[col] = ch;
  };
  const label = (line: number, col: number, owner: number): void => {
    if (owner < 0) return;
    const text = pieces[owner]!.name.slice(0, 2).padEnd(2);
    put(line, col, text[0]!);
    put(line, col + 1, text[1]!);
  };

  // Every edge is an edge of one Δ: its left edge (shared with the ∇ to its left), its
  // right edge (shared with its own ∇) or its base (shared with the ∇ below).
  for (const pass of ['bases', 'slants'] as const) {
    for (let y = y0; y <= y1 + 1; y++) {
      const top = 1 + 3 * (y1 - y); // the first of the three lines of row y
      for (let x = x0; x <= x1 + 1; x++) {
        const c = 6 * (x - x0) + 3 * (y - y0); // column of the Δ's lower left corner
        const up = own(x, y, 0);
        if (pass === 'bases') {
          if (up !== own(x, y - 1, 1)) {
            for (let k = 1; k <= 4; k++) put(top + 2, c + k, '_');
            put(top + 2, c, '_', true);
            put(top + 2, c + 5, '_', true);
          }
          continue;
        }
        if (up !== own(x - 1, y, 1)) for (let k = 0; k < 3; k++) put(top + k, c + 2 - k, '/');
        if (up !== own(x, y, 1)) for (let k = 0; k < 3; k++) put(top + k, c + 3 + k, '\\');
        label(top + 1, c + 2, up);
        label(top + 1, c + 5, own(x, y, 1));
      }
    }
  }

  const lines = canvas.map((row) => row.join('').trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const indent = Math.min(...lines.filter((l) => l !== '').map((l) => l.length - l.trimStart().length));
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}

/** The drawing of the triangle lattice (its descriptor's): edges of 32 pixels in pictures of whole solutions. */
export const triangleDrawing: LatticeDrawing = polygonsDrawing(TRIANGLES, triangleCell, drawTriangleAscii, 32);
