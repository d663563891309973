import type { LatticeDescriptor } from '@polydance/lattice';
import { pieceSets } from '@polydance/pieces';
import { cellNames, decodeDigit, encodeDigit, expandPieceSets, parseSpec } from '@polydance/spec-parser';

/**
 * The spec text ↔ the cells of its box and of its pieces, for the editor: what a spec's
 * lines say (read with `@polydance/spec-parser`, the lattice's item names), and the same
 * text with one line rewritten after a click. Only the line that changes is rewritten:
 * comments, set lines and every other line stay as the user wrote them.
 */

/** A piece line of a spec, as the editor sees it. */
export interface SpecPiece {
  /** Its line (0-based index into the text's lines): its piece line, or the set line that brings it. */
  readonly line: number;
  /** Whether a set line (`set: pentominoes`) brings it: a click writes a line of its own (and `-NAME` on the set line). */
  readonly fromSet?: boolean;
  readonly name: string;
  /** The text before its first cell: multiplicity, name, handedness and the space after them. */
  readonly head: string;
  /** Its cells' item names (bracketed sets expanded), in the order written, each once. */
  readonly items: readonly string[];
}

/** What a spec's box and piece lines hold. */
export interface SpecCells {
  /** Coordinates per cell in the spec (2 or 3; a stick's kind letter counts as one). */
  readonly digits: number;
  /** The box line (0-based), or -1 when the text has none yet (comments only). */
  readonly boxLine: number;
  /** The box's item names, in the order written, each once. */
  readonly box: readonly string[];
  readonly pieces: readonly SpecPiece[];
}

/** The number of coordinates a lattice's spec gives a cell: the radix-62 digits that begin its item names (`00'` 2, `H00` 3, `00e` 3). */
export function specDigits(lattice: LatticeDescriptor): number {
  const name = lattice.formatItem({ kind: lattice.boxKinds[0] ?? 0, x: 0, y: 0, z: 0 }) ?? '';
  let n = 0;
  while (n < name.length && decodeDigit(name[n]!) >= 0) n++;
  return n;
}

const isSetLine = (text: string): boolean => text.startsWith('set:');

/** A line of a spec with more cells than the editor draws. */
export class TooManyCellsError extends RangeError {
  constructor(
    readonly line: number,
    readonly cells: number,
    readonly max: number,
  ) {
    super(`line ${line} holds ${cells.toLocaleString('en-US')} cells, more than the ${max.toLocaleString('en-US')} the editor draws: edit it as text`);
    this.name = 'TooManyCellsError';
  }
}

/**
 * The box and the pieces of a spec: its piece lines, and the pieces its set lines
 * (`set: pentominoes`, a named set of pieces) bring, each after the lines before it.
 * Throws the parser's SpecError for text it cannot read (the playground shows it at
 * its line and column), and a {@link TooManyCellsError} for a line of more than
 * `maxLineCells` cells (counted before they are listed: `[0-z][0-z][0-z]` is 46,656).
 */
export function readSpecCells(text: string, lattice: LatticeDescriptor, maxLineCells = Number.POSITIVE_INFINITY): SpecCells {
  const digits = specDigits(lattice);
  const lines = text.split('\n');
  let first = 0;
  while (first < lines.length && lines[first]!.startsWith('|')) first++;
  if (lines.slice(first).every((l) => l.trim() === '' || l.startsWith('|'))) return { digits, boxLine: -1, box: [], pieces: [] };
  // set lines as comments, so that the other lines keep their numbers
  const readable = lines.map((l, i) => (i > first && isSetLine(l) ? `|${l}` : l)).join('\n');
  const options = { dimensions: digits, maxSuffix: Number.MAX_SAFE_INTEGER };
  const spec = parseSpec(readable, options);
  const itemsOf = (cells: typeof spec.box.cells): string[] => {
    const count = cells.reduce((n, c) => n + c.coords.reduce((m, values) => m * values.length, 1), 0);
    if (count > maxLineCells) throw new TooManyCellsError(cells[0]?.line ?? 0, count, maxLineCells);
    return [...new Set(cells.flatMap(cellNames))];
  };
  const pieceOf = (p: (typeof spec.pieceLines)[number], text: string, line: number): SpecPiece => {
    const start = p.cells[0] ? p.cells[0].column - 1 : text.length;
    return { line, name: p.name, head: text.slice(0, start), items: itemsOf(p.cells) };
  };
  const pieces = spec.pieceLines.map((p) => pieceOf(p, lines[p.line - 1]!, p.line - 1));
  const sets = pieceSets(lattice);
  lines.forEach((l, i) => {
    if (i <= first || !isSetLine(l)) return;
    // the set line alone after the box: its pieces, as the generators read them
    const expanded = expandPieceSets(`${lines[spec.box.line - 1]!}\n${l}\n`, sets);
    if (!expanded) return;
    const brought = parseSpec(expanded.text, options);
    const at = pieces.findIndex((p) => p.line > i);
    const own = brought.pieceLines.map((p) => ({ ...pieceOf(p, brought.lines[p.line - 1]!.text, i), fromSet: true }));
    pieces.splice(at < 0 ? pieces.length : at, 0, ...own);
  });
  return { digits, boxLine: spec.box.line - 1, box: itemsOf(spec.box.cells), pieces };
}

/** A set of coordinate values in the spec's notation: a digit, or brackets with runs of three or more as ranges (`[0-5]`, `[02]`, `[0-35]`). */
export function formatValues(values: readonly number[]): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length === 1) return encodeDigit(sorted[0]!);
  let out = '';
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const a = encodeDigit(sorted[i]!);
    const b = encodeDigit(sorted[j]!);
    out += j - i >= 2 ? `${a}-${b}` : j === i ? a : `${a}${b}`;
    i = j + 1;
  }
  return `[${out}]`;
}

/** Tuples of coordinates as few products of sets as this greedy split finds: by the first coordinate, those with the same rest together. */
function products(tuples: readonly (readonly number[])[]): number[][][] {
  if (tuples.length === 0) return [];
  if (tuples[0]!.length === 1) return [[tuples.map((t) => t[0]!)]];
  const byFirst = new Map<number, (readonly number[])[]>();
  for (const t of tuples) {
    const rest = byFirst.get(t[0]!) ?? [];
    rest.push(t.slice(1));
    byFirst.set(t[0]!, rest);
  }
  const groups = new Map<string, { firsts: number[]; rest: number[][][] }>();
  for (const first of [...byFirst.keys()].sort((a, b) => a - b)) {
    const rest = products(byFirst.get(first)!);
    const key = rest.map((p) => p.map(formatValues).join('')).join(' ');
    const group = groups.get(key);
    if (group) group.firsts.push(first);
    else groups.set(key, { firsts: [first], rest });
  }
  return [...groups.values()].flatMap((g) => g.rest.map((p) => [g.firsts, ...p]));
}

/**
 * Item names as the cells of a box line, in brackets where they fill products of
 * ranges: `[0-5][0-9]` for the 60 cells of a 6x10 box, `[0-5][0-5] [0-5][0-5]'` for a
 * rhombus of triangles. Names with the same text after their `digits` coordinates (a
 * suffix, or a triangle's `'`) go together, in the order of their first appearance.
 */
export function boxText(items: readonly string[], digits: number): string {
  const bySuffix = new Map<string, number[][]>();
  for (const item of items) {
    const suffix = item.slice(digits);
    const tuple = [...item.slice(0, digits)].map(decodeDigit);
    const list = bySuffix.get(suffix) ?? [];
    if (!list.some((t) => t.every((v, i) => v === tuple[i]))) list.push(tuple);
    bySuffix.set(suffix, list);
  }
  return [...bySuffix]
    .flatMap(([suffix, tuples]) => products(tuples).map((p) => p.map(formatValues).join('') + suffix))
    .join(' ');
}

/** The text with line `index` replaced (its `\r` kept), or removed when `line` is undefined. */
function replaceLine(text: string, index: number, line: string | undefined): string {
  const lines = text.split('\n');
  const cr = lines[index]?.endsWith('\r') ? '\r' : '';
  if (line === undefined) lines.splice(index, 1);
  else lines[index] = line + cr;
  return lines.join('\n');
}

/** The text with `line` as the last line (after a newline, if the text has no final one). */
export function appendLine(text: string, line: string): string {
  return text === '' || text.endsWith('\n') ? `${text}${line}\n` : `${text}\n${line}\n`;
}

const sameItems = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/** The spec with a box of these items: its box line rewritten (or, in a text without one, put after the leading comments). */
export function withBox(text: string, cells: SpecCells, items: readonly string[]): string {
  if (cells.boxLine >= 0 && sameItems(cells.box, items)) return text;
  const line = boxText(items, cells.digits);
  if (cells.boxLine >= 0) return replaceLine(text, cells.boxLine, line);
  const lines = text.split('\n');
  let at = 0;
  while (at < lines.length && lines[at]!.startsWith('|')) at++;
  if (at === lines.length || (at === lines.length - 1 && lines[at] === '')) return appendLine(text, line);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** The items with `item` added at the end (`on`) or taken out. */
export function toggled(items: readonly string[], item: string, on: boolean): string[] {
  if (on) return items.includes(item) ? [...items] : [...items, item];
  return items.filter((i) => i !== item);
}

/**
 * The spec with piece `index` made of these items: its line rewritten after its head,
 * or removed when there are none. A piece a set line brings gets a line of its own,
 * after the set line, which leaves it out from then on (`-NAME`).
 */
export function withPiece(text: string, cells: SpecCells, index: number, items: readonly string[]): string {
  const piece = cells.pieces[index];
  if (!piece) return text;
  if (sameItems(piece.items, items) && piece.items.every((x, i) => items[i] === x)) return text;
  const head = piece.head.endsWith(' ') ? piece.head : `${piece.head} `;
  if (piece.fromSet === true) {
    const lines = text.split('\n');
    const line = lines[piece.line]!;
    const cr = line.endsWith('\r') ? '\r' : '';
    // the set line's own word for the piece (`2|X`, `X:fixed`) gives way to `-X`
    const words = line.slice(0, line.length - cr.length).split(' ').filter((w, k) => k === 0 || w.replace(/^-/, '').replace(/^[^|]*\|/, '').replace(/:.*$/, '') !== piece.name);
    lines.splice(piece.line, 1, `${words.join(' ')} -${piece.name}${cr}`, ...(items.length > 0 ? [head + items.join(' ') + cr] : []));
    return lines.join('\n');
  }
  if (items.length === 0) return replaceLine(text, piece.line, undefined);
  return replaceLine(text, piece.line, head + items.join(' '));
}

/** A piece name no piece line of the spec has: the first free capital letter (then `P1`, `P2`, ...). */
export function freeName(cells: SpecCells): string {
  const used = new Set(cells.pieces.map((p) => p.name));
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') if (!used.has(c) && !cells.box.includes(c)) return c;
  for (let n = 1; ; n++) if (!used.has(`P${n}`)) return `P${n}`;
}
