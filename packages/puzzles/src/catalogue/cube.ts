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
  dominoes(2, 'four', 9),
  dominoes(6, 'twelve', 1681),
  ...([[1, 2], [3, 32], [4, 121], [5, 450], [7, 6272], [8, 23409], [9, 87362]] as const).map(([n, all]) => dominoes(n, String(2 * n), all)),
  ...([[3, 45], [4, 201], [5, 1062], [6, 5564], [7, 28859], [8, 152012]] as const).map(bricks23),
  ...([[2, 3, 3], [2, 3, 4], [2, 3, 5], [2, 3, 6], [2, 4, 4], [2, 4, 5], [2, 4, 6], [3, 3, 4], [3, 4, 4], [3, 3, 6], [3, 4, 5]] as const).map(
    ([x, y, z]) => dominoBox(x, y, z),
  ),
];
