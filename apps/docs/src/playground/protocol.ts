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
  | { readonly type: 'progress'; readonly solutions: number; readonly nodes: number; readonly updates: number }
  | {
      /** A solution: drawn as SVG, or as the items of its options where the lattice has no drawing yet. */
      readonly type: 'solution';
      readonly index: number;
      readonly svg?: string;
      readonly text?: string;
    }
  | { readonly type: 'done'; readonly solutions: number; readonly nodes: number; readonly updates: number }
  | { readonly type: 'failure'; readonly message: string };
