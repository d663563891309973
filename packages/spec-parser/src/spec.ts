import { SpecError } from './errors.js';
import { byteLength, splitLines } from './lines.js';
import type { SourceLine } from './lines.js';
import { decodeDigit, encodeDigit } from './radix62.js';
import { checkText, clip, quote } from './internal/quote.js';
import { isSetLine } from './internal/set-line.js';
import { handednessAt } from './handedness.js';
import type { Handedness } from './handedness.js';

/** '|', ':' and the blanks other than the space (C's isspace), which cannot be part of an item name in DLX text. */
function notInName(c: number): boolean {
  return c === 0x7c || c === 0x3a || (c >= 9 && c <= 13);
}

/**
 * `b` or `a:b` (a may be empty), decimal, at most 9 digits each, with a ≤ b and b ≥ 1:
 * what DLX3 reads. A spec's multiplicity is written as it is given, so anything else
 * would make a DLX file that no solver reads.
 */
export function isMultiplicity(text: string): boolean {
  const m = /^(?:(\d{0,9}):)?(\d{1,9})$/.exec(text);
  if (!m) return false;
  const upper = Number(m[2]);
  return upper >= 1 && Number(m[1] ?? 0) <= upper;
}

/** The whole character (code point) at a UTF-16 index. */
function charAt(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 0xfffd);
}

/**
 * One cell specification such as `[0-2]b!`: a set of values per coordinate and an
 * optional suffix. It stands for every combination of the coordinate values.
 */
export interface CellSpec {
  /** One ascending list of distinct values (0–61) per dimension. */
  readonly coords: readonly (readonly number[])[];
  /** The text after the coordinates up to the next space; `''` when there is none. */
  readonly suffix: string;
  /** Where the cell specification starts (1-based). */
  readonly line: number;
  readonly column: number;
}

/** The box line: the cells to be filled. */
export interface BoxLine {
  readonly line: number;
  readonly cells: readonly CellSpec[];
}

/** A piece line: a name, its multiplicity, and the typical cells of the piece. */
export interface PieceLine {
  readonly line: number;
  /** Column of the first character of the name. */
  readonly column: number;
  readonly name: string;
  /**
   * The handedness written after the name (`F:one-sided 10 20 ...`), a Polydance
   * extension; undefined when none is written (the generator's own rule applies).
   */
  readonly hand?: Handedness;
  /**
   * The multiplicity as written before `|` (`"2"`, `"0:3"`), kept verbatim; `"1"` when
   * none is given. The polycube form `d*name` is given as the decimal value of `d`.
   */
  readonly multiplicity: string;
  readonly cells: readonly CellSpec[];
}

/** A piece, as the union of all lines that name it, in order of first appearance. */
export interface PieceSummary {
  readonly name: string;
  readonly multiplicity: string;
  /** Indices into {@link PolyformSpec.pieces} of the lines that name this piece. */
  readonly lines: readonly number[];
}

/** A note the C programs print on stderr while reading, such as `(Empty line is being ignored)`. */
export interface SpecNote {
  readonly line: number;
  readonly message: string;
}

/** The syntax tree of a box-and-pieces spec. */
export interface PolyformSpec {
  /** Every input line, comments included, without line endings. */
  readonly lines: readonly SourceLine[];
  readonly box: BoxLine;
  readonly pieceLines: readonly PieceLine[];
  readonly pieces: readonly PieceSummary[];
  readonly notes: readonly SpecNote[];
}

export interface SpecOptions {
  /** Coordinates per cell: 2 for squares and triangles, 3 for cubes. */
  readonly dimensions: number;
  /**
   * POLYCUBE-DLX's multiplicities: `d*name` (d one radix-62 digit), where `0*name`
   * means "not set yet", so that a later line may set it; a piece name may contain
   * none of `|`, `:` and `*`. The DLX3 forms `n|name` and `a:b|name` are read too, with
   * decimal numbers.
   */
  readonly starMultiplicity?: boolean;
  /** The longest suffix allowed; by default `8 - dimensions`, so items fit DLX's 8 characters. */
  readonly maxSuffix?: number;
  /**
   * When true, a suffix may not begin with a radix-62 digit or `[` (for cubes, where
   * POLYCUBE-DLX demands a space after three coordinates).
   */
  readonly suffixNeedsSeparator?: boolean;
}

/**
 * Parses the spec language of POLYOMINO-DLX, POLYIAMOND-DLX and POLYCUBE-DLX.
 * Comment lines begin with `|`; the first other line is the box, the rest are pieces.
 * Throws {@link SpecError} with the line and column of the first problem.
 */
export function parseSpec(text: string, options: SpecOptions): PolyformSpec {
  checkText('parseSpec', text);
  const lines = splitLines(text);
  const scanner = new CellScanner(options);
  let i = 0;
  while (i < lines.length && lines[i]!.text.startsWith('|')) i++;
  const boxSource = lines[i];
  if (boxSource === undefined) {
    throw new SpecError('the input ended before the box specification', lines.length + 1, 1);
  }
  if (isSetLine(boxSource.text)) {
    throw new SpecError('a set line comes after the box: the first line that is not a comment lists the cells of the box', boxSource.number, 1);
  }
  const box: BoxLine = { line: boxSource.number, cells: scanner.cells(boxSource, 0) };
  const boxItems = new Set<string>();
  for (const cell of box.cells) for (const name of cellNames(cell)) boxItems.add(name);

  const pieceLines: PieceLine[] = [];
  const pieces: PieceSummary[] = [];
  const byName = new Map<string, { summary: PieceSummary; line: number }>();
  const notes: SpecNote[] = [];
  for (const source of lines.slice(i + 1)) {
    if (source.text.startsWith('|')) continue;
    if (isSetLine(source.text)) {
      throw new SpecError(
        "a line 'set: NAME' brings a named piece set, which the polydance generators read (expandPieceSets with the sets of @polydance/pieces); this reader alone does not",
        source.number,
        1,
      );
    }
    if (source.text.trim() === '') {
      notes.push({ line: source.number, message: '(Empty line is being ignored)' });
      continue;
    }
    const head = pieceHead(source, options);
    if (head === undefined) {
      notes.push({ line: source.number, message: '(Empty piece is being ignored)' });
      continue;
    }
    const { name, column, multiplicity, rest, hand } = head;
    if (boxItems.has(name)) {
      throw new SpecError(`piece name ${quote(name)} is also a cell of the box`, source.number, column);
    }
    const cells = scanner.cells(source, rest);
    if (!cells.some((c) => c.coords.every((values) => values.length > 0))) {
      throw new SpecError(`piece ${quote(name)} has no cells`, source.number, column);
    }
    const index = pieceLines.length;
    pieceLines.push({ line: source.number, column, name, multiplicity, cells, ...(hand ? { hand } : {}) });
    const known = byName.get(name);
    if (known === undefined) {
      const summary = { name, multiplicity, lines: [index] };
      byName.set(name, { summary, line: source.number });
      pieces.push(summary);
    } else if (options.starMultiplicity && known.summary.multiplicity === '0') {
      // POLYCUBE-DLX: a multiplicity of 0 is one not set yet, which this line sets
      (known.summary as { multiplicity: string }).multiplicity = multiplicity;
      byName.set(name, { summary: known.summary, line: source.number });
      (known.summary.lines as number[]).push(index);
    } else if (known.summary.multiplicity !== multiplicity) {
      throw new SpecError(
        `inconsistent multiplicities for piece ${clip(name)}: ${clip(multiplicity)} here, ${clip(known.summary.multiplicity)} on line ${known.line}`,
        source.number,
        1,
      );
    } else {
      (known.summary.lines as number[]).push(index);
    }
  }
  for (const { summary, line } of byName.values()) {
    if (summary.multiplicity === '0') {
      throw new SpecError(
        `piece ${quote(summary.name)} has multiplicity 0, which no later line sets (0*X waits for one such as 3*X); DLX3 reads no upper bound 0`,
        line,
        1,
      );
    }
  }
  return { lines, box, pieceLines, pieces, notes };
}

/** Every item name `xy…suffix` that a cell specification stands for, in the C programs' order. */
export function cellNames(cell: CellSpec): string[] {
  let names = [''];
  for (const values of cell.coords) {
    const next: string[] = [];
    for (const prefix of names) for (const v of values) next.push(prefix + encodeDigit(v));
    names = next;
  }
  return names.map((n) => n + cell.suffix);
}

interface PieceHead {
  name: string;
  column: number;
  multiplicity: string;
  hand: Handedness | undefined;
  /** Index of the first character after the name (a space). */
  rest: number;
}

/** Reads `[mult|]name` or `d*name`; undefined when the line has a name but no cells. */
function pieceHead(source: SourceLine, options: SpecOptions): PieceHead | undefined {
  const text = source.text;
  let start = 0;
  let multiplicity = '1';
  if (options.starMultiplicity && text[1] === '*') {
    const d = decodeDigit(text[0]!);
    if (d < 0) throw new SpecError(`unknown multiplicity ${quote(text[0]!)} (d*name needs one radix-62 digit d)`, source.number, 1);
    multiplicity = String(d);
    start = 2;
  } else {
    const bar = text.indexOf('|');
    // for cubes, `|` ends a multiplicity only after DLX3 bounds; elsewhere it is in the name
    const bounds = !options.starMultiplicity || /^(\d*:)?\d+$/.test(text.slice(0, bar));
    if (bar >= 0 && bounds) {
      multiplicity = text.slice(0, bar);
      const space = multiplicity.indexOf(' ');
      if (space >= 0) {
        throw new SpecError(
          `a multiplicity is the text before '|' in front of the piece name, and cannot contain a space`,
          source.number,
          space + 1,
        );
      }
      if (!isMultiplicity(multiplicity)) {
        throw new SpecError(
          `multiplicity ${quote(multiplicity)} is not a number b or a range a:b with a ≤ b and b ≥ 1, as DLX3 reads them`,
          source.number,
          1,
        );
      }
      start = bar + 1;
    }
  }
  let end = start;
  let hand: Handedness | undefined;
  while (end < text.length && text[end] !== ' ') {
    const ch = text[end]!;
    if (ch === ':' && end > start) {
      // NAME:HAND, a Polydance extension (Knuth's generators reject ':' in a name)
      hand = handednessAt(source, end + 1);
      break;
    }
    if (notInName(text.charCodeAt(end)) || (options.starMultiplicity && ch === '*')) {
      throw new SpecError(`illegal character ${quote(ch)} in piece name`, source.number, end + 1);
    }
    end++;
  }
  const name = text.slice(start, end);
  if (hand !== undefined) {
    const after = text.indexOf(' ', end);
    if (after < 0) throw new SpecError(`piece ${quote(name)} has no cells`, source.number, start + 1);
    return checkName({ name, column: start + 1, multiplicity, rest: after, hand }, source);
  }
  if (end === text.length && name.length > 0) return undefined;
  return checkName({ name, column: start + 1, multiplicity, rest: end, hand: undefined }, source);
}

/** The piece head, once its name is known not to be empty nor longer than DLX's 8 bytes. */
function checkName(head: PieceHead, source: SourceLine): PieceHead {
  const { name, column } = head;
  if (name.length === 0) throw new SpecError('missing piece name', source.number, column);
  if (byteLength(name) > 8) {
    const unit = name.length > 8 ? 'characters' : 'bytes in UTF-8';
    throw new SpecError(`piece name ${quote(name)} is longer than 8 ${unit}`, source.number, column);
  }
  return head;
}

/** Scans the cell specifications of a line. */
class CellScanner {
  private readonly dims: number;
  private readonly maxSuffix: number;
  private readonly needsSeparator: boolean;

  constructor(options: SpecOptions) {
    this.dims = options.dimensions;
    this.maxSuffix = options.maxSuffix ?? 8 - options.dimensions;
    this.needsSeparator = options.suffixNeedsSeparator ?? false;
  }

  cells(source: SourceLine, from: number): CellSpec[] {
    const text = source.text;
    const out: CellSpec[] = [];
    let p = from;
    for (;;) {
      while (p < text.length && text[p] === ' ') p++;
      if (p >= text.length) return out;
      const start = p;
      const coords: number[][] = [];
      for (let d = 0; d < this.dims; d++) {
        const [values, next] = this.coordinate(source, p);
        coords.push(values);
        p = next;
      }
      const sfxStart = p;
      while (p < text.length && text[p] !== ' ') {
        if (this.needsSeparator && /[\t\v\f\r]/.test(text[p]!)) {
          throw new SpecError(
            `missing space after a cell of ${this.dims} coordinates (cells are separated by spaces, and a ${text[p] === '\t' ? 'tab' : 'control character'} is not one)`,
            source.number,
            p + 1,
          );
        }
        // the suffix becomes part of an item name in DLX text, where these have a meaning
        // (a blank after a cube's cell is a missing space, below)
        const c = text.charCodeAt(p);
        if (notInName(c) && !(this.needsSeparator && c >= 9 && c <= 13)) {
          throw new SpecError(`illegal character ${quote(charAt(text, p))} in the suffix of a cell`, source.number, p + 1);
        }
        p++;
      }
      const suffix = text.slice(sfxStart, p);
      if (suffix.length > 0 && this.needsSeparator && (decodeDigit(suffix) >= 0 || suffix[0] === '[')) {
        throw new SpecError(
          `missing space after a cell of ${this.dims} coordinates (a suffix may not begin with a radix-62 digit 0-9, a-z, A-Z, nor with '[')`,
          source.number,
          sfxStart + 1,
        );
      }
      if (byteLength(suffix) > this.maxSuffix) {
        throw new SpecError(
          `suffix ${quote(suffix)} is too long (at most ${this.maxSuffix} ${suffix.length > this.maxSuffix ? 'characters' : 'bytes in UTF-8'})`,
          source.number,
          sfxStart + 1,
        );
      }
      out.push({ coords, suffix, line: source.number, column: start + 1 });
    }
  }

  /** One coordinate at `p`: a digit or a bracketed set; returns its values and the next position. */
  private coordinate(source: SourceLine, p: number): [number[], number] {
    const text = source.text;
    const at = (q: number, reason: string): SpecError => new SpecError(reason, source.number, q + 1);
    if (p >= text.length || text[p] === ' ') {
      throw at(p, `incomplete cell: expected ${this.dims} coordinates`);
    }
    if (text[p] !== '[') {
      const x = decodeDigit(text[p]!);
      if (x < 0) throw at(p, text[p] === '\t' ? 'illegal digit: a tab (only a space separates cells)' : `illegal digit ${quote(charAt(text, p))}`);
      return [[x], p + 1];
    }
    const open = p;
    const bits = new Array<boolean>(62).fill(false);
    let t = -1;
    let x = -1;
    for (p++; text[p] !== ']'; p++) {
      if (p >= text.length) throw at(open, "no closing bracket for '['");
      const ch = text[p]!;
      if (ch === '-') {
        if (x < 0 || text[p + 1] === ']' || p + 1 >= text.length) {
          throw at(p, "illegal range: '-' needs a digit on each side");
        }
        t = x;
        x = -1;
        continue;
      }
      if (ch === '[') throw at(open, "no closing bracket for '['");
      x = decodeDigit(ch);
      if (x < 0) throw at(p, `illegal digit ${quote(charAt(text, p))} in brackets`);
      if (t < 0) {
        bits[x] = true;
      } else {
        if (x < t) throw at(p, `decreasing range ${encodeDigit(t)}-${encodeDigit(x)}`);
        for (let v = t; v <= x; v++) bits[v] = true;
        t = x = -1;
      }
    }
    const values: number[] = [];
    bits.forEach((b, v) => {
      if (b) values.push(v);
    });
    return [values, p + 1];
  }
}
