/** Messages between the playground page and its worker. */

/** Page → worker: solve this spec. */
export interface SolveRequest {
  readonly lattice: string;
  readonly spec: string;
  /** How many solutions to draw (the rest are only counted). */
  readonly draw: number;
}

/** Worker → page. */
export type WorkerMessage =
  | {
      readonly type: 'problem';
      /** The generator's `Altogether ...` line. */
      readonly summary: string;
      readonly items: number;
      readonly options: number;
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
      readonly solutions: number;
      readonly nodes: number;
      /** Knuth's estimate of the fraction of the search tree explored (0 when unknown). */
      readonly estimate: number;
      /** True once the drawn solutions are in and a fresh search counts them all. */
      readonly counting: boolean;
    }
  | {
      /** A solution, drawn. */
      readonly type: 'solution';
      readonly index: number;
      readonly svg: string;
    }
  | {
      readonly type: 'done';
      readonly solutions: number;
      readonly nodes: number;
      /** The solver's algorithm: X, C (colors) or M (multiplicities). */
      readonly algorithm: string;
      readonly elapsedMs: number;
    }
  | { readonly type: 'failure'; readonly message: string };
