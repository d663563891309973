import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from './descriptor.js';

interface BoardCell {
  readonly index: number;
  readonly c: readonly [number, number, number];
  readonly kind: number;
}

/**
 * The primary items of bounds 1 that are box sites of the lattice (the board's cells),
 * and the axes by extent, largest first (on ties, z before y before x).
 */
function boardCells(problem: Problem, lattice: LatticeDescriptor): { cells: BoardCell[]; axes: number[] } {
  const cells: BoardCell[] = [];
  const low = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  problem.primary.forEach((it, index) => {
    if (it.bounds !== undefined && it.bounds !== '1' && it.bounds !== '1:1') return;
    const parsed = lattice.parseItem(it.name);
    if (parsed === undefined || !lattice.boxKinds.includes(parsed.site.kind)) return;
    const c = [parsed.site.x, parsed.site.y, parsed.site.z] as const;
    for (let a = 0; a < 3; a++) {
      low[a] = Math.min(low[a] as number, c[a] as number);
      high[a] = Math.max(high[a] as number, c[a] as number);
    }
    cells.push({ index, c, kind: parsed.site.kind });
  });
  const extent = (a: number): number => (high[a] as number) - (low[a] as number);
  return { cells, axes: [2, 1, 0].sort((a, b) => extent(b) - extent(a)) };
}

/** The problem with `cells` listed first, in the order given, the other primary items after them. */
function cellsFirst(problem: Problem, cells: readonly BoardCell[]): Problem {
  const taken = new Uint8Array(problem.primary.length);
  for (const s of cells) taken[s.index] = 1;
  return { ...problem, primary: [...cells.map((s) => problem.primary[s.index]!), ...problem.primary.filter((_, i) => taken[i] === 0)] };
}

/** Sorts cells along the axes (the first slowest); `down`: the first axis from its largest value. */
function sortCells(cells: BoardCell[], axes: readonly number[], down: boolean): void {
  cells.sort((s, t) => {
    for (const [k, a] of axes.entries()) {
      const d = (s.c[a] as number) - (t.c[a] as number);
      if (d !== 0) return k === 0 && down ? -d : d;
    }
    return s.kind - t.kind || s.index - t.index;
  });
}

/**
 * The problem with its primary items of bounds 1 that are sites of the lattice (the
 * cells of a board) listed in a scan along the board's narrow side: the coordinate of
 * largest extent changes slowest, that of least extent fastest (then the kind of site,
 * then the input order). Other items keep their order, after them. Options are
 * unchanged (they name items), so the solutions and their count are too; a counter
 * that branches on the first uncovered cell in input order (the frontier branching of
 * `@polydance/dlx-solver`) then remembers profiles, as a transfer matrix does. Returns
 * the problem itself when none of its items is a site.
 */
export function narrowScanOrder(problem: Problem, lattice: LatticeDescriptor): Problem {
  const { cells, axes } = boardCells(problem, lattice);
  if (cells.length === 0) return problem;
  sortCells(cells, axes, false);
  return cellsFirst(problem, cells);
}

/** A board and its family of shorter boards, from {@link boardFamily}. */
export interface BoardFamily {
  /** The problem, its cells listed along the narrow side from the far end of the long side. */
  readonly problem: Problem;
  /** For n = 1, 2, ...: the cells the board of the first n rows across the long side leaves out. */
  readonly members: string[][];
}

/**
 * The family of boards made of the first n rows of cells across a board's long side
 * (the k x n boards of a k x N box, n = 1..N), as the items each leaves out, and the
 * problem with its cells listed along the narrow side from the last row: a counter
 * that branches on the first uncovered cell (`countFamily` of `@polydance/dlx-solver`)
 * then meets the same states in every member once it has passed the rows where they
 * differ. Undefined when no item of the problem is a cell of the lattice.
 */
export function boardFamily(problem: Problem, lattice: LatticeDescriptor): BoardFamily | undefined {
  const { cells, axes } = boardCells(problem, lattice);
  if (cells.length === 0) return undefined;
  sortCells(cells, axes, true);
  const long = axes[0] as number;
  const rows = [...new Set(cells.map((s) => s.c[long] as number))].sort((a, b) => a - b);
  const members = rows.map((r) => cells.filter((s) => (s.c[long] as number) > r).map((s) => problem.primary[s.index]!.name));
  return { problem: cellsFirst(problem, cells), members };
}
