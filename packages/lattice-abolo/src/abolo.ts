import { finish, generatePolyformSteps, rotationAndReflection } from '@polydance/lattice';
import type { GenerateOptions, PolyformLattice, PolyformResult, Steps, Transformation } from '@polydance/lattice';
import { decodeDigit, encodeDigit, SpecError } from '@polydance/spec-parser';
import { AboloSuffixes, QUARTERS } from './internal/suffixes.js';

/*
 * Coordinates. The square `xy` (x to the right, y upwards, as on paper) is cut by both
 * its diagonals into four right isosceles triangles, its quarters: `xye` (east, the
 * triangle on its right side), `xyn` (north, on its top side), `xys` (south) and `xyw`
 * (west). A cell is a quarter; a quarter's kind is its suffix index modulo 4 (0 e,
 * 1 n, 2 s, 3 w: see AboloSuffixes), so the transformations move it with the suffix.
 */

/** The quarter of each quarter after a quarter turn counterclockwise: e → n, n → w, s → e, w → s. */
const TURN = [1, 3, 0, 2] as const;
/** The quarter of each quarter mirrored in the diagonal x = y: e ↔ n, s ↔ w. */
const MIRROR = [1, 0, 3, 2] as const;

/**
 * A quarter turn counterclockwise: square (x, y) ↦ (t − y, x), where t is the shape's
 * largest y (a shift that keeps coordinates non-negative; the result is normalized).
 */
export const rotate: Transformation = {
  name: 'rotate',
  map: (c, max) => ({ x: max[1] - c.y, y: c.x, z: 0, suf: (c.suf & ~3) | TURN[c.suf & 3]! }),
};

/** Reflection in the diagonal: square (x, y) ↦ (y, x), east ↔ north, south ↔ west. */
export const transpose: Transformation = {
  name: 'transpose',
  map: (c) => ({ x: c.y, y: c.x, z: 0, suf: (c.suf & ~3) | MIRROR[c.suf & 3]! }),
};

/**
 * The three quarters that share a side with quarter q (0 e, 1 n, 2 s, 3 w) of square
 * (x, y): the two beside it in its square (across half a diagonal), and the one of the
 * next square across its side of the square. Each with suffix index `suffix` + its
 * quarter (`suffix` a multiple of 4).
 */
export function aboloNeighbours(x: number, y: number, q: number, suffix = 0): [number, number, number, number][] {
  const at = (dx: number, dy: number, r: number): [number, number, number, number] => [x + dx, y + dy, 0, suffix + r];
  switch (q) {
    case 0:
      return [at(0, 0, 1), at(0, 0, 2), at(1, 0, 3)];
    case 1:
      return [at(0, 0, 0), at(0, 0, 3), at(0, 1, 2)];
    case 2:
      return [at(0, 0, 0), at(0, 0, 3), at(0, -1, 1)];
    default:
      return [at(0, 0, 1), at(0, 0, 2), at(-1, 0, 0)];
  }
}

/**
 * The abolo lattice for the box-and-pieces generator: a cell is `xy` and a quarter,
 * read as a third coordinate (so `[0-3][0-3][nesw]` is every quarter of a 4×4 square);
 * a quarter turn then a reflection (up to 8 base placements per piece); suffixes as for
 * polyominoes (a suffixed cell is a secondary item); pieces that must be connected.
 */
export const aboloLattice: PolyformLattice = {
  program: 'polydance polyabolo',
  spec: { dimensions: 3 },
  ...rotationAndReflection(rotate, transpose),
  suffixes: () => new AboloSuffixes(),
  kind: (value, suffix, cell) => {
    const q = QUARTERS.indexOf(encodeDigit(value));
    if (q < 0) {
      throw new SpecError(
        `'${encodeDigit(value)}' is not a quarter of a square: a cell is a square xy followed by e, n, s or w (its east, north, south or west quarter)`,
        cell.line,
        cell.column,
      );
    }
    return suffix + q;
  },
  neighbours: (x, y, _z, suffix) => aboloNeighbours(x, y, suffix & 3, suffix & ~3),
};

/**
 * Reads a polyabolo spec (box line, then piece lines, in the syntax of `polydance
 * polyomino`, each cell a square `xy` and a quarter `e`, `n`, `s` or `w`) and builds the
 * exact cover problem of packing the pieces into the box: every rotation and
 * reflection of each piece, breadth first from the piece as given, then every
 * translation that fits (x outer, y inner). Throws a SpecError (with line and column)
 * on malformed input: a letter that is no quarter, a cell without its quarter, a piece
 * that is not connected, ...
 * With `maxOptions`, it stops (TooManyOptionsError) as soon as the problem would have
 * more options.
 */
export function polyabolo(text: string, options?: GenerateOptions): PolyformResult {
  return finish(polyaboloSteps(text, options));
}

/** {@link polyabolo} as work that gives way (see `Steps` of `@polydance/exact-cover`). */
export function* polyaboloSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  if (typeof text !== 'string') throw new TypeError(`polyabolo: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  try {
    return yield* generatePolyformSteps(text, aboloLattice, options);
  } catch (e) {
    if (e instanceof SpecError && e.reason.startsWith('incomplete cell')) {
      throw new SpecError('incomplete cell: a cell is a square xy followed by its quarter e, n, s or w', e.line, e.column);
    }
    throw e;
  }
}

/** The kind of a quarter's letter (0 e, 1 n, 2 s, 3 w), or −1. */
export function quarterOf(letter: string): number {
  return letter.length === 1 && decodeDigit(letter) >= 0 ? QUARTERS.indexOf(letter) : -1;
}
