import { minus, moved, parallelogram } from '../internal/edges.js';
import type { PuzzlerEdge } from '../internal/edges.js';
import { edgesLine } from '../internal/pieces.js';
import { boardSet, rowPuzzle } from '../internal/set-puzzles.js';
import type { BoardRow, BoardSet } from '../internal/set-puzzles.js';
import { PENTATWIGS, TETRATWIGS } from '../pieces.js';
import type { Puzzle } from '../types.js';

const twig = { lattice: 'twig', generator: 'polytwig' } as const;

/*
 * Boards built as Polyform Puzzler builds the boards of its polytwig puzzles, in its
 * coordinates (x, y, z): the hexagon (x, y) of a grid of hexagons, and the edge z from
 * its lower left corner: z = 0 along the hexagon's bottom, z = 1 up to the left, z = 2
 * down to the left. In the coordinates of `polydance polytwig`, the centre of hexagon
 * (x, y) is x·(1, 1) + y·(−1, 2) and its lower left corner A the point below it,
 * (x − y, x + 2y − 1); the edges are `H` at A, `D` ending at A, and `U` ending at A.
 * Every board is then moved along (1, 1) so that its least coordinate is 0 (a
 * translation of the hexagonal grid).
 */
type Edge = PuzzlerEdge;

/** Puzzler's bordered parallelogram of m × n hexagons (its `coordinates_bordered` for polytwigs). */
const bordered = (m: number, n: number): Edge[] =>
  parallelogram(m, n, (x, y, z) => (z === 2 && y === 0 && x === 0) || (z === 1 && y === n) || (z === 0 && x === m) || (x === m && y === n));

/** The inside of the parallelogram. */
const unbordered = (m: number, n: number): Edge[] =>
  bordered(m, n).filter(([x, y, z]) => !((y === 0 && z !== 1) || (x === 0 && z !== 0) || y === n || x === m));

/** The trapezoid of base m and height n hexagons (the triangle when n = m). */
const trapezoid = (m: number, n: number): Edge[] => bordered(m, n).filter(([x, y]) => x + y <= m);

/** The hexagon of side s hexagons. */
function hexagon(s: number): Edge[] {
  const [lo, hi] = [s - 1, 3 * s - 2];
  return bordered(2 * s - 1, 2 * s - 1).filter(([x, y, z]) => !(x + y < lo || (x + y === lo && z === 2) || x + y > hi));
}

/** The inside of the hexagon of side s, moved by (dx, dy). */
function hexagonInside(s: number, at: readonly [number, number]): Edge[] {
  const [lo, hi] = [s - 1, 3 * s - 2];
  return moved(
    unbordered(2 * s - 1, 2 * s - 1).filter(([x, y, z]) => !(x + y <= lo || (x + y === hi && z !== 2) || x + y > hi)),
    at,
  );
}

/** The chevron of base `base` and sides `side` hexagons. */
function chevron(base: number, side: number): Edge[] {
  const [lo, hi, last] = [side - 1, base + side - 1, 2 * side - 1];
  return bordered(hi, last).filter(([x, y, z]) => {
    const xy = x + y;
    if (xy < lo || (xy === lo && z === 2)) return false;
    if (y < side && xy > hi) return false;
    if (y >= side && (x > base || (x === base && z === 0))) return false;
    return !(y === last && x === base && z === 2);
  });
}

/** The butterfly of base `base` and sides `side` hexagons. */
function butterfly(base: number, side: number): Edge[] {
  const [lo, hi, last, first] = [(side - 1) * 2, base + side - 1, 2 * side - 1, side - 1];
  return bordered(hi, last).filter(([x, y, z]) => {
    const xy = x + y;
    if (y >= side && (xy < lo || (xy === lo && z === 2) || x > base || (x === base && z === 0))) return false;
    if (y < side && (xy > hi || x < first || (x === first && y === 0 && z === 2))) return false;
    return !(y === last && x === base && z === 2);
  });
}

/** The box line of a board, in the edges of `polydance polytwig`, moved along (1, 1) to least coordinate 0. */
function boxLine(edges: readonly Edge[]): string {
  const mine = edges.map(([x, y, z]): [string, number, number] => {
    const [ax, ay] = [x - y, x + 2 * y - 1];
    return z === 0 ? ['H', ax, ay] : z === 1 ? ['D', ax - 1, ay] : ['U', ax, ay - 1];
  });
  const t = -Math.min(...mine.flatMap(([, x, y]) => [x, y]));
  return edgesLine(mine.map(([k, x, y]) => [k, x + t, y + t] as const));
}

/** A set of polytwigs on a board; Puzzler's puzzles are the set's name (capitalized) + the board's. */
const polytwigs = (set: BoardSet, row: BoardRow<readonly Edge[]>): Puzzle =>
  rowPuzzle(set, { ...row, place: row.title.replaceAll('×', 'x') }, boxLine(row.board));

const tetratwigs = boardSet(twig, 'tetratwigs', TETRATWIGS);
const pentatwigs = boardSet(twig, 'pentatwigs', PENTATWIGS);

/**
 * The twelve pentatwigs on the edges of a chevron of hexagons (base and sides) or a
 * trapezoid (base and height), and the counts of all and distinct solutions.
 */
function outline(shape: 'chevron' | 'trapezoid', base: number, other: number, [all, distinct]: readonly [number, number]): BoardRow<readonly Edge[]> {
  const size = `${base}×${other}`;
  return {
    name: `${shape}-${base}x${other}`,
    title: `a ${size} ${shape}`,
    box: `${shape} ${size}`,
    counts: [all, distinct, `${shape[0]!.toUpperCase()}${shape.slice(1)}${base}x${other}`],
    description: `The twelve pentatwigs on the edges of a ${shape} of hexagons, base ${base} and ${shape === 'chevron' ? 'sides' : 'height'} ${other}.`,
    board: shape === 'chevron' ? chevron(base, other) : trapezoid(base, other),
  };
}

/** The boards of Polyform Puzzler's pentatwig puzzles: their words, their edges and their counts. */
const PENTATWIG_BOARDS: readonly BoardRow<readonly Edge[]>[] = [
  {
    name: 'triangle', title: 'a triangle', box: 'triangle of side 5', counts: [336, 56, 'Triangle'],
    description: 'The twelve pentatwigs on the edges of a triangle of side 5 hexagons.',
    board: trapezoid(5, 5),
  },
  {
    name: 'triangle-2', title: 'a triangle with three knobs', box: 'triangle of side 5, 3 edges moved', counts: [36, 6, 'Triangle2'],
    description: 'A triangle of side 5 hexagons less three inner edges and with one more at each corner (designed by Colin F. Brown).',
    board: [...minus(trapezoid(5, 5), [[1, 2, 0], [2, 1, 1], [2, 2, 2]]), [0, 0, 2], [0, 5, 1], [5, 0, 0]],
  },
  {
    name: '5x3', title: 'a 5×3 parallelogram', box: '5×3 parallelogram of hexagons', counts: [388, 194, '5x3'],
    description: 'The twelve pentatwigs on the edges of a parallelogram of 5 × 3 hexagons.',
    board: bordered(5, 3),
  },
  ...([['chevron', 3, 3, 230, 115], ['chevron', 5, 2, 482, 241], ['trapezoid', 6, 3, 368, 184]] as const).map(([shape, base, other, all, distinct]) =>
    outline(shape, base, other, [all, distinct]),
  ),
  {
    name: 'hexagon-ring', title: 'a hexagonal ring', box: 'hexagon of side 3 less its middle', counts: [0, 0, 'HexagonRing'],
    description: 'The twelve pentatwigs cannot fill a hexagon of side 3 hexagons less the inside of the hexagon of side 2.',
    board: minus(hexagon(3), hexagonInside(2, [1, 1])),
  },
  {
    name: 'butterfly', title: 'a butterfly', box: 'butterfly 4×3 less 5 edges', counts: [32, 8, 'Butterfly1'],
    description: 'The twelve pentatwigs on a butterfly of hexagons, base 4 and sides 3, less five edges.',
    board: minus(butterfly(4, 3), [[2, 3, 0], [3, 2, 0], [3, 2, 1], [3, 2, 2], [3, 3, 2]]),
  },
  {
    name: 'butterfly-x', title: 'a butterfly with other holes', box: 'butterfly 4×3 less 5 edges', counts: [0, 0, 'Butterfly_X'],
    description: 'The twelve pentatwigs cannot fill a butterfly of hexagons, base 4 and sides 3, less five other edges.',
    board: minus(butterfly(4, 3), [[2, 4, 0], [2, 4, 2], [3, 1, 0], [4, 0, 1], [4, 1, 2]]),
  },
];

export const twigPuzzles: readonly Puzzle[] = [
  polytwigs(tetratwigs, {
    name: '3x1', title: 'a 3×1 parallelogram', box: '3×1 parallelogram of hexagons', counts: [0, 0, '3x1'],
    description: 'The four tetratwigs cannot fill the edges of a row of three hexagons.',
    board: bordered(3, 1),
  }),
  ...PENTATWIG_BOARDS.map((row) => polytwigs(pentatwigs, row)),
];
