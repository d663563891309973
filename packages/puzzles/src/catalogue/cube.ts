import { computed, puzzler } from '../internal/counts.js';
import { BEDLAM_CUBE, DIABOLICAL_CUBE, lines, TETRIS_CUBE } from '../internal/pieces.js';
import { PENTOMINOES, SOMA, TETRACUBES } from '../pieces.js';
import { SOURCES } from '../sources.js';
import type { Puzzle } from '../types.js';

const cube = { lattice: 'cube', generator: 'polycube' } as const;

/** Every solution of the Tetris Cube and of the Bedlam Cube, counted by `polydance solve --count` (some minutes each). */
const TETRIS_ALL = 236136;
const BEDLAM_ALL = 460464;

/** The twelve pentominoes as flat pieces one cube thick: `xy` becomes `xy0`. */
const SOLID_PENTOMINOES = PENTOMINOES.map((line) => line.replace(/ (\w\w)/g, (_, cell: string) => ` ${cell}0`));

/** The cells of an x×y×z box, as a spec's box line. */
const boxCells = (x: number, y: number, z: number): string => `[0-${x - 1}][0-${y - 1}][0-${z - 1}]`;

/** The twelve solid pentominoes in an x×y×z box, as Polyform Puzzler counts them apart. */
function solidPentominoes(x: number, y: number, z: number, all: number, distinct: number): Puzzle {
  return {
    ...cube,
    name: `solid-pentominoes-${x}x${y}x${z}`,
    title: `Solid pentominoes in a ${x}×${y}×${z} box`,
    description: `The twelve pentominoes, one cube thick, in a ${x}×${y}×${z} box.`,
    pieces: 'the 12 solid pentominoes',
    box: `${x}×${y}×${z} box`,
    spec: lines(`| The 12 solid pentominoes in a ${x}x${y}x${z} box: polydance polycube`, boxCells(x, y, z), ...SOLID_PENTOMINOES),
    counts: { all: computed(all), distinct: puzzler(distinct, `SolidPentominoes${x}x${y}x${z}`) },
    countTime: 'slow',
  };
}

/**
 * The eight tetracubes in an x×y×z box (a `rod` when it is long and thin); Polyform
 * Puzzler counts them apart up to rotations.
 */
function tetracubes(x: number, y: number, z: number, shape: 'box' | 'rod', all: number, distinct: number): Puzzle {
  return {
    ...cube,
    name: `tetracubes-${x}x${y}x${z}`,
    title: `Tetracubes in a ${x}×${y}×${z} box`,
    description: `The eight tetracubes (both screws, so mirror images count apart) in a ${x}×${y}×${z} ${shape}.`,
    pieces: 'the 8 tetracubes',
    box: `${x}×${y}×${z} box`,
    spec: lines(`| The eight tetracubes in a ${x}x${y}x${z} box: polydance polycube`, boxCells(x, y, z), ...TETRACUBES),
    counts: { all: computed(all), distinct: puzzler(distinct, `Tetracubes${x}x${y}x${z}`, 'rotations') },
    countTime: 'fast',
  };
}

/** Domino tilings of a 2×2×n box (a cube for n = 2) with `bricks` (in words) 1×1×2 bricks. */
function dominoes(n: number, bricks: string, all: number): Puzzle {
  const shape = n === 2 ? 'cube' : 'box';
  return {
    ...cube,
    name: `dominoes-2x2x${n}`,
    title: `Dominoes in a 2×2×${n} ${shape}`,
    description: `Fill a 2×2×${n} ${shape} with ${bricks} 1×1×2 bricks.`,
    pieces: `${2 * n} dominoes (dicubes)`,
    box: `2×2×${n} ${shape}`,
    spec: lines(`| Domino tilings of a 2x2x${n} ${shape}: polydance polycube`, boxCells(2, 2, n), `${2 * n}|D 000 100`),
    counts: { all: { value: all, source: SOURCES.oeisA006253, where: `a(${n})` } },
    countTime: 'fast',
  };
}

/** Tilings of a 2×2×n box by 1×1×2 and 1×1×3 bricks, any number of each (OEIS A233505). */
function bricks23([n, all]: readonly [number, number]): Puzzle {
  const name = `bricks-2-3-2x2x${n}`;
  return {
    ...cube,
    name,
    title: `Bricks of 2 and 3 in a 2×2×${n} box`,
    description: `Fill a 2×2×${n} box with any number of 1×1×2 and 1×1×3 bricks.`,
    pieces: '1×1×2 and 1×1×3 bricks, any number',
    box: `2×2×${n} box`,
    spec: lines(
      `| Tilings of a 2x2x${n} box by 1x1x2 and 1x1x3 bricks: polydance polycube`,
      boxCells(2, 2, n),
      `0:${2 * n}|D 000 100`,
      `0:${Math.floor((4 * n) / 3)}|T 000 100 200`,
    ),
    counts: { all: { value: all, source: SOURCES.oeisA233505, where: `a(${n})` } },
    countTime: 'fast',
  };
}

/** Domino tilings of an x×y×z box that no source counts (Polydance's counts, computed.ts). */
function dominoBox(x: number, y: number, z: number): Puzzle {
  const name = `dominoes-${x}x${y}x${z}`;
  return {
    ...cube,
    name,
    title: `Dominoes in a ${x}×${y}×${z} box`,
    description: `Fill a ${x}×${y}×${z} box with ${(x * y * z) / 2} 1×1×2 bricks.`,
    pieces: `${(x * y * z) / 2} dominoes (dicubes)`,
    box: `${x}×${y}×${z} box`,
    spec: lines(`| Domino tilings of a ${x}x${y}x${z} box: polydance polycube`, boxCells(x, y, z), `${(x * y * z) / 2}|D 000 100`),
    counts: {},
    countTime: 'fast',
  };
}

export const cubePuzzles: readonly Puzzle[] = [
  {
    ...cube,
    name: 'soma',
    title: 'The Soma cube',
    description: 'Piet Hein’s seven Soma pieces in a 3×3×3 cube.',
    pieces: 'the 7 Soma pieces',
    box: '3×3×3 cube',
    spec: lines(
      '| The seven Soma pieces in a 3x3x3 cube: polydance polycube',
      '| A and B are the two screws (mirror images of each other), P the branch.',
      '[0-2][0-2][0-2]',
      ...SOMA,
    ),
    counts: { all: computed(11520, 'knuth'), distinct: { value: 240, source: SOURCES.winningWays } },
    countTime: 'fast',
  },
  tetracubes(2, 4, 4, 'box', 11120, 1390),
  tetracubes(2, 2, 8, 'rod', 1792, 224),
  solidPentominoes(3, 4, 5, 31520, 3940),
  solidPentominoes(2, 5, 6, 2112, 264),
  solidPentominoes(2, 3, 10, 96, 12),
  {
    ...cube,
    name: 'slothouber-graatsma',
    title: 'The Slothouber–Graatsma puzzle',
    description: 'Six 1×2×2 blocks and three unit cubes in a 3×3×3 cube: one way, up to symmetry.',
    pieces: 'six 1×2×2 blocks and three unit cubes',
    box: '3×3×3 cube',
    spec: lines('| The Slothouber-Graatsma puzzle: polydance polycube', '[0-2][0-2][0-2]', '6|S 000 100 010 110', '3|M 000'),
    counts: { all: computed(8), distinct: { value: 1, source: SOURCES.winningWays } },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'diabolical-cube',
    title: 'The Diabolical Cube',
    description:
      'Professor Hoffmann’s puzzle (Puzzles Old and New, 1893): six flat pieces of 2 to 7 cubes in a 3×3×3 cube. Coffin counts 13 solutions, mirror images not counted apart, as Polydance does; the shapes come from one source only (Polyform Puzzler’s DiabolicalCube), so both counts are marked computed.',
    pieces: 'six flat pieces of 2, 3, 4, 5, 6 and 7 cubes',
    box: '3×3×3 cube',
    spec: lines('| The Diabolical Cube: polydance polycube', '[0-2][0-2][0-2]', ...DIABOLICAL_CUBE),
    counts: { all: computed(624), distinct: computed(13) },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'tetris-cube',
    title: 'The Tetris Cube',
    description:
      'Twelve pieces of 5 and 6 cubes in a 4×4×4 box; 9,839 solutions up to rotations, as printed on its box. Six pieces are chiral without their mirror images, so reflections map no solution to a solution; one piece has no symmetry, so no rotation maps a solution onto itself: all is 24 × distinct. Shapes as M. Bonanni’s and A. Langen’s solvers state them (mirror images of each other).',
    pieces: 'the 12 Tetris Cube pieces',
    box: '4×4×4 cube',
    spec: lines('| The Tetris Cube: polydance polycube', '[0-3][0-3][0-3]', ...TETRIS_CUBE),
    counts: { all: computed(TETRIS_ALL), distinct: { value: 9839, source: SOURCES.kurowskiTetris } },
    countTime: 'long',
  },
  {
    ...cube,
    name: 'bedlam-cube',
    title: 'The Bedlam Cube',
    description:
      'Twelve pentacubes and a tetracube in a 4×4×4 box; 19,186 solutions up to rotations, as printed on its box. Seven pieces are chiral without their mirror images, so reflections map no solution to a solution; F has no symmetry, so no rotation maps a solution onto itself: all is 24 × distinct. Shapes as S. Tatham’s bedlam.c and an OCaml solver state them (mirror images of each other).',
    pieces: 'the 13 Bedlam Cube pieces',
    box: '4×4×4 cube',
    spec: lines('| The Bedlam Cube: polydance polycube', '[0-3][0-3][0-3]', ...BEDLAM_CUBE),
    counts: { all: computed(BEDLAM_ALL), distinct: { value: 19186, source: SOURCES.kurowskiBedlam } },
    countTime: 'long',
  },
  dominoes(2, 'four', 9),
  dominoes(6, 'twelve', 1681),
  ...([[1, 2], [3, 32], [4, 121], [5, 450], [7, 6272], [8, 23409], [9, 87362]] as const).map(([n, all]) => dominoes(n, String(2 * n), all)),
  ...([[3, 45], [4, 201], [5, 1062], [6, 5564], [7, 28859], [8, 152012]] as const).map(bricks23),
  ...([[2, 3, 3], [2, 3, 4], [2, 3, 5], [2, 3, 6], [2, 4, 4], [2, 4, 5], [2, 4, 6], [3, 3, 4], [3, 4, 4], [3, 3, 6], [3, 4, 5]] as const).map(
    ([x, y, z]) => dominoBox(x, y, z),
  ),
];
