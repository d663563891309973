import type { Item, Option, OptionItem, Problem, Steps } from '@polydance/exact-cover';
import { DlxError } from './errors.js';
import { clip, finish, quote } from '@polydance/exact-cover';
import { checkText } from './internal/check.js';

/**
 * Which of Knuth's input formats to accept.
 * - `dlx1`: items and options only (Algorithm X).
 * - `dlx2`: colors on secondary items in options, `x:c` (Algorithm C).
 * - `dlx3`: colors, and multiplicities on primary items, `a:b|x` or `n|x` (Algorithm M).
 * - `any`: the same syntax as `dlx3`; the solver then picks X, C or M from what it finds.
 */
export type DlxDialect = 'dlx1' | 'dlx2' | 'dlx3' | 'any';

export interface ReadDlxOptions {
  /** The syntax to accept; default `any`. */
  readonly dialect?: DlxDialect;
  /**
   * The text holds one character per byte of the input (bytes read as Latin-1), as
   * Knuth's programs see their input: a name may have 8 characters. By default the
   * text is Unicode and a name may have 8 bytes of UTF-8.
   */
  readonly latin1?: boolean;
  /**
   * Asked every few thousand lines: true stops the reading at once, which throws a
   * `DOMException` named `AbortError` (for a caller whose work gives the event loop no
   * turn, and so looks at a clock itself; see {@link readDlx}).
   */
  readonly shouldStop?: () => boolean;
}

/** Lines read between two questions to {@link ReadDlxOptions.shouldStop}. */
const STOP_EVERY = 4096;

/** The error of a reading stopped by its `shouldStop`. */
function stopped(): DOMException {
  return new DOMException('readDlx: the reading was stopped', 'AbortError');
}

/** An option line that names no primary item: DLX1-3 drop it, and so do we, with a warning. */
export interface IgnoredOption {
  /** Its line number (1-based). */
  readonly line: number;
  /** The line as written, without its line break. */
  readonly text: string;
  /** Its items. */
  readonly option: Option;
  /** How many options were kept before it (the index the next kept option gets). */
  readonly before: number;
}

/** What {@link readDlx} found in a DLX file. */
export interface DlxSource {
  /** The problem: comments, items (with bounds as written), options (in file order). */
  readonly problem: Problem;
  /** The line (1-based) of each option of `problem.options`. */
  readonly optionLines: readonly number[];
  /** Options that were dropped because they name no primary item. */
  readonly ignored: readonly IgnoredOption[];
  /** Knuth's count of "entries": one per item in an option, plus one per option. */
  readonly entries: number;
}

const MAX_NAME = 8;

function isSpace(c: number): boolean {
  // C's isspace in the "C" locale: space, \t, \n, \v, \f, \r
  return c === 32 || (c >= 9 && c <= 13);
}

/** Length in bytes of UTF-8, as Knuth's programs measure names (8 bytes at most). */
function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xdc80 && c <= 0xdcff) n += 1; // a byte that was not UTF-8 (see the CLI's decodeInput)
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

interface Line {
  readonly text: string;
  readonly number: number;
}

/**
 * The lines of a text, one at a time (a line break is `\n`, and a `\r` before it is
 * dropped; a last line without a break counts, an empty one after the last break does
 * not): a text of millions of lines is not first split into an array of them.
 */
function lineReader(text: string): () => Line | undefined {
  let at = 0;
  let number = 0;
  return () => {
    if (at >= text.length) return undefined;
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const t = text.slice(at, end);
    at = end + 1;
    number++;
    return { text: t.endsWith('\r') ? t.slice(0, -1) : t, number };
  };
}

/** The index of the first non-space character at or after `p`. */
function skipSpaces(s: string, p: number): number {
  while (p < s.length && isSpace(s.charCodeAt(p))) p++;
  return p;
}

/** The end of the token that starts at `p` (the first space or the end of the line). */
function tokenEnd(s: string, p: number): number {
  while (p < s.length && !isSpace(s.charCodeAt(p))) p++;
  return p;
}

/** A comment or blank line, as DLX1-3 decide: its first non-space character is `|`, or it has none. */
function isSkippable(s: string): boolean {
  const p = skipSpaces(s, 0);
  return p === s.length || s[p] === '|';
}

function commentText(s: string): string {
  const p = skipSpaces(s, 0) + 1;
  return s.slice(s[p] === ' ' ? p + 1 : p);
}

interface ItemLine {
  readonly primary: Item[];
  readonly secondary: Item[];
}

/** How a name's length is measured: its bytes (see {@link ReadDlxOptions.latin1}). */
type Measure = (name: string) => number;
const latin1Length: Measure = (name) => name.length;

function checkName(name: string, line: number, column: number, measure: Measure): void {
  if (name.length === 0) throw new DlxError(line, column, 'empty item name');
  if (measure(name) > MAX_NAME) {
    throw new DlxError(line, column, `item name ${quote(name)} is longer than ${MAX_NAME} characters`);
  }
}

function checkBound(digits: string, line: number, column: number): number {
  for (let i = 0; i < digits.length; i++) {
    const c = digits.charCodeAt(i);
    if (c < 48 || c > 57) {
      throw new DlxError(line, column + i, `illegal digit ${quote(digits[i] ?? '')} in the bounds of an item`);
    }
  }
  if (digits.length > 9) throw new DlxError(line, column, `bound ${clip(digits)} is too large`);
  return digits.length === 0 ? 0 : Number(digits);
}

/** Reads one token of the item line: a name, possibly prefixed by `a:b|` or `b|` (DLX3). */
function readItemToken(
  token: string,
  line: number,
  column: number,
  dialect: DlxDialect,
  afterBar: boolean,
  measure: Measure,
): Item {
  const multiplicities = dialect === 'dlx3' || dialect === 'any';
  const colon = token.indexOf(':');
  const bar = token.indexOf('|');
  if (colon < 0 && bar < 0) {
    checkName(token, line, column, measure);
    return { name: token };
  }
  if (!multiplicities) {
    const at = colon < 0 ? bar : bar < 0 ? colon : Math.min(colon, bar);
    const what = token[at] === '|' ? '|' : ':';
    throw new DlxError(
      line,
      column + at,
      `illegal character ${quote(what)} in item name ${quote(token)} (multiplicities such as 2|X need dlx3)`,
    );
  }
  if (afterBar) {
    const at = colon < 0 ? bar : bar < 0 ? colon : Math.min(colon, bar);
    throw new DlxError(
      line,
      column + at,
      `illegal character ${quote(token[at] ?? '')} in secondary item ${quote(token)} (only primary items have bounds)`,
    );
  }
  if (bar < 0) {
    throw new DlxError(line, column + colon, `lower bound without upper bound in ${quote(token)} (write a:b|name)`);
  }
  if (colon > bar) {
    throw new DlxError(line, column + colon, `illegal character ':' in item name ${quote(token.slice(bar + 1))}`);
  }
  const rest = token.slice(bar + 1);
  const second = rest.search(/[:|]/);
  if (second >= 0) {
    throw new DlxError(line, column + bar + 1 + second, `illegal character ${quote(rest[second] ?? '')} in item name ${quote(rest)}`);
  }
  const bounds = token.slice(0, bar);
  let lower: number;
  let upper: number;
  if (colon >= 0) {
    lower = checkBound(token.slice(0, colon), line, column);
    upper = checkBound(token.slice(colon + 1, bar), line, column + colon + 1);
  } else {
    upper = checkBound(bounds, line, column);
    lower = upper;
  }
  if (upper === 0) throw new DlxError(line, column, `upper bound is zero in ${quote(token)}`);
  if (lower > upper) throw new DlxError(line, column, `lower bound exceeds upper bound in ${quote(token)}`);
  checkName(rest, line, column + bar + 1, measure);
  return { name: rest, bounds };
}

function readItemLine(l: Line, dialect: DlxDialect, measure: Measure): ItemLine {
  const s = l.text;
  const primary: Item[] = [];
  const secondary: Item[] = [];
  const seen = new Set<string>();
  let afterBar = false;
  let p = skipSpaces(s, 0);
  while (p < s.length) {
    if (s[p] === '|' && p > 0) {
      // a bar at the start of a token separates primary from secondary items
      if (afterBar) throw new DlxError(l.number, p + 1, "the item line contains '|' twice");
      afterBar = true;
      p = skipSpaces(s, p + 1);
      if (p >= s.length) break;
    }
    const e = tokenEnd(s, p);
    const token = s.slice(p, e);
    const item = readItemToken(token, l.number, p + 1, dialect, afterBar, measure);
    if (seen.has(item.name)) {
      throw new DlxError(l.number, p + 1 + (token.length - item.name.length), `duplicate item name ${quote(item.name)}`);
    }
    seen.add(item.name);
    (afterBar ? secondary : primary).push(item);
    p = skipSpaces(s, e);
  }
  return { primary, secondary };
}

/**
 * Reads Knuth's DLX text: comment lines (first non-blank character `|`), blank lines,
 * the item line (primary items, then `|`, then secondary items), and one option per line.
 * Every error is a {@link DlxError} with the line and column where it was found.
 */
export function readDlx(text: string, options: ReadDlxOptions = {}): DlxSource {
  return finish(readDlxSteps(text, options));
}

/**
 * {@link readDlx} as work that gives way (see `Steps` of `@polydance/exact-cover`): it
 * yields every few thousand lines, where it asks `shouldStop`, so that `giveWay` can let
 * a signal's listener run while a long file is read.
 */
export function* readDlxSteps(text: string, options: ReadDlxOptions = {}): Steps<DlxSource> {
  checkText('readDlx', 'the DLX text', text);
  const dialect = options.dialect ?? 'any';
  const measure = options.latin1 ? latin1Length : utf8Length;
  const colors = dialect !== 'dlx1';
  const nextLine = lineReader(text);
  const comments: string[] = [];
  let itemLine: ItemLine | undefined;
  let lastLine = 0;
  const shouldStop = options.shouldStop;
  for (let l = nextLine(); l !== undefined; l = nextLine()) {
    lastLine = l.number;
    if (l.number % STOP_EVERY === 0) {
      yield;
      if (shouldStop?.() === true) throw stopped();
    }
    if (isSkippable(l.text)) {
      if (skipSpaces(l.text, 0) < l.text.length) comments.push(commentText(l.text));
      continue;
    }
    itemLine = readItemLine(l, dialect, measure);
    break;
  }
  if (itemLine === undefined) {
    throw new DlxError(lastLine + 1, 1, 'no item line: the input names no items');
  }
  const index = new Map<string, number>();
  itemLine.primary.forEach((it, i) => index.set(it.name, i));
  const nPrimary = itemLine.primary.length;
  itemLine.secondary.forEach((it, i) => index.set(it.name, nPrimary + i));

  const optionsOut: Option[] = [];
  const optionLines: number[] = [];
  const ignored: IgnoredOption[] = [];
  let entries = 0;
  const stamp = new Int32Array(index.size).fill(-1);
  for (let l = nextLine(); l !== undefined; l = nextLine()) {
    if (l.number % STOP_EVERY === 0) {
      yield;
      if (shouldStop?.() === true) throw stopped();
    }
    const s = l.text;
    if (isSkippable(s)) {
      if (skipSpaces(s, 0) < s.length) comments.push(commentText(s));
      continue;
    }
    const option: OptionItem[] = [];
    let hasPrimary = false;
    let p = skipSpaces(s, 0);
    while (p < s.length) {
      const e = tokenEnd(s, p);
      const token = s.slice(p, e);
      const colon = colors ? token.indexOf(':') : -1;
      const name = colon < 0 ? token : token.slice(0, colon);
      if (name.length === 0) throw new DlxError(l.number, p + 1, `empty item name in ${quote(token)}`);
      if (measure(name) > MAX_NAME) {
        throw new DlxError(l.number, p + 1, `item name ${quote(name)} is longer than ${MAX_NAME} characters`);
      }
      const x = index.get(name);
      if (x === undefined) {
        const before = token.indexOf(':');
        if (!colors && before > 0 && index.has(token.slice(0, before))) {
          throw new DlxError(l.number, p + 1 + before, `colors such as ${quote(token)} need dlx2 or dlx3`);
        }
        throw new DlxError(l.number, p + 1, `unknown item ${quote(name)}`);
      }
      if (stamp[x] === l.number) throw new DlxError(l.number, p + 1, `item ${quote(name)} appears twice in this option`);
      stamp[x] = l.number;
      if (colon < 0) {
        option.push({ item: name });
      } else {
        const color = token.slice(colon + 1);
        if (x < nPrimary) {
          throw new DlxError(l.number, p + 1 + colon, `primary item ${quote(name)} cannot have a color`);
        }
        if (color.length !== 1) {
          throw new DlxError(
            l.number,
            p + 2 + colon,
            `color ${quote(color)} of item ${quote(name)} must be a single character`,
          );
        }
        option.push({ item: name, color });
      }
      if (x < nPrimary) hasPrimary = true;
      p = skipSpaces(s, e);
    }
    if (!hasPrimary) {
      ignored.push({ line: l.number, text: s, option, before: optionsOut.length });
      continue;
    }
    optionsOut.push(option);
    optionLines.push(l.number);
    entries += option.length + 1;
  }
  return {
    problem: { comments, primary: itemLine.primary, secondary: itemLine.secondary, options: optionsOut },
    optionLines,
    ignored,
    entries,
  };
}
