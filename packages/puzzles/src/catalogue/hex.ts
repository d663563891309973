import { computed } from '../internal/counts.js';
import { cellsLine } from '../internal/pieces.js';
import { boardSet, setOnBoard } from '../internal/set-puzzles.js';
import type { Board, BoardSet } from '../internal/set-puzzles.js';
import { TETRAHEXES, TRIHEXES } from '../pieces.js';
import type { Count, CountTime, Puzzle } from '../types.js';

const hex = { lattice: 'hex', generator: 'polyhex' } as const;

/*
 * Boards in the axial coordinates of `polydance polyhex` (x to the right, y up at 60°),
 * which are those of Polyform Puzzler's polyhex puzzles: each board below is built as
 * Puzzler builds the board of the puzzle it cites.
 */

type Cell = readonly [number, number];

/** The rhombus of w × h hexagons, moved by (dx, dy). */
function parallelogram(w: number, h: number, dx = 0, dy = 0): Cell[] {
  const out: Cell[] = [];
  for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) out.push([x + dx, y + dy]);
  return out;
}

/** The hexagon of side n, moved by (dx, dy): the cells of the (2n−1)-rhombus with n−1 ≤ x + y ≤ 3n−3. */
function hexagon(n: number, dx = 0, dy = 0): Cell[] {
  return parallelogram(2 * n - 1, 2 * n - 1).filter(([x, y]) => x + y >= n - 1 && x + y <= 3 * n - 3).map(([x, y]) => [x + dx, y + dy]);
}

/** The hexagon with sides `base` (top and bottom) and `side` (the four others). */
function elongatedHexagon(base: number, side: number): Cell[] {
  return parallelogram(side + base - 1, 2 * side - 1).filter(([x, y]) => x + y >= side - 1 && x + y <= base + 2 * side - 3);
}

/** The triangle of side n: x + y < n. */
function triangle(n: number, dx = 0, dy = 0): Cell[] {
  return parallelogram(n, n).filter(([x, y]) => x + y < n).map(([x, y]) => [x + dx, y + dy]);
}

/** The six-pointed star of two triangles of side 3n − 2, points n − 1 long. */
function hexagram(n: number): Cell[] {
  const bound = (n - 1) * 4 + 1;
  const [lo, hi] = [n - 1, (n - 1) * 3];
  const [sumLo, sumHi] = [(n - 1) * 3, (n - 1) * 5];
  return parallelogram(bound, bound).filter(
    ([x, y]) => (x + y >= sumLo && y <= hi && x <= hi) || (x + y <= sumHi && y >= lo && x >= lo),
  );
}

/** A "rectangle" of w columns of h hexagons, each column half a hexagon below the one to its left. */
function staggeredRectangle(w: number, h: number): Cell[] {
  const out: Cell[] = [];
  for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) out.push([x, y + Math.floor((w - x - 1) / 2)]);
  return out;
}

const minus = (cells: readonly Cell[], holes: readonly Cell[]): Cell[] =>
  cells.filter(([x, y]) => !holes.some(([a, b]) => a === x && b === y));
const union = (...parts: readonly (readonly Cell[])[]): Cell[] => {
  const seen = new Map<string, Cell>();
  for (const part of parts) for (const c of part) seen.set(`${c[0]},${c[1]}`, c);
  return [...seen.values()];
};

const TETRAHEXES_SET = boardSet(hex, 'tetrahexes', TETRAHEXES);

/** The three trihexes and the seven tetrahexes, Puzzler's `Polyhexes34`. */
const POLYHEXES_34: BoardSet = {
  ...hex,
  stem: 'trihexes-tetrahexes',
  title: 'Trihexes and tetrahexes',
  pieces: 'the 3 trihexes and the 7 tetrahexes',
  comment: 'The 3 trihexes and 7 tetrahexes',
  lines: [...TRIHEXES, ...TETRAHEXES],
  puzzler: 'Polyhexes34',
};

/** The words of a board of polyhexes, and its cells. */
type About = Omit<Board, 'name' | 'place'> & { board: readonly Cell[] };

/** The board named `name`, in the spec's comment as in its title but with `x` for `×`. */
const named = (name: string, about: About): Board => ({ name, ...about, place: about.title.replaceAll('×', 'x') });

/**
 * The seven tetrahexes (28 hexagons) in a board named `name`; the distinct count is
 * Polyform Puzzler's for its puzzle `Tetrahexes` + `puzzle`.
 */
function tetrahexes(name: string, about: About, counts: { all: number; distinct: number; puzzle: string; note?: string }, countTime: CountTime = 'fast'): Puzzle {
  const puzzle = `${counts.puzzle}${counts.note ?? ''}`;
  return setOnBoard(TETRAHEXES_SET, named(name, about), cellsLine(about.board), { all: computed(counts.all), distinct: counts.distinct, puzzle }, countTime);
}

/** The three trihexes and the seven tetrahexes (37 hexagons); Puzzler's `Polyhexes34` + `puzzle`. */
function polyhexes34(name: string, about: About, counts: { all: Count; distinct: number; puzzle: string }, countTime: CountTime): Puzzle {
  return setOnBoard(POLYHEXES_34, named(name, about), cellsLine(about.board), counts, countTime);
}

/** The hexagon of side 3 between an elongated hexagon's ends, with two holes. */
const twoHoles = (holes: readonly Cell[]): Cell[] => minus(elongatedHexagon(3, 4), holes);

export const hexPuzzles: readonly Puzzle[] = [
  tetrahexes(
    '4x7',
    { title: 'a 4×7 rhombus', description: 'The seven tetrahexes in a rhombus of 4 rows of 7 hexagons.', box: '4×7 rhombus', board: parallelogram(7, 4) },
    { all: 18, distinct: 9, puzzle: '4x7' },
  ),
  tetrahexes(
    'triangle-7',
    { title: 'a triangle of side 7', description: 'The seven tetrahexes cannot fill a triangle of side 7 (28 hexagons).', box: 'triangle of side 7', board: triangle(7) },
    { all: 0, distinct: 0, puzzle: '7x7Triangle' },
  ),
  tetrahexes(
    'elongated-hexagon-9x2',
    {
      title: 'an elongated hexagon 9×2',
      description: 'The seven tetrahexes in a hexagon with sides of 9 and 2 hexagons (a 3×10 rhombus with two corners cut).',
      box: 'elongated hexagon 9×2',
      board: elongatedHexagon(9, 2),
    },
    { all: 8, distinct: 2, puzzle: 'ElongatedHexagon9x2' },
  ),
  ...(
    [
      [1, [[2, 4], [3, 2]], 2, 'two holes off the middle'],
      [2, [[2, 3], [3, 3]], 3, 'two holes side by side in the middle'],
      [3, [[1, 3], [4, 3]], 4, 'two holes in the middle row, apart'],
      [4, [[0, 3], [5, 3]], 5, 'the two end hexagons of its middle row taken off'],
    ] as const
  ).map(([k, holes, distinct, where]) =>
    tetrahexes(
      `elongated-hexagon-3x4-${k}`,
      {
        title: `an elongated hexagon 3×4 with two holes (${k})`,
        description: `The seven tetrahexes in a hexagon with sides of 3 and 4 hexagons, ${where} (designed by Abaroth).`,
        box: `elongated hexagon 3×4 minus 2 (${k})`,
        board: twoHoles(holes),
      },
      { all: 4 * distinct, distinct, puzzle: `ElongatedHexagon3x4_${k}` },
    ),
  ),
  tetrahexes(
    'coin',
    {
      title: 'a coin',
      description: 'The seven tetrahexes in a coin: an elongated hexagon 5 rows high with a hole in the middle.',
      box: 'coin (28 hexagons around a hole)',
      board: parallelogram(7, 5).filter(([x, y]) => x + y > 1 && x + y < 9 && !(x === 3 && y === 2)),
    },
    { all: 16, distinct: 4, puzzle: 'Coin' },
  ),
  tetrahexes(
    'hexagon-4-minus-rhombus',
    {
      title: 'a hexagon of side 4 less a 3×3 rhombus',
      description: 'The seven tetrahexes cannot fill a hexagon of side 4 with a 3×3 rhombus taken out of its middle.',
      box: 'hexagon of side 4 minus a 3×3 rhombus',
      board: minus(hexagon(4), parallelogram(3, 3, 2, 2)),
    },
    { all: 0, distinct: 0, puzzle: 'Hexagon_x1' },
  ),
  ...(
    [
      [1, [[0, 3], [0, 6], [3, 0], [3, 6], [6, 0], [6, 3], [2, 2], [2, 5], [5, 2]], 12, 2, ''],
      [2, [[0, 3], [0, 6], [3, 0], [3, 6], [6, 0], [6, 3], [2, 5], [3, 3], [4, 1]], 8, 2, ' (designed by George Sicherman)'],
      [3, [[0, 6], [3, 0], [6, 3], [1, 4], [2, 2], [2, 5], [4, 1], [4, 4], [5, 2]], 6, 1, ' (designed by Abaroth)'],
    ] as const
  ).map(([k, holes, all, distinct, who]) =>
    tetrahexes(
      `flower-${k}`,
      {
        title: `a flower (${k})`,
        description: `The seven tetrahexes in a hexagon of side 4 with nine hexagons taken out, a flower${who}.`,
        box: `hexagon of side 4 minus 9 (flower ${k})`,
        board: minus(hexagon(4), holes),
      },
      {
        all,
        distinct,
        puzzle: `Flower${k}`,
        // Puzzler's page says 4 for its second flower, but the solutions it lists for it are 2
        ...(k === 2 ? { note: ' (its solutions file; the puzzle page says 4)' } : {}),
      },
    ),
  ),
  tetrahexes(
    'bumpy-triangle',
    {
      title: 'a bumpy triangle',
      description: 'The seven tetrahexes in a hexagon of side 3 with a hexagon of side 2 on three of its sides.',
      box: 'bumpy triangle (28 hexagons)',
      board: union(hexagon(3, 1, 1), hexagon(2, 0, 4), hexagon(2, 2, 0), hexagon(2, 4, 2)),
    },
    { all: 6, distinct: 1, puzzle: 'BumpyTriangle' },
  ),
  tetrahexes(
    'staggered-rectangle-7x4',
    {
      title: 'a staggered 7×4 rectangle',
      description: 'The seven tetrahexes in seven columns of four hexagons, each column half a hexagon off the next.',
      box: 'staggered rectangle 7×4',
      board: staggeredRectangle(7, 4),
    },
    { all: 46, distinct: 23, puzzle: 'StaggeredRectangle7x4' },
  ),
  polyhexes34(
    'hexagram',
    {
      title: 'a hexagram',
      description: 'The three trihexes and seven tetrahexes in a six-pointed star of 37 hexagons.',
      box: 'hexagram (37 hexagons)',
      board: hexagram(3),
    },
    { all: computed(2004), distinct: 167, puzzle: 'Hexagram' },
    'fast',
  ),
  polyhexes34(
    'trilobed-crown',
    {
      title: 'a trilobed crown',
      description: 'The three trihexes and seven tetrahexes in a hexagram with three holes and three knobs.',
      box: 'trilobed crown (37 hexagons)',
      board: union(minus(hexagram(3), [[3, 5], [4, 3], [5, 4]]), [[1, 4], [7, 1], [4, 7]]),
    },
    { all: computed(762), distinct: 127, puzzle: 'TrilobedCrown1' },
    'fast',
  ),
];
