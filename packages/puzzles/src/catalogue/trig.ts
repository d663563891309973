import { minus, moved, parallelogram } from '../internal/edges.js';
import type { PuzzlerEdge } from '../internal/edges.js';
import { edgesLine } from '../internal/pieces.js';
import { boardSet, rowPuzzle } from '../internal/set-puzzles.js';
import type { BoardRow } from '../internal/set-puzzles.js';
import { TRITRIGS } from '../pieces.js';
import type { Puzzle } from '../types.js';

const trig = { lattice: 'trig', generator: 'polytrig' } as const;

/*
 * Boards built as Polyform Puzzler builds the boards of its polytrig puzzles, in its
 * coordinates (x, y, z): the edge from the point (x, y) to (x + 1, y) for z = 0, to
 * (x, y + 1) for z = 1, and to (x − 1, y + 1) for z = 2; that is `Hxy`, `Uxy` and
 * `D(x−1)y` of `polydance polytrig`.
 */
type Edge = PuzzlerEdge;

/** Puzzler's bordered parallelogram of m × n rhombi (its `coordinates_bordered` for polytrigs). */
const bordered = (m: number, n: number): Edge[] => parallelogram(m, n, (x, y, z) => (z !== 0 && y === n) || (z === 0 && x === m) || (z === 2 && x === 0));

/** Puzzler's unbordered parallelogram (its `coordinates_unbordered`): the inner edges only. */
const unbordered = (m: number, n: number): Edge[] =>
  parallelogram(m, n, (x, y, z) => y === n || (y === 0 && z === 0) || (x === m && z < 2) || (x === 0 && z !== 0));

/** The triangle of side s, with its border. */
const triangle = (s: number, at: readonly [number, number] = [0, 0]): Edge[] =>
  moved(
    bordered(s, s).filter(([x, y, z]) => x + y < s || (x + y === s && z === 2)),
    at,
  );

/** The inside of the triangle of side s. */
const triangleInside = (s: number, at: readonly [number, number]): Edge[] =>
  moved(
    unbordered(s, s).filter(([x, y]) => x + y < s),
    at,
  );

/** The hexagon of side s, with its border. */
const hexagon = (s: number): Edge[] =>
  bordered(2 * s, 2 * s).filter(([x, y, z]) => x + y >= s && (x + y < 3 * s || (x + y === 3 * s && z === 2)));

/** The inside of the hexagon of side s. */
const hexagonInside = (s: number, at: readonly [number, number]): Edge[] =>
  moved(
    unbordered(2 * s, 2 * s).filter(([x, y, z]) => !(x + y < s || (x + y === s && z === 2) || x + y >= 3 * s)),
    at,
  );

/** The hexagon with sides a and b in turn, with its border. */
function semiregularHexagon(a: number, b: number): Edge[] {
  const [long, short] = a < b ? [b, a] : [a, b];
  const [lo, hi] = [short, long + 2 * short];
  return bordered(long + short, long + short).filter(([x, y, z]) => x + y >= lo && (x + y < hi || (x + y === hi && z === 2)));
}

/** The trapezoid of base w and height h, with its border. */
const trapezoid = (w: number, h: number): Edge[] => bordered(w, h).filter(([x, y, z]) => x + y < w || (x + y === w && z === 2));

/** The box line of a board, in the edges of `polydance polytrig`. */
const boxLine = (edges: readonly Edge[]): string =>
  edgesLine(edges.map(([x, y, z]): [string, number, number] => (z === 0 ? ['H', x, y] : z === 1 ? ['U', x, y] : ['D', x - 1, y])));

/** The twelve tritrigs (36 edges) on a board, no two crossing; Puzzler's puzzles are `Tritrigs` + the board's. */
const TRITRIGS_SET = boardSet(trig, 'tritrigs', TRITRIGS);

/** A triangle of side 5 with holes: the edges of its middle hexagon, and more. */
const triangleWithHoles = (holes: readonly Edge[], inside: readonly Edge[]): Edge[] => minus(triangle(5), [...holes, ...inside]);

/** The boards of Polyform Puzzler's tritrig puzzles: their words, their edges and their counts. */
const BOARDS: readonly BoardRow<readonly Edge[]>[] = [
  {
    name: 'hexagon-2-ring', title: 'a hexagonal ring', box: 'hexagon of side 2 less its centre', counts: [0, 0, 'Hex2Ring'],
    description: 'The twelve tritrigs cannot fill a hexagon of side 2 without the six edges at its centre.',
    board: minus(hexagon(2), [[2, 2, 0], [2, 2, 1], [2, 2, 2], [1, 2, 0], [2, 1, 1], [3, 1, 2]]),
  },
  {
    name: 'hexagon-3x1-ring', title: 'a 3×1 hexagonal ring', box: 'hexagon 3×1 less 3 edges', counts: [6, 1, 'Hex3x1Ring'],
    description: 'The twelve tritrigs on a hexagon with sides of 3 and 1 less three inner edges.',
    board: minus(semiregularHexagon(3, 1), [[1, 2, 0], [2, 1, 1], [2, 1, 2]]),
  },
  {
    name: 'trapezoid-5x3-ring', title: 'a 5×3 trapezoidal ring', box: 'trapezoid 5×3 less 2 edges', counts: [2, 1, 'Trapezoid5x3Ring'],
    description: 'The twelve tritrigs on a trapezoid of base 5 and height 3 less two inner edges.',
    board: minus(trapezoid(5, 3), [[2, 1, 1], [2, 1, 2]]),
  },
  {
    name: 'jagged-trapezoid-5x3', title: 'a jagged 5×3 trapezoid', box: 'trapezoid 5×3, top edges off', counts: [2, 1, 'JaggedTrapezoid5x3'],
    description: 'The twelve tritrigs on a trapezoid of base 5 and height 3 less its top point’s edges.',
    board: trapezoid(5, 3).filter(([, y]) => y !== 3),
  },
  {
    name: 'stacked-elongated-hexagons', title: 'two stacked elongated hexagons', box: 'hexagon of side 2 less 6 edges', counts: [36, 9, 'StackedElongatedHexagons2x2x1'],
    description: 'The twelve tritrigs on a hexagon of side 2 less six edges: two elongated hexagons, one on the other.',
    board: minus(hexagon(2), [[1, 1, 2], [0, 2, 0], [0, 2, 1], [4, 1, 1], [3, 2, 0], [4, 2, 2]]),
  },
  {
    name: 'parallelogram-5x2', title: 'a 5×2 parallelogram', box: 'parallelogram 5×2 less 1 edge', counts: [18, 9, 'Parallelogram5x2'],
    description: 'The twelve tritrigs on a parallelogram of 5 × 2 rhombi less one inner edge.',
    board: minus(bordered(5, 2), [[2, 1, 0]]),
  },
  {
    name: 'trapezoid-6x2', title: 'a 6×2 trapezoid', box: 'trapezoid 6×2 less 1 edge', counts: [16, 8, 'Trapezoid6x2'],
    description: 'The twelve tritrigs on a trapezoid of base 6 and height 2 less one inner edge.',
    board: minus(trapezoid(6, 2), [[2, 1, 0]]),
  },
  {
    name: 'trefoil', title: 'a trefoil', box: 'hexagon 3×1 less 3 edges', counts: [0, 0, 'Trefoil1'],
    description: 'The twelve tritrigs cannot fill a hexagon with sides of 3 and 1 less three edges of its border.',
    board: minus(semiregularHexagon(3, 1), [[1, 0, 2], [4, 0, 1], [0, 4, 0]]),
  },
  {
    name: 'triangle-1', title: 'a triangle with holes (1)', box: 'triangle of side 5 less 9 edges', counts: [2, 1, 'Triangle1'],
    description: 'The twelve tritrigs on a triangle of side 5 less the inside of a hexagon and of a small triangle.',
    board: triangleWithHoles([], [...hexagonInside(1, [1, 0]), ...triangleInside(2, [0, 3])]),
  },
  {
    name: 'triangle-2', title: 'a triangle with holes (2)', box: 'triangle of side 5 less 9 edges', counts: [8, 4, 'Triangle2'],
    description: 'The twelve tritrigs on a triangle of side 5 less the inside of a hexagon and three edges.',
    board: triangleWithHoles([[2, 0, 2], [3, 0, 1], [0, 4, 0]], hexagonInside(1, [1, 0])),
  },
  {
    name: 'triangle-3', title: 'a triangle with holes (3)', box: 'triangle of side 5 less 9 edges', counts: [18, 6, 'Triangle3'],
    description: 'The twelve tritrigs on a triangle of side 5 less the inside of a small triangle and six edges.',
    board: triangleWithHoles([[1, 1, 1], [2, 1, 0], [2, 2, 2], [0, 3, 0], [2, 0, 2], [3, 1, 1]], triangleInside(2, [1, 1])),
  },
  {
    name: 'heart', title: 'a heart', box: 'hexagon of side 2 less 6 edges', counts: [100, 50, 'Heart1'],
    description: 'The twelve tritrigs on a hexagon of side 2 less six edges, a heart (designed by Leslie E. Shader).',
    board: minus(hexagon(2), [[2, 3, 1], [1, 4, 0], [3, 3, 2], [2, 1, 1], [2, 2, 0], [2, 2, 2]]),
  },
  {
    name: 'hexagon-1', title: 'a hexagon with six holes', box: 'hexagon of side 2 less 6 edges', counts: [30, 5, 'Hexagon1'],
    description: 'The twelve tritrigs on a hexagon of side 2 less six inner edges, in a ring.',
    board: minus(hexagon(2), [[0, 3, 0], [1, 1, 0], [1, 3, 1], [3, 0, 2], [3, 2, 1], [4, 1, 2]]),
  },
];

export const trigPuzzles: readonly Puzzle[] = BOARDS.map((row) => rowPuzzle(TRITRIGS_SET, row, boxLine(row.board)));
