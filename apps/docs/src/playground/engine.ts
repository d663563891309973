import { findLattice } from './lattices.js';
import type { Generated } from './lattices.js';
import type { SolveRequest, WorkerMessage } from './protocol.js';

/** An error that points into the spec (a SpecError or any other error with a position). */
interface Positioned {
  readonly line: number;
  readonly column: number;
  readonly reason?: string;
  readonly message: string;
}

function isPositioned(e: unknown): e is Positioned {
  return e instanceof Error && typeof (e as Partial<Positioned>).line === 'number' && typeof (e as Partial<Positioned>).column === 'number';
}

/**
 * What the playground's worker does with a request: generate the exact cover problem
 * with the lattice's generator, then solve it, reporting through `post`. Runs
 * synchronously; the page cancels by terminating the worker.
 */
export function runPlayground(request: SolveRequest, post: (message: WorkerMessage) => void): void {
  const lattice = findLattice(request.lattice);
  if (!lattice) {
    post({ type: 'failure', message: `unknown lattice '${request.lattice}'` });
    return;
  }
  let result: Generated;
  try {
    result = lattice.generate(request.spec);
  } catch (e) {
    if (isPositioned(e)) {
      post({ type: 'error', line: e.line, column: e.column, reason: e.reason ?? e.message, message: e.message });
    } else post({ type: 'failure', message: e instanceof Error ? e.message : String(e) });
    return;
  }
  const { problem } = result;
  post({
    type: 'problem',
    summary: result.summary,
    items: problem.primary.length + problem.secondary.length,
    options: problem.options.length,
  });
  post({ type: 'failure', message: 'solving needs @polydance/dlx-solver, which this build does not include yet' });
}
