import { computed, puzzler } from '../internal/counts.js';
import { minus, moved, parallelogram } from '../internal/edges.js';
import type { PuzzlerEdge } from '../internal/edges.js';
import { edgesLine, lines, TRITRIGS } from '../internal/pieces.js';
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

/**
 * The twelve tritrigs (36 edges) on a board of `name`, no two crossing; the distinct
 * count is Polyform Puzzler's for its puzzle `Tritrigs` + `puzzle`.
 */
function tritrigs(
  name: string,
  about: { title: string; description: string; box: string; board: readonly Edge[] },
  counts: { all: number; distinct: number; puzzle: string },
): Puzzle {
  return {
    ...trig,
    name: `tritrigs-${name}`,
    title: `Tritrigs in ${about.title}`,
    description: about.description,
    pieces: 'the 12 tritrigs',
    box: about.box,
    spec: lines(`| The 12 tritrigs in ${about.title}: polydance polytrig`, boxLine(about.board), ...TRITRIGS),
    counts: { all: computed(counts.all), distinct: puzzler(counts.distinct, `Tritrigs${counts.puzzle}`) },
    countTime: 'fast',
  };
}

/** A triangle of side 5 with holes: the edges of its middle hexagon, and more. */
const triangleWithHoles = (holes: readonly Edge[], inside: readonly Edge[]): Edge[] => minus(triangle(5), [...holes, ...inside]);

export const trigPuzzles: readonly Puzzle[] = [
  tritrigs(
    'hexagon-2-ring',
    {
      title: 'a hexagonal ring',
      description: 'The twelve tritrigs cannot fill a hexagon of side 2 without the six edges at its centre.',
      box: 'hexagon of side 2 less its centre',
      board: minus(hexagon(2), [
        [2, 2, 0],
        [2, 2, 1],
        [2, 2, 2],
        [1, 2, 0],
        [2, 1, 1],
        [3, 1, 2],
      ]),
    },
    { all: 0, distinct: 0, puzzle: 'Hex2Ring' },
  ),
  tritrigs(
    'hexagon-3x1-ring',
    {
      title: 'a 3×1 hexagonal ring',
      description: 'The twelve tritrigs on a hexagon with sides of 3 and 1 less three inner edges.',
      box: 'hexagon 3×1 less 3 edges',
      board: minus(semiregularHexagon(3, 1), [
        [1, 2, 0],
        [2, 1, 1],
        [2, 1, 2],
      ]),
    },
    { all: 6, distinct: 1, puzzle: 'Hex3x1Ring' },
  ),
  tritrigs(
    'trapezoid-5x3-ring',
    {
      title: 'a 5×3 trapezoidal ring',
      description: 'The twelve tritrigs on a trapezoid of base 5 and height 3 less two inner edges.',
      box: 'trapezoid 5×3 less 2 edges',
      board: minus(trapezoid(5, 3), [
        [2, 1, 1],
        [2, 1, 2],
      ]),
    },
    { all: 2, distinct: 1, puzzle: 'Trapezoid5x3Ring' },
  ),
  tritrigs(
    'jagged-trapezoid-5x3',
    {
      title: 'a jagged 5×3 trapezoid',
      description: 'The twelve tritrigs on a trapezoid of base 5 and height 3 less its top point’s edges.',
      box: 'trapezoid 5×3, top edges off',
      board: trapezoid(5, 3).filter(([, y]) => y !== 3),
    },
    { all: 2, distinct: 1, puzzle: 'JaggedTrapezoid5x3' },
  ),
  tritrigs(
    'stacked-elongated-hexagons',
    {
      title: 'two stacked elongated hexagons',
      description: 'The twelve tritrigs on a hexagon of side 2 less six edges: two elongated hexagons, one on the other.',
      box: 'hexagon of side 2 less 6 edges',
      board: minus(hexagon(2), [
        [1, 1, 2],
        [0, 2, 0],
        [0, 2, 1],
        [4, 1, 1],
        [3, 2, 0],
        [4, 2, 2],
      ]),
    },
    { all: 36, distinct: 9, puzzle: 'StackedElongatedHexagons2x2x1' },
  ),
  tritrigs(
    'parallelogram-5x2',
    {
      title: 'a 5×2 parallelogram',
      description: 'The twelve tritrigs on a parallelogram of 5 × 2 rhombi less one inner edge.',
      box: 'parallelogram 5×2 less 1 edge',
      board: minus(bordered(5, 2), [[2, 1, 0]]),
    },
    { all: 18, distinct: 9, puzzle: 'Parallelogram5x2' },
  ),
  tritrigs(
    'trapezoid-6x2',
    {
      title: 'a 6×2 trapezoid',
      description: 'The twelve tritrigs on a trapezoid of base 6 and height 2 less one inner edge.',
      box: 'trapezoid 6×2 less 1 edge',
      board: minus(trapezoid(6, 2), [[2, 1, 0]]),
    },
    { all: 16, distinct: 8, puzzle: 'Trapezoid6x2' },
  ),
  tritrigs(
    'trefoil',
    {
      title: 'a trefoil',
      description: 'The twelve tritrigs cannot fill a hexagon with sides of 3 and 1 less three edges of its border.',
      box: 'hexagon 3×1 less 3 edges',
      board: minus(semiregularHexagon(3, 1), [
        [1, 0, 2],
        [4, 0, 1],
        [0, 4, 0],
      ]),
    },
    { all: 0, distinct: 0, puzzle: 'Trefoil1' },
  ),
  tritrigs(
    'triangle-1',
    {
      title: 'a triangle with holes (1)',
      description: 'The twelve tritrigs on a triangle of side 5 less the inside of a hexagon and of a small triangle.',
      box: 'triangle of side 5 less 9 edges',
      board: triangleWithHoles([], [...hexagonInside(1, [1, 0]), ...triangleInside(2, [0, 3])]),
    },
    { all: 2, distinct: 1, puzzle: 'Triangle1' },
  ),
  tritrigs(
    'triangle-2',
    {
      title: 'a triangle with holes (2)',
      description: 'The twelve tritrigs on a triangle of side 5 less the inside of a hexagon and three edges.',
      box: 'triangle of side 5 less 9 edges',
      board: triangleWithHoles(
        [
          [2, 0, 2],
          [3, 0, 1],
          [0, 4, 0],
        ],
        hexagonInside(1, [1, 0]),
      ),
    },
    { all: 8, distinct: 4, puzzle: 'Triangle2' },
  ),
  tritrigs(
    'triangle-3',
    {
      title: 'a triangle with holes (3)',
      description: 'The twelve tritrigs on a triangle of side 5 less the inside of a small triangle and six edges.',
      box: 'triangle of side 5 less 9 edges',
      board: triangleWithHoles(
        [
          [1, 1, 1],
          [2, 1, 0],
          [2, 2, 2],
          [0, 3, 0],
          [2, 0, 2],
          [3, 1, 1],
        ],
        triangleInside(2, [1, 1]),
      ),
    },
    { all: 18, distinct: 6, puzzle: 'Triangle3' },
  ),
  tritrigs(
    'heart',
    {
      title: 'a heart',
      description: 'The twelve tritrigs on a hexagon of side 2 less six edges, a heart (designed by Leslie E. Shader).',
      box: 'hexagon of side 2 less 6 edges',
      board: minus(hexagon(2), [
        [2, 3, 1],
        [1, 4, 0],
        [3, 3, 2],
        [2, 1, 1],
        [2, 2, 0],
        [2, 2, 2],
      ]),
    },
    { all: 100, distinct: 50, puzzle: 'Heart1' },
  ),
  tritrigs(
    'hexagon-1',
    {
      title: 'a hexagon with six holes',
      description: 'The twelve tritrigs on a hexagon of side 2 less six inner edges, in a ring.',
      box: 'hexagon of side 2 less 6 edges',
      board: minus(hexagon(2), [
        [0, 3, 0],
        [1, 1, 0],
        [1, 3, 1],
        [3, 0, 2],
        [3, 2, 1],
        [4, 1, 2],
      ]),
    },
    { all: 30, distinct: 5, puzzle: 'Hexagon1' },
  ),
];
