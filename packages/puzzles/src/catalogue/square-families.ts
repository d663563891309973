/*
 * Counting families on the square lattice: boards of the domino, Aztec diamond and
 * "any number of copies" families whose counts OEIS tabulates, each one puzzle with
 * its own spec. The counts are the sequences' terms; the tests rerun them.
 */
import { cellsLine, lines } from '../internal/pieces.js';
import { TETROMINOES } from '../pieces.js';
import { SOURCES } from '../sources.js';
import type { Count, CountTime, Puzzle, Source } from '../types.js';

const square = { lattice: 'square', generator: 'polyomino' } as const;

/** A digit of the spec language for 0 to 61. */
const digit = (n: number): string => '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'[n]!;

/** The cells of an m×n rectangle as a box line. */
const rectangle = (m: number, n: number): string => `[0-${digit(m - 1)}][0-${digit(n - 1)}]`;

/** `an m×n rectangle` or `an n×n square`, in words. */
const board = (m: number, n: number): string => (m === n ? `${m}×${n} square` : `${m}×${n} rectangle`);

/** What a family says about each of its boards. */
interface Family {
  /** The name's stem: the puzzle is `STEM-MxN`. */
  readonly stem: string;
  /** The pieces in words (the catalogue's `pieces`). */
  readonly pieces: string;
  /** The title's words before `in a …`. */
  readonly what: string;
  /** The sentence of the description after `Tile a … with`. */
  readonly with: string;
  /** The spec lines of the pieces of an m×n board. */
  readonly lines: (m: number, n: number) => readonly string[];
  readonly source: Source;
  /** Where in the source the count of an m×n board is. */
  readonly where: (m: number, n: number) => string;
}

/**
 * One board of a family: the m×n rectangle, its count of all tilings (`all`, a term of
 * the family's source) and, where Polydance counted it, of tilings up to symmetry.
 */
function tiling(family: Family, m: number, n: number, all: number, distinct?: Count, countTime: CountTime = 'fast'): Puzzle {
  return {
    ...square,
    name: `${family.stem}-${m}x${n}`,
    title: `${family.what} in a ${board(m, n)}`,
    description: `Tile a ${board(m, n)} with ${family.with}.`,
    pieces: family.pieces,
    box: board(m, n),
    spec: lines(`| ${family.what} in a ${m}x${n} rectangle: polydance polyomino`, rectangle(m, n), ...family.lines(m, n)),
    counts: { all: { value: all, source: family.source, where: family.where(m, n) }, ...(distinct === undefined ? {} : { distinct }) },
    countTime,
  };
}

/** `0:N|NAME CELLS`: any number of copies of a piece, up to as many as fit in `cells` cells. */
const anyNumber = (cells: number, size: number, line: string): string => `0:${Math.floor(cells / size)}|${line}`;

/** The spec lines of any number of each of the pieces `[size, line]` in an m×n board. */
const anyOf =
  (...pieces: readonly (readonly [number, string])[]) =>
  (m: number, n: number): string[] =>
    pieces.map(([size, line]) => anyNumber(m * n, size, line));

const table = (id: string, m: number, n: number): string => `${id}: the ${m}×${n} entry of the array`;

/** A family of tilings by any number of each of its pieces, as {@link anyNumberOf} words it. */
interface AnyNumber {
  readonly stem: string;
  readonly source: Source;
  readonly what: string;
  /** The pieces in words: the catalogue's pieces are `PIECES, any number`. */
  readonly pieces: string;
  /** The description's words after `any number of`, where they are not the pieces'. */
  readonly tiles?: string;
  readonly lines: (m: number, n: number) => readonly string[];
  /** Where in the source the count of an m×n board is, where that is not the m×n entry of its array A(n,k). */
  readonly where?: (m: number, n: number) => string;
}

/** The family of tilings of m×n boards by any number of each of some pieces. */
const anyNumberOf = (f: AnyNumber): Family => ({
  stem: f.stem,
  pieces: `${f.pieces}, any number`,
  what: f.what,
  with: `any number of ${f.tiles ?? f.pieces}`,
  lines: f.lines,
  source: f.source,
  where: f.where ?? ((m, n) => table('A(n,k)', m, n)),
});

const DOMINOES: Family = {
  stem: 'dominoes',
  pieces: 'dominoes',
  what: 'Dominoes',
  with: 'dominoes',
  lines: (m, n) => [`${(m * n) / 2}|D 00 01`],
  source: SOURCES.oeisA099390,
  where: (m, n) => table('T(m,n)', m, n),
};

const SQUARES_1_2 = anyNumberOf({
  stem: 'squares-1-2', source: SOURCES.oeisA245013, what: 'Unit squares and 2×2 squares', pieces: '1×1 and 2×2 squares',
  lines: anyOf([4, 'O 00 01 10 11'], [1, 'M 00']),
});

const MONOMINOES_TROMINOES = anyNumberOf({
  stem: 'monominoes-trominoes', source: SOURCES.oeisA270061, what: 'Monominoes and trominoes', pieces: 'monominoes and trominoes',
  tiles: 'monominoes and straight and bent trominoes',
  // the straight tromino only where it fits (not in a 2×2 square)
  lines: (m, n) => anyOf([1, 'M 00'], ...(Math.max(m, n) >= 3 ? [[3, 'I 00 01 02'] as const] : []), [3, 'V 00 01 10'])(m, n),
});

const TETROMINOES_ANY = anyNumberOf({
  stem: 'tetrominoes-any', source: SOURCES.oeisA230031, what: 'Tetrominoes, any number of each', pieces: 'tetrominoes of every shape',
  lines: anyOf(...TETROMINOES.map((line) => [4, line] as const)),
});

const BARS = anyNumberOf({
  stem: 'bars', source: SOURCES.oeisA254414, what: 'Straight bars of any length', pieces: 'straight bars of every length',
  tiles: 'straight 1×k bars, k from 1 to the board’s length',
  lines: (m, n) =>
    anyOf(...Array.from({ length: Math.max(m, n) }, (_, k) => [k + 1, `${'abcdefghijklmnopqrstuvwxyz'[k]!} ${Array.from({ length: k + 1 }, (_, i) => `0${digit(i)}`).join(' ')}`] as const))(m, n),
});

const DOMINOES_L_TROMINOES = anyNumberOf({
  stem: 'dominoes-l-trominoes', source: SOURCES.oeisA219987, what: 'Dominoes and L-trominoes', pieces: 'dominoes and L-trominoes',
  tiles: 'dominoes and right (L-shaped) trominoes',
  lines: anyOf([2, 'D 00 01'], [3, 'V 00 01 10']),
});

const DOMINOES_SQUARES = anyNumberOf({
  stem: 'dominoes-squares', source: SOURCES.oeisA352431, what: 'Dominoes and 2×2 squares', pieces: 'dominoes and 2×2 squares',
  lines: anyOf([2, 'D 00 01'], [4, 'O 00 01 10 11']),
  where: (m, n) => `T(n,k): the tilings of a 2k×n rectangle, here ${m}×${n}`,
});

const TROMINOES: Family = {
  stem: 'trominoes',
  pieces: 'straight trominoes',
  what: 'Straight trominoes',
  with: '1×3 bars',
  lines: (m, n) => [`${(m * n) / 3}|I 00 01 02`],
  source: SOURCES.oeisA000930,
  where: (_, n) => `a(${n})`,
};

/**
 * Squares of every integer side: an m×n rectangle cut into squares. OEIS counts them
 * up to the rectangle's symmetries (A227690); all of them are Polydance's.
 */
function squareDissection(m: number, n: number, distinct: number, countTime: CountTime = 'fast'): Puzzle {
  const sides = Array.from({ length: Math.min(m, n) }, (_, k) => k + 1);
  const pieces = sides.map((s) => anyNumber(m * n, s * s, `${'abcdefghijklmnopqrstuvwxyz'[s - 1]!} ${rectangle(s, s)}`));
  return {
    ...square,
    name: `square-dissections-${m}x${n}`,
    title: `Squares of any size in a ${board(m, n)}`,
    description: `Cut a ${board(m, n)} into squares of integer sides, any number of each.`,
    pieces: 'squares of every size, any number',
    box: board(m, n),
    spec: lines(`| Squares of any size in a ${m}x${n} rectangle: polydance polyomino`, rectangle(m, n), ...pieces),
    counts: {
      distinct: { value: distinct, source: SOURCES.oeisA227690, where: table('A(n,k)', m, n) },
    },
    countTime,
  };
}

/** The cells of the Aztec diamond of order n: rows of 2, 4, …, 2n, 2n, …, 4, 2 cells. */
function aztecCells(n: number): string {
  const cells: [number, number][] = [];
  for (let y = 0; y < 2 * n; y++) {
    const half = Math.min(y + 1, 2 * n - y);
    for (let x = n - half; x < n + half; x++) cells.push([x, y]);
  }
  return cellsLine(cells);
}

function aztecDiamond(n: number): Puzzle {
  const cells = 2 * n * (n + 1);
  return {
    ...square,
    name: `aztec-diamond-${n}`,
    title: `The Aztec diamond of order ${n}`,
    description: `Tile the Aztec diamond of order ${n} (rows of 2, 4, …, ${2 * n}, ${2 * n}, …, 2 cells) with dominoes: 2^(n(n+1)/2) ways.`,
    pieces: `${cells / 2} dominoes`,
    box: `Aztec diamond of order ${n} (${cells} cells)`,
    spec: lines(`| Domino tilings of the Aztec diamond of order ${n}: polydance polyomino`, aztecCells(n), `${cells / 2}|D 00 01`),
    counts: {
      all: { value: 2 ** ((n * (n + 1)) / 2), source: SOURCES.eklp1992, where: `order ${n}: 2^(${n}·${n + 1}/2)` },
    },
    countTime: 'fast',
  };
}

/** Each family's boards: [m, n, all tilings]; tilings up to symmetry are Polydance's (`COMPUTED`). */
type Board = readonly [number, number, number];

const boards = (family: Family, list: readonly Board[]): Puzzle[] =>
  list.map(([m, n, all]) => tiling(family, m, n, all));

/** 2×n domino tilings up to symmetry are OEIS A060312. */
const dominoes2xn = ([n, all, distinct]: readonly [number, number, number]): Puzzle =>
  tiling(DOMINOES, 2, n, all, { value: distinct, source: SOURCES.oeisA060312, where: `a(${n})` });

const DOMINOES_2XN = [
  [2, 2, 1],
  [3, 3, 2],
  [4, 5, 4],
  [5, 8, 5],
  [6, 13, 9],
  [7, 21, 12],
  [8, 34, 21],
  [9, 55, 30],
  [11, 144, 76],
  [12, 233, 127],
] as const;

const DOMINO_BOARDS: readonly Board[] = [
  [3, 4, 11],
  [3, 6, 41],
  [3, 8, 153],
  [3, 12, 2131],
  [4, 5, 95],
  [4, 6, 281],
  [4, 8, 2245],
  [4, 9, 6336],
  [4, 10, 18061],
  [5, 6, 1183],
  [5, 8, 14824],
  [5, 10, 185921],
  [6, 7, 31529],
  [6, 8, 167089],
  [6, 9, 817991],
  [6, 10, 4213133],
  [7, 8, 1292697],
  [7, 10, 53175517],
];

const SQUARES_1_2_BOARDS: readonly Board[] = [
  [2, 2, 2], [2, 3, 3], [2, 4, 5], [2, 5, 8], [2, 6, 13], [2, 7, 21],
  [3, 3, 5], [3, 4, 11], [3, 5, 21], [3, 6, 43], [3, 7, 85],
  [4, 4, 35], [4, 5, 93], [4, 6, 269], [4, 7, 747],
  [5, 5, 314], [5, 6, 1213], [5, 7, 4375],
  [6, 6, 6427], [6, 7, 31387],
];

const MONOMINOES_TROMINOES_BOARDS: readonly Board[] = [
  [2, 2, 5], [2, 3, 14], [2, 4, 45], [2, 5, 140], [2, 6, 438],
  [3, 3, 93], [3, 4, 590], [3, 5, 3710], [3, 6, 23509],
  [4, 4, 7517], [4, 5, 96176], [4, 6, 1238818],
  [5, 5, 2501946], [5, 6, 65410388],
];

const TETROMINOES_ANY_BOARDS: readonly Board[] = [
  [2, 4, 4], [2, 6, 9], [2, 8, 25],
  [3, 4, 23], [3, 8, 997],
  [4, 4, 117], [4, 5, 454], [4, 6, 2003], [4, 7, 9157], [4, 8, 40899],
  [5, 8, 800290],
  [6, 6, 178939], [6, 8, 22483347],
];

const BARS_BOARDS: readonly Board[] = [
  [2, 2, 7], [2, 3, 29], [2, 4, 124], [2, 5, 533], [2, 6, 2293],
  [3, 3, 257], [3, 4, 2408], [3, 5, 22873], [3, 6, 217969],
  [4, 4, 50128], [4, 5, 1064576], [4, 6, 22734496],
  [5, 5, 50796983],
];

const DOMINOES_L_TROMINOES_BOARDS: readonly Board[] = [
  [2, 2, 2], [2, 3, 5], [2, 4, 11], [2, 5, 24], [2, 6, 53], [2, 7, 117],
  [3, 3, 8], [3, 4, 55], [3, 5, 140], [3, 6, 633], [3, 7, 1984],
  [4, 4, 380], [4, 5, 2319], [4, 6, 15171], [4, 7, 96139],
  [5, 5, 21272], [5, 6, 262191], [5, 7, 2746048],
  [6, 6, 5350806], [6, 7, 100578811],
];

const DOMINOES_SQUARES_BOARDS: readonly Board[] = [
  [2, 2, 3], [2, 3, 5], [2, 4, 11], [2, 5, 21], [2, 6, 43], [2, 7, 85], [2, 8, 171],
  [3, 4, 29], [3, 6, 173], [3, 8, 1037],
  [4, 4, 165], [4, 5, 593], [4, 6, 2773], [4, 7, 11093], [4, 8, 48605],
  [5, 6, 17937], [5, 8, 550969],
  [6, 6, 205879], [6, 7, 1615993], [6, 8, 16231655],
];

/** Straight trominoes in 3×n strips (3×10 is in square.ts). */
const TROMINOES_BOARDS: readonly Board[] = [
  [3, 3, 2], [3, 4, 3], [3, 5, 4], [3, 6, 6], [3, 7, 9], [3, 8, 13], [3, 9, 19],
  [3, 11, 41], [3, 12, 60], [3, 13, 88], [3, 14, 129], [3, 15, 189], [3, 16, 277],
  [3, 17, 406], [3, 18, 595], [3, 19, 872], [3, 20, 1278],
];

/** Rectangles cut into squares: [m, n, distinct (OEIS A227690)]; all of them are Polydance's. */
const SQUARE_DISSECTIONS: readonly Board[] = [
  [2, 2, 2], [2, 3, 2], [2, 4, 4], [2, 5, 5], [2, 6, 9], [2, 7, 12], [2, 8, 21],
  [3, 3, 3], [3, 4, 6], [3, 5, 10], [3, 6, 21], [3, 7, 39], [3, 8, 82],
  [4, 4, 13], [4, 5, 39], [4, 6, 115], [4, 7, 295], [4, 8, 861],
  [5, 5, 77], [5, 6, 521], [5, 7, 1985], [5, 8, 8038],
  [6, 6, 1494], [6, 7, 15129], [6, 8, 83609],
  [7, 7, 56978], [7, 8, 861159],
];

/** Aztec diamonds of orders 1 to 6. */
const AZTEC = [1, 2, 3, 4, 5, 6] as const;

/**
 * Domino tilings of a cross: the union of a 2n×2 and a 2×2n rectangle with the same
 * centre (OEIS A060635: 2·F(n)²·F(n+1)²).
 */
function dominoCross([n, all]: readonly [number, number]): Puzzle {
  const cells: [number, number][] = [];
  for (let x = 0; x < 2 * n; x++) for (let y = 0; y < 2 * n; y++) if (Math.abs(2 * x - 2 * n + 1) <= 1 || Math.abs(2 * y - 2 * n + 1) <= 1) cells.push([x, y]);
  const name = `dominoes-cross-${n}`;
  return {
    ...square,
    name,
    title: `Dominoes in a cross of arms ${n - 1}`,
    description: `Tile a cross, a 2×${2 * n} and a ${2 * n}×2 rectangle crossing at their centres, with dominoes.`,
    pieces: `${cells.length / 2} dominoes`,
    box: `cross of ${cells.length} cells`,
    spec: lines(`| Domino tilings of a cross of two 2x${2 * n} rectangles: polydance polyomino`, cellsLine(cells), `${cells.length / 2}|D 00 01`),
    counts: { all: { value: all, source: SOURCES.oeisA060635, where: `a(${n})` } },
    countTime: 'fast',
  };
}

const DOMINO_CROSSES = [
  [2, 8],
  [3, 72],
  [4, 450],
  [5, 3200],
  [6, 21632],
  [7, 149058],
  [8, 1019592],
] as const;

/**
 * The twelve pentominoes in an 8×8 square with a 2×2 hole whose lowest corner is (x, y),
 * 0 ≤ x ≤ y ≤ 3: every place of the hole up to symmetry (the centre, (3, 3), is Scott's
 * problem, in square.ts).
 */
function pentominoesHole(x: number, y: number): Puzzle {
  const cells: [number, number][] = [];
  for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) if (!(i >= x && i <= x + 1 && j >= y && j <= y + 1)) cells.push([i, j]);
  const name = `pentominoes-8x8-hole-${x}-${y}`;
  return {
    ...square,
    name,
    title: `Pentominoes in an 8×8 square with a 2×2 hole at (${x}, ${y})`,
    description: `The twelve pentominoes in a chessboard less the 2×2 square of cells (${x}..${x + 1}, ${y}..${y + 1}).`,
    pieces: 'the 12 pentominoes',
    box: `8×8 square without a 2×2 at (${x}, ${y})`,
    spec: lines(`| The 12 pentominoes in an 8x8 square with a 2x2 hole at ${x},${y}: polydance polyomino`, cellsLine(cells), 'set: pentominoes'),
    counts: {},
    countTime: 'fast',
  };
}

const HOLES = [[0, 0], [0, 1], [0, 2], [0, 3], [1, 1], [1, 2], [1, 3], [2, 2], [2, 3]] as const;

/** A named piece set (a `set:` line, `copies` of each piece) in an m×n rectangle. */
function setRectangle(set: { name: string; words: string; copies?: number }, m: number, n: number): Puzzle {
  const copies = set.copies ?? 1;
  const stem = copies === 1 ? set.name : `${set.name}-${copies}-each`;
  const name = `${stem}-${m}x${n}`;
  return {
    ...square,
    name,
    title: `${set.words[0]!.toUpperCase()}${set.words.slice(1)}${copies === 1 ? '' : `, ${copies} of each,`} in a ${board(m, n)}`,
    description: `${copies === 1 ? 'Fill' : `${copies} copies of each piece fill`} a ${board(m, n)} with ${set.words}.`,
    pieces: copies === 1 ? set.words : `${set.words}, ${copies} of each`,
    box: board(m, n),
    spec: lines(`| ${set.words}${copies === 1 ? '' : ` (${copies} of each)`} in a ${m}x${n} rectangle: polydance polyomino`, rectangle(m, n), `set: ${copies === 1 ? '' : `${copies}|`}${set.name}`),
    counts: {},
    countTime: 'fast',
  };
}

const ONE_SIDED_TETROMINOES = { name: 'one-sided-tetrominoes', words: 'the 7 one-sided tetrominoes' };
const TETROMINOES_2_EACH = { name: 'tetrominoes', words: 'the 5 tetrominoes', copies: 2 };

export const squareFamilies: readonly Puzzle[] = [
  ...DOMINOES_2XN.map(dominoes2xn),
  ...boards(DOMINOES, DOMINO_BOARDS),
  ...AZTEC.map((n) => aztecDiamond(n)),
  ...boards(SQUARES_1_2, SQUARES_1_2_BOARDS),
  ...boards(MONOMINOES_TROMINOES, MONOMINOES_TROMINOES_BOARDS),
  ...boards(TETROMINOES_ANY, TETROMINOES_ANY_BOARDS),
  ...boards(BARS, BARS_BOARDS),
  ...boards(DOMINOES_L_TROMINOES, DOMINOES_L_TROMINOES_BOARDS),
  ...boards(DOMINOES_SQUARES, DOMINOES_SQUARES_BOARDS),
  ...boards(TROMINOES, TROMINOES_BOARDS),
  ...SQUARE_DISSECTIONS.map(([m, n, distinct]) => squareDissection(m, n, distinct)),
  ...DOMINO_CROSSES.map(dominoCross),
  ...HOLES.map(([x, y]) => pentominoesHole(x, y)),
  setRectangle(ONE_SIDED_TETROMINOES, 4, 7),
  setRectangle(ONE_SIDED_TETROMINOES, 2, 14),
  setRectangle(TETROMINOES_2_EACH, 4, 10),
  setRectangle(TETROMINOES_2_EACH, 5, 8),
  setRectangle(TETROMINOES_2_EACH, 2, 20),
];
