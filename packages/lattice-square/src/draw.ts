import { escapeXml, legend, loopsPath, outline, pieceColors, svgDocument } from '@polydance/lattice';
import type { PlacedPiece, Point, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';

/**
 * The cell `[x, y]` named by a DLX item such as `3a`, or undefined for any other item
 * (piece names, suffixed secondary items such as `3a!`).
 */
export function squareCell(item: string): [number, number] | undefined {
  if (item.length !== 2) return undefined;
  const x = decodeDigit(item[0]!);
  const y = decodeDigit(item[1]!);
  return x >= 0 && y >= 0 ? [x, y] : undefined;
}

interface Grid {
  x0: number;
  y0: number;
  rows: number;
  cols: number;
  owner: Int32Array;
}

/** Cells by owner; x is the row (downwards), y the column (rightwards), as in POLYOMINO-DLX. */
function grid(pieces: readonly PlacedPiece[]): Grid {
  const all = pieces.flatMap((p) => p.cells);
  if (all.length === 0) return { x0: 0, y0: 0, rows: 0, cols: 0, owner: new Int32Array(0) };
  const xs = all.map((c) => c[0]!);
  const ys = all.map((c) => c[1]!);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const rows = Math.max(...xs) - x0 + 1;
  const cols = Math.max(...ys) - y0 + 1;
  const owner = new Int32Array(rows * cols).fill(-1);
  pieces.forEach((p, i) => {
    for (const c of p.cells) owner[(c[0]! - x0) * cols + (c[1]! - y0)] = i;
  });
  return { x0, y0, rows, cols, owner };
}

// Box-drawing corners by the walls that meet there: up 1, right 2, down 4, left 8.
const CORNERS = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/**
 * A solution in box-drawing characters: piece outlines, and each cell labelled with
 * (up to three characters of) its piece's name. Cells no piece covers stay blank.
 */
export function drawSquareAscii(pieces: readonly PlacedPiece[]): string {
  const { rows, cols, owner } = grid(pieces);
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
          const label = o < 0 ? '' : pieces[o]!.name.slice(0, 3);
          inside += label.padStart(label.length + Math.floor((3 - label.length) / 2)).padEnd(3);
        }
      }
    }
    lines.push(border.trimEnd());
    if (r < rows) lines.push(inside.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A solution as SVG: one filled shape per piece (its outline, holes included) with a
 * thick border, the piece's name at its most central cell, optionally a legend.
 */
export function drawSquareSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  const size = options.cell ?? 32;
  const margin = 8;
  const { x0, y0, rows, cols } = grid(pieces);
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  const body: string[] = [];
  for (const piece of pieces) {
    const color = colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' };
    const squares = piece.cells.map(([x = 0, y = 0]): Point[] => {
      const [r, c] = [x - x0, y - y0];
      return [
        [c, r],
        [c + 1, r],
        [c + 1, r + 1],
        [c, r + 1],
      ];
    });
    const d = loopsPath(outline(squares), size, margin, margin);
    body.push(
      `<path d="${d}" fill="${color.fill}" fill-rule="evenodd" stroke="#222222" stroke-width="3" stroke-linejoin="round"><title>${escapeXml(piece.name)}</title></path>`,
    );
    const label = central(piece.cells);
    if (label) {
      const tx = margin + (label[1]! - y0 + 0.5) * size;
      const ty = margin + (label[0]! - x0 + 0.5) * size;
      body.push(
        `<text x="${tx}" y="${ty}" font-family="sans-serif" font-size="${Math.round(size * 0.45)}" text-anchor="middle" dominant-baseline="central" fill="${color.text}">${escapeXml(piece.name)}</text>`,
      );
    }
  }
  const width = cols * size + 2 * margin;
  let height = rows * size + 2 * margin;
  if (options.legend) {
    const l = legend(colors, margin, height, width - 2 * margin);
    body.push(...l.body);
    height += l.height + margin;
  }
  return svgDocument(Math.max(width, 120), height, body);
}

/** The cell of a piece nearest its centroid (ties: the first). */
function central(cells: readonly (readonly number[])[]): readonly number[] | undefined {
  if (cells.length === 0) return undefined;
  const cx = cells.reduce((s, c) => s + c[0]!, 0) / cells.length;
  const cy = cells.reduce((s, c) => s + c[1]!, 0) / cells.length;
  let best = cells[0]!;
  let bestD = Infinity;
  for (const c of cells) {
    const d = (c[0]! - cx) ** 2 + (c[1]! - cy) ** 2;
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}
