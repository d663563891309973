/**
 * The catalogue's other piece sets, as spec lines (a name, then the cells of one
 * orientation; the generators add the rotations and reflections), and the writers of
 * spec lines and box lines. The sets that `@polydance/pieces` names are in ../pieces.ts.
 */
import { TETROMINOES } from '../pieces.js';

/** Joins spec lines into a spec text with a final newline. */
export function lines(...parts: readonly string[]): string {
  return `${parts.join('\n')}\n`;
}

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

/** The monabolo: half a square, cut along a diagonal (in the cells of the polyaboloes of ../pieces.ts). */
export const MONABOLO = 'M 00e 00s';

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
