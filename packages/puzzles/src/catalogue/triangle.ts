import { HEXIAMONDS, lines } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { Puzzle } from '../types.js';

const triangle = { lattice: 'triangle', generator: 'polyiamond' } as const;

/** The twelve hexiamonds in a box (72 triangles). */
function hexiamonds(title: string, box: string): string {
  return lines(`| ${title}: polydance polyiamond`, box, ...HEXIAMONDS);
}

/**
 * Lozenge tilings of a hexagon of side n: the triangles whose corner sums x + y lie
 * between n and 3n − 1 in a 2n × 2n rhombus, covered by 3n² diamonds (a Δ and the
 * ∇ to its right, in all three directions).
 */
function lozenges(n: number): string {
  const up: string[] = [];
  const down: string[] = [];
  for (let x = 0; x < 2 * n; x++) {
    const ys = (lo: number, hi: number): string => {
      const a = Math.max(0, lo - x);
      const b = Math.min(2 * n - 1, hi - x);
      return a === b ? a.toString(36) : `[${a.toString(36)}-${b.toString(36)}]`;
    };
    up.push(`${x.toString(36)}${ys(n, 3 * n - 1)}`);
    down.push(`${x.toString(36)}${ys(n - 1, 3 * n - 2)}'`);
  }
  return lines(
    `| Lozenge tilings of a hexagon of side ${n}: polydance polyiamond`,
    `${up.join(' ')} ${down.join(' ')}`,
    `${3 * n * n}|D 00 00'`,
  );
}

export const trianglePuzzles: readonly Puzzle[] = [
  {
    ...triangle,
    name: 'hexiamonds-6x6',
    title: 'Hexiamonds in a 6×6 rhombus',
    description: 'The twelve hexiamonds in a 6×6 rhombus of 72 triangles.',
    pieces: 'the 12 hexiamonds',
    box: '6×6 rhombus',
    spec: hexiamonds('The 12 hexiamonds in a 6x6 rhombus', "[0-5][0-5] [0-5][0-5]'"),
    counts: {
      all: { value: 624, source: SOURCES.polydanceKnuth },
      distinct: { value: 156, source: SOURCES.puzzler, where: 'Hexiamonds6x6' },
    },
    countTime: 'slow',
  },
  {
    ...triangle,
    name: 'hexiamonds-4x9',
    title: 'Hexiamonds in a 4×9 parallelogram',
    description: 'The twelve hexiamonds in a 4×9 parallelogram.',
    pieces: 'the 12 hexiamonds',
    box: '4×9 parallelogram',
    spec: hexiamonds('The 12 hexiamonds in a 4x9 parallelogram', "[0-8][0-3] [0-8][0-3]'"),
    counts: {
      all: { value: 148, source: SOURCES.polydance },
      distinct: { value: 74, source: SOURCES.puzzler, where: 'Hexiamonds4x9' },
    },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'hexiamonds-3x12',
    title: 'Hexiamonds in a 3×12 parallelogram',
    description: 'The twelve hexiamonds cannot fill a 3×12 parallelogram.',
    pieces: 'the 12 hexiamonds',
    box: '3×12 parallelogram',
    spec: hexiamonds('The 12 hexiamonds in a 3x12 parallelogram (impossible)', "[0-b][0-2] [0-b][0-2]'"),
    counts: {
      all: { value: 0, source: SOURCES.polydance },
      distinct: { value: 0, source: SOURCES.puzzler, where: 'Hexiamonds3x12' },
    },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'hexiamonds-trapezium',
    title: 'Hexiamonds in a trapezium',
    description: 'The twelve hexiamonds in a trapezium 4 high, 11 wide at the base.',
    pieces: 'the 12 hexiamonds',
    box: 'trapezium of sides 11 and 7, height 4',
    spec: hexiamonds('The 12 hexiamonds in a 4x11 trapezium', "[0-7][0-3] 8[0-2] 9[01] a0 [0-6][0-3]' 7[0-2]' 8[01]' 90'"),
    counts: {
      all: { value: 152, source: SOURCES.polydance },
      distinct: { value: 76, source: SOURCES.puzzler, where: 'Hexiamonds4x11Trapezium' },
    },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'hexiamonds-long-hexagon',
    title: 'Hexiamonds in a long hexagon',
    description: 'The twelve hexiamonds in an elongated hexagon 4 high and 10 long.',
    pieces: 'the 12 hexiamonds',
    box: 'long hexagon 4×10',
    spec: hexiamonds('The 12 hexiamonds in a long hexagon', "0[23] 1[1-3] [2-8][0-3] 9[0-2] 0[1-3]' [1-7][0-3]' 8[0-2]' 9[01]'"),
    counts: {
      all: { value: 3424, source: SOURCES.polydance },
      distinct: { value: 856, source: SOURCES.puzzler, where: 'Hexiamonds4x10LongHexagon' },
    },
    countTime: 'slow',
  },
  {
    ...triangle,
    name: 'hexiamonds-crescent',
    title: 'Hexiamonds in a crescent',
    description: 'A hexagon of side 4 with a hexagonal bite out of one corner.',
    pieces: 'the 12 hexiamonds',
    box: 'crescent (72 triangles)',
    spec: hexiamonds(
      'The 12 hexiamonds in a crescent',
      "0[4-7] 1[3-7] 2[2-7] 3[1-7] 4[0-367] 5[0-26] [67][01] 0[3-7]' 1[2-7]' 2[1-7]' 3[0-7]' 4[0-26]' [5-7][01]'",
    ),
    counts: {
      all: { value: 174, source: SOURCES.polydance },
      distinct: { value: 87, source: SOURCES.puzzler, where: 'HexiamondsCrescent' },
    },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'hexiamonds-ring',
    title: 'Hexiamonds in a ring',
    description: 'A hexagon of side 4 with a hexagonal hole of side 2, one step off the centre.',
    pieces: 'the 12 hexiamonds',
    box: 'hexagonal ring (72 triangles)',
    spec: hexiamonds(
      'The 12 hexiamonds in a ring with an off-centre hole',
      "0[4-7] 1[3-7] 2[2-7] 3[1-367] 4[0-267] 5[016] 6[015] 7[0-4] 0[3-7]' 1[2-7]' 2[1-7]' 3[0-267]' 4[016]' 5[015]' 6[014]' 7[0-3]'",
    ),
    counts: {
      all: { value: 22, source: SOURCES.polydance },
      distinct: { value: 11, source: SOURCES.puzzler, where: 'HexiamondsRing2' },
    },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'hexiamonds-trefoil',
    title: 'Hexiamonds in a trefoil',
    description: 'Three hexagons of side 2, joined edge to edge in a trefoil.',
    pieces: 'the 12 hexiamonds',
    box: 'trefoil (72 triangles)',
    spec: hexiamonds(
      'The 12 hexiamonds in a trefoil',
      "0[45] 1[3-5] [2-4][2-7] 5[1-6] 6[0-3] 7[0-2] 0[3-5]' 1[2-5]' [23][2-7]' 4[1-6]' 5[0-5]' 6[0-2]' 7[01]'",
    ),
    counts: {
      all: { value: 3840, source: SOURCES.polydance },
      distinct: { value: 640, source: SOURCES.puzzler, where: 'HexiamondsTrefoil' },
    },
    countTime: 'slow',
  },
  {
    ...triangle,
    name: 'hexiamonds-snowflake',
    title: 'Hexiamonds in a snowflake',
    description: 'Kadon’s Iamond Hex: a six-pointed snowflake of 72 triangles.',
    pieces: 'the 12 hexiamonds',
    box: 'snowflake (72 triangles)',
    spec: hexiamonds(
      'The 12 hexiamonds in a snowflake (Kadon Iamond Hex)',
      "06 1[3-6] [23][2-7] 4[1-6] 5[0-5] 6[1-5] 7[12] 0[56]' 1[2-6]' 2[2-7]' 3[1-6]' [45][0-5]' 6[1-4]' 71'",
    ),
    counts: {
      all: { value: 330, source: SOURCES.polydance },
      distinct: { value: 55, source: SOURCES.puzzler, where: 'HexiamondsSnowflake' },
    },
    countTime: 'slow',
  },
  {
    ...triangle,
    name: 'lozenges-hexagon-2',
    title: 'Lozenges in a hexagon of side 2',
    description: 'Tile a hexagon of side 2 with diamonds; MacMahon’s formula counts the tilings.',
    pieces: '12 lozenges',
    box: 'hexagon of side 2',
    spec: lozenges(2),
    counts: { all: { value: 20, source: SOURCES.oeisA008793, where: 'a(2)' } },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'lozenges-hexagon-3',
    title: 'Lozenges in a hexagon of side 3',
    description: 'Tile a hexagon of side 3 with diamonds (plane partitions in a 3×3×3 box).',
    pieces: '27 lozenges',
    box: 'hexagon of side 3',
    spec: lozenges(3),
    counts: { all: { value: 980, source: SOURCES.oeisA008793, where: 'a(3)' } },
    countTime: 'fast',
  },
  {
    ...triangle,
    name: 'lozenges-hexagon-4',
    title: 'Lozenges in a hexagon of side 4',
    description: 'Tile a hexagon of side 4 with diamonds (plane partitions in a 4×4×4 box).',
    pieces: '48 lozenges',
    box: 'hexagon of side 4',
    spec: lozenges(4),
    counts: { all: { value: 232848, source: SOURCES.oeisA008793, where: 'a(4)' } },
    countTime: 'slow',
  },
];
