import { MacmahonError } from './errors.js';

/**
 * One of the six triangles of a double-size hexiamond, in doubled units: the upright
 * triangle Δ at (x, y), written `xy`, or the inverted triangle ∇ at (x, y), written
 * `xy+` (Knuth's `(x, y)'`; `+` is easier to type than `'`). Coordinates are 0, 1 or 2.
 * Each covers four unit triangles of the board.
 */
export interface Triangle {
  readonly x: number;
  readonly y: number;
  readonly down: boolean;
}

/** How many triangles make a hexiamond. */
export const BOARD_SIZE = 6;

/** The largest coordinate of a board triangle. */
export const MAX_COORDINATE = 2;

const FORM = /^([0-9])([0-9])(\+?)$/;

/**
 * Reads a triangle written `xy` or `xy+`. Throws a {@link MacmahonError} (carrying
 * `index`, when given) if the form is wrong or a coordinate exceeds 2.
 */
export function parseTriangle(text: string, index?: number): Triangle {
  const m = FORM.exec(text);
  if (!m) {
    throw new MacmahonError('a triangle should have the form xy or xy+ (two digits, then + for ∇)', index, text);
  }
  const t = { x: Number(m[1]), y: Number(m[2]), down: m[3] === '+' };
  if (t.x > MAX_COORDINATE || t.y > MAX_COORDINATE) {
    throw new MacmahonError(`coordinates should be 0, 1 or ${MAX_COORDINATE}`, index, text);
  }
  return t;
}

/** Writes a triangle as {@link parseTriangle} reads it. */
export function formatTriangle(t: Triangle): string {
  return `${t.x}${t.y}${t.down ? '+' : ''}`;
}

function checkCount(n: number): void {
  if (n !== BOARD_SIZE) throw new MacmahonError(`expected ${BOARD_SIZE} triangles, got ${n}`);
}

/**
 * Checks a board: exactly six triangles, coordinates 0, 1 or 2, none given twice.
 * Throws a {@link MacmahonError} naming the first faulty triangle by its index.
 */
export function checkBoard(triangles: readonly Triangle[]): void {
  checkCount(triangles.length);
  const seen = new Set<string>();
  triangles.forEach((t, i) => {
    const text = formatTriangle(t);
    const ok = (c: number) => Number.isInteger(c) && c >= 0 && c <= MAX_COORDINATE;
    if (!ok(t.x) || !ok(t.y)) throw new MacmahonError(`coordinates should be 0, 1 or ${MAX_COORDINATE}`, i, text);
    if (seen.has(text)) throw new MacmahonError('this triangle has been given twice', i, text);
    seen.add(text);
  });
}

/**
 * Reads the six words of a board, `xy` for Δ and `xy+` for ∇, as MACMAHON-TRIANGLES-DLX
 * takes them on its command line, and checks it with {@link checkBoard}.
 */
export function parseBoard(words: readonly string[]): readonly Triangle[] {
  checkCount(words.length);
  const triangles = words.map((w, i) => parseTriangle(w, i));
  checkBoard(triangles);
  return triangles;
}
