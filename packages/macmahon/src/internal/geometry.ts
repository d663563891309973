/**
 * MACMAHON-TRIANGLES-DLX's board on the triangle lattice of `@polydance/lattice-triangle`
 * (whose cells and edges are these, with the same names).
 *
 * Unit triangles: Δ (x, y) has its apex at the top, ∇ (x, y)' at the bottom; ∇ (x, y)'
 * lies at 2 o'clock of Δ (x, y), ∇ (x, y − 1)' at 6 o'clock, ∇ (x − 1, y)' at 10 o'clock.
 * In skewed coordinates (unit vectors e1 = 0°, e2 = 60°) Δ (x, y) has corners (x, y),
 * (x + 1, y), (x, y + 1), and ∇ (x, y)' has corners (x + 1, y), (x, y + 1), (x + 1, y + 1).
 *
 * Edges are named after the upright triangle they bound: `-xy` is the horizontal
 * (bottom) edge of Δ (x, y), `/xy` its forward-leaning (left) edge, `\xy` its
 * backward-leaning (right) edge. So ∇ (x, y)' has edges `-x(y+1)` on top, `/(x+1)y` on
 * its right and `\xy` on its left.
 *
 * The board is six doubled triangles with coordinates 0..2: unit cells then have
 * coordinates 0..5 and edges 0..6.
 */
import { triangleItems, TriangleSite } from '@polydance/lattice-triangle';
import type { Triangle } from '../triangles.js';

/** Unit-cell coordinates run over 0 .. CELL_SPAN − 1. */
export const CELL_SPAN = 6;
/** Edge coordinates run over 0 .. EDGE_SPAN − 1. */
export const EDGE_SPAN = 7;

/** A unit triangle: Δ (x, y), or ∇ (x, y)' when `down`. */
export interface UnitCell {
  readonly x: number;
  readonly y: number;
  readonly down: boolean;
}

/** The three kinds of edge, in the order MACMAHON-TRIANGLES-DLX names the items. */
export const EDGE_KINDS = ['-', '/', '\\'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

/** An edge of the board: the edge of kind `kind` of Δ (x, y). */
export interface Edge {
  readonly kind: EdgeKind;
  readonly x: number;
  readonly y: number;
}

/** `xy` for Δ (x, y), `xy'` for ∇ (x, y)': the triangle lattice's name of the cell. */
export function cellName(c: UnitCell): string {
  return triangleItems.formatItem({ kind: c.down ? TriangleSite.down : TriangleSite.up, x: c.x, y: c.y, z: 0 })!;
}

const EDGE_SITES = { '-': TriangleSite.bottom, '/': TriangleSite.left, '\\': TriangleSite.right } as const;

/** `-xy`, `/xy` or `\xy`: the triangle lattice's name of the edge. */
export function edgeName(e: Edge): string {
  return triangleItems.formatItem({ kind: EDGE_SITES[e.kind], x: e.x, y: e.y, z: 0 })!;
}

/**
 * The four unit triangles of a doubled triangle. Doubled Δ (x, y) covers Δ (2x, 2y),
 * its neighbors Δ (2x, 2y + 1) and Δ (2x + 1, 2y), and ∇ (2x, 2y)' between them;
 * doubled ∇ (x, y)' covers ∇ (2x + 1, 2y + 1)', ∇ (2x, 2y + 1)', ∇ (2x + 1, 2y)' and
 * Δ (2x + 1, 2y + 1) between them.
 */
export function unitCells(t: Triangle): readonly UnitCell[] {
  const x = 2 * t.x;
  const y = 2 * t.y;
  return t.down
    ? [
        { x: x + 1, y: y + 1, down: false },
        { x: x + 1, y: y + 1, down: true },
        { x, y: y + 1, down: true },
        { x: x + 1, y, down: true },
      ]
    : [
        { x, y, down: false },
        { x, y, down: true },
        { x, y: y + 1, down: false },
        { x: x + 1, y, down: false },
      ];
}

/**
 * The three edges of a unit triangle, clockwise from its horizontal edge: for Δ the
 * bottom, left and right edges; for ∇ the top, right and left edges.
 */
export function cellEdges(c: UnitCell): readonly [Edge, Edge, Edge] {
  const { x, y } = c;
  return c.down
    ? [
        { kind: '-', x, y: y + 1 },
        { kind: '/', x: x + 1, y },
        { kind: '\\', x, y },
      ]
    : [
        { kind: '-', x, y },
        { kind: '/', x, y },
        { kind: '\\', x, y },
      ];
}

/** The unit cells of a board, in the order of the items: by x, then y, Δ before ∇. */
export function boardCells(board: readonly Triangle[]): readonly UnitCell[] {
  const cells = board.flatMap((t) => unitCells(t));
  const key = (c: UnitCell) => (c.x * CELL_SPAN + c.y) * 2 + (c.down ? 1 : 0);
  return [...cells].sort((p, q) => key(p) - key(q));
}

function edgeIndex(kind: EdgeKind, x: number, y: number): number {
  return (x * EDGE_SPAN + y) * EDGE_KINDS.length + EDGE_KINDS.indexOf(kind);
}

/**
 * How many of the given cells each edge bounds: 2 for an inner edge, 1 for an edge
 * of the boundary, 0 for an edge off the board.
 */
export class EdgeUse {
  private readonly counts = new Uint8Array(EDGE_SPAN * EDGE_SPAN * EDGE_KINDS.length);

  constructor(cells: readonly UnitCell[]) {
    for (const c of cells) {
      for (const e of cellEdges(c)) {
        const i = edgeIndex(e.kind, e.x, e.y);
        this.counts[i] = this.count(e) + 1;
      }
    }
  }

  count(e: Edge): number {
    return this.counts[edgeIndex(e.kind, e.x, e.y)] ?? 0;
  }

  /** The edges with a nonzero count, by x, then y, then kind in the given order. */
  edges(kinds: readonly EdgeKind[], wanted: (count: number) => boolean): readonly Edge[] {
    const out: Edge[] = [];
    for (let x = 0; x < EDGE_SPAN; x++) {
      for (let y = 0; y < EDGE_SPAN; y++) {
        for (const kind of kinds) {
          const e = { kind, x, y };
          if (wanted(this.count(e))) out.push(e);
        }
      }
    }
    return out;
  }
}
