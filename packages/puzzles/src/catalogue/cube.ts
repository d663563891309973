import { computed, puzzler } from '../internal/counts.js';
import { lines, PENTOMINOES, SOMA, TETRACUBES } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { Puzzle } from '../types.js';

const cube = { lattice: 'cube', generator: 'polycube' } as const;

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
  dominoes(2, 'four', 9),
  dominoes(6, 'twelve', 1681),
];
