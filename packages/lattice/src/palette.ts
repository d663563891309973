/**
 * One palette for every drawing: colors chosen to stay distinct for readers with
 * color-vision deficiencies (from Paul Tol's "muted", "vibrant" and "light" schemes, no two
 * of them close), alternating dark and light so neighbours differ in lightness too; beyond them, further hues by the
 * golden angle at alternating lightness.
 */
const BASE = [
  '#CC6677', '#88CCEE', '#117733', '#DDCC77', '#332288', '#EE7733',
  '#44AA99', '#FFAABB', '#882255', '#BBCC33', '#0077BB', '#BBBBBB',
  '#AA4499', '#999933', '#CC3311', '#77AADD', '#663333',
] as const;

/** A fill color and a text color that reads well on it. */
export interface PieceColor {
  readonly fill: string;
  readonly text: string;
}

function hexLuminance(hex: string): number {
  const v = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = v.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

function hslHex(h: number, s: number, l: number): string {
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

/** The i-th color of the palette (i ≥ 0). */
export function paletteColor(i: number): PieceColor {
  const fill = i < BASE.length ? BASE[i]! : hslHex((i * 137.508) % 360, 0.55, i % 2 === 0 ? 0.4 : 0.72);
  return { fill, text: textColor(fill) };
}

/** Black or white, whichever reads better on the fill `#RRGGBB`. */
export function textColor(fill: string): string {
  return hexLuminance(fill) > 0.25 ? '#000000' : '#FFFFFF';
}

/**
 * Colors for a set of piece names, deterministic by name: the distinct names are
 * sorted and take the palette in that order, so the same puzzle always gets the same
 * colors and different pieces always get different fills.
 */
export function pieceColors(names: Iterable<string>): Map<string, PieceColor> {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(sorted.map((name, i) => [name, paletteColor(i)]));
}

/**
 * A color `#RRGGBB` lightened towards white (`amount` > 0) or darkened towards black
 * (`amount` < 0) by the fraction |amount| (at most 1); used to shade the faces of solids.
 */
export function shade(hex: string, amount: number): string {
  const t = Math.min(1, Math.abs(amount));
  const target = amount > 0 ? 255 : 0;
  return `#${[1, 3, 5]
    .map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16);
      return Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`.toUpperCase();
}
