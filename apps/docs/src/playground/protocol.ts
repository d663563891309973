/** Messages between the playground page and its worker. */
import type { TilingPieces } from '@polydance/dimers';
import type { PlacedPiece } from '@polydance/lattice';

/** Page → worker: solve this spec. */
export interface SolveRequest {
  readonly type: 'solve';
  readonly lattice: string;
  readonly spec: string;
  /** How many solutions make a page: the first page is drawn as the solutions are found. */
  readonly draw: number;
}

/**
 * Page → worker: draw solutions `from + 1` to `from + count` (of those kept); with
 * `distinct`, of the kept solutions that are each the least of its orbit under the
 * problem's symmetries (one per distinct solution, when all are kept).
 */
export interface PageRequest {
  readonly type: 'page';
  readonly from: number;
  readonly count: number;
  readonly distinct?: boolean;
}

/** A solution of a lattice of solids, for the 3-D view: its pieces placed, and every piece name of the puzzle (the colors of its pictures). */
export interface SolidSolution {
  readonly pieces: readonly PlacedPiece[];
  readonly names: readonly string[];
}

/** Page → worker: the STL file of kept solution `index` (1 the first), for a lattice of solids. */
export interface StlRequest {
  readonly type: 'stl';
  readonly index: number;
}

export type PageMessage = SolveRequest | PageRequest | StlRequest;

/** Worker → page. */
export type WorkerMessage =
  | {
      readonly type: 'problem';
      /** The generator's `Altogether ...` line. */
      readonly summary: string;
      readonly items: number;
      readonly options: number;
      /** The problem as a DLX file. */
      readonly dlx: string;
    }
  | {
      /** The spec is malformed: where and why. */
      readonly type: 'error';
      readonly line: number;
      readonly column: number;
      readonly reason: string;
      readonly message: string;
    }
  | {
      readonly type: 'progress';
      /** Solutions found or counted so far: exact, every digit (a bigint crosses postMessage whole). */
      readonly solutions: bigint;
      readonly nodes: number;
      /** Knuth's estimate of the fraction of the search tree explored (0 when unknown). */
      readonly estimate: number;
      /** True once the kept solutions are in and a fresh search counts them all. */
      readonly counting: boolean;
      /** How many solutions are kept, to be drawn page by page. */
      readonly kept: number;
      /** While counting: how many task workers the count runs on (absent: the playground's worker alone). */
      readonly workers?: number;
    }
  | {
      /** A solution, drawn (1 is the first found). */
      readonly type: 'solution';
      readonly index: number;
      readonly svg: string;
      /** On a lattice of solids (cubes): the solution's pieces placed, and every piece name of the puzzle (the colors), for the 3-D view. */
      readonly solid?: SolidSolution;
      /** Drawn for the distinct view: then `position` is its place among the distinct ones (0 the first). */
      readonly distinct?: boolean;
      readonly position?: number;
    }
  | {
      readonly type: 'done';
      /** All the solutions: exact, every digit, past 2^53 too. */
      readonly solutions: bigint;
      readonly nodes: number;
      /** The solver's algorithm: X, C (colors) or M (multiplicities). */
      readonly algorithm: string;
      readonly elapsedMs: number;
      /** How many solutions are kept, to be drawn page by page (all, up to a limit). */
      readonly kept: number;
      /**
       * Solutions up to the lattice's rotations and reflections (absent: not counted, when
       * the determinant counted them all), and how many symmetries the problem has.
       */
      readonly distinct?: bigint;
      readonly symmetries: number;
      /** How many of the kept solutions are each the least of its orbit: the distinct view's pages. */
      readonly distinctKept: number;
      /** How many task workers the count of all solutions ran on (0 or absent: the playground's worker alone). */
      readonly workers?: number;
      /**
       * Present when the solutions were counted by Kasteleyn's determinant (after the kept
       * ones were listed): the pieces of the tiling, on a region without holes.
       */
      readonly determinant?: TilingPieces;
    }
  | {
      /** The STL file of a solution (one closed solid per piece, assembled), as `polydance solve --draw stl` writes it. */
      readonly type: 'stl';
      readonly index: number;
      readonly stl: string;
    }
  | { readonly type: 'failure'; readonly message: string };
