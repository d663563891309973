import type { Option, OptionItem, Problem } from '@polydance/exact-cover';
import type { Color } from './colors.js';
import { isColor } from './colors.js';
import { MacmahonError } from './errors.js';
import { boardCells, cellEdges, cellName, EDGE_KINDS, edgeName, EdgeUse } from './internal/geometry.js';
import type { MateTable } from './mate.js';
import { checkMate, formatMatePairs, IDENTITY_MATE, isIdentityMate } from './mate.js';
import { PIECES, rotations } from './pieces.js';
import type { Triangle } from './triangles.js';
import { checkBoard, formatTriangle } from './triangles.js';
import { quote } from '@polydance/exact-cover';

/** Variations on MacMahon's rules. */
export interface MacmahonOptions {
  /** The color every edge on the outside of the board must have; `a` by default. */
  readonly boundary?: Color;
  /** Which color meets which across an edge; like meets like ({@link IDENTITY_MATE}) by default. */
  readonly mate?: MateTable;
}

/** The name MACMAHON-TRIANGLES-DLX gives itself in the comment line of its output. */
export const PROGRAM_NAME = 'macmahon-triangles-dlx';

/**
 * The comment that heads the DLX data: the command line that makes it. With the default
 * rules it is exactly the C program's; other rules add `--boundary c` and `--mate ab,cd`.
 */
export function macmahonComment(board: readonly Triangle[], options: MacmahonOptions = {}): string {
  const words = [PROGRAM_NAME, ...board.map(formatTriangle)];
  const boundary = options.boundary ?? 'a';
  const mate = options.mate ?? IDENTITY_MATE;
  if (boundary !== 'a') words.push('--boundary', boundary);
  if (!isIdentityMate(mate)) words.push('--mate', formatMatePairs(mate));
  return words.join(' ');
}

/**
 * MacMahon's problem on a double-size hexiamond as an exact cover problem with colors,
 * item for item and option for option as MACMAHON-TRIANGLES-DLX writes it:
 *
 * - primary items: `*` (the boundary), each unit cell `xy` (Δ) or `xy'` (∇) of the
 *   board, and each of the 24 pieces by name;
 * - secondary items: each edge of the board, `-xy`, `/xy` or `\xy`, whose color is the
 *   color of the pieces' edges that lie on it;
 * - one option per cell, piece and distinct rotation: the cell, the piece, and its three
 *   edges colored (an inverted cell writes the mates of the piece's colors);
 * - last, one option that covers `*` and colors every boundary edge with the boundary
 *   color (its mate on the edges of inverted cells).
 *
 * Throws a {@link MacmahonError} for a bad board, boundary color or mate table.
 */
export function macmahonProblem(board: readonly Triangle[], options: MacmahonOptions = {}): Problem {
  checkBoard(board);
  const boundary = options.boundary ?? 'a';
  if (!isColor(boundary)) throw new MacmahonError(`boundary color ${quote(String(boundary))} is not a color (a, b, c or d)`);
  const mate = options.mate ?? IDENTITY_MATE;
  checkMate(mate);

  const cells = boardCells(board);
  const use = new EdgeUse(cells);

  const primary = [{ name: '*' }, ...cells.map((c) => ({ name: cellName(c) })), ...PIECES.map((p) => ({ name: p.name }))];
  const secondary = use.edges(EDGE_KINDS, (n) => n > 0).map((e) => ({ name: edgeName(e) }));

  const opts: Option[] = [];
  for (const cell of cells) {
    const edges = cellEdges(cell);
    for (const piece of PIECES) {
      for (const colors of rotations(piece.colors)) {
        const option: OptionItem[] = [{ item: cellName(cell) }, { item: piece.name }];
        edges.forEach((e, i) => {
          const color = colors[i] as Color;
          option.push({ item: edgeName(e), color: cell.down ? mate[color] : color });
        });
        opts.push(option);
      }
    }
  }

  const occupiedUp = new Set(cells.filter((c) => !c.down).map(cellName));
  const outside: OptionItem[] = [{ item: '*' }];
  for (const e of use.edges(['-', '\\', '/'], (n) => n === 1)) {
    // A boundary edge belongs to Δ (x, y) if that cell is on the board, else to a ∇.
    const up = occupiedUp.has(cellName({ x: e.x, y: e.y, down: false }));
    outside.push({ item: edgeName(e), color: up ? boundary : mate[boundary] });
  }
  opts.push(outside);

  return { comments: [macmahonComment(board, options)], primary, secondary, options: opts };
}
