import { computed } from '../internal/counts.js';
import { DIABOLOES, lines, MONABOLO, quartersLine, TETRABOLOES, TRIABOLOES } from '../internal/pieces.js';
import type { CountTime, Puzzle } from '../types.js';

const abolo = { lattice: 'abolo', generator: 'polyabolo' } as const;

type Quarter = readonly [number, number, string];

/** The centroid of quarter q of square (x, y). */
function centroid([x, y, q]: Quarter): [number, number] {
  const third = { e: [5 / 6, 1 / 2], n: [1 / 2, 5 / 6], s: [1 / 2, 1 / 6], w: [1 / 6, 1 / 2] }[q]!;
  return [x + third[0]!, y + third[1]!];
}

/**
 * The quarters of a w × h rectangle whose corners are cut off by right isosceles
 * triangles with legs a (lower left), b (lower right), c (upper right) and d (upper
 * left): an octagon when all four are cut.
 */
function octagon(w: number, h: number, [a, b, c, d]: readonly [number, number, number, number] = [0, 0, 0, 0]): Quarter[] {
  const out: Quarter[] = [];
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      for (const q of 'ensw') {
        const [cx, cy] = centroid([x, y, q]);
        if (cx + cy < a || w - cx + cy < b || w - cx + (h - cy) < c || cx + (h - cy) < d) continue;
        out.push([x, y, q]);
      }
  return out;
}

/** Copies of one piece (a spec line `NAME cells`) filling a rectangle: `k|NAME cells`. */
const copies = (k: number, line: string): string => `${k}|${line}`;

function puzzle(
  name: string,
  about: { title: string; description: string; pieces: string; box: string; board: readonly Quarter[]; comment?: string },
  pieces: readonly string[],
  counts: { all: number; distinct: number },
  countTime: CountTime = 'fast',
): Puzzle {
  return {
    ...abolo,
    name,
    title: about.title,
    description: about.description,
    pieces: about.pieces,
    box: about.box,
    spec: lines(`| ${about.comment ?? about.title}: polydance polyabolo`, quartersLine(about.board), ...pieces),
    counts: { all: computed(counts.all), distinct: computed(counts.distinct) },
    countTime,
  };
}

/** The w×h rectangle in words, for names, titles and spec comments. */
const rect = (w: number, h: number, sep: string): string => `${w}${sep}${h}`;

/**
 * Families in w×h rectangles (Polydance's counts, in computed.ts): each square cut along
 * one of its diagonals (2^(wh) ways), and any number of each of the three diaboloes.
 */
function family(kind: 'monaboloes' | 'diaboloes', w: number, h: number): Puzzle {
  const shape = w === h ? 'square' : 'rectangle';
  const about =
    kind === 'monaboloes'
      ? {
          title: `Half squares in a ${rect(w, h, '×')} ${shape}`,
          description: `Each square of a ${rect(w, h, '×')} ${shape} cut along one of its diagonals: 2^${w * h} ways.`,
          pieces: `${2 * w * h} monaboloes`,
          comment: `Half squares in a ${rect(w, h, 'x')} ${shape}`,
        }
      : {
          title: `Diaboloes in a ${rect(w, h, '×')} ${shape}`,
          description: `Any number of each of the three diaboloes filling a ${rect(w, h, '×')} ${shape}.`,
          pieces: 'the 3 diaboloes, as many of each as wanted',
          comment: `Diaboloes, any number of each, in a ${rect(w, h, 'x')} ${shape}`,
        };
  return {
    ...abolo,
    name: `${kind === 'monaboloes' ? 'monaboloes' : 'diaboloes-any'}-${rect(w, h, 'x')}`,
    ...about,
    box: `${rect(w, h, '×')} ${shape}`,
    spec: lines(
      `| ${about.comment}: polydance polyabolo`,
      quartersLine(octagon(w, h)),
      ...(kind === 'monaboloes' ? [copies(2 * w * h, MONABOLO)] : DIABOLOES.map((line) => `0:${w * h}|${line}`)),
    ),
    counts: {},
    countTime: 'fast',
  };
}

export const aboloPuzzles: readonly Puzzle[] = [
  puzzle(
    'monaboloes-3x3',
    {
      title: 'Half squares in a 3×3 square',
      description: 'Each square of a 3×3 square cut along one of its diagonals: 2^9 ways, 84 up to symmetry.',
      pieces: '18 monaboloes',
      box: '3×3 square',
      board: octagon(3, 3),
      comment: 'Half squares in a 3x3 square',
    },
    [copies(18, MONABOLO)],
    { all: 512, distinct: 84 },
  ),
  puzzle(
    'monaboloes-4x4',
    {
      title: 'Half squares in a 4×4 square',
      description: 'Each square of a 4×4 square cut along one of its diagonals: 2^16 ways.',
      pieces: '32 monaboloes',
      box: '4×4 square',
      board: octagon(4, 4),
      comment: 'Half squares in a 4x4 square',
    },
    [copies(32, MONABOLO)],
    { all: 65536, distinct: 8548 },
  ),
  puzzle(
    'diabolo-squares-4x4',
    {
      title: 'Diabolo squares in a 4×4 square',
      description: 'The square of two half squares tiles a 4×4 square in one way only: square by square.',
      pieces: '16 square diaboloes',
      box: '4×4 square',
      board: octagon(4, 4),
      comment: 'Diabolo squares in a 4x4 square',
    },
    [copies(16, DIABOLOES[0])],
    { all: 1, distinct: 1 },
  ),
  puzzle(
    'diabolo-triangles-2x2',
    {
      title: 'Diabolo triangles in a 2×2 square',
      description: 'Four triangles of two half squares fill a 2×2 square in one way: their right angles meet in its centre.',
      pieces: '4 triangle diaboloes',
      box: '2×2 square',
      board: octagon(2, 2),
      comment: 'Diabolo triangles in a 2x2 square',
    },
    [copies(4, DIABOLOES[1])],
    { all: 1, distinct: 1 },
  ),
  puzzle(
    'diabolo-triangles-4x4',
    {
      title: 'Diabolo triangles in a 4×4 square',
      description: 'Sixteen triangles of two half squares fill a 4×4 square in 16 ways, 6 up to symmetry.',
      pieces: '16 triangle diaboloes',
      box: '4×4 square',
      board: octagon(4, 4),
      comment: 'Diabolo triangles in a 4x4 square',
    },
    [copies(16, DIABOLOES[1])],
    { all: 16, distinct: 6 },
  ),
  puzzle(
    'diabolo-parallelograms-4x4',
    {
      title: 'Diabolo parallelograms in a 4×4 square',
      description: 'Parallelograms of two half squares cannot fill a 4×4 square: each leaves a slanted side on the border.',
      pieces: '16 parallelogram diaboloes',
      box: '4×4 square',
      board: octagon(4, 4),
      comment: 'Diabolo parallelograms in a 4x4 square (impossible)',
    },
    [copies(16, DIABOLOES[2])],
    { all: 0, distinct: 0 },
  ),
  puzzle(
    'diaboloes-3x3',
    {
      title: 'Diaboloes in a 3×3 square',
      description: 'Any number of each of the three diaboloes (square, triangle, parallelogram) filling a 3×3 square.',
      pieces: 'the 3 diaboloes, as many of each as wanted',
      box: '3×3 square',
      board: octagon(3, 3),
      comment: 'Diaboloes, any number of each, in a 3x3 square',
    },
    DIABOLOES.map((line) => `0:9|${line}`),
    { all: 53, distinct: 11 },
  ),
  puzzle(
    'diaboloes-triaboloes-3x3',
    {
      title: 'Diaboloes and triaboloes in a 3×3 square',
      description: 'The three diaboloes and four triaboloes have the area of a 3×3 square, but cannot fill it.',
      pieces: 'the 3 diaboloes and the 4 triaboloes',
      box: '3×3 square',
      board: octagon(3, 3),
      comment: 'The 3 diaboloes and 4 triaboloes in a 3x3 square (impossible)',
    },
    [...DIABOLOES, ...TRIABOLOES],
    { all: 0, distinct: 0 },
  ),
  puzzle(
    'triaboloes-2x3',
    {
      title: 'Triaboloes in a 2×3 rectangle',
      description: 'The four triaboloes have the area of a 2×3 rectangle, but cannot fill it.',
      pieces: 'the 4 triaboloes',
      box: '2×3 rectangle',
      board: octagon(2, 3),
      comment: 'The 4 triaboloes in a 2x3 rectangle (impossible)',
    },
    TRIABOLOES,
    { all: 0, distinct: 0 },
  ),
  puzzle(
    'tetraboloes-5x7-octagon-1',
    {
      title: 'Tetraboloes in an octagon (1)',
      description:
        'The fourteen tetraboloes in a 5×7 rectangle with its corners cut by triangles with legs 1, 3, 0 and 2 (lower left, lower right, upper right, upper left).',
      pieces: 'the 14 tetraboloes',
      box: 'octagon 5×7 less corners 1, 3, 0, 2',
      board: octagon(5, 7, [1, 3, 0, 2]),
      comment: 'The 14 tetraboloes in an octagon, a 5x7 rectangle less corners 1, 3, 0, 2',
    },
    TETRABOLOES,
    { all: 5274, distinct: 5274 },
    'slow',
  ),
  puzzle(
    'tetraboloes-5x7-octagon-2',
    {
      title: 'Tetraboloes in an octagon (2)',
      description:
        'The fourteen tetraboloes in a 5×7 rectangle with its corners cut by triangles with legs 1, 2, 0 and 3 (lower left, lower right, upper right, upper left).',
      pieces: 'the 14 tetraboloes',
      box: 'octagon 5×7 less corners 1, 2, 0, 3',
      board: octagon(5, 7, [1, 2, 0, 3]),
      comment: 'The 14 tetraboloes in an octagon, a 5x7 rectangle less corners 1, 2, 0, 3',
    },
    TETRABOLOES,
    { all: 4454, distinct: 4454 },
    'slow',
  ),
  ...([[1, 2], [2, 2], [2, 3], [2, 4], [3, 4], [2, 5], [3, 5]] as const).map(([w, h]) => family('monaboloes', w, h)),
  ...([[2, 2], [2, 3], [2, 4], [3, 4], [2, 5], [4, 4], [3, 5], [4, 5], [5, 5]] as const).map(([w, h]) => family('diaboloes', w, h)),
];
