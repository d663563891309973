import { computed, puzzler } from '../internal/counts.js';
import { minus, moved, parallelogram } from '../internal/edges.js';
import type { PuzzlerEdge } from '../internal/edges.js';
import { edgesLine, lines, PENTATWIGS, TETRATWIGS } from '../internal/pieces.js';
import type { CountTime, Puzzle } from '../types.js';

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

/** A set of polytwigs on a board; the distinct count is Polyform Puzzler's for its puzzle `puzzle`. */
function polytwigs(
  set: { readonly name: string; readonly words: string; readonly lines: readonly string[] },
  name: string,
  about: { title: string; description: string; box: string; board: readonly Edge[] },
  counts: { all: number; distinct: number; puzzle: string },
  countTime: CountTime = 'fast',
): Puzzle {
  return {
    ...twig,
    name: `${set.name}-${name}`,
    title: `${set.words[0]!.toUpperCase()}${set.words.slice(1)} in ${about.title}`,
    description: about.description,
    pieces: `the ${set.lines.length} ${set.words}`,
    box: about.box,
    spec: lines(`| The ${set.lines.length} ${set.words} in ${about.title.replaceAll('×', 'x')}: polydance polytwig`, boxLine(about.board), ...set.lines),
    counts: { all: computed(counts.all), distinct: puzzler(counts.distinct, counts.puzzle) },
    countTime,
  };
}

const tetratwigs = { name: 'tetratwigs', words: 'tetratwigs', lines: TETRATWIGS };
const pentatwigs = { name: 'pentatwigs', words: 'pentatwigs', lines: PENTATWIGS };

export const twigPuzzles: readonly Puzzle[] = [
  polytwigs(
    tetratwigs,
    '3x1',
    { title: 'a 3×1 parallelogram', description: 'The four tetratwigs cannot fill the edges of a row of three hexagons.', box: '3×1 parallelogram of hexagons', board: bordered(3, 1) },
    { all: 0, distinct: 0, puzzle: 'Tetratwigs3x1' },
  ),
  polytwigs(
    pentatwigs,
    'triangle',
    { title: 'a triangle', description: 'The twelve pentatwigs on the edges of a triangle of side 5 hexagons.', box: 'triangle of side 5', board: trapezoid(5, 5) },
    { all: 336, distinct: 56, puzzle: 'PentatwigsTriangle' },
  ),
  polytwigs(
    pentatwigs,
    'triangle-2',
    {
      title: 'a triangle with three knobs',
      description: 'A triangle of side 5 hexagons less three inner edges and with one more at each corner (designed by Colin F. Brown).',
      box: 'triangle of side 5, 3 edges moved',
      board: [
        ...minus(trapezoid(5, 5), [
          [1, 2, 0],
          [2, 1, 1],
          [2, 2, 2],
        ]),
        [0, 0, 2],
        [0, 5, 1],
        [5, 0, 0],
      ],
    },
    { all: 36, distinct: 6, puzzle: 'PentatwigsTriangle2' },
  ),
  polytwigs(
    pentatwigs,
    '5x3',
    { title: 'a 5×3 parallelogram', description: 'The twelve pentatwigs on the edges of a parallelogram of 5 × 3 hexagons.', box: '5×3 parallelogram of hexagons', board: bordered(5, 3) },
    { all: 388, distinct: 194, puzzle: 'Pentatwigs5x3' },
  ),
  polytwigs(
    pentatwigs,
    'chevron-3x3',
    { title: 'a 3×3 chevron', description: 'The twelve pentatwigs on the edges of a chevron of hexagons, base 3 and sides 3.', box: 'chevron 3×3', board: chevron(3, 3) },
    { all: 230, distinct: 115, puzzle: 'PentatwigsChevron3x3' },
  ),
  polytwigs(
    pentatwigs,
    'chevron-5x2',
    { title: 'a 5×2 chevron', description: 'The twelve pentatwigs on the edges of a chevron of hexagons, base 5 and sides 2.', box: 'chevron 5×2', board: chevron(5, 2) },
    { all: 482, distinct: 241, puzzle: 'PentatwigsChevron5x2' },
  ),
  polytwigs(
    pentatwigs,
    'trapezoid-6x3',
    { title: 'a 6×3 trapezoid', description: 'The twelve pentatwigs on the edges of a trapezoid of hexagons, base 6 and height 3.', box: 'trapezoid 6×3', board: trapezoid(6, 3) },
    { all: 368, distinct: 184, puzzle: 'PentatwigsTrapezoid6x3' },
  ),
  polytwigs(
    pentatwigs,
    'hexagon-ring',
    {
      title: 'a hexagonal ring',
      description: 'The twelve pentatwigs cannot fill a hexagon of side 3 hexagons less the inside of the hexagon of side 2.',
      box: 'hexagon of side 3 less its middle',
      board: minus(hexagon(3), hexagonInside(2, [1, 1])),
    },
    { all: 0, distinct: 0, puzzle: 'PentatwigsHexagonRing' },
  ),
  polytwigs(
    pentatwigs,
    'butterfly',
    {
      title: 'a butterfly',
      description: 'The twelve pentatwigs on a butterfly of hexagons, base 4 and sides 3, less five edges.',
      box: 'butterfly 4×3 less 5 edges',
      board: minus(butterfly(4, 3), [
        [2, 3, 0],
        [3, 2, 0],
        [3, 2, 1],
        [3, 2, 2],
        [3, 3, 2],
      ]),
    },
    { all: 32, distinct: 8, puzzle: 'PentatwigsButterfly1' },
  ),
  polytwigs(
    pentatwigs,
    'butterfly-x',
    {
      title: 'a butterfly with other holes',
      description: 'The twelve pentatwigs cannot fill a butterfly of hexagons, base 4 and sides 3, less five other edges.',
      box: 'butterfly 4×3 less 5 edges',
      board: minus(butterfly(4, 3), [
        [2, 4, 0],
        [2, 4, 2],
        [3, 1, 0],
        [4, 0, 1],
        [4, 1, 2],
      ]),
    },
    { all: 0, distinct: 0, puzzle: 'PentatwigsButterfly_X' },
  ),
];
