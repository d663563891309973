import type { Color } from './colors.js';
import { COLORS, isColor } from './colors.js';
import { MacmahonError } from './errors.js';
import { quote } from '@polydance/exact-cover';

/**
 * Which color meets which: an edge of color `x` must touch an edge of color `mate[x]`.
 * The relation is symmetric, so the table is an involution (`mate[mate[x]] === x`).
 * MacMahon's rule, the default, is the identity: like colors meet.
 *
 * In the DLX data an upright triangle writes its own edge colors and an inverted one
 * writes the mates of its colors, so two edges agree exactly when they meet.
 */
export type MateTable = Readonly<Record<Color, Color>>;

/** MacMahon's own rule: every color meets itself. */
export const IDENTITY_MATE: MateTable = { a: 'a', b: 'b', c: 'c', d: 'd' };

/** Throws a {@link MacmahonError} unless `mate` maps the four colors to colors, symmetrically. */
export function checkMate(mate: MateTable): void {
  for (const x of COLORS) {
    const y: unknown = mate[x];
    if (typeof y !== 'string' || !isColor(y)) {
      throw new MacmahonError(`mate table: color '${x}' meets ${quote(String(y))}, which is not a color (a, b, c or d)`);
    }
    if (mate[y] !== x) {
      throw new MacmahonError(`mate table: '${x}' meets '${y}' but '${y}' meets '${mate[y]}'; the relation must be symmetric`);
    }
  }
}

/** True when every color meets itself. */
export function isIdentityMate(mate: MateTable): boolean {
  return COLORS.every((x) => mate[x] === x);
}

function colorOf(pair: string, i: number): Color {
  const c = pair.charAt(i);
  if (!isColor(c)) throw new MacmahonError(`in ${quote(pair)}, ${quote(c)} is not a color (a, b, c or d)`);
  return c;
}

/**
 * Reads a mate table written as comma-separated pairs of colors, `ab,cd`: `a` meets
 * `b` (and `b` meets `a`), `c` meets `d`; a color in no pair meets itself. Throws a
 * {@link MacmahonError} naming the faulty pair.
 */
export function parseMatePairs(text: string): MateTable {
  const mate: Record<Color, Color> = { ...IDENTITY_MATE };
  const paired = new Set<Color>();
  if (text === '') throw new MacmahonError('expected pairs of colors such as ab,cd');
  for (const pair of text.split(',')) {
    if (pair.length !== 2) {
      throw new MacmahonError(`${quote(pair)} is not a pair of two colors (write pairs such as ab,cd)`);
    }
    const x = colorOf(pair, 0);
    const y = colorOf(pair, 1);
    if (x === y) throw new MacmahonError(`${quote(pair)} pairs a color with itself; like colors meet anyway`);
    for (const c of [x, y]) {
      if (paired.has(c)) throw new MacmahonError(`color '${c}' is in more than one pair`);
      paired.add(c);
    }
    mate[x] = y;
    mate[y] = x;
  }
  return mate;
}

/** Writes a mate table as {@link parseMatePairs} reads it (`ab,cd`); the identity is `''`. */
export function formatMatePairs(mate: MateTable): string {
  return COLORS.filter((x) => mate[x] > x)
    .map((x) => `${x}${mate[x]}`)
    .join(',');
}
