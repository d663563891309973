/*
 * Counts Polydance computed for puzzles of the families and boards that no source
 * gives: `polydance solve --count --distinct NAME` on one core (`pnpm
 * catalogue:verify --missing` prints them; the same script checks them).
 */
import { computed } from '../internal/counts.js';
import type { Count, Puzzle } from '../types.js';

/** Polydance's counts of one puzzle: all solutions, solutions up to symmetry, or both. */
interface Computed {
  readonly all?: number;
  readonly distinct?: number;
}

/** The puzzles `STEM-BOARD` of a family, each board with its counts. */
function family<T>(stem: string, boards: Readonly<Record<string, T>>, counts: (value: T) => Computed): [string, Computed][] {
  return Object.entries(boards).map(([board, value]) => [`${stem}-${board}`, counts(value)]);
}

/** A family's boards and their counts up to symmetry. */
const distinct = (stem: string, boards: Readonly<Record<string, number>>): [string, Computed][] => family(stem, boards, (n) => ({ distinct: n }));

/** A family's boards and their counts of all solutions. */
const all = (stem: string, boards: Readonly<Record<string, number>>): [string, Computed][] => family(stem, boards, (n) => ({ all: n }));

/** A family's boards and their counts `[all, distinct]`. */
const both = (stem: string, boards: Readonly<Record<string, readonly [number, number]>>): [string, Computed][] =>
  family(stem, boards, ([a, d]) => ({ all: a, distinct: d }));

/** Polydance's counts by puzzle name, in name order. */
export const COMPUTED: Readonly<Record<string, Computed>> = Object.fromEntries(
  [
    ...distinct('aztec-diamond', { 1: 1, 2: 3, 3: 16, 4: 168, 5: 4394, 6: 265422 }),
    ...distinct('bars', {
      '2x2': 3, '2x3': 14, '2x4': 48, '2x5': 170, '2x6': 668,
      '3x3': 43, '3x4': 683, '3x5': 5956, '3x6': 55548,
      '4x4': 6506, '4x5': 268336, '4x6': 5697002,
      '5x5': 6356390,
    }),
    ...distinct('bricks-2-3', { '2x2x3': 10, '2x2x4': 36, '2x2x5': 137, '2x2x6': 603, '2x2x7': 2668, '2x2x8': 12731 }),
    ...both('diaboloes-any', {
      '2x2': [2, 2], '2x3': [7, 4], '2x4': [29, 14], '2x5': [124, 43],
      '3x4': [407, 117], '3x5': [3133, 794],
      '4x4': [7444, 1042], '4x5': [143399, 36323],
      '5x5': [6035924, 755684],
    }),
    ...both('dihexes', {
      '2x2': [2, 1], '2x3': [3, 2], '2x4': [5, 4], '2x5': [8, 5], '2x6': [13, 9],
      '3x4': [15, 10], '3x6': [85, 45],
      '4x4': [56, 17], '4x5': [203, 111], '4x6': [749, 393],
      '5x6': [6475, 3262], '6x6': [56568, 14222],
    }),
    ...distinct('dominoes', {
      '2x10': 51,
      '3x4': 5, '3x6': 14, '3x8': 46, '3x10': 156, '3x12': 561,
      '4x4': 9, '4x5': 33, '4x6': 98, '4x7': 230, '4x8': 658, '4x9': 1725, '4x10': 4876,
      '5x6': 329, '5x8': 3818, '5x10': 46878,
      '6x6': 930, '6x7': 8121, '6x8': 42873, '6x9': 206420, '6x10': 1060866,
      '7x8': 324617, '7x10': 13303375, '8x8': 1629189,
    }),
    ...distinct('dominoes', { '2x2x1': 1, '2x2x2': 2, '2x2x3': 7, '2x2x4': 25, '2x2x5': 67, '2x2x6': 231, '2x2x7': 734, '2x2x8': 2556, '2x2x9': 8734 }),
    ...both('dominoes', {
      '2x3x3': [229, 30], '2x3x4': [1845, 385], '2x3x5': [14320, 2501], '2x3x6': [112485, 18449],
      '2x4x4': [32000, 2856], '2x4x5': [535229, 83442], '2x4x6': [9049169, 1323282],
      '3x3x4': [117805, 7650], '3x3x6': [64647289, 4047127],
      '3x4x4': [10885344, 687786], '3x4x5': [858626465, 107459818],
    }),
    ...distinct('dominoes-cross', { 2: 3, 3: 18, 4: 90, 5: 540, 6: 3276, 7: 21021, 8: 137445 }),
    ...distinct('dominoes-l-trominoes', {
      '2x2': 1, '2x3': 3, '2x4': 6, '2x5': 10, '2x6': 21, '2x7': 39,
      '3x3': 1, '3x4': 19, '3x5': 35, '3x6': 176, '3x7': 496,
      '4x4': 61, '4x5': 627, '4x6': 3982, '4x7': 24421,
      '5x5': 2659, '5x6': 66022, '5x7': 686512,
      '6x6': 670802, '6x7': 25156186,
    }),
    ...distinct('dominoes-squares', {
      '2x2': 2, '2x3': 3, '2x4': 8, '2x5': 12, '2x6': 27, '2x7': 45, '2x8': 96,
      '3x4': 11, '3x6': 52, '3x8': 281,
      '4x4': 32, '4x5': 174, '4x6': 806, '4x7': 2931, '4x8': 12739,
      '5x6': 4666, '5x8': 138557,
      '6x6': 26554, '6x7': 407006, '6x8': 4077101,
    }),
    ...distinct('lozenges-hexagon', {
      2: 6, 3: 113, 4: 20174,
      '1x1x1': 1, '1x2x2': 3, '1x2x3': 6, '1x3x3': 7, '1x3x4': 19, '1x4x4': 23,
      '2x2x3': 19, '2x2x4': 38, '2x2x5': 66, '2x2x6': 110, '2x2x7': 170,
      '2x3x3': 56, '2x3x4': 254, '2x3x5': 600, '2x3x6': 1280, '2x3x7': 2500,
      '2x4x4': 485, '2x4x5': 2676, '2x4x6': 6980, '2x4x7': 16410,
      '2x5x5': 5002, '2x5x6': 30592, '2x5x7': 85092, '2x6x6': 57190, '2x6x7': 368432,
      '3x3x4': 1115, '3x3x5': 3696, '3x3x6': 10774, '3x3x7': 27885,
      '3x4x4': 6372, '3x4x5': 58312, '3x4x6': 228940, '3x4x7': 779010,
      '3x5x5': 184008, '3x5x6': 1869224, '3x5x7': 8097804, '3x6x6': 6081092,
      '4x4x5': 414268, '4x4x6': 2343691, '4x4x7': 11154669, '4x5x5': 4212481,
    }),
    ...both('monaboloes', {
      '1x2': [4, 2],
      '2x2': [16, 6], '2x3': [64, 20], '2x4': [256, 76], '2x5': [1024, 272],
      '3x4': [4096, 1056], '3x5': [32768, 8256],
    }),
    ...distinct('monomers-dimers', { '3x3': 21, '4x4': 1347 }),
    ...distinct('monominoes-trominoes', {
      '2x2': 2, '2x3': 6, '2x4': 15, '2x5': 41, '2x6': 119,
      '3x3': 18, '3x4': 164, '3x5': 976, '3x6': 5987,
      '4x4': 987, '4x5': 24228, '4x6': 310230,
      '5x5': 313765, '5x6': 16357572,
    }),
    ...both('one-sided-tetrahexes', { '8x5': [384, 192], '10x4': [246, 123] }),
    ...both('one-sided-tetrominoes', { '2x14': [0, 0], '4x7': [0, 0] }),
    ...both('pentominoes-8x8-hole', {
      '0-0': [10054, 5027], '0-1': [3207, 3207], '0-2': [1839, 1839], '0-3': [2576, 1288],
      '1-1': [1974, 987], '1-2': [1662, 1662], '1-3': [1442, 721],
      '2-2': [1164, 582], '2-3': [1536, 768],
    }),
    ...all('square-dissections', {
      '2x2': 2, '2x3': 3, '2x4': 5, '2x5': 8, '2x6': 13, '2x7': 21, '2x8': 34,
      '3x3': 6, '3x4': 13, '3x5': 28, '3x6': 60, '3x7': 129, '3x8': 277,
      '4x4': 40, '4x5': 117, '4x6': 348, '4x7': 1029, '4x8': 3049,
      '5x5': 472, '5x6': 1916, '5x7': 7765, '5x8': 31497,
      '6x6': 10668, '6x7': 59257, '6x8': 329350,
      '7x7': 450924, '7x8': 3435392,
    }),
    ...distinct('squares-1-2', {
      '2x2': 2, '2x3': 2, '2x4': 4, '2x5': 5, '2x6': 9, '2x7': 12,
      '3x3': 2, '3x4': 5, '3x5': 7, '3x6': 15, '3x7': 24,
      '4x4': 11, '4x5': 32, '4x6': 92, '4x7': 217,
      '5x5': 51, '5x6': 337, '5x7': 1116,
      '6x6': 922, '6x7': 8079,
    }),
    ...both('tetrominoes-2-each', { '2x20': [0, 0], '4x10': [1796, 449], '5x8': [3106, 783] }),
    ...distinct('tetrominoes-any', {
      '2x4': 3, '2x6': 4, '2x8': 11,
      '3x4': 8, '3x8': 271,
      '4x4': 22, '4x5': 125, '4x6': 550, '4x7': 2347, '4x8': 10463,
      '5x8': 200712, '6x6': 22516, '6x8': 5626216,
    }),
    ...both('trihexes-any', {
      '2x6': [14, 10], '2x9': [70, 42],
      '3x3': [11, 4], '3x4': [33, 21], '3x5': [105, 57], '3x6': [339, 184],
      '4x6': [4483, 2294], '5x6': [72683, 36557], '6x6': [1215049, 304254],
    }),
    ...distinct('trominoes', {
      '3x3': 1, '3x4': 2, '3x5': 3, '3x6': 4, '3x7': 6, '3x8': 8, '3x9': 12, '3x10': 16, '3x11': 24,
      '3x12': 33, '3x13': 49, '3x14': 69, '3x15': 102, '3x16': 145, '3x17': 214, '3x18': 307, '3x19': 452, '3x20': 653,
    }),
  ].sort(([a], [b]) => (a < b ? -1 : 1)),
);

/** The counts Polydance computed for the puzzle `name` (none, one or both). */
function computedCounts(name: string): { all?: Count; distinct?: Count } {
  const found = COMPUTED[name];
  return {
    ...(found?.all === undefined ? {} : { all: computed(found.all) }),
    ...(found?.distinct === undefined ? {} : { distinct: computed(found.distinct) }),
  };
}

/**
 * Puzzles whose counts (all and distinct) take from a few seconds to a minute on one
 * core, as `pnpm catalogue:verify` measured them: the slow test set counts them, the
 * quick one does not.
 */
const SLOW = new Set([
  'pentominoes-8x8-hole-0-0',
  'pentominoes-8x8-hole-0-1',
  'pentominoes-8x8-hole-0-2',
  'pentominoes-8x8-hole-0-3',
  'pentominoes-8x8-hole-1-1',
  'pentominoes-8x8-hole-1-2',
  'pentominoes-8x8-hole-1-3',
  'pentominoes-8x8-hole-2-2',
  'pentominoes-8x8-hole-2-3',
  'tetrominoes-2-each-5x8',
  'lozenges-hexagon-3x6x6',
  'lozenges-hexagon-4x4x7',
  'lozenges-hexagon-4x5x5',
  'bricks-2-3-2x2x8',
  'dominoes-2x4x5',
  'dominoes-2x4x6',
  'dominoes-3x4x4',
  'dominoes-3x3x6',
  'dominoes-3x4x5',
  'trihexes-any-6x6',
  'diaboloes-any-5x5',
  'monominoes-trominoes-5x6',
  'tetrominoes-any-5x8',
  'tetrominoes-any-6x8',
  'dominoes-l-trominoes-6x7',
  'pentominoes-diamond',
  'pentatwigs-5x3',
  'pentatwigs-chevron-3x3',
  'pentatwigs-chevron-5x2',
  'pentatwigs-trapezoid-6x3',
  'bars-5x5',
  'tetrominoes-any-6x6',
  'square-dissections-7x7',
  'square-dissections-7x8',
]);

/** The puzzle with the counts Polydance computed where the catalogue gives none, and its measured count time. */
export function withComputed(p: Puzzle): Puzzle {
  return { ...p, counts: { ...computedCounts(p.name), ...p.counts }, countTime: SLOW.has(p.name) ? 'slow' : p.countTime };
}
