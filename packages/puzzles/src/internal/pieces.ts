/**
 * Piece sets shared by several puzzles, as spec lines (a name, then the cells of one
 * orientation; the generators add the rotations and reflections).
 */

/** Joins spec lines into a spec text with a final newline. */
export function lines(...parts: readonly string[]): string {
  return `${parts.join('\n')}\n`;
}

/** The twelve pentominoes, in Conway's letters; cells `xy`. */
export const PENTOMINOES = [
  'F 10 20 01 11 12',
  'I 00 01 02 03 04',
  'L 00 01 02 03 10',
  'N 00 01 02 12 13',
  'P 00 01 10 11 02',
  'T 00 10 20 11 12',
  'U 00 20 01 11 21',
  'V 00 01 02 10 20',
  'W 00 01 11 12 22',
  'X 10 01 11 21 12',
  'Y 00 01 02 03 11',
  'Z 00 10 11 12 22',
] as const;

/*
 * Piece names are never two radix-62 digits (such as `I4`): on the square lattice
 * that is the name of a cell, and tools that read the DLX file alone (drawing,
 * symmetry) would take the piece for a cell.
 */

/** The five tetrominoes. */
export const TETROMINOES = ['I 00 01 02 03', 'L 00 01 02 10', 'O 00 01 10 11', 'S 00 01 11 12', 'T 00 01 02 11'] as const;

/**
 * The polyominoes of orders 1 to 4: monomino `m`, domino `d`, the straight and bent
 * trominoes `i` and `v`, and the five tetrominoes in capitals.
 */
export const POLYOMINOES_1234 = ['m 00', 'd 00 01', 'i 00 01 02', 'v 00 01 10', ...TETROMINOES] as const;

/** The twelve hexiamonds (polydance polyiamond cells: `xy` a Δ, `xy'` the ∇ to its right). */
export const HEXIAMONDS = [
  "A 00 00' 01 01' 02 02'",
  "B 00 00' 01 01' 02 10",
  "C 00 00' 01 01' 10 10'",
  "D 00 00' 01 01' 10 11",
  "E 00 00' 01 01' 10' 11",
  "F 00 00' 01 01' 11 11'",
  "G 00' 01 01' 02 02' 10",
  "H 00' 01 01' 02 02' 11",
  "I 00' 01 01' 02 11 11'",
  "J 00' 01 01' 10 10' 11",
  "K 00' 01 01' 11 11' 12",
  "L 01 01' 02 10' 11 11'",
] as const;

/** The seven Soma pieces (cells `xyz`); A and B are mirror images. */
export const SOMA = [
  'V 000 100 010',
  'L 000 100 200 010',
  'T 000 100 200 110',
  'Z 000 100 110 210',
  'A 000 100 010 101',
  'B 000 100 010 011',
  'P 000 100 010 001',
] as const;

/** The eight tetracubes, the two screws A and B (mirror images) counted apart. */
export const TETRACUBES = [
  'I 000 100 200 300',
  'O 000 100 010 110',
  'T 000 100 200 110',
  'S 000 100 110 210',
  'L 000 100 200 010',
  'A 000 100 010 101',
  'B 000 100 010 011',
  'P 000 100 010 001',
] as const;

/**
 * The Tetris Cube's twelve pieces (cells `xyz`), as M. Bonanni's solver states them
 * (tetris_cube_pieces.py); A. Langen's solver (Tetris.java) states the same twelve
 * shapes up to one reflection of the whole set, which changes no count.
 */
export const TETRIS_CUBE = [
  'A 000 010 020 100 200',
  'B 000 010 020 030 110',
  'C 000 001 010 100 110',
  'D 000 001 010 110 120 210',
  'E 000 010 011 100 200',
  'F 000 100 110 111 200',
  'G 000 100 110 111 211',
  'H 010 101 110 111 120 210',
  'J 000 010 011 020 100 200',
  'K 000 010 020 021 100 200',
  'L 000 001 100 110 210',
  'M 000 010 110 120 130',
] as const;

/**
 * The Bedlam Cube's thirteen pieces (cells `xyz`) in S. Tatham's letters, as his
 * solver (bedlam.c) states them; a second solver (bedlam, in OCaml) states the same
 * thirteen shapes up to one reflection of the whole set, which changes no count.
 */
export const BEDLAM_CUBE = [
  'F 010 100 110 210 220',
  'X 010 100 110 120 210',
  'W 000 100 110 210 220',
  'M 010 100 110 111 210',
  'B 010 100 101 110 210',
  'H 010 011 100 110 210',
  'L 010 011 110 200 210',
  'S 000 001 010 110 210',
  'C 000 010 011 110 210',
  'E 010 011 100 110 200',
  'I 010 100 110 111 200',
  'T 011 100 110 111 200',
  'Z 000 010 011 100',
] as const;

/** Professor Hoffmann's Diabolical Cube: flat pieces of 2 to 7 cubes, as Polyform Puzzler states them. */
export const DIABOLICAL_CUBE = [
  'I 000 010',
  'V 000 010 100',
  'O 000 010 100 110',
  'U 000 010 100 200 210',
  'W 000 010 020 100 110 200',
  'L 000 010 020 100 110 120 200',
] as const;

/** The sixteen tetrasticks, in the letters Polyform Puzzler uses (edges `Hxy`, `Vxy`). */
export const TETRASTICKS = [
  'F H00 H10 V00 V10',
  'H H00 H10 V10 H11',
  'I H00 H10 H20 H30',
  'J H00 H10 V20 H11',
  'L H00 H10 H20 V30',
  'N H00 H10 V20 H21',
  'O H00 V10 H01 V00',
  'P V00 H01 V10 H10',
  'R V00 H01 H11 V11',
  'T H00 H10 V10 V11',
  'U H00 H10 V00 V20',
  'V H00 H10 V20 V21',
  'W H00 V10 H11 V21',
  'X H01 H11 V10 V11',
  'Y H00 H10 H20 V20',
  'Z V00 H01 H11 V21',
] as const;

/**
 * The 55 pentasticks (free: a shape and its mirror image are one piece). They have no
 * common names, so each is named by one character: `a`–`v` the 22 without a junction
 * (a point where three or four of its edges meet), `A`–`Z` and `0`–`6` the 33 with
 * one. The letters mean nothing, except that E (three teeth on a spine of two) and P
 * (a square with a tail) look like theirs.
 */
export const PENTASTICKS = [
  'a H00 H01 H10 H11 V00',
  'b H00 H01 H10 H20 V00',
  'c H00 H01 H10 V00 V11',
  'd H00 H01 H10 V00 V20',
  'e H00 H10 H20 H30 H40',
  'f H00 H10 H20 H30 V00',
  'g H00 H10 H20 V00 V01',
  'h H00 H10 H20 V00 V30',
  'i H00 H10 V00 V01 V20',
  'j H01 H02 H11 V01 V20',
  'k H01 H10 H20 H30 V10',
  'l H01 H10 H20 V00 V10',
  'm H01 H10 H20 V01 V10',
  'n H01 H10 H20 V10 V30',
  'o H01 H10 H21 V10 V20',
  'p H01 H10 V00 V10 V20',
  'q H01 H10 V01 V10 V20',
  'r H01 H11 H20 H30 V20',
  's H01 H11 H21 V01 V30',
  't H01 H11 V01 V02 V20',
  'u H02 H11 H21 V11 V30',
  'v H02 H11 V02 V11 V20',
  'A H00 H01 H10 H11 V10',
  'B H00 H01 H10 H20 V10',
  'C H00 H01 H11 V01 V10',
  'D H00 H01 H11 V00 V01',
  'E H00 H10 V00 V10 V20',
  'F H00 H10 H11 H20 V10',
  'G H00 H10 H11 V00 V10',
  'H H00 H10 H11 V10 V21',
  'I H00 H10 H20 H30 V10',
  'J H00 H10 H20 H30 V20',
  'K H00 H10 H20 V00 V10',
  'L H00 H10 H20 V00 V20',
  'M H00 H10 H20 V10 V11',
  'N H00 H10 H20 V10 V20',
  'O H00 H10 V00 V01 V10',
  'P H00 H01 H10 V00 V10',
  'Q H00 H11 H21 V10 V11',
  'R H01 H02 H11 V01 V10',
  'S H01 H10 H11 H20 V10',
  'T H01 H10 H11 V01 V10',
  'U H01 H10 H20 V10 V20',
  'V H01 H11 H21 V00 V01',
  'W H01 H11 H21 V01 V10',
  'X H01 H11 H21 V01 V20',
  'Y H01 H11 H21 V10 V11',
  'Z H01 H11 H21 V11 V20',
  '0 H01 H11 V00 V01 V11',
  '1 H01 H11 V00 V01 V21',
  '2 H01 H11 V01 V02 V10',
  '3 H01 H11 V01 V10 V11',
  '4 H01 H11 V01 V10 V21',
  '5 H01 H11 V01 V11 V20',
  '6 H02 H11 H21 V11 V20',
] as const;

/*
 * Polyhexes, in the axial coordinates of `polydance polyhex` (cells `xy`, x to the right,
 * y up at 60°), in the letters of Polyform Puzzler (without its digit of the size).
 */

/** The three trihexes: the bar, the bent bar and the triangle. */
export const TRIHEXES = ['i 00 10 20', 'v 00 10 11', 'a 00 01 10'] as const;

/** The seven tetrahexes. */
export const TETRAHEXES = [
  'I 00 10 20 30',
  'J 00 10 20 21',
  'P 00 10 11 20',
  'S 00 10 11 21',
  'U 01 10 20 21',
  'Y 01 11 12 20',
  'O 00 01 10 11',
] as const;

/** The twenty-two pentahexes. */
export const PENTAHEXES = [
  'A 01 11 12 20 21',
  'B 00 10 11 20 21',
  'C 01 10 20 30 31',
  'D 00 01 10 11 20',
  'E 00 10 11 20 30',
  'F 00 01 10 20 21',
  'G 00 10 11 21 30',
  'H 00 02 10 11 21',
  'I 00 10 20 30 40',
  'J 00 10 20 30 31',
  'L 00 10 20 21 22',
  'N 00 10 20 21 31',
  'P 00 10 20 21 30',
  'Q 01 10 11 21 22',
  'R 00 10 12 20 21',
  'S 00 01 11 21 22',
  'T 01 11 20 21 22',
  'U 01 02 10 20 21',
  'V 00 01 02 10 20',
  'W 00 10 11 21 22',
  'X 01 02 11 20 21',
  'Y 01 11 21 22 30',
] as const;

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The values as one digit or a bracketed set, runs of three or more as ranges: `3`, `[0-4]`, `[0-256]`. */
function ranges(values: readonly number[]): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length === 1) return DIGITS[sorted[0]!]!;
  let text = '';
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    text += j - i >= 2 ? `${DIGITS[sorted[i]!]}-${DIGITS[sorted[j]!]}` : sorted.slice(i, j + 1).map((v) => DIGITS[v]).join('');
    i = j + 1;
  }
  return `[${text}]`;
}

/**
 * A box line of cells `xy` (coordinates 0 to 61), column by column, neighbouring
 * columns with the same rows together: `[0-6][0-3]`, `0[2-4] 1[1-4] 2[0-4]`.
 */
export function cellsLine(cells: readonly (readonly [number, number])[]): string {
  const byX = new Map<number, number[]>();
  for (const [x, y] of cells) byX.set(x, [...(byX.get(x) ?? []), y]);
  const columns = [...byX.keys()].sort((a, b) => a - b).map((x) => ({ x, ys: ranges(byX.get(x)!) }));
  const out: string[] = [];
  for (let i = 0; i < columns.length; ) {
    let j = i;
    while (j + 1 < columns.length && columns[j + 1]!.x === columns[j]!.x + 1 && columns[j + 1]!.ys === columns[i]!.ys) j++;
    out.push(`${ranges(columns.slice(i, j + 1).map((c) => c.x))}${columns[i]!.ys}`);
    i = j + 1;
  }
  return out.join(' ');
}

/*
 * Polyaboloes, in the cells of `polydance polyabolo`: a cell is a quarter `e`, `n`, `s`
 * or `w` of the square `xy`, and a polyabolo's triangle is half a square, two quarters.
 * They have no common names: the diaboloes are named for their shapes (Square, Triangle,
 * Parallelogram), the triaboloes W to Z and the tetraboloes a to n in the order of a
 * list of them, with no meaning.
 */

/** The monabolo: half a square, cut along a diagonal. */
export const MONABOLO = 'M 00e 00s';

/** The three diaboloes: the square, the triangle and the parallelogram of two half squares. */
export const DIABOLOES = ['S 00e 00n 00s 00w', 'T 00e 00n 01e 01s', 'P 00e 00n 01s 01w'] as const;

/** The four triaboloes. */
export const TRIABOLOES = [
  'W 00e 00n 01e 01n 01s 01w',
  'X 00e 00n 01e 01s 10n 10w',
  'Y 00e 00n 01e 01s 11n 11w',
  'Z 00e 00s 10n 10w 11e 11s',
] as const;

/** The fourteen tetraboloes. */
export const TETRABOLOES = [
  'a 00e 00n 01e 01n 01s 01w 02e 02s',
  'b 00e 00n 01e 01s 10e 10n 10s 10w',
  'c 00e 00n 01e 01s 10e 10n 11s 11w',
  'd 00e 00n 01e 01s 11n 11w 12e 12s',
  'e 00e 00n 01e 01n 01s 01w 11n 11w',
  'f 00e 00n 00s 00w 01e 01n 01s 01w',
  'g 00e 00n 01e 01n 01s 01w 02s 02w',
  'h 00e 00n 01e 01n 01s 01w 10s 10w',
  'i 00e 00n 01e 01n 01s 01w 11s 11w',
  'j 00e 00n 01e 01s 10n 10w 11s 11w',
  'k 00e 00n 01e 01s 10s 10w 11n 11w',
  'l 00e 00n 01e 01s 11n 11w 12s 12w',
  'm 00e 00s 10e 10n 10s 10w 11e 11s',
  'n 01e 01n 02s 02w 10e 10n 11s 11w',
] as const;

/**
 * A box line of quarters `xyq` (q one of `e`, `n`, `s`, `w`), column by column: runs of
 * squares of a column with the same quarters together, and neighbouring columns that
 * are alike together: `[0-2][0-2][ensw]`, `0[0-6][ensw] 1[1-6][ensw] 10[nw]`.
 */
export function quartersLine(quarters: readonly (readonly [number, number, string])[]): string {
  const bySquare = new Map<string, Set<string>>();
  for (const [x, y, q] of quarters) bySquare.set(`${x},${y}`, (bySquare.get(`${x},${y}`) ?? new Set()).add(q));
  const letters = (x: number, y: number): string => [...(bySquare.get(`${x},${y}`) ?? [])].sort().join('');
  const xs = [...new Set(quarters.map(([x]) => x))].sort((a, b) => a - b);
  // each column as its runs of squares (rows and quarters, without the column)
  const columns = xs.map((x) => {
    const ys = [...new Set(quarters.filter(([qx]) => qx === x).map(([, y]) => y))].sort((a, b) => a - b);
    const runs: string[] = [];
    for (let i = 0; i < ys.length; ) {
      let j = i;
      while (j + 1 < ys.length && ys[j + 1] === ys[j]! + 1 && letters(x, ys[j + 1]!) === letters(x, ys[i]!)) j++;
      const qs = letters(x, ys[i]!);
      runs.push(`${ranges(ys.slice(i, j + 1))}${qs.length === 1 ? qs : `[${qs}]`}`);
      i = j + 1;
    }
    return { x, runs: runs.join(' ') };
  });
  const out: string[] = [];
  for (let i = 0; i < columns.length; ) {
    let j = i;
    while (j + 1 < columns.length && columns[j + 1]!.x === columns[j]!.x + 1 && columns[j + 1]!.runs === columns[i]!.runs) j++;
    const x = ranges(columns.slice(i, j + 1).map((c) => c.x));
    out.push(...columns[i]!.runs.split(' ').map((run) => `${x}${run}`));
    i = j + 1;
  }
  return out.join(' ');
}

/*
 * Polytrigs and polytwigs, in the edges of `polydance polytrig` and `polydance polytwig`:
 * `Hxy` from (x, y) to (x + 1, y), `Uxy` from (x, y) to (x, y + 1), `Dxy` from (x, y + 1)
 * to (x + 1, y), on the points of the triangle lattice.
 */

/** The twelve tritrigs, in Polyform Puzzler's letters. */
export const TRITRIGS = [
  'I H00 H10 H20',
  'L H00 H10 U20',
  'J H00 H10 D10',
  'T H00 H10 U10',
  'S H00 H11 U10',
  'C H00 U10 D01',
  'U H00 H01 U10',
  'P H00 U10 D10',
  'E H00 U10 D00',
  'Y H01 U11 D10',
  'Z H00 H01 D00',
  'O H00 U00 D00',
] as const;

/** A box line of edges (a kind's letter, x, y): for each kind, its edges as `cellsLine` writes cells, the letter before each. */
export function edgesLine(edges: readonly (readonly [string, number, number])[]): string {
  const kinds = [...new Set(edges.map(([k]) => k))];
  return kinds
    .flatMap((k) =>
      cellsLine(edges.filter(([e]) => e === k).map(([, x, y]) => [x, y] as const))
        .split(' ')
        .map((cell) => `${k}${cell}`),
    )
    .join(' ');
}

/** The four tetratwigs, in Polyform Puzzler's letters. */
export const TETRATWIGS = ['Y H02 H21 U20 D11', 'W H13 H32 D03 D22', 'P H13 U31 D03 D22', 'C H10 U01 U20 D00'] as const;

/** The twelve pentatwigs, in Polyform Puzzler's letters. */
export const PENTATWIGS = [
  'C H10 U01 U20 D00 D11',
  'H H13 U04 U12 D03 D22',
  'I H13 H32 D03 D22 D41',
  'L H13 H32 U12 D03 D22',
  'P H02 H21 U01 D00 D11',
  'R H13 U12 U31 D03 D22',
  'S H02 H21 U01 U31 D11',
  'T H02 H21 U20 D11 D30',
  'U H02 H13 H32 U12 D22',
  'W H13 H32 U42 D03 D22',
  'X H13 U12 U23 D03 D22',
  'Y H13 U12 D03 D11 D22',
] as const;
