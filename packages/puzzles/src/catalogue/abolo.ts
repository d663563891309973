import { computed } from '../internal/counts.js';
import { lines, MONABOLO, quartersLine } from '../internal/pieces.js';
import { DIABOLOES, TETRABOLOES, TRIABOLOES } from '../pieces.js';
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

/** A puzzle of the catalogue on the abolo lattice: its words, its board and its pieces' spec lines. */
interface Row {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly pieces: string;
  readonly box: string;
  readonly board: readonly Quarter[];
  /** The spec's comment, where it is not the title. */
  readonly comment?: string;
  readonly lines: readonly string[];
  /** Polydance's counts of all solutions and of distinct ones. */
  readonly counts: readonly [all: number, distinct: number];
  readonly countTime?: CountTime;
}

function puzzle(row: Row): Puzzle {
  return {
    ...abolo,
    name: row.name,
    title: row.title,
    description: row.description,
    pieces: row.pieces,
    box: row.box,
    spec: lines(`| ${row.comment ?? row.title}: polydance polyabolo`, quartersLine(row.board), ...row.lines),
    counts: { all: computed(row.counts[0]), distinct: computed(row.counts[1]) },
    countTime: row.countTime ?? 'fast',
  };
}

/** The w×h rectangle in words, for names, titles and spec comments. */
const rect = (w: number, h: number, sep: string): string => `${w}${sep}${h}`;

/**
 * The words of the families in w×h rectangles: each square cut along one of its
 * diagonals (2^(wh) ways, then `more`), and any number of each of the three diaboloes.
 */
function familyWords(kind: 'monaboloes' | 'diaboloes', w: number, h: number, more = ''): { title: string; description: string; pieces: string; comment: string } {
  const shape = w === h ? 'square' : 'rectangle';
  return kind === 'monaboloes'
    ? {
        title: `Half squares in a ${rect(w, h, '×')} ${shape}`,
        description: `Each square of a ${rect(w, h, '×')} ${shape} cut along one of its diagonals: 2^${w * h} ways${more}.`,
        pieces: `${2 * w * h} monaboloes`,
        comment: `Half squares in a ${rect(w, h, 'x')} ${shape}`,
      }
    : {
        title: `Diaboloes in a ${rect(w, h, '×')} ${shape}`,
        description: `Any number of each of the three diaboloes filling a ${rect(w, h, '×')} ${shape}.`,
        pieces: 'the 3 diaboloes, as many of each as wanted',
        comment: `Diaboloes, any number of each, in a ${rect(w, h, 'x')} ${shape}`,
      };
}

/** The families' boards, Polydance's counts in computed.ts. */
function family(kind: 'monaboloes' | 'diaboloes', w: number, h: number): Puzzle {
  const about = familyWords(kind, w, h);
  return {
    ...abolo,
    name: `${kind === 'monaboloes' ? 'monaboloes' : 'diaboloes-any'}-${rect(w, h, 'x')}`,
    ...about,
    box: `${rect(w, h, '×')} ${w === h ? 'square' : 'rectangle'}`,
    spec: lines(
      `| ${about.comment}: polydance polyabolo`,
      quartersLine(octagon(w, h)),
      ...(kind === 'monaboloes' ? [copies(2 * w * h, MONABOLO)] : DIABOLOES.map((line) => `0:${w * h}|${line}`)),
    ),
    counts: {},
    countTime: 'fast',
  };
}

/** Half squares in an n×n square, with Polydance's counts; `more` after the count of ways. */
function halfSquares(n: number, counts: readonly [number, number], more?: string): Puzzle {
  const lines = [copies(2 * n * n, MONABOLO)];
  return puzzle({ name: `monaboloes-${n}x${n}`, ...familyWords('monaboloes', n, n, more), box: `${n}×${n} square`, board: octagon(n, n), lines, counts });
}

/** Copies of the diabolo `DIABOLOES[k]`, named by its `shape`, filling an n×n square. */
function diabolo(k: 0 | 1 | 2, shape: string, n: number, counts: readonly [number, number], description: string): Puzzle {
  return puzzle({
    name: `diabolo-${shape}s-${n}x${n}`,
    title: `Diabolo ${shape}s in a ${n}×${n} square`,
    description,
    pieces: `${n * n} ${shape} diaboloes`,
    box: `${n}×${n} square`,
    board: octagon(n, n),
    comment: `Diabolo ${shape}s in a ${n}x${n} square${counts[0] === 0 ? ' (impossible)' : ''}`,
    lines: [copies(n * n, DIABOLOES[k])],
    counts,
  });
}

/** The fourteen tetraboloes in an octagon: a 5×7 rectangle whose corners are cut by triangles with legs `corners`. */
function tetraboloOctagon(k: number, corners: readonly [number, number, number, number], all: number): Puzzle {
  const [a, b, c, d] = corners;
  return puzzle({
    name: `tetraboloes-5x7-octagon-${k}`,
    title: `Tetraboloes in an octagon (${k})`,
    description: `The fourteen tetraboloes in a 5×7 rectangle with its corners cut by triangles with legs ${a}, ${b}, ${c} and ${d} (lower left, lower right, upper right, upper left).`,
    pieces: 'the 14 tetraboloes',
    box: `octagon 5×7 less corners ${corners.join(', ')}`,
    board: octagon(5, 7, corners),
    comment: `The 14 tetraboloes in an octagon, a 5x7 rectangle less corners ${corners.join(', ')}`,
    lines: TETRABOLOES,
    counts: [all, all],
    countTime: 'slow',
  });
}

export const aboloPuzzles: readonly Puzzle[] = [
  halfSquares(3, [512, 84], ', 84 up to symmetry'),
  halfSquares(4, [65536, 8548]),
  diabolo(0, 'square', 4, [1, 1], 'The square of two half squares tiles a 4×4 square in one way only: square by square.'),
  diabolo(1, 'triangle', 2, [1, 1], 'Four triangles of two half squares fill a 2×2 square in one way: their right angles meet in its centre.'),
  diabolo(1, 'triangle', 4, [16, 6], 'Sixteen triangles of two half squares fill a 4×4 square in 16 ways, 6 up to symmetry.'),
  diabolo(2, 'parallelogram', 4, [0, 0], 'Parallelograms of two half squares cannot fill a 4×4 square: each leaves a slanted side on the border.'),
  puzzle({
    name: 'diaboloes-3x3', title: 'Diaboloes in a 3×3 square', pieces: 'the 3 diaboloes, as many of each as wanted', box: '3×3 square',
    description: 'Any number of each of the three diaboloes (square, triangle, parallelogram) filling a 3×3 square.',
    comment: 'Diaboloes, any number of each, in a 3x3 square', board: octagon(3, 3), lines: DIABOLOES.map((line) => `0:9|${line}`), counts: [53, 11],
  }),
  puzzle({
    name: 'diaboloes-triaboloes-3x3', title: 'Diaboloes and triaboloes in a 3×3 square', pieces: 'the 3 diaboloes and the 4 triaboloes', box: '3×3 square',
    description: 'The three diaboloes and four triaboloes have the area of a 3×3 square, but cannot fill it.',
    comment: 'The 3 diaboloes and 4 triaboloes in a 3x3 square (impossible)', board: octagon(3, 3), lines: [...DIABOLOES, ...TRIABOLOES], counts: [0, 0],
  }),
  puzzle({
    name: 'triaboloes-2x3', title: 'Triaboloes in a 2×3 rectangle', pieces: 'the 4 triaboloes', box: '2×3 rectangle',
    description: 'The four triaboloes have the area of a 2×3 rectangle, but cannot fill it.',
    comment: 'The 4 triaboloes in a 2x3 rectangle (impossible)', board: octagon(2, 3), lines: TRIABOLOES, counts: [0, 0],
  }),
  tetraboloOctagon(1, [1, 3, 0, 2], 5274),
  tetraboloOctagon(2, [1, 2, 0, 3], 4454),
  ...([[1, 2], [2, 2], [2, 3], [2, 4], [3, 4], [2, 5], [3, 5]] as const).map(([w, h]) => family('monaboloes', w, h)),
  ...([[2, 2], [2, 3], [2, 4], [3, 4], [2, 5], [4, 4], [3, 5], [4, 5], [5, 5]] as const).map(([w, h]) => family('diaboloes', w, h)),
];
