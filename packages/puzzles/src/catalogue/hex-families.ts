/*
 * Counting families on the hexagon lattice: rhombi of hexagons tiled by dihexes, and by
 * any number of trihexes; and the one-sided tetrahexes in the rhombi they fill. Polydance counted
 * them all (no source seems to give them).
 */
import { cellsLine, lines } from '../internal/pieces.js';
import type { Puzzle } from '../types.js';

const hex = { lattice: 'hex', generator: 'polyhex' } as const;

/** The rhombus of w × h hexagons (cells `xy`, x to the right, y up at 60°). */
function rhombus(w: number, h: number): string {
  const cells: [number, number][] = [];
  for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) cells.push([x, y]);
  return cellsLine(cells);
}

/** A w×h rhombus filled by `pieces` (words), the spec's piece lines `more`. */
function rhombusPuzzle(stem: string, what: string, pieces: string, w: number, h: number, ...more: string[]): Puzzle {
  const name = `${stem}-${w}x${h}`;
  return {
    ...hex,
    name,
    title: `${what} in a ${w}×${h} rhombus`,
    description: `Tile a rhombus of ${h} rows of ${w} hexagons with ${pieces}.`,
    pieces,
    box: `${w}×${h} rhombus`,
    spec: lines(`| ${what} in a ${w}x${h} rhombus: polydance polyhex`, rhombus(w, h), ...more),
    counts: {}, // Polydance's counts, in computed.ts
    countTime: 'fast',
  };
}

const DIHEX_RHOMBI = [[2, 2], [2, 3], [2, 4], [2, 5], [2, 6], [3, 4], [3, 6], [4, 4], [4, 5], [4, 6], [5, 6], [6, 6]] as const;
const TRIHEX_RHOMBI = [[3, 3], [3, 4], [3, 5], [3, 6], [2, 6], [2, 9], [4, 6], [5, 6], [6, 6]] as const;

export const hexFamilies: readonly Puzzle[] = [
  ...DIHEX_RHOMBI.map(([w, h]) => rhombusPuzzle('dihexes', 'Dihexes', 'dihexes', w, h, `${(w * h) / 2}|D 00 10`)),
  ...TRIHEX_RHOMBI.map(([w, h]) =>
    rhombusPuzzle('trihexes-any', 'Trihexes, any number of each', 'trihexes of every shape, any number', w, h,
      ...['i 00 10 20', 'v 00 10 11', 'a 00 01 10'].map((line) => `0:${(w * h) / 3}|${line}`)),
  ),
  rhombusPuzzle('one-sided-tetrahexes', 'The 10 one-sided tetrahexes', 'the 10 one-sided tetrahexes', 10, 4, 'set: one-sided-tetrahexes'),
  rhombusPuzzle('one-sided-tetrahexes', 'The 10 one-sided tetrahexes', 'the 10 one-sided tetrahexes', 8, 5, 'set: one-sided-tetrahexes'),
];
