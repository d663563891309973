import { boundsOf, danceLines, dancePlacements } from '@polydance/lattice';
import type { Bounds, DanceGenerator } from '@polydance/lattice';
import type { DancePolyominoesSpec, DancePolyominoPiece, DanceSquareCell } from '@polydance/spec-parser';

/**
 * The DANCE-era POLYOMINOES generator: every orientation the piece line asks
 * for, translated in every way that fits the board, in the order that program
 * visits them. Coordinates are 0-35 (one digit `0`-`9`, `a`-`z` each).
 */

const SIDE = 36;

/** What a piece line says of its orientations and its cells. */
type PieceLine = Pick<DancePolyominoPiece, 'rotations' | 'transpositions' | 'cells'>;

/** A cell's DANCE-era name: two digits `xy`, each `0`-`9` or `a`-`z`. */
export function danceSquareCellName(cell: DanceSquareCell): string {
  return danceDigit(cell.x) + danceDigit(cell.y);
}

function danceDigit(v: number): string {
  return v.toString(36);
}

/**
 * The orientations of a piece line in the order POLYOMINOES generates them:
 * for each of `transpositions` mirror images (the shape, then its transpose
 * x↔y), the first `rotations` of its four quarter turns (x,y) → (−y,x).
 * Each orientation lists the cells in the order the piece line gave them;
 * coordinates are not normalized (translation takes care of that).
 */
export function dancePolyominoOrientations(piece: PieceLine): DanceSquareCell[][] {
  const out: DanceSquareCell[][] = [];
  let cells: DanceSquareCell[] = piece.cells.map((c) => ({ x: c.x, y: c.y }));
  for (let t = 0; t < piece.transpositions; t++) {
    for (let k = 0; k < 4; k++) {
      if (k < piece.rotations) out.push(cells);
      cells = cells.map((c) => ({ x: -c.y, y: c.x }));
    }
    cells = cells.map((c) => ({ x: c.y, y: c.x }));
  }
  return out;
}

/** The cells of a board, for quick membership tests. */
interface BoardTable extends Bounds {
  readonly occupied: Uint8Array;
}

function boardTable(board: readonly DanceSquareCell[]): BoardTable {
  const occupied = new Uint8Array(SIDE * SIDE);
  for (const c of board) occupied[c.x * SIDE + c.y] = 1;
  return { occupied, ...boundsOf(board) };
}

/**
 * Every placement of one orientation on the board: translations with the
 * x shift as the outer loop and the y shift inner, both increasing, keeping
 * those whose cells all lie on the board. Each placement lists its cells in
 * the orientation's order.
 */
function* translates(table: BoardTable, cells: readonly DanceSquareCell[]): Generator<DanceSquareCell[]> {
  const { xmin, xmax, ymin, ymax } = boundsOf(cells);
  for (let dx = table.xmin - xmin; dx <= table.xmax - xmax; dx++) {
    for (let dy = table.ymin - ymin; dy <= table.ymax - ymax; dy++) {
      let fits = true;
      for (const c of cells) {
        if (table.occupied[(c.x + dx) * SIDE + c.y + dy] !== 1) {
          fits = false;
          break;
        }
      }
      if (fits) yield cells.map((c) => ({ x: c.x + dx, y: c.y + dy }));
    }
  }
}

/** The POLYOMINOES generator's board table, orientations, translations and cell names. */
const POLYOMINOES: DanceGenerator<DanceSquareCell, PieceLine, BoardTable> = {
  table: boardTable,
  orientations: dancePolyominoOrientations,
  translates,
  cellName: danceSquareCellName,
};

/**
 * The placements of one piece line on a board, in POLYOMINOES order: by
 * orientation ({@link dancePolyominoOrientations}), then by x shift, then by
 * y shift. Each placement lists its cells in the piece line's order.
 */
export function dancePolyominoPlacements(board: readonly DanceSquareCell[], piece: PieceLine): Generator<DanceSquareCell[]> {
  return dancePlacements(POLYOMINOES, board, piece);
}

/**
 * The output of the DANCE-era POLYOMINOES generator, line by line (each with
 * its newline): first the board line and the piece-name line joined by a
 * space (the items), then one option per placement, `name cell cell ...`.
 * Byte for byte what that program prints for the same input. It echoes the
 * names line as it read it: when the input stops there without a newline, so
 * does the output.
 */
export function dancePolyominoesText(spec: DancePolyominoesSpec): Generator<string> {
  return danceLines(POLYOMINOES, `${spec.boardLine} ${spec.namesLine}${spec.namesNewline ? '\n' : ''}`, spec.board, spec.pieces);
}
