import { SpecError } from '../errors.js';
import { clip, quote } from './quote.js';
import { byteLength } from '../lines.js';
import { HANDEDNESS } from '../handedness.js';

/** An input error at a 1-based line and column. */
export function danceError(line: number, column: number, reason: string): SpecError {
  return new SpecError(reason, line, column);
}

/**
 * Scanning shared by the DANCE-era formats. Those programs read a line with
 * `fgets` and step through it with C's `isspace`, so a line is a list of
 * whitespace-separated tokens and whitespace means space, tab, newline,
 * vertical tab, form feed or carriage return.
 */

/** One input line, without its newline. */
export interface SourceLine {
  /** 1-based line number. */
  readonly line: number;
  /** The characters of the line, without the final `\n` (a `\r` stays). */
  readonly text: string;
}

/** A run of non-whitespace characters and the 1-based column where it starts. */
export interface Token {
  readonly text: string;
  readonly column: number;
}

/**
 * Splits a text into lines. A last line without a newline counts as a line
 * (as if the newline were there); the empty text has no lines.
 */
export function splitDanceLines(text: string): SourceLine[] {
  const parts = text.split('\n');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts.map((t, i) => ({ line: i + 1, text: t }));
}

/**
 * Whether line `index` (0-based) of `lines` ended with a newline in `text`: every line
 * does but a last one without it.
 */
export function endsWithNewline(text: string, lines: readonly SourceLine[], index: number): boolean {
  return index < lines.length - 1 || text.endsWith('\n');
}

/** Line `index` (0-based) of `lines`; if the input stops before it, throws `reason` there. */
export function requireLine(lines: readonly SourceLine[], index: number, reason: string): SourceLine {
  const line = lines[index];
  if (line === undefined) throw danceError(index + 1, 1, reason);
  return line;
}

const WHITESPACE = /[ \t\n\v\f\r]+/g;

/** The whitespace-separated tokens of a line, with their columns. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  for (const m of text.matchAll(WHITESPACE)) {
    if (m.index > start) tokens.push({ text: text.slice(start, m.index), column: start + 1 });
    start = m.index + m[0].length;
  }
  if (start < text.length) tokens.push({ text: text.slice(start), column: start + 1 });
  return tokens;
}

/** The value of a DANCE-era coordinate digit, `0`-`9` then `a`-`z` (0-35), or -1. */
export function decodeDanceDigit(ch: string | undefined): number {
  if (ch?.length !== 1) return -1;
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 122) return c - 87;
  return -1;
}

/** The largest coordinate a DANCE-era digit can express. */
export const DANCE_MAX_COORDINATE = 35;

/** The whole character (code point) at a UTF-16 index, or undefined past the end. */
function charAt(text: string, index: number): string | undefined {
  const c = text.codePointAt(index);
  return c === undefined ? undefined : String.fromCodePoint(c);
}

/** Shows a character in a message: printable as is, others as a code point. */
export function showChar(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  return c > 32 && c < 127 ? `'${ch}'` : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Reads the two coordinate digits `xy` of a token, starting at `offset` within
 * the token (0 for a square cell `xy`, 1 for a stick position `Hxy`). The
 * token must end right after them. `what` names the token in messages.
 */
export function readTwoDigits(
  line: number,
  token: Token,
  offset: number,
  what: string,
): { readonly x: number; readonly y: number } {
  const chars = token.text;
  const xc = charAt(chars, offset);
  const yc = charAt(chars, offset + 1);
  const x = decodeDanceDigit(xc);
  if (x < 0) {
    throw danceError(
      line,
      token.column + offset,
      xc === undefined
        ? `${what} ${quote(token.text)} has no x coordinate`
        : `bad x coordinate ${showChar(xc)} in ${what} ${quote(token.text)} (digits are 0-9 and a-z)`,
    );
  }
  const y = decodeDanceDigit(yc);
  if (y < 0) {
    throw danceError(
      line,
      token.column + offset + 1,
      yc === undefined
        ? `${what} ${quote(token.text)} has no y coordinate (a position needs two digits, xy)`
        : `bad y coordinate ${showChar(yc)} in ${what} ${quote(token.text)} (digits are 0-9 and a-z)`,
    );
  }
  if (chars.length > offset + 2) {
    throw danceError(
      line,
      token.column + offset + 2,
      `bad ${what} ${quote(token.text)}: ${offset === 0 ? 'a cell is exactly two digits, xy' : 'a position is one letter and two digits, like H01'}`,
    );
  }
  return { x, y };
}

/** Parses the `s` (rotations) and `t` (transpositions) fields of a piece line. */
export function readSymmetry(
  line: SourceLine,
  tokens: readonly Token[],
  nameToken: Token,
): { readonly rotations: 1 | 2 | 4; readonly transpositions: 1 | 2 } {
  const sTok = tokens[1];
  if (sTok === undefined) {
    throw danceError(
      line.line,
      nameToken.column + nameToken.text.length,
      `piece ${clip(nameToken.text)} has no s value (the number of rotations: 1, 2 or 4)`,
    );
  }
  const rotations = sTok.text === '1' ? 1 : sTok.text === '2' ? 2 : sTok.text === '4' ? 4 : 0;
  if (rotations === 0) {
    throw danceError(
      line.line,
      sTok.column,
      `bad s value ${quote(sTok.text)} for piece ${clip(nameToken.text)} (the number of rotations must be 1, 2 or 4)`,
    );
  }
  const tTok = tokens[2];
  if (tTok === undefined) {
    throw danceError(
      line.line,
      sTok.column + sTok.text.length,
      `piece ${clip(nameToken.text)} has no t value (the number of transpositions: 1 or 2)`,
    );
  }
  const transpositions = tTok.text === '1' ? 1 : tTok.text === '2' ? 2 : 0;
  if (transpositions === 0) {
    throw danceError(
      line.line,
      tTok.column,
      `bad t value ${quote(tTok.text)} for piece ${clip(nameToken.text)} (the number of transpositions must be 1 or 2)`,
    );
  }
  return { rotations, transpositions };
}

/**
 * The error for a word of the box-and-pieces spec's extensions in a DANCE-era file: a
 * handedness marker (`F:one-sided`) or a set line (`set: pentominoes`); undefined for
 * any other word.
 */
function modernOnly(line: number, token: Token): SpecError | undefined {
  const colon = token.text.indexOf(':');
  if (colon < 0) return undefined;
  const after = token.text.slice(colon + 1);
  if (token.text === 'set:' && token.column === 1) {
    return danceError(
      line,
      token.column,
      "a set line (set: NAME) belongs to the box-and-pieces specs of polydance polyomino, polyiamond, polycube and polystick, not to this DANCE-era format, which lists every piece",
    );
  }
  if (colon > 0 && (HANDEDNESS as readonly string[]).includes(after)) {
    return danceError(
      line,
      token.column + colon,
      `a handedness marker (${clip(token.text)}) belongs to the box-and-pieces specs of polydance polyomino, polyiamond, polycube and polystick; in this DANCE-era format the numbers s and t after a piece's name give its orientations (s = 4 and t = 1: rotations only; s = 1 and t = 1: as written)`,
    );
  }
  return undefined;
}

/** The longest piece name the DANCE-era programs accept. */
export const DANCE_MAX_NAME_LENGTH = 3;

/**
 * Reads the name of a piece line and checks it is listed among the piece
 * names; `listed` maps each listed name to where it was listed.
 */
export function readPieceName(
  line: SourceLine,
  tokens: readonly Token[],
  listed: ReadonlySet<string>,
  namesLineNumber: number,
): Token {
  const nameToken = tokens[0];
  if (nameToken === undefined) {
    throw danceError(
      line.line,
      1,
      'empty line (every line after the first two describes a piece: name s t positions)',
    );
  }
  const modern = modernOnly(line.line, nameToken);
  if (modern) throw modern;
  if ([...nameToken.text].length > DANCE_MAX_NAME_LENGTH) {
    throw danceError(
      line.line,
      nameToken.column,
      `piece name ${quote(nameToken.text)} is too long (at most ${DANCE_MAX_NAME_LENGTH} characters)`,
    );
  }
  if (!listed.has(nameToken.text)) {
    throw danceError(
      line.line,
      nameToken.column,
      `piece ${clip(nameToken.text)} is not among the piece names on line ${namesLineNumber}`,
    );
  }
  return nameToken;
}

/** Where a listed piece name was given. */
export interface ListedName {
  readonly name: string;
  readonly column: number;
}

/**
 * Reads the line of piece names. Names must differ from each other and from
 * every board position (`isBoardPosition`), since all of them become items.
 * When `barAllowed`, one `|` may separate primary piece names from secondary
 * ones (it is passed through to the item line and is not a name); otherwise a
 * `|` is rejected, because the board that follows would turn secondary.
 */
export function readPieceNames(
  line: SourceLine,
  isBoardPosition: (name: string) => boolean,
  boardLineNumber: number,
  barAllowed: boolean,
): ListedName[] {
  const seen = new Map<string, number>();
  const names: ListedName[] = [];
  let barColumn = 0;
  for (const tok of tokenize(line.text)) {
    if (tok.text === '|') {
      if (!barAllowed) {
        throw danceError(
          line.line,
          tok.column,
          `'|' among the piece names would make the board's edges secondary items; leave it out`,
        );
      }
      if (barColumn > 0) {
        throw danceError(line.line, tok.column, `second '|' (the first is at column ${barColumn})`);
      }
      barColumn = tok.column;
      continue;
    }
    const modern = modernOnly(line.line, tok);
    if (modern) throw modern;
    const bad = tok.text.search(/[|:]/);
    if (bad >= 0) {
      // a name is an item of the output: `|x` would start a comment there, `a|b` and `a:b` mean bounds and colors
      throw danceError(line.line, tok.column + bad, `illegal character '${tok.text[bad]!}' in piece name ${quote(tok.text)}`);
    }
    if (byteLength(tok.text) > 8) {
      throw danceError(line.line, tok.column, `piece name ${quote(tok.text)} is longer than 8 bytes in UTF-8, too long for an item name`);
    }
    const first = seen.get(tok.text);
    if (first !== undefined) {
      throw danceError(
        line.line,
        tok.column,
        `piece name ${clip(tok.text)} is listed twice (first at column ${first})`,
      );
    }
    if (isBoardPosition(tok.text)) {
      throw danceError(
        line.line,
        tok.column,
        `piece name ${clip(tok.text)} is also a board position on line ${boardLineNumber}; item names must differ`,
      );
    }
    seen.set(tok.text, tok.column);
    names.push({ name: tok.text, column: tok.column });
  }
  return names;
}

/**
 * What a piece line, `name s t ...`, says besides its cells or positions: the shape
 * should appear in `rotations` quarter turns (1, 2 or 4) of each of `transpositions`
 * (1 or 2) mirror images.
 */
export interface DancePieceLine {
  readonly name: string;
  readonly rotations: 1 | 2 | 4;
  readonly transpositions: 1 | 2;
  /** The 1-based input line of this piece. */
  readonly line: number;
}

/**
 * Reads the `name s t` of a piece line (see {@link readPieceName} and
 * {@link readSymmetry}); `rest` are the tokens after them.
 */
export function readPieceLine(
  source: SourceLine,
  listed: ReadonlySet<string>,
  namesLineNumber: number,
): DancePieceLine & { readonly nameToken: Token; readonly rest: readonly Token[] } {
  const tokens = tokenize(source.text);
  const nameToken = readPieceName(source, tokens, listed, namesLineNumber);
  const { rotations, transpositions } = readSymmetry(source, tokens, nameToken);
  return { name: nameToken.text, rotations, transpositions, line: source.line, nameToken, rest: tokens.slice(3) };
}

/**
 * Remembers that `key` stands at `token`'s column of line `line`, or throws
 * `repeated(column)` if it stood there before, at that column.
 */
export function rejectRepeat<K>(
  seen: Map<K, number>,
  key: K,
  line: number,
  token: Token,
  repeated: (firstColumn: number) => string,
): void {
  const first = seen.get(key);
  if (first !== undefined) throw danceError(line, token.column, repeated(first));
  seen.set(key, token.column);
}

/**
 * The input of a DANCE-era generator: a line of board positions and a line of piece
 * names (in the order the generator reads them), then one line per piece.
 */
export interface DanceSpec<Position, Piece extends DancePieceLine> {
  /** The board line verbatim, without its newline (it is echoed as is). */
  readonly boardLine: string;
  /** The board positions, in the order given. */
  readonly board: readonly Position[];
  /** The line of piece names verbatim, without its newline (it is echoed as is). */
  readonly namesLine: string;
  /**
   * Whether a newline ended the line of piece names: false only when the input stops
   * there without one. (POLYOMINOES echoes that line as it read it, so its item line then
   * has no newline either.)
   */
  readonly namesNewline: boolean;
  /** The piece names listed on it. */
  readonly names: readonly string[];
  readonly pieces: readonly Piece[];
}

/**
 * Reads what a DANCE-era input gives besides its board: the piece names on
 * `namesSource` (see {@link readPieceNames}; none may be a token of `boardSource`),
 * then each line after the first two, its `name s t` by {@link readPieceLine} and
 * what follows by `readPiece`.
 */
export function readDancePieces<Piece>(
  lines: readonly SourceLine[],
  namesSource: SourceLine,
  boardSource: SourceLine,
  barAllowed: boolean,
  readPiece: (source: SourceLine, piece: DancePieceLine, nameToken: Token, rest: readonly Token[]) => Piece,
): { names: string[]; pieces: Piece[] } {
  const boardNames = new Set(tokenize(boardSource.text).map((t) => t.text));
  const listed = readPieceNames(namesSource, (n) => boardNames.has(n), boardSource.line, barAllowed);
  const listedSet = new Set(listed.map((n) => n.name));
  const pieces = lines.slice(2).map((source) => {
    const { nameToken, rest, ...piece } = readPieceLine(source, listedSet, namesSource.line);
    return readPiece(source, piece, nameToken, rest);
  });
  return { names: listed.map((n) => n.name), pieces };
}

/** The error of a piece line that lists no `what` (cells, positions) after its s and t. */
export function emptyPiece(source: SourceLine, nameToken: Token, what: string): SpecError {
  return danceError(
    source.line,
    source.text.trimEnd().length + 1,
    `empty piece: ${clip(nameToken.text)} lists no ${what} after its s and t values`,
  );
}
