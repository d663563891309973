import { cellOwners, drawPolygonsSvg, polygonsDrawing } from '@polydance/lattice';
import type { LatticeDrawing, PlacedPiece, Point, PolygonCells, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';
import { hexCorners } from './sites.js';

/**
 * The hexagon `[x, y]` named by a DLX item `xy` (two radix-62 digits), or undefined for
 * any other item (piece names, suffixed secondary items such as `3a!`).
 */
export function hexCell(item: string): [number, number] | undefined {
  if (item.length !== 2) return undefined;
  const x = decodeDigit(item[0]!);
  const y = decodeDigit(item[1]!);
  return x >= 0 && y >= 0 ? [x, y] : undefined;
}

const H = Math.sqrt(3) / 2;

/** Hexagons on the page: corners in axial coordinates × 3, centres one cell size apart, up is up. */
const HEXAGONS: PolygonCells = {
  corners: ([x = 0, y = 0]) => hexCorners(x, y),
  page: ([u, v]: Point): Point => [(u + v / 2) / 3, (-v * H) / 3],
  size: 36,
  font: 0.36,
};

/**
 * A solution as SVG: per piece one filled shape (the union of its hexagons, holes
 * included) with a thick border and its name at its centre (or, when that falls outside
 * it, at its most central hexagon); optionally a legend. `cell` is the distance between
 * the centres of two neighbours, in pixels (default 36). Up is up: x runs to the right,
 * y up at 60°.
 */
export function drawHexSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  return drawPolygonsSvg(pieces, HEXAGONS, options);
}

/**
 * A solution in ASCII art, y upwards, each hexagon two lines high and four characters
 * wide, standing on a corner; a row of hexagons is shifted two characters to the right
 * of the row below it. Hexagon `00` of piece A beside `10` of piece B, with `01` of B
 * above them:
 *
 * ```
 *    / \
 *   | B |
 *  / \ / \
 * | A | B |
 *  \ / \ /
 * ```
 *
 * Sides are drawn only between different pieces (or a piece and the outside), and
 * every hexagon is labelled with (up to three characters of) its piece's name,
 * centred. Hexagons no piece covers stay blank.
 */
export function drawHexAscii(pieces: readonly PlacedPiece[]): string {
  const grid = cellOwners(pieces, 2);
  if (!grid) return '';
  const { owners, x0, x1, y0, y1, own } = grid;

  const width = 4 * (x1 - x0 + 1) + 2 * (y1 - y0) + 1;
  const canvas = Array.from({ length: 2 * (y1 - y0 + 1) + 1 }, () => Array<string>(width).fill(' '));
  const put = (line: number, col: number, ch: string): void => {
    canvas[line]![col] = ch;
  };
  for (const [key, owner] of owners) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    const c = 4 * (x - x0) + 2 * (y - y0); // the column of its left side
    const l = 2 * (y1 - y) + 1; // the line of its middle
    // each side with the neighbour beyond it
    const sides: [number, number, string, number, number][] = [
      [l, c, '|', x - 1, y],
      [l, c + 4, '|', x + 1, y],
      [l - 1, c + 1, '/', x - 1, y + 1],
      [l - 1, c + 3, '\\', x, y + 1],
      [l + 1, c + 1, '\\', x, y - 1],
      [l + 1, c + 3, '/', x + 1, y - 1],
    ];
    for (const [line, col, ch, nx, ny] of sides) if (own(nx, ny) !== owner) put(line, col, ch);
    const text = pieces[owner]!.name.slice(0, 3);
    const start = c + 1 + Math.floor((3 - text.length) / 2);
    [...text].forEach((ch, k) => put(l, start + k, ch));
  }
  const lines = canvas.map((row) => row.join('').trimEnd());
  const indent = Math.min(...lines.filter((l) => l !== '').map((l) => l.length - l.trimStart().length));
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}

/** The drawing of the hexagon lattice (its descriptor's): hexagons 36 pixels apart in pictures of whole solutions. */
export const hexDrawing: LatticeDrawing = polygonsDrawing(HEXAGONS, hexCell, drawHexAscii, 36);
