import { lines, TETRASTICKS } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { Puzzle } from '../types.js';

const stick = { lattice: 'stick', generator: 'polystick' } as const;

/**
 * Fifteen tetrasticks in a 5×5 grid of squares (60 edges): the sixteen have 64
 * edges, so one is left out; only five of them can be (H, J, L, N or Y).
 */
function tetrasticks(omit: string, distinct: number, all: number): Puzzle {
  return {
    ...stick,
    name: `tetrasticks-5x5-no-${omit.toLowerCase()}`,
    title: `Tetrasticks in a 5×5 grid, without ${omit}`,
    description: `Fifteen of the sixteen tetrasticks, all but ${omit}, on the 60 edges of a 5×5 grid, no two crossing.`,
    pieces: `the 16 tetrasticks but ${omit}`,
    box: '5×5 grid of squares (60 edges)',
    spec: lines(
      `| The tetrasticks but ${omit} in a 5x5 grid: polydance polystick`,
      'H[0-4][0-5] V[0-5][0-4]',
      ...TETRASTICKS.filter((line) => !line.startsWith(`${omit} `)),
    ),
    counts: {
      all: { value: all, source: SOURCES.polydance },
      distinct: { value: distinct, source: SOURCES.puzzler, where: 'Tetrasticks6x6' },
    },
    countTime: 'slow',
  };
}

export const stickPuzzles: readonly Puzzle[] = [
  tetrasticks('H', 72, 576),
  tetrasticks('J', 382, 3056),
  tetrasticks('L', 607, 4856),
  tetrasticks('N', 530, 4240),
  tetrasticks('Y', 204, 1632),
];
