import { cellOwners, drawPolygonsSvg, polygonsDrawing } from '@polydance/lattice';
import type { LatticeDrawing, PlacedPiece, Point, PolygonCells, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';
import { QUARTERS } from './internal/suffixes.js';
import { Quarter, quarterCorners } from './sites.js';

/**
 * The quarter `[x, y, q]` (q: 0 east, 1 north, 2 south, 3 west) named by a DLX item
 * `xyq`, or undefined for any other item (piece names, suffixed secondary items such
 * as `00n!`).
 */
export function aboloCell(item: string): [number, number, number] | undefined {
  if (item.length !== 3) return undefined;
  const x = decodeDigit(item[0]!);
  const y = decodeDigit(item[1]!);
  const q = QUARTERS.indexOf(item[2]!);
  return x >= 0 && y >= 0 && q >= 0 ? [x, y, q] : undefined;
}

/** Quarters on the page: corners in doubled coordinates, a square one cell size wide, up is up. */
const QUARTER_CELLS: PolygonCells = {
  corners: ([x = 0, y = 0, q = 0]) => quarterCorners(x, y, q),
  page: ([u, v]: Point): Point => [u / 2, -v / 2],
  size: 40,
  font: 0.3,
};

/**
 * A solution as SVG: per piece one filled shape (the union of its triangles, holes
 * included) with a thick border and its name at its centre (or, when that falls outside
 * it, at its most central triangle); optionally a legend. `cell` is the side of a
 * square in pixels (default 40). Up is up: x runs to the right, y up.
 */
export function drawAboloSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  return drawPolygonsSvg(pieces, QUARTER_CELLS, options);
}

/**
 * A solution in ASCII art, y upwards. Each square is seven characters wide and three
 * lines high inside its border (`+`, `-`, `|`), its diagonals drawn as `\` and `/` from
 * the corners to its centre; a square whose lower right half is piece B and upper left
 * half piece A:
 *
 * ```
 * +-------+
 * |   A / |
 * | A / B |
 * | / B   |
 * +-------+
 * ```
 *
 * Lines are drawn only between different pieces (or a piece and the outside), a corner
 * `+` only where a line meets it, and every quarter is labelled with (up to three
 * characters of) its piece's name. Quarters no piece covers stay blank.
 */
export function drawAboloAscii(pieces: readonly PlacedPiece[]): string {
  const grid = cellOwners(pieces, 3);
  if (!grid) return '';
  const { x0, x1, y0, y1, own } = grid;
  const { e, n, s, w } = Quarter;

  const canvas = Array.from({ length: 4 * (y1 - y0 + 1) + 1 }, () => Array<string>(8 * (x1 - x0 + 1) + 1).fill(' '));
  const put = (line: number, col: number, ch: string): void => {
    canvas[line]![col] = ch;
  };
  const label = (line: number, col: number, owner: number): void => {
    if (owner < 0) return;
    const text = pieces[owner]!.name.slice(0, 3);
    [...text].forEach((ch, k) => put(line, col + Math.floor((3 - text.length) / 2) + k, ch));
  };
  // the sides of the squares: between the east quarter of one and the west quarter of the
  // next, and between the north quarter of one and the south quarter of the one above
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1 + 1; x++) {
      if (own(x - 1, y, e) !== own(x, y, w)) for (let k = 1; k <= 3; k++) put(4 * (y1 - y) + k, 8 * (x - x0), '|');
    }
  }
  for (let y = y0; y <= y1 + 1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (own(x, y - 1, n) !== own(x, y, s)) for (let k = 1; k <= 7; k++) put(4 * (y1 - y + 1), 8 * (x - x0) + k, '-');
    }
  }
  for (let x = x0; x <= x1; x++) {
    for (let y = y0; y <= y1; y++) {
      const c = 8 * (x - x0); // the column of the square's left side
      const t = 4 * (y1 - y); // the line of its top side
      const [oe, on, os, ow] = [own(x, y, e), own(x, y, n), own(x, y, s), own(x, y, w)];
      // its half diagonals, from the corners to the centre, between neighbouring quarters
      const nw = on !== ow;
      const ne = on !== oe;
      const sw = os !== ow;
      const se = os !== oe;
      if (nw) put(t + 1, c + 2, '\\');
      if (ne) put(t + 1, c + 6, '/');
      if (sw) put(t + 3, c + 2, '/');
      if (se) put(t + 3, c + 6, '\\');
      const down = nw || se; // on the diagonal \
      const up = ne || sw; // on the diagonal /
      if (down || up) put(t + 2, c + 4, down && up ? 'X' : down ? '\\' : '/');
      label(t + 1, c + 3, on);
      label(t + 3, c + 3, os);
      label(t + 2, c + 1, ow);
      label(t + 2, c + 5, oe);
    }
  }
  // the corners where a side meets
  for (let line = 0; line < canvas.length; line += 4) {
    for (let col = 0; col < canvas[0]!.length; col += 8) {
      const at = (l: number, k: number): string => canvas[l]?.[k] ?? ' ';
      if (at(line, col - 1) === '-' || at(line, col + 1) === '-' || at(line - 1, col) === '|' || at(line + 1, col) === '|') put(line, col, '+');
    }
  }
  const lines = canvas.map((row) => row.join('').trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return `${lines.join('\n')}\n`;
}

/** The drawing of the abolo lattice (its descriptor's): squares of 40 pixels in pictures of whole solutions. */
export const aboloDrawing: LatticeDrawing = polygonsDrawing(QUARTER_CELLS, aboloCell, drawAboloAscii, 40);
