import { danceError, emptyPiece, endsWithNewline, readDancePieces, readTwoDigits, rejectRepeat, requireLine, splitDanceLines, tokenize } from './internal/dance-scan.js';
import type { DancePieceLine, DanceSpec, SourceLine } from './internal/dance-scan.js';
import { checkText, clip } from './internal/quote.js';

/** A square cell of a DANCE-era polyomino file: coordinates 0-35 each. */
export interface DanceSquareCell {
  readonly x: number;
  readonly y: number;
}

/**
 * One piece line, `name s t cells`: the shape should appear in `rotations`
 * quarter turns (1, 2 or 4) of each of `transpositions` (1 or 2) mirror images.
 */
export interface DancePolyominoPiece extends DancePieceLine {
  /** The cells in the order given; the order of each generated option follows it. */
  readonly cells: readonly DanceSquareCell[];
}

/**
 * The input of the DANCE-era POLYOMINOES generator: a line of board cells,
 * a line of piece names, then one line per piece. A `|` among the names is passed
 * through (names after it become secondary items, pieces that may stay unused) and
 * is not itself a name.
 */
export type DancePolyominoesSpec = DanceSpec<DanceSquareCell, DancePolyominoPiece>;

/**
 * Reads a cell list (`xy xy ...`), rejecting repeated cells. Each cell is two
 * digits `0`-`9`/`a`-`z`.
 */
function readCells(
  line: SourceLine,
  tokens: readonly { readonly text: string; readonly column: number }[],
  what: string,
  repeated: (cell: string, firstColumn: number) => string,
): DanceSquareCell[] {
  const seen = new Map<number, number>();
  const cells: DanceSquareCell[] = [];
  for (const tok of tokens) {
    const { x, y } = readTwoDigits(line.line, tok, 0, what);
    rejectRepeat(seen, x * 36 + y, line.line, tok, (first) => repeated(tok.text, first));
    cells.push({ x, y });
  }
  return cells;
}

/**
 * Parses the input of the DANCE-era POLYOMINOES data generator.
 *
 * ```text
 * 00 01 02 10 11 12
 * L I
 * L 4 2 00 01 10
 * I 2 1 00 01 02
 * ```
 *
 * Throws {@link SpecError} (with line and column) on the first problem:
 * a bad or repeated cell, an empty board, a missing line of piece names, a
 * piece name that is too long, unlisted, repeated or equal to a board cell,
 * an `s` other than 1, 2, 4 or a `t` other than 1, 2, an empty or blank line.
 */
export function parseDancePolyominoes(text: string): DancePolyominoesSpec {
  checkText('parseDancePolyominoes', text);
  const lines = splitDanceLines(text);
  const boardSource = requireLine(lines, 0, 'no board: the first line should list the board cells, like 00 01 10 11');
  const board = readCells(
    boardSource,
    tokenize(boardSource.text),
    'board cell',
    (cell, first) => `duplicate board position ${cell} (first given at column ${first})`,
  );
  if (board.length === 0) {
    throw danceError(1, 1, 'empty board: the first line should list the board cells, like 00 01 10 11');
  }
  const namesSource = requireLine(lines, 1, 'no piece names: the second line should list the names of the pieces');
  const { names, pieces } = readDancePieces(lines, namesSource, boardSource, true, (source, piece, nameToken, rest) => {
    const cells = readCells(
      source,
      rest,
      'cell',
      (cell, first) => `cell ${cell} appears twice in piece ${clip(nameToken.text)} (first at column ${first})`,
    );
    if (cells.length === 0) throw emptyPiece(source, nameToken, 'cells');
    return { name: piece.name, rotations: piece.rotations, transpositions: piece.transpositions, cells, line: piece.line };
  });
  return { boardLine: boardSource.text, board, namesLine: namesSource.text, namesNewline: endsWithNewline(text, lines, 1), names, pieces };
}
