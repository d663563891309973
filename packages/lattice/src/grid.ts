import { escapeXml, loopsPath, outline } from './outline.js';
import type { Point } from './outline.js';
import type { PieceColor } from './palette.js';

/**
 * A rectangular grid of square cells, row by row: each cell holds the index of the
 * piece that covers it, or −1. Rows run downwards, columns to the right.
 */
export interface OwnerGrid {
  readonly rows: number;
  readonly cols: number;
  readonly owner: Int32Array;
}

/** A grid of `rows` × `cols` cells, all uncovered (−1). */
export function ownerGrid(rows: number, cols: number): OwnerGrid {
  return { rows, cols, owner: new Int32Array(rows * cols).fill(-1) };
}

// Box-drawing corners by the walls that meet there: up 1, right 2, down 4, left 8.
const CORNERS = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/**
 * A grid in box-drawing characters, one string per line (trailing blanks trimmed): a
 * wall between cells of different owners (a cell outside the grid is uncovered), and
 * each covered cell labelled with (up to three characters of) `label(owner)`, centred.
 * Each cell is three characters wide and one line high, plus the walls.
 */
export function boxDrawing(grid: OwnerGrid, label: (owner: number) => string): string[] {
  const { rows, cols, owner } = grid;
  const at = (r: number, c: number): number => (r < 0 || c < 0 || r >= rows || c >= cols ? -1 : owner[r * cols + c]!);
  const hWall = (r: number, c: number): boolean => at(r - 1, c) !== at(r, c); // above cell (r, c)
  const vWall = (r: number, c: number): boolean => at(r, c - 1) !== at(r, c); // left of cell (r, c)
  const lines: string[] = [];
  for (let r = 0; r <= rows; r++) {
    let border = '';
    let inside = '';
    for (let c = 0; c <= cols; c++) {
      const mask = (vWall(r - 1, c) ? 1 : 0) | (hWall(r, c) ? 2 : 0) | (vWall(r, c) ? 4 : 0) | (hWall(r, c - 1) ? 8 : 0);
      border += CORNERS[mask]!;
      if (c < cols) border += hWall(r, c) ? '───' : '   ';
      if (r < rows) {
        inside += vWall(r, c) ? '│' : ' ';
        if (c < cols) {
          const o = at(r, c);
          const text = o < 0 ? '' : label(o).slice(0, 3);
          inside += text.padStart(text.length + Math.floor((3 - text.length) / 2)).padEnd(3);
        }
      }
    }
    lines.push(border.trimEnd());
    if (r < rows) lines.push(inside.trimEnd());
  }
  return lines;
}

/** A piece on a square grid: its name, color, and cells as `[row, col]`. */
export interface GridPiece {
  readonly name: string;
  readonly color: PieceColor;
  readonly cells: readonly (readonly [number, number])[];
}

/**
 * SVG elements of pieces on a square grid whose top left corner is at (dx, dy), cells
 * `size` pixels wide: per piece one filled outline (holes included) with a thick
 * border, then its name at its most central cell.
 */
export function squareGridSvg(pieces: readonly GridPiece[], size: number, dx: number, dy: number): string[] {
  const body: string[] = [];
  for (const piece of pieces) {
    const squares = piece.cells.map(([r, c]): Point[] => [
      [c, r],
      [c + 1, r],
      [c + 1, r + 1],
      [c, r + 1],
    ]);
    const d = loopsPath(outline(squares), size, dx, dy);
    body.push(
      `<path d="${d}" fill="${piece.color.fill}" fill-rule="evenodd" stroke="#222222" stroke-width="3" stroke-linejoin="round"><title>${escapeXml(piece.name)}</title></path>`,
    );
    const label = central(piece.cells);
    if (label) {
      const tx = dx + (label[1] + 0.5) * size;
      const ty = dy + (label[0] + 0.5) * size;
      body.push(
        `<text x="${tx}" y="${ty}" font-family="sans-serif" font-size="${Math.round(size * 0.45)}" text-anchor="middle" dominant-baseline="central" fill="${piece.color.text}">${escapeXml(piece.name)}</text>`,
      );
    }
  }
  return body;
}

/** The point of a list nearest to their centroid (ties: the first), or undefined for none. */
export function central<P extends readonly number[]>(points: readonly P[]): P | undefined {
  if (points.length === 0) return undefined;
  const dims = points[0]!.length;
  const mean = Array.from({ length: dims }, (_, k) => points.reduce((s, p) => s + p[k]!, 0) / points.length);
  let best = points[0]!;
  let bestD = Infinity;
  for (const p of points) {
    const d = p.reduce((s, v, k) => s + (v - mean[k]!) ** 2, 0);
    if (d < bestD) [best, bestD] = [p, d];
  }
  return best;
}

/** A square cell `[x, y]` on the page (x the row, downwards; y the column, rightwards), its corners clockwise: the outline of square and cube pictures. */
export function squareOutline([x = 0, y = 0]: readonly number[]): Point[] {
  return [
    [y, x],
    [y + 1, x],
    [y + 1, x + 1],
    [y, x + 1],
  ];
}
