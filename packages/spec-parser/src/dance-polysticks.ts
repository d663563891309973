import { danceError, emptyPiece, endsWithNewline, readDancePieces, readTwoDigits, rejectRepeat, requireLine, splitDanceLines, tokenize } from './internal/dance-scan.js';
import type { DancePieceLine, DanceSpec, Token } from './internal/dance-scan.js';
import { checkText, clip, quote } from './internal/quote.js';

/**
 * The kind of a stick position: `H` the edge from (x,y) to (x+1,y), `V` the
 * edge from (x,y) to (x,y+1), `I` the lattice point (x,y) itself.
 */
export type DanceStickKind = 'H' | 'V' | 'I';

/** A position of a DANCE-era polystick file: a kind and coordinates 0-35. */
export interface DanceStickPosition {
  readonly kind: DanceStickKind;
  readonly x: number;
  readonly y: number;
}

/** One piece line, `name s t positions`, as for polyominoes. */
export interface DancePolystickPiece extends DancePieceLine {
  /** The positions in the order given (edges and junctions, mixed). */
  readonly positions: readonly DanceStickPosition[];
}

/**
 * The input of the DANCE-era POLYSTICKS generator: a line of piece names, a
 * line of board positions (edges `Hxy`/`Vxy`, then `|` and junctions `Ixy`),
 * then one line per piece.
 */
export type DancePolysticksSpec = DanceSpec<DanceStickPosition, DancePolystickPiece>;

function kindOf(ch: string | undefined): DanceStickKind | undefined {
  return ch === 'H' || ch === 'V' || ch === 'I' ? ch : undefined;
}

/**
 * Reads the position `tok` of a known kind, rejecting one `seen` before on its line
 * with the message `repeated(first column)`.
 */
function readPosition(
  line: number,
  tok: Token,
  kind: DanceStickKind,
  seen: Map<string, number>,
  what: string,
  repeated: (firstColumn: number) => string,
): DanceStickPosition {
  const { x, y } = readTwoDigits(line, tok, 1, what);
  rejectRepeat(seen, `${kind}${x * 36 + y}`, line, tok, repeated);
  return { kind, x, y };
}

/**
 * Parses the input of the DANCE-era POLYSTICKS data generator.
 *
 * ```text
 * A B
 * H00 H10 H01 H11 V00 V10 V20 | I10
 * A 4 2 H00 V00
 * B 2 1 H00 H10 I10
 * ```
 *
 * Throws {@link SpecError} (with line and column) on the first problem:
 * a position that is not `H`, `V` or `I` and two digits, a junction before
 * the `|` or an edge after it, a second `|`, a repeated position, a board
 * without edges, a missing board line, bad piece names or `s`/`t` values, a
 * piece without edges, an empty or blank line.
 */
export function parseDancePolysticks(text: string): DancePolysticksSpec {
  checkText('parseDancePolysticks', text);
  const lines = splitDanceLines(text);
  const namesSource = requireLine(lines, 0, 'no piece names: the first line should list the names of the pieces');
  const boardSource = requireLine(lines, 1, 'no board: the second line should list the board edges, like H00 V00 | I11');

  const board: DanceStickPosition[] = [];
  const boardSeen = new Map<string, number>();
  let barColumn = 0;
  let edges = 0;
  for (const tok of tokenize(boardSource.text)) {
    if (tok.text === '|') {
      if (barColumn > 0) {
        throw danceError(boardSource.line, tok.column, `second '|' (the first is at column ${barColumn})`);
      }
      barColumn = tok.column;
      continue;
    }
    const kind = kindOf(tok.text[0]);
    if (kind === undefined) {
      throw danceError(
        boardSource.line,
        tok.column,
        `illegal board position ${quote(tok.text)}: a position is Hxy or Vxy, or Ixy after '|'`,
      );
    }
    if (kind === 'I' && barColumn === 0) {
      throw danceError(
        boardSource.line,
        tok.column,
        `illegal board position ${clip(tok.text)}: junctions Ixy are secondary and must follow a '|'`,
      );
    }
    if (kind !== 'I' && barColumn > 0) {
      throw danceError(
        boardSource.line,
        tok.column,
        `illegal board position ${clip(tok.text)}: edges must come before the '|' at column ${barColumn}`,
      );
    }
    board.push(
      readPosition(
        boardSource.line,
        tok,
        kind,
        boardSeen,
        'board position',
        (first) => `duplicate board position ${clip(tok.text)} (first given at column ${first})`,
      ),
    );
    if (kind !== 'I') edges++;
  }
  if (edges === 0) {
    throw danceError(
      boardSource.line,
      1,
      board.length === 0
        ? 'empty board: the second line should list the board edges, like H00 V00 | I11'
        : 'the board has no edges: list edges Hxy and Vxy before the |',
    );
  }

  const { names, pieces } = readDancePieces(lines, namesSource, boardSource, false, (source, piece, nameToken, rest) => {
    const positions: DanceStickPosition[] = [];
    const seen = new Map<string, number>();
    let pieceEdges = 0;
    for (const tok of rest) {
      const kind = kindOf(tok.text[0]);
      if (kind === undefined) {
        throw danceError(
          source.line,
          tok.column,
          `illegal position ${quote(tok.text)} in piece ${clip(nameToken.text)}: a position is Hxy, Vxy or Ixy`,
        );
      }
      positions.push(
        readPosition(
          source.line,
          tok,
          kind,
          seen,
          'position',
          (first) => `position ${clip(tok.text)} appears twice in piece ${clip(nameToken.text)} (first at column ${first})`,
        ),
      );
      if (kind !== 'I') pieceEdges++;
    }
    if (positions.length === 0) throw emptyPiece(source, nameToken, 'positions');
    if (pieceEdges === 0) {
      throw danceError(
        source.line,
        (rest[0]?.column ?? 1),
        `piece ${clip(nameToken.text)} has no edges: list its edges Hxy and Vxy`,
      );
    }
    return { name: piece.name, rotations: piece.rotations, transpositions: piece.transpositions, positions, line: piece.line };
  });
  return { namesLine: namesSource.text, namesNewline: endsWithNewline(text, lines, 0), names, boardLine: boardSource.text, board, pieces };
}
