import { lines } from '../internal/pieces.js';
import { PENTASTICKS, TETRASTICKS } from '../pieces.js';
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

/** Counts of all and of distinct solutions, both counted by Polydance (none are published). */
function computed(counts: { readonly all: number; readonly distinct: number }): Puzzle['counts'] {
  return { all: { value: counts.all, source: SOURCES.polydance }, distinct: { value: counts.distinct, source: SOURCES.polydance } };
}

/** The width and height of a polystick's edges (`Hxy` spans x to x+1, `Vxy` y to y+1). */
function extent(line: string): [number, number] {
  const edges = line.split(' ').slice(1);
  const far = (kind: string, axis: 1 | 2): number =>
    Math.max(...edges.map((e) => Number(e[axis]) + (e[0] === kind ? 1 : 0)));
  return [far('H', 1), far('V', 2)];
}

/** The edges of a grid of W×H squares, as a box line. */
function grid(w: number, h: number): string {
  const range = (n: number): string => (n === 0 ? '0' : `[0-${n.toString(36)}]`);
  return `H${range(w - 1)}${range(h)} V${range(w)}${range(h - 1)}`;
}

/**
 * Different pentasticks, each used at most once, filling a grid of W×H squares, no two
 * crossing: every pentastick that fits in the grid is offered (0:1 copies).
 */
function differentPentasticks(
  w: number,
  h: number,
  which: { readonly name: string; readonly words: string; readonly note: string; readonly lines: readonly string[] },
  counts: { readonly all: number; readonly distinct: number },
): Puzzle {
  const [short, long] = [Math.min(w, h), Math.max(w, h)];
  const size = `${short}×${long}`;
  const edges = w * (h + 1) + h * (w + 1);
  const fitting = which.lines.filter((line) => {
    const [x, y] = extent(line);
    return (x <= w && y <= h) || (x <= h && y <= w);
  });
  const box = `${size} ${short === 1 ? 'strip' : 'grid'}`;
  const pieces = NUMBER_WORDS[edges / 5] ?? String(edges / 5);
  return {
    ...stick,
    name: `${which.name}-${short}x${long}`,
    title: `Different ${which.words} in a ${box}`,
    description: `Fill the ${edges} edges of a ${box} with ${pieces} different ${which.words}${which.note}, no two crossing.`,
    pieces: `the ${fitting.length} ${which.words} that fit, each at most once`,
    box: `${box} of squares (${edges} edges)`,
    spec: lines(
      `| ${pieces} different ${which.words} in a ${short}x${long} grid: polydance polystick`,
      grid(w, h),
      ...fitting.map((line) => `0:1|${line}`),
    ),
    counts: computed(counts),
    countTime: 'fast',
  };
}

/** Copies of one pentastick, named `label` in {@link PENTASTICKS}, filling a grid of N×N squares. */
function pentastickTiling(
  label: string,
  looks: string,
  n: number,
  counts: { readonly all: number; readonly distinct: number },
  alone: string,
): Puzzle {
  const edges = 2 * n * (n + 1);
  const copies = NUMBER_WORDS[edges / 5] ?? String(edges / 5);
  const [, ...cells] = PENTASTICKS.find((line) => line.startsWith(`${label} `))!.split(' ');
  return {
    ...stick,
    name: `pentastick-${label.toLowerCase()}-${n}x${n}`,
    title: `The ${label} pentastick in a ${n}×${n} grid`,
    description: `The ${label} pentastick (${looks}): ${copies} copies fill the ${edges} edges of a ${n}×${n} grid, no two crossing; ${alone}.`,
    pieces: `${edges / 5} copies of the ${label} pentastick`,
    box: `${n}×${n} grid of squares (${edges} edges)`,
    spec: lines(`| ${copies} ${label} pentasticks in a ${n}x${n} grid: polydance polystick`, grid(n, n), `${edges / 5}|${label} ${cells.join(' ')}`),
    counts: computed(counts),
    countTime: 'fast',
  };
}

const NUMBER_WORDS: Readonly<Record<number, string>> = { 2: 'two', 5: 'five', 8: 'eight', 9: 'nine', 12: 'twelve' };

const pentasticks = { name: 'pentasticks', words: 'pentasticks', note: '', lines: PENTASTICKS };
/** The pentasticks with a junction, named by a capital or a digit. */
const welded = {
  name: 'welded-pentasticks',
  words: 'welded pentasticks',
  note: ' (with a point where three or four of its edges meet)',
  lines: PENTASTICKS.filter((line) => !/^[a-z]/.test(line)),
};

export const stickPuzzles: readonly Puzzle[] = [
  tetrasticks('H', 72, 576),
  tetrasticks('J', 382, 3056),
  tetrasticks('L', 607, 4856),
  tetrasticks('N', 530, 4240),
  tetrasticks('Y', 204, 1632),
  differentPentasticks(3, 1, pentasticks, { all: 6, distinct: 2 }),
  differentPentasticks(8, 1, pentasticks, { all: 656, distinct: 164 }),
  differentPentasticks(8, 1, welded, { all: 44, distinct: 11 }),
  pentastickTiling('E', 'three teeth on a spine of two', 4, { all: 2, distinct: 1 }, 'no other pentastick can'),
  pentastickTiling('E', 'three teeth on a spine of two', 5, { all: 2, distinct: 1 }, 'the only other pentastick that can is P'),
  pentastickTiling('P', 'a square with a tail', 5, { all: 4, distinct: 2 }, 'the only other pentastick that can is E'),
];
