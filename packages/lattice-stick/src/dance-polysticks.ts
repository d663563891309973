import { boundsOf, danceLines, dancePlacements } from '@polydance/lattice';
import type { Bounds, DanceGenerator } from '@polydance/lattice';
import type { DancePolysticksSpec, DancePolystickPiece } from '@polydance/spec-parser';
import { rotateStick, stickName, transposeStick } from './stick.js';
import type { Stick, StickKind } from './stick.js';

/**
 * The DANCE-era POLYSTICKS generator: every orientation a piece line asks
 * for, translated in every way whose edges all lie on the board, in the order
 * that program visits them. Coordinates are 0-35.
 */

const SIDE = 36;
const KIND_INDEX: Readonly<Record<StickKind, number>> = { H: 0, I: 1, V: 2 };

/** What a piece line says of its orientations and its positions. */
type PieceLine = Pick<DancePolystickPiece, 'rotations' | 'transpositions' | 'positions'>;

/**
 * The orientations of a piece line in the order POLYSTICKS generates them:
 * for each of `transpositions` mirror images (the shape, then its transpose),
 * the first `rotations` of its four counterclockwise quarter turns
 * ({@link rotateStick}). Each orientation keeps the piece line's order of
 * positions; coordinates are not normalized.
 */
export function dancePolystickOrientations(piece: PieceLine): Stick[][] {
  const out: Stick[][] = [];
  let sticks: Stick[] = piece.positions.map((p) => ({ kind: p.kind, x: p.x, y: p.y }));
  for (let t = 0; t < piece.transpositions; t++) {
    for (let k = 0; k < 4; k++) {
      if (k < piece.rotations) out.push(sticks);
      sticks = sticks.map(rotateStick);
    }
    sticks = sticks.map(transposeStick);
  }
  return out;
}

interface BoardTable extends Bounds {
  readonly present: Uint8Array;
}

function boardTable(board: readonly Stick[]): BoardTable {
  const present = new Uint8Array(SIDE * SIDE * 3);
  for (const s of board) present[(s.x * SIDE + s.y) * 3 + KIND_INDEX[s.kind]] = 1;
  return { present, ...boundsOf(board) };
}

/**
 * The translates of one orientation, x shift outer and y shift inner, both
 * increasing over the range that keeps every position (junctions included)
 * inside the board's bounding box. A translate is kept when all its edges are
 * on the board; its junctions that are not on the board (on the border, say)
 * are left out of it rather than rejecting it.
 */
function* translates(table: BoardTable, sticks: readonly Stick[]): Generator<Stick[]> {
  const { xmin, xmax, ymin, ymax } = boundsOf(sticks);
  const at = (s: Stick, dx: number, dy: number): number =>
    ((s.x + dx) * SIDE + s.y + dy) * 3 + KIND_INDEX[s.kind];
  for (let dx = table.xmin - xmin; dx <= table.xmax - xmax; dx++) {
    for (let dy = table.ymin - ymin; dy <= table.ymax - ymax; dy++) {
      let fits = true;
      for (const s of sticks) {
        if (s.kind !== 'I' && table.present[at(s, dx, dy)] !== 1) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      const placed: Stick[] = [];
      for (const s of sticks) {
        if (table.present[at(s, dx, dy)] === 1) placed.push({ kind: s.kind, x: s.x + dx, y: s.y + dy });
      }
      yield placed;
    }
  }
}

/** The POLYSTICKS generator's board table, orientations, translations and edge names. */
const POLYSTICKS: DanceGenerator<Stick, PieceLine, BoardTable> = {
  table: boardTable,
  orientations: dancePolystickOrientations,
  translates,
  cellName: stickName,
};

/**
 * The placements of one piece line on a board, in POLYSTICKS order: by
 * orientation ({@link dancePolystickOrientations}), then x shift, then y
 * shift. Each lists the piece's edges and those of its junctions that are on
 * the board, in the piece line's order.
 */
export function dancePolystickPlacements(board: readonly Stick[], piece: PieceLine): Generator<Stick[]> {
  return dancePlacements(POLYSTICKS, board, piece);
}

/**
 * The output of the DANCE-era POLYSTICKS generator, line by line (each with
 * its newline): the piece-name line and the board line joined by a space (the
 * items, junctions secondary after the `|`), then one option per placement,
 * `name position position ...`. Byte for byte what that program prints.
 */
export function dancePolysticksText(spec: DancePolysticksSpec): Generator<string> {
  return danceLines(POLYSTICKS, `${spec.namesLine} ${spec.boardLine}\n`, spec.board, spec.pieces);
}
