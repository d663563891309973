import type { Color } from './colors.js';
import { COLORS } from './colors.js';

/** The colors of a triangle's three edges, clockwise from its horizontal edge. */
export type EdgeColors = readonly [Color, Color, Color];

/**
 * One of MacMahon's 24 triangles: its three edge colors, listed clockwise from the
 * horizontal edge of an upright placement, and its name, those three letters (`aab`).
 */
export interface Piece {
  readonly name: string;
  readonly colors: EdgeColors;
}

function piece(colors: EdgeColors): Piece {
  return { name: colors.join(''), colors };
}

/**
 * Every coloring of a triangle's edges with four colors, up to rotation, in the order
 * of MACMAHON-TRIANGLES-DLX: for each color j, first `jjj`, then `jjk` for each other
 * color k, then for each pair k < l of colors after j the two mirror images `jkl`, `jlk`.
 * That makes 4 one-colored, 12 two-colored and 8 three-colored pieces.
 */
function generatePieces(): readonly Piece[] {
  const pieces: Piece[] = [];
  COLORS.forEach((j, jn) => {
    pieces.push(piece([j, j, j]));
    for (const k of COLORS) if (k !== j) pieces.push(piece([j, j, k]));
    for (let kn = jn + 1; kn < COLORS.length; kn++) {
      for (let ln = kn + 1; ln < COLORS.length; ln++) {
        const k = COLORS[kn] as Color;
        const l = COLORS[ln] as Color;
        pieces.push(piece([j, k, l]), piece([j, l, k]));
      }
    }
  });
  return pieces;
}

/** MacMahon's 24 triangles, in the order (and with the names) of MACMAHON-TRIANGLES-DLX. */
export const PIECES: readonly Piece[] = generatePieces();

/**
 * The distinct rotations of a piece's colors, in the order the options are written:
 * the colors as given, then turned by one edge twice. A one-colored piece has one
 * rotation, every other piece three.
 */
export function rotations(colors: EdgeColors): readonly EdgeColors[] {
  const [p, q, r] = colors;
  const all: EdgeColors[] = [
    [p, q, r],
    [q, r, p],
    [r, p, q],
  ];
  return all.filter((c, i) => all.findIndex((d) => d.join('') === c.join('')) === i);
}
