import { computed, puzzler } from '../internal/counts.js';
import { HEXIAMONDS, lines } from '../internal/pieces.js';
import { boardSet, setOnBoard } from '../internal/set-puzzles.js';
import { SOURCES } from '../sources.js';
import type { Count, CountTime, Puzzle } from '../types.js';

const triangle = { lattice: 'triangle', generator: 'polyiamond' } as const;

const HEXIAMONDS_SET = boardSet(triangle, 'hexiamonds', HEXIAMONDS);

/**
 * The twelve hexiamonds in a box of 72 triangles (`cells`), `Hexiamonds in SHAPE` in
 * the catalogue (`place` in the spec's comment, where that differs); the distinct count is
 * Polyform Puzzler's for its puzzle `Hexiamonds` + `puzzle`.
 */
function hexiamonds(
  name: string,
  about: { shape: string; place?: string; description: string; box: string; cells: string },
  counts: { all: Count; distinct: number; puzzle: string },
  countTime: CountTime,
): Puzzle {
  return setOnBoard(HEXIAMONDS_SET, { name, title: about.shape, ...about }, about.cells, counts, countTime);
}

/**
 * The triangles of a hexagon of sides a, b, c, a, b, c: those of an (a + c) × (b + c)
 * rhombus whose corner sums x + y keep c away from two opposite corners. For a = b = c
 * = n it is the hexagon of side n: Δ with n ≤ x + y ≤ 3n − 1, ∇ one less.
 */
export function hexagonCells(a: number, b: number, c: number): string {
  const [w, h] = [a + c, b + c];
  const up: string[] = [];
  const down: string[] = [];
  for (let x = 0; x < w; x++) {
    const ys = (lo: number, hi: number): string => {
      const from = Math.max(0, lo - x);
      const to = Math.min(h - 1, hi - x);
      return from === to ? from.toString(36) : `[${from.toString(36)}-${to.toString(36)}]`;
    };
    up.push(`${x.toString(36)}${ys(c, w + h - c - 1)}`);
    down.push(`${x.toString(36)}${ys(c - 1, w + h - c - 2)}'`);
  }
  return `${up.join(' ')} ${down.join(' ')}`;
}

/** Lozenge tilings of a hexagon of side n. */
function lozengeSpec(n: number): string {
  return lines(`| Lozenge tilings of a hexagon of side ${n}: polydance polyiamond`, hexagonCells(n, n, n), `${3 * n * n}|D 00 00'`);
}

/** Lozenge tilings of a hexagon of side n: MacMahon's formula counts them. */
function lozenges(n: number, all: number, countTime: CountTime, description?: string): Puzzle {
  return {
    ...triangle,
    name: `lozenges-hexagon-${n}`,
    title: `Lozenges in a hexagon of side ${n}`,
    description: description ?? `Tile a hexagon of side ${n} with diamonds (plane partitions in a ${n}×${n}×${n} box).`,
    pieces: `${3 * n * n} lozenges`,
    box: `hexagon of side ${n}`,
    spec: lozengeSpec(n),
    counts: { all: { value: all, source: SOURCES.oeisA008793, where: `a(${n})` } },
    countTime,
  };
}

/**
 * Lozenge tilings of a hexagon of sides a, b, c, a, b, c: plane partitions in an
 * a×b×c box, counted by MacMahon's formula, the product over the box's cells (i, j, k)
 * of (i + j + k − 1)/(i + j + k − 2).
 */
function lozengeHexagon([a, b, c, all, distinct]: readonly [number, number, number, number, number?]): Puzzle {
  return {
    ...triangle,
    name: `lozenges-hexagon-${a}x${b}x${c}`,
    title: `Lozenges in a hexagon of sides ${a}, ${b}, ${c}`,
    description: `Tile a hexagon of sides ${a}, ${b}, ${c}, ${a}, ${b}, ${c} with diamonds (plane partitions in a box of ${a}×${b}×${c} cubes).`,
    pieces: `${a * b + b * c + c * a} lozenges`,
    box: `hexagon of sides ${a}, ${b}, ${c}`,
    spec: lines(
      `| Lozenge tilings of a hexagon of sides ${a}, ${b}, ${c}: polydance polyiamond`,
      hexagonCells(a, b, c),
      `${a * b + b * c + c * a}|D 00 00'`,
    ),
    counts: {
      all: { value: all, source: SOURCES.macmahon1916, where: `MacMahon's formula for a = ${a}, b = ${b}, c = ${c}` },
      ...(distinct === undefined ? {} : { distinct: computed(distinct) }),
    },
    countTime: 'fast',
  };
}

/** Hexagons [a, b, c, MacMahon's count, distinct tilings (Polydance's)]. */
export const LOZENGE_HEXAGONS: readonly (readonly [number, number, number, number, number?])[] = [
  [1, 1, 1, 2], [1, 2, 2, 6], [1, 2, 3, 10], [1, 3, 3, 20], [1, 3, 4, 35], [1, 4, 4, 70],
  [2, 2, 3, 50], [2, 2, 4, 105], [2, 2, 5, 196], [2, 2, 6, 336], [2, 2, 7, 540],
  [2, 3, 3, 175], [2, 3, 4, 490], [2, 3, 5, 1176], [2, 3, 6, 2520], [2, 3, 7, 4950],
  [2, 4, 4, 1764], [2, 4, 5, 5292], [2, 4, 6, 13860], [2, 4, 7, 32670],
  [2, 5, 5, 19404], [2, 5, 6, 60984], [2, 5, 7, 169884],
  [2, 6, 6, 226512], [2, 6, 7, 736164],
  [3, 3, 4, 4116], [3, 3, 5, 14112], [3, 3, 6, 41580], [3, 3, 7, 108900],
  [3, 4, 4, 24696], [3, 4, 5, 116424], [3, 4, 6, 457380], [3, 4, 7, 1557270],
  [3, 5, 5, 731808], [3, 5, 6, 3737448], [3, 5, 7, 16195608], [3, 6, 6, 24293412],
  [4, 4, 5, 1646568], [4, 4, 6, 9343620], [4, 4, 7, 44537922], [4, 5, 5, 16818516],
];

export const trianglePuzzles: readonly Puzzle[] = [
  hexiamonds(
    '6x6',
    {
      shape: 'a 6×6 rhombus',
      place: 'a 6x6 rhombus',
      description: 'The twelve hexiamonds in a 6×6 rhombus of 72 triangles.',
      box: '6×6 rhombus',
      cells: "[0-5][0-5] [0-5][0-5]'",
    },
    { all: computed(624, 'knuth'), distinct: 156, puzzle: '6x6' },
    'slow',
  ),
  hexiamonds(
    '4x9',
    {
      shape: 'a 4×9 parallelogram',
      place: 'a 4x9 parallelogram',
      description: 'The twelve hexiamonds in a 4×9 parallelogram.',
      box: '4×9 parallelogram',
      cells: "[0-8][0-3] [0-8][0-3]'",
    },
    { all: computed(148), distinct: 74, puzzle: '4x9' },
    'fast',
  ),
  hexiamonds(
    '3x12',
    {
      shape: 'a 3×12 parallelogram',
      place: 'a 3x12 parallelogram (impossible)',
      description: 'The twelve hexiamonds cannot fill a 3×12 parallelogram.',
      box: '3×12 parallelogram',
      cells: "[0-b][0-2] [0-b][0-2]'",
    },
    { all: computed(0), distinct: 0, puzzle: '3x12' },
    'fast',
  ),
  hexiamonds(
    'trapezium',
    {
      shape: 'a trapezium',
      place: 'a 4x11 trapezium',
      description: 'The twelve hexiamonds in a trapezium 4 high, 11 wide at the base.',
      box: 'trapezium of sides 11 and 7, height 4',
      cells: "[0-7][0-3] 8[0-2] 9[01] a0 [0-6][0-3]' 7[0-2]' 8[01]' 90'",
    },
    { all: computed(152), distinct: 76, puzzle: '4x11Trapezium' },
    'fast',
  ),
  hexiamonds(
    'long-hexagon',
    {
      shape: 'a long hexagon',
      description: 'The twelve hexiamonds in an elongated hexagon 4 high and 10 long.',
      box: 'long hexagon 4×10',
      cells: "0[23] 1[1-3] [2-8][0-3] 9[0-2] 0[1-3]' [1-7][0-3]' 8[0-2]' 9[01]'",
    },
    { all: computed(3424), distinct: 856, puzzle: '4x10LongHexagon' },
    'slow',
  ),
  hexiamonds(
    'crescent',
    {
      shape: 'a crescent',
      description: 'A hexagon of side 4 with a hexagonal bite out of one corner.',
      box: 'crescent (72 triangles)',
      cells: "0[4-7] 1[3-7] 2[2-7] 3[1-7] 4[0-367] 5[0-26] [67][01] 0[3-7]' 1[2-7]' 2[1-7]' 3[0-7]' 4[0-26]' [5-7][01]'",
    },
    { all: computed(174), distinct: 87, puzzle: 'Crescent' },
    'fast',
  ),
  hexiamonds(
    'ring',
    {
      shape: 'a ring',
      place: 'a ring with an off-centre hole',
      description: 'A hexagon of side 4 with a hexagonal hole of side 2, one step off the centre.',
      box: 'hexagonal ring (72 triangles)',
      cells:
        "0[4-7] 1[3-7] 2[2-7] 3[1-367] 4[0-267] 5[016] 6[015] 7[0-4] 0[3-7]' 1[2-7]' 2[1-7]' 3[0-267]' 4[016]' 5[015]' 6[014]' 7[0-3]'",
    },
    { all: computed(22), distinct: 11, puzzle: 'Ring2' },
    'fast',
  ),
  hexiamonds(
    'trefoil',
    {
      shape: 'a trefoil',
      description: 'Three hexagons of side 2, joined edge to edge in a trefoil.',
      box: 'trefoil (72 triangles)',
      cells: "0[45] 1[3-5] [2-4][2-7] 5[1-6] 6[0-3] 7[0-2] 0[3-5]' 1[2-5]' [23][2-7]' 4[1-6]' 5[0-5]' 6[0-2]' 7[01]'",
    },
    { all: computed(3840), distinct: 640, puzzle: 'Trefoil' },
    'slow',
  ),
  hexiamonds(
    'snowflake',
    {
      shape: 'a snowflake',
      place: 'a snowflake (Kadon Iamond Hex)',
      description: 'Kadon’s Iamond Hex: a six-pointed snowflake of 72 triangles.',
      box: 'snowflake (72 triangles)',
      cells: "06 1[3-6] [23][2-7] 4[1-6] 5[0-5] 6[1-5] 7[12] 0[56]' 1[2-6]' 2[2-7]' 3[1-6]' [45][0-5]' 6[1-4]' 71'",
    },
    { all: computed(330), distinct: 55, puzzle: 'Snowflake' },
    'slow',
  ),
  lozenges(2, 20, 'fast', 'Tile a hexagon of side 2 with diamonds; MacMahon’s formula counts the tilings.'),
  lozenges(3, 980, 'fast'),
  lozenges(4, 232848, 'slow'),
  {
    ...triangle,
    name: 'one-sided-hexiamonds-obeirne-hexagon',
    title: 'One-sided hexiamonds in O’Beirne’s hexagon',
    description:
      'The 19 one-sided hexiamonds, turned but never flipped, in T. H. O’Beirne’s hexagon: 19 small hexagons of six triangles, in a honeycomb of 1, 6 and 12.',
    pieces: 'the 19 one-sided hexiamonds',
    box: 'hexagon of 19 hexagons (114 triangles)',
    spec: lines(
      "| The 19 one-sided hexiamonds in O'Beirne's hexagon: polydance polyiamond",
      "06' 07 07' 14' 15 15' 16 16' 17 17' 18 18' 22' 23 23' 24 24' 25 25' 26 26' 27 27' 28 28' 29 29' 32 32' 33 33' 34 34' 35 35' 36 36' 37 37' 38 38' 39 41' 42 42' 43 43' 44 44' 45 45' 46 46' 47 47' 48 48' 51 51' 52 52' 53 53' 54 54' 55 55' 56 56' 57 57' 58 60' 61 61' 62 62' 63 63' 64 64' 65 65' 66 66' 67 67' 70 70' 71 71' 72 72' 73 73' 74 74' 75 75' 76 76' 77 81 81' 82 82' 83 83' 84 84' 85 92 92' 93",
      'set: one-sided-hexiamonds',
    ),
    counts: { distinct: puzzler(124519, 'OneSidedHexiamondsOBeirnesHexagon') },
    countTime: 'long',
  },
  ...LOZENGE_HEXAGONS.map(lozengeHexagon),
];
