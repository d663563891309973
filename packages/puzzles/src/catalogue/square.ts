import { computed, puzzler } from '../internal/counts.js';
import { lines, POLYOMINOES_1234 } from '../internal/pieces.js';
import { PENTOMINOES, TETROMINOES } from '../pieces.js';
import { SOURCES } from '../sources.js';
import type { Count, CountTime, Puzzle } from '../types.js';

const square = { lattice: 'square', generator: 'polyomino' } as const;

/**
 * Domino tilings of a W×H rectangle: W·H/2 copies of one domino. The words say
 * `a W×H rectangle` (or square) unless `shape` names it otherwise.
 */
function dominoes(
  w: number,
  h: number,
  all: Count,
  words: { shape?: string; title?: string; description?: string; countTime?: CountTime } = {},
): Puzzle {
  const digit = (n: number): string => n.toString(36);
  const box = `${w}×${h} ${w === h ? 'square' : 'rectangle'}`;
  const shape = words.shape ?? box;
  return {
    ...square,
    name: `dominoes-${w}x${h}`,
    title: words.title ?? `Dominoes in a ${shape}`,
    description: words.description ?? `Tile a ${shape} with dominoes.`,
    pieces: `${(w * h) / 2} dominoes`,
    box,
    spec: lines(
      `| Domino tilings of a ${w}x${h} rectangle: polydance polyomino`,
      `[0-${digit(w - 1)}][0-${digit(h - 1)}]`,
      `${(w * h) / 2}|D 00 01`,
    ),
    counts: { all },
    countTime: words.countTime ?? 'fast',
  };
}

/** Monomer-dimer tilings of an n×n square: any number of monominoes and dominoes. */
function monomersDimers(n: number, all: number): Puzzle {
  return {
    ...square,
    name: `monomers-dimers-${n}x${n}`,
    title: `Monomers and dimers in a ${n}×${n} square`,
    description: `Cover a ${n}×${n} square with any number of monominoes and dominoes.`,
    pieces: 'monominoes and dominoes, any number',
    box: `${n}×${n} square`,
    spec: lines(
      `| Monomer-dimer tilings of a ${n}x${n} square: polydance polyomino`,
      `[0-${n - 1}][0-${n - 1}]`,
      `0:${Math.floor((n * n) / 2)}|D 00 01`,
      `0:${n * n}|M 00`,
    ),
    counts: { all: { value: all, source: SOURCES.oeisA028420, where: `a(${n})` } },
    countTime: 'fast',
  };
}

/**
 * The nine polyominoes of orders 1 to 4 in a box of 29 cells (`cells`), named `shape`
 * in the catalogue, `place` in the spec's comment; the distinct count is Polyform
 * Puzzler's for its puzzle `Polyominoes1234` + `puzzle`.
 */
function polyominoes1234(
  shape: string,
  about: { title: string; description: string; box: string; place: string; cells: string },
  counts: { all: number; distinct: number; puzzle: string },
): Puzzle {
  return {
    ...square,
    name: `polyominoes-1234-${shape}`,
    title: `Polyominoes of orders 1–4: ${about.title}`,
    description: about.description,
    pieces: 'the 9 polyominoes of orders 1 to 4',
    box: about.box,
    spec: lines(
      `| Polyominoes of orders 1-4 in ${about.place}: polydance polyomino`,
      '| m monomino, d domino, i and v trominoes, I L O S T tetrominoes',
      about.cells,
      ...POLYOMINOES_1234,
    ),
    counts: { all: computed(counts.all), distinct: puzzler(counts.distinct, `Polyominoes1234${counts.puzzle}`) },
    countTime: 'fast',
  };
}

/** The twelve pentominoes in a box. */
function pentominoes(title: string, box: string, ...more: string[]): string {
  return lines(`| ${title}: polydance polyomino`, box, ...PENTOMINOES, ...more);
}

/** The twelve pentominoes in a rows×cols rectangle (cells `[0-r][0-c]`, digits in base 36). */
function pentominoRectangle(
  rows: number,
  cols: number,
  counts: { all: Count; distinct: Count },
  countTime: CountTime,
  description = `The twelve pentominoes in a ${rows}×${cols} rectangle.`,
): Puzzle {
  return {
    ...square,
    name: `pentominoes-${rows}x${cols}`,
    title: `Pentominoes in a ${rows}×${cols} rectangle`,
    description,
    pieces: 'the 12 pentominoes',
    box: `${rows}×${cols} rectangle`,
    spec: pentominoes(`The 12 pentominoes in a ${rows}x${cols} rectangle`, `[0-${(rows - 1).toString(36)}][0-${(cols - 1).toString(36)}]`),
    counts,
    countTime,
  };
}

/**
 * The 18 one-sided pentominoes (each piece and its mirror image, turned but never
 * flipped) in a rows×cols rectangle, named by their set. A reflection of the box swaps
 * every piece with its mirror image, so distinct counts are up to rotations and
 * reflections, as Polyform Puzzler counts them.
 */
function oneSidedPentominoes(rows: number, cols: number, counts: Puzzle['counts'], countTime: CountTime): Puzzle {
  return {
    ...square,
    name: `one-sided-pentominoes-${rows}x${cols}`,
    title: `One-sided pentominoes in a ${rows}×${cols} rectangle`,
    description: `The 18 one-sided pentominoes, turned but never flipped, in a ${rows}×${cols} rectangle.`,
    pieces: 'the 18 one-sided pentominoes',
    box: `${rows}×${cols} rectangle`,
    spec: lines(
      `| The 18 one-sided pentominoes in a ${rows}x${cols} rectangle: polydance polyomino`,
      `[0-${(rows - 1).toString(36)}][0-${(cols - 1).toString(36)}]`,
      'set: one-sided-pentominoes',
    ),
    counts,
    countTime,
  };
}

export const squarePuzzles: readonly Puzzle[] = [
  dominoes(
    2,
    10,
    { value: 89, source: SOURCES.oeisA000045, where: 'F(11)' },
    { shape: '2×10 strip', description: 'Tile a 2×10 strip with dominoes: the count is a Fibonacci number.' },
  ),
  dominoes(3, 10, { value: 571, source: SOURCES.oeisA001835, where: 'a(5)' }),
  dominoes(4, 4, { value: 36, source: SOURCES.oeisA004003, where: 'a(2)' }),
  dominoes(4, 7, { value: 781, source: SOURCES.oeisA005178, where: 'a(7)' }),
  dominoes(6, 6, { value: 6728, source: SOURCES.oeisA004003, where: 'a(3)' }),
  dominoes(
    8,
    8,
    { value: 12988816, source: SOURCES.oeisA004003, where: 'a(4)' },
    {
      title: 'Dominoes on a chessboard',
      description: 'Tile the 8×8 chessboard with 32 dominoes: Kasteleyn’s 12,988,816 = 2⁴·901² tilings.',
      countTime: 'long',
    },
  ),
  monomersDimers(3, 131),
  monomersDimers(4, 10012),
  {
    ...square,
    name: 'trominoes-3x10',
    title: 'Straight trominoes in a 3×10 strip',
    description: 'Tile a 3×10 strip with 1×3 bars: Narayana’s cows sequence.',
    pieces: '10 straight trominoes',
    box: '3×10 rectangle',
    spec: lines('| Straight trominoes in a 3x10 strip: polydance polyomino', '[0-2][0-9]', '10|I 00 01 02'),
    counts: { all: { value: 28, source: SOURCES.oeisA000930, where: 'a(10)' } },
    countTime: 'fast',
  },
  {
    ...square,
    name: 'tetrominoes-4x5',
    title: 'The five tetrominoes in a 4×5 rectangle',
    description: 'The five tetrominoes cover 20 cells, but no rectangle: color it like a chessboard and the T covers 3 of one color.',
    pieces: 'the 5 tetrominoes',
    box: '4×5 rectangle',
    spec: lines('| The five tetrominoes in a 4x5 rectangle (impossible): polydance polyomino', '[0-3][0-4]', ...TETROMINOES),
    counts: {
      all: { value: 0, source: SOURCES.golomb, where: 'the checkerboard coloring argument' },
      distinct: { value: 0, source: SOURCES.golomb, where: 'the checkerboard coloring argument' },
    },
    countTime: 'fast',
  },
  polyominoes1234(
    'square-plus',
    {
      title: 'square plus',
      description: 'Monomino, domino, both trominoes and the five tetrominoes in a 5×5 square with a bump on each side.',
      box: '5×5 square with 4 bumps (29 cells)',
      place: 'a square with bumps (Kadon)',
      cells: '[06]3 [1245][1-5] 3[0-6]',
    },
    { all: 4504, distinct: 563, puzzle: 'SquarePlus' },
  ),
  polyominoes1234(
    'astroid',
    {
      title: 'astroid',
      description: 'The nine polyominoes of orders 1 to 4 in a four-pointed star.',
      box: 'astroid (29 cells)',
      place: 'an astroid (Kadon)',
      cells: '[0178]4 [26][3-5] [35][2-6] 4[0-8]',
    },
    { all: 144, distinct: 18, puzzle: 'Astroid' },
  ),
  polyominoes1234(
    'skewered-square',
    {
      title: 'skewered square',
      description: 'The nine polyominoes of orders 1 to 4 in a 5×5 square pierced by a 9-cell bar.',
      box: 'skewered 5×5 square (29 cells)',
      place: 'a skewered square (Dan Klarskov)',
      cells: '[0178]2 [2-6][0-4]',
    },
    { all: 5280, distinct: 1320, puzzle: 'SkeweredSquare' },
  ),
  polyominoes1234(
    'skewered-9x3',
    {
      title: 'skewered 9×3 rectangle',
      description: 'The nine polyominoes of orders 1 to 4 in a 9×3 rectangle pierced by an 11-cell bar.',
      box: 'skewered 9×3 rectangle (29 cells)',
      place: 'a skewered 9x3 rectangle (Dan Klarskov)',
      cells: '[0a]1 [1-9][0-2]',
    },
    { all: 20996, distinct: 5249, puzzle: 'Skewered9x3' },
  ),
  pentominoRectangle(
    6,
    10,
    { all: { value: 9356, source: SOURCES.taocp4b, where: 'the 6×10 pentomino problem: 4 × 2339 solutions' }, distinct: { value: 2339, source: SOURCES.haselgrove1960 } },
    'slow',
    'The classic: the twelve pentominoes in a 6×10 rectangle.',
  ),
  pentominoRectangle(5, 12, { all: computed(4040), distinct: puzzler(1010, 'Pentominoes5x12') }, 'slow'),
  pentominoRectangle(4, 15, { all: computed(1472), distinct: puzzler(368, 'Pentominoes4x15') }, 'slow'),
  pentominoRectangle(
    3,
    20,
    { all: computed(8, 'knuth'), distinct: puzzler(2, 'Pentominoes3x20') },
    'fast',
    'The twelve pentominoes in a 3×20 strip: just two ways.',
  ),
  {
    ...square,
    name: 'pentominoes-8x8-centre-hole',
    title: 'Pentominoes in an 8×8 square with a hole in the centre',
    description: 'Dana Scott’s 1958 problem: the twelve pentominoes around a 2×2 hole in the middle of a chessboard.',
    pieces: 'the 12 pentominoes',
    box: '8×8 square without its central 2×2',
    spec: pentominoes('The 12 pentominoes in an 8x8 square with a 2x2 hole in the centre', '[0-25-7][0-7] [34][0-25-7]'),
    counts: { all: computed(520), distinct: { value: 65, source: SOURCES.scott1958 } },
    countTime: 'fast',
  },
  {
    ...square,
    name: 'pentominoes-8x8-corners',
    title: 'Pentominoes in an 8×8 square without its corners',
    description: 'The twelve pentominoes in a chessboard whose four corner cells are cut off.',
    pieces: 'the 12 pentominoes',
    box: '8×8 square without its 4 corners',
    spec: pentominoes('The 12 pentominoes in an 8x8 square without its corners', '[07][1-6] [1-6][0-7]'),
    counts: { all: computed(17360), distinct: puzzler(2170, 'Pentominoes8x8WithoutCorners') },
    countTime: 'slow',
  },
  {
    ...square,
    name: 'pentominoes-8x8-square-tetromino',
    title: 'Pentominoes and the square tetromino in an 8×8 square',
    description: 'The twelve pentominoes and a 2×2 square fill the chessboard: the square may go anywhere.',
    pieces: 'the 12 pentominoes and the square tetromino',
    box: '8×8 square',
    spec: pentominoes('The 12 pentominoes and the square tetromino in an 8x8 square', '[0-7][0-7]', 'O 00 01 10 11'),
    counts: { all: computed(129168), distinct: puzzler(16146, 'PentominoesPlusSquareTetromino8x8') },
    countTime: 'slow',
  },
  {
    ...square,
    name: 'pentominoes-diamond',
    title: 'Pentominoes in a diamond',
    description: 'The twelve pentominoes in a stepped diamond of 60 cells.',
    pieces: 'the 12 pentominoes',
    box: 'diamond (60 cells)',
    spec: pentominoes('The 12 pentominoes in a diamond', '[0a]5 [19][4-6] [28][3-7] [37][2-8] [46][1-9] 5[0-9]'),
    counts: { all: computed(16), distinct: puzzler(8, 'PentominoesDiamond') },
    countTime: 'fast',
  },
  {
    ...square,
    name: 'pentominoes-cross',
    title: 'Pentominoes in a cross',
    description: 'The twelve pentominoes in a fat cross with a one-cell hole in the middle.',
    pieces: 'the 12 pentominoes',
    box: 'cross with a central hole (60 cells)',
    spec: pentominoes('The 12 pentominoes in a cross', '[0-28-a][4-6] [37][3-7] [46][0-a] 5[0-46-a]'),
    counts: { all: computed(112), distinct: puzzler(14, 'PentominoesCross1') },
    countTime: 'fast',
  },
  {
    ...square,
    name: 'pentominoes-trapezoid',
    title: 'Pentominoes in a stepped trapezoid',
    description: 'The twelve pentominoes in a staircase band of 60 cells.',
    pieces: 'the 12 pentominoes',
    box: 'stepped trapezoid (60 cells)',
    spec: pentominoes(
      'The 12 pentominoes in a stepped trapezoid',
      '0a 1[9a] 2[8-a] 3[7-a] 4[6-a] 5[5-a] 6[4-a] 7[3-a] 8[2-9] 9[1-8] a[0-7]',
    ),
    counts: { all: computed(280), distinct: puzzler(140, 'PentominoesTrapezoid') },
    countTime: 'fast',
  },
  oneSidedPentominoes(3, 30, { all: computed(184), distinct: puzzler(46, 'OneSidedPentominoes3x30') }, 'slow'),
  oneSidedPentominoes(5, 18, { distinct: puzzler(686628, 'OneSidedPentominoes5x18') }, 'long'),
  oneSidedPentominoes(6, 15, { distinct: puzzler(2567183, 'OneSidedPentominoes6x15') }, 'long'),
  oneSidedPentominoes(9, 10, { distinct: puzzler(10440433, 'OneSidedPentominoes9x10') }, 'long'),
];
