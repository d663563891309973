import { SpecError } from './errors.js';
import { splitLines } from './lines.js';
import type { SourceLine } from './lines.js';
import { checkText, quote } from './internal/quote.js';
import { isSetLine } from './internal/set-line.js';
import { closest } from './suggest.js';
import { HANDEDNESS, handednessAt } from './handedness.js';
import type { Handedness } from './handedness.js';
import { isMultiplicity } from './spec.js';

/**
 * Named piece sets, as a generator reads them: each set is a list of piece lines
 * (`F 10 20 01 11 12`, or `F:one-sided 10 20 01 11 12` for a piece that keeps its
 * handedness). The data and the geometry behind them live elsewhere
 * (`@polydance/pieces`); the spec reader only knows the syntax that names them.
 */
export interface PieceSets {
  /** Every set's name, for messages ("did you mean ..."). */
  readonly names: readonly string[];
  /** The piece lines of a set, or undefined when there is no set of that name. */
  lines(name: string): readonly string[] | undefined;
  /** Why a name that is no set here is none (a set of another lattice, say): a phrase for the message. */
  elsewhere?(name: string): string | undefined;
}

/** A spec with its set lines replaced by their pieces' lines. */
export interface SetExpansion {
  /** The spec as Knuth's generators would read it, but for handedness markers. */
  readonly text: string;
  /**
   * An error found in the expanded text, at the line (and column) of the original text
   * it comes from: a piece brought by a set line is blamed on that set line, at the
   * word that names the piece, or else at the set's name; a line that the reason names
   * (`... on line 4`) is renumbered too.
   */
  remap(error: SpecError): SpecError;
}

/** One word of a set line: where it starts (0-based) and its text. */
interface Word {
  readonly at: number;
  readonly text: string;
}

function wordsOf(text: string, from: number): Word[] {
  const out: Word[] = [];
  for (const m of text.slice(from).matchAll(/[^ ]+/g)) out.push({ at: from + (m.index ?? 0), text: m[0] });
  return out;
}

/** `[MULT|]NAME[:HAND]`, as a piece line's head or a set line's word writes it. */
interface Head {
  readonly multiplicity: string | undefined;
  readonly name: string;
  /** 0-based column of the name. */
  readonly at: number;
  readonly hand: Handedness | undefined;
}

function readHead(source: SourceLine, word: Word): Head {
  let name = word.text;
  let at = word.at;
  let multiplicity: string | undefined;
  const bar = name.indexOf('|');
  if (bar >= 0) {
    multiplicity = name.slice(0, bar);
    if (!isMultiplicity(multiplicity)) {
      throw new SpecError(
        `multiplicity ${quote(multiplicity)} is not a number b or a range a:b with a ≤ b and b ≥ 1, as DLX3 reads them`,
        source.number,
        at + 1,
      );
    }
    name = name.slice(bar + 1);
    at += bar + 1;
  }
  let hand: Handedness | undefined;
  const colon = name.indexOf(':');
  if (colon >= 0) {
    // the word ends at a space, so the handedness is the rest of the word
    const line: SourceLine = { number: source.number, text: source.text.slice(0, word.at + word.text.length) };
    hand = handednessAt(line, at + colon + 1);
    name = name.slice(0, colon);
  }
  if (name === '') throw new SpecError('missing name', source.number, at + 1);
  return { multiplicity, name, at, hand };
}

/** A piece line of a set's data, read for its name (and the rest kept as written). */
function pieceOf(line: string): { name: string; hand: Handedness | undefined; cells: string } {
  const space = line.indexOf(' ');
  const head = space < 0 ? line : line.slice(0, space);
  const colon = head.indexOf(':');
  const hand = colon < 0 ? undefined : HANDEDNESS.find((h) => h === head.slice(colon + 1));
  return { name: colon < 0 ? head : head.slice(0, colon), hand, cells: space < 0 ? '' : line.slice(space) };
}

function unknownSet(name: string, source: SourceLine, at: number, next: Word | undefined, sets: PieceSets): SpecError {
  const hand = HANDEDNESS.find((h) => h === name);
  let hint: string;
  if (hand !== undefined && next !== undefined) {
    // `set: one-sided pentominoes`: say both things it may mean
    const whole = `${hand}-${next.text}`;
    const sets2 = sets.names.includes(whole) ? `set: ${whole} (its own pieces), or ` : '';
    hint = `; write ${sets2}set: ${next.text}:${hand} (every piece of the set ${hand === 'fixed' ? 'used as written' : hand === 'free' ? 'turned and flipped' : 'turned, never flipped'})`;
  } else {
    const near = closest(name, sets.names);
    const other = sets.elsewhere?.(name);
    hint = other !== undefined ? ` (${other})` : near !== undefined ? ` (did you mean ${quote(near)}?)` : ` (the sets: ${sets.names.join(', ')})`;
  }
  return new SpecError(`unknown piece set ${quote(name)}${hint}`, source.number, at + 1);
}

/**
 * Replaces each set line of a spec by the piece lines of its set: `set: NAME` brings
 * every piece of the set named; `set: 2|NAME` two copies of each; `set: NAME:one-sided`
 * (or `:fixed`, `:free`) gives every piece that handedness; further words `-X` leave
 * piece X out, `2|X` or `0:3|X` give X its own multiplicity, `X:fixed` its own
 * handedness. A set line is one that begins with `set:` after the box line, which
 * Knuth's generators reject (a `:` in a piece name), so no input they read changes
 * meaning. Returns undefined when the spec has no set line (it is read as it is).
 * Throws a {@link SpecError} at the line and column of a malformed set line.
 */
export function expandPieceSets(text: string, sets: PieceSets): SetExpansion | undefined {
  checkText('expandPieceSets', text);
  const lines = splitLines(text);
  let box = 0;
  while (box < lines.length && lines[box]!.text.startsWith('|')) box++;
  if (!lines.slice(box + 1).some((l) => isSetLine(l.text))) return undefined;

  const out: string[] = [];
  /** For each line of the expanded text: the original line, and the column to blame (0 = the error's own). */
  const origin: { line: number; column: number }[] = [];
  lines.forEach((source, index) => {
    if (index <= box || !isSetLine(source.text)) {
      out.push(source.text);
      origin.push({ line: source.number, column: 0 });
      return;
    }
    const words = wordsOf(source.text, 'set:'.length);
    if (words.length === 0) throw new SpecError(`a set line names a set: set: NAME (the sets: ${sets.names.join(', ')})`, source.number, 5);
    const set = readHead(source, words[0]!);
    const data = sets.lines(set.name);
    if (data === undefined) throw unknownSet(set.name, source, set.at, words[1], sets);
    const pieces = data.map(pieceOf);
    const own = new Map<string, Head & { omit: boolean }>();
    for (const word of words.slice(1)) {
      const omit = word.text.startsWith('-');
      const head = omit ? { multiplicity: undefined, name: word.text.slice(1), at: word.at + 1, hand: undefined } : readHead(source, word);
      if (head.name === '') throw new SpecError("missing piece name after '-'", source.number, head.at + 1);
      if (!pieces.some((p) => p.name === head.name)) {
        const near = closest(
          head.name,
          pieces.map((p) => p.name),
        );
        throw new SpecError(
          `the set ${quote(set.name)} has no piece ${quote(head.name)} (${near !== undefined && near !== head.name ? `did you mean ${quote(near)}? ` : ''}its pieces: ${pieces.map((p) => p.name).join(' ')})`,
          source.number,
          head.at + 1,
        );
      }
      if (own.has(head.name)) throw new SpecError(`piece ${quote(head.name)} is named twice on this set line`, source.number, head.at + 1);
      own.set(head.name, { ...head, omit });
    }
    const kept = pieces.filter((p) => !own.get(p.name)?.omit);
    if (kept.length === 0) throw new SpecError(`this set line leaves out every piece of the set ${quote(set.name)}`, source.number, set.at + 1);
    for (const p of kept) {
      const mine = own.get(p.name);
      const multiplicity = mine?.multiplicity ?? set.multiplicity;
      const hand = mine?.hand ?? set.hand ?? p.hand;
      out.push(`${multiplicity !== undefined && multiplicity !== '1' ? `${multiplicity}|` : ''}${p.name}${hand ? `:${hand}` : ''}${p.cells}`);
      origin.push({ line: source.number, column: (mine?.at ?? set.at) + 1 });
    }
  });
  return {
    text: `${out.join('\n')}\n`,
    remap: (e) => {
      const from = origin[e.line - 1];
      if (from === undefined) return e;
      // a reason may name another line ('... on line 4'): that one too
      const reason = e.reason.replace(/\bon line (\d+)\b/g, (whole, n: string) => {
        const other = origin[Number(n) - 1];
        return other === undefined ? whole : `on line ${other.line}`;
      });
      return new SpecError(reason, from.line, from.column === 0 ? e.column : from.column);
    },
  };
}
