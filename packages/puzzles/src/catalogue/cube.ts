import { lines, PENTOMINOES, SOMA, TETRACUBES } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { Puzzle } from '../types.js';

const cube = { lattice: 'cube', generator: 'polycube' } as const;

/** The twelve pentominoes as flat pieces one cube thick: `xy` becomes `xy0`. */
const SOLID_PENTOMINOES = PENTOMINOES.map((line) => line.replace(/ (\w\w)/g, (_, cell: string) => ` ${cell}0`));

function solidPentominoes(x: number, y: number, z: number): string {
  return lines(
    `| The 12 solid pentominoes in a ${x}x${y}x${z} box: polydance polycube`,
    `[0-${x - 1}][0-${y - 1}][0-${z - 1}]`,
    ...SOLID_PENTOMINOES,
  );
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
    counts: {
      all: { value: 11520, source: SOURCES.polydanceKnuth },
      distinct: { value: 240, source: SOURCES.winningWays },
    },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'tetracubes-2x4x4',
    title: 'Tetracubes in a 2×4×4 box',
    description: 'The eight tetracubes (both screws, so mirror images count apart) in a 2×4×4 box.',
    pieces: 'the 8 tetracubes',
    box: '2×4×4 box',
    spec: lines('| The eight tetracubes in a 2x4x4 box: polydance polycube', '[0-1][0-3][0-3]', ...TETRACUBES),
    counts: {
      all: { value: 11120, source: SOURCES.polydance },
      distinct: { value: 1390, source: SOURCES.puzzler, where: 'Tetracubes2x4x4', symmetry: 'rotations' },
    },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'tetracubes-2x2x8',
    title: 'Tetracubes in a 2×2×8 box',
    description: 'The eight tetracubes (both screws, so mirror images count apart) in a 2×2×8 rod.',
    pieces: 'the 8 tetracubes',
    box: '2×2×8 box',
    spec: lines('| The eight tetracubes in a 2x2x8 box: polydance polycube', '[0-1][0-1][0-7]', ...TETRACUBES),
    counts: {
      all: { value: 1792, source: SOURCES.polydance },
      distinct: { value: 224, source: SOURCES.puzzler, where: 'Tetracubes2x2x8', symmetry: 'rotations' },
    },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'solid-pentominoes-3x4x5',
    title: 'Solid pentominoes in a 3×4×5 box',
    description: 'The twelve pentominoes, one cube thick, in a 3×4×5 box.',
    pieces: 'the 12 solid pentominoes',
    box: '3×4×5 box',
    spec: solidPentominoes(3, 4, 5),
    counts: {
      all: { value: 31520, source: SOURCES.polydance },
      distinct: { value: 3940, source: SOURCES.puzzler, where: 'SolidPentominoes3x4x5' },
    },
    countTime: 'slow',
  },
  {
    ...cube,
    name: 'solid-pentominoes-2x5x6',
    title: 'Solid pentominoes in a 2×5×6 box',
    description: 'The twelve pentominoes, one cube thick, in a 2×5×6 box.',
    pieces: 'the 12 solid pentominoes',
    box: '2×5×6 box',
    spec: solidPentominoes(2, 5, 6),
    counts: {
      all: { value: 2112, source: SOURCES.polydance },
      distinct: { value: 264, source: SOURCES.puzzler, where: 'SolidPentominoes2x5x6' },
    },
    countTime: 'slow',
  },
  {
    ...cube,
    name: 'solid-pentominoes-2x3x10',
    title: 'Solid pentominoes in a 2×3×10 box',
    description: 'The twelve pentominoes, one cube thick, in a 2×3×10 box.',
    pieces: 'the 12 solid pentominoes',
    box: '2×3×10 box',
    spec: solidPentominoes(2, 3, 10),
    counts: {
      all: { value: 96, source: SOURCES.polydance },
      distinct: { value: 12, source: SOURCES.puzzler, where: 'SolidPentominoes2x3x10' },
    },
    countTime: 'slow',
  },
  {
    ...cube,
    name: 'slothouber-graatsma',
    title: 'The Slothouber–Graatsma puzzle',
    description: 'Six 1×2×2 blocks and three unit cubes in a 3×3×3 cube: one way, up to symmetry.',
    pieces: 'six 1×2×2 blocks and three unit cubes',
    box: '3×3×3 cube',
    spec: lines('| The Slothouber-Graatsma puzzle: polydance polycube', '[0-2][0-2][0-2]', '6|S 000 100 010 110', '3|M 000'),
    counts: {
      all: { value: 8, source: SOURCES.polydance },
      distinct: { value: 1, source: SOURCES.winningWays },
    },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'dominoes-2x2x2',
    title: 'Dominoes in a 2×2×2 cube',
    description: 'Fill a 2×2×2 cube with four 1×1×2 bricks.',
    pieces: '4 dominoes (dicubes)',
    box: '2×2×2 cube',
    spec: lines('| Domino tilings of a 2x2x2 cube: polydance polycube', '[0-1][0-1][0-1]', '4|D 000 100'),
    counts: { all: { value: 9, source: SOURCES.oeisA006253, where: 'a(2)' } },
    countTime: 'fast',
  },
  {
    ...cube,
    name: 'dominoes-2x2x6',
    title: 'Dominoes in a 2×2×6 box',
    description: 'Fill a 2×2×6 box with twelve 1×1×2 bricks.',
    pieces: '12 dominoes (dicubes)',
    box: '2×2×6 box',
    spec: lines('| Domino tilings of a 2x2x6 box: polydance polycube', '[0-1][0-1][0-5]', '12|D 000 100'),
    counts: { all: { value: 1681, source: SOURCES.oeisA006253, where: 'a(6)' } },
    countTime: 'fast',
  },
];
