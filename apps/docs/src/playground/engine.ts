import { countSync, planTasks, runTasks, solve } from '@polydance/dlx-solver';
import type { Progress, TaskWorker } from '@polydance/dlx-solver';
import type { Problem } from '@polydance/exact-cover';
import { itemToken } from '@polydance/exact-cover';
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

/** Milliseconds between progress messages. */
const PROGRESS_MS = 100;

/** Counts a problem's solutions on workers, reporting progress; see {@link countOnTaskWorkers}. */
export type ParallelCount = (
  problem: Problem,
  onProgress: (p: Progress) => void,
) => Promise<{ readonly solutions: number; readonly nodes: number; readonly elapsedMs: number }>;

/**
 * Counting on workers with `@polydance/dlx-solver`'s tasks: `start` makes the workers
 * (Web Workers running `serveTasks`, in the playground) and `stop` ends them. A problem
 * whose whole search tree fits in the plan is counted here, without workers.
 */
export function countOnTaskWorkers(start: () => TaskWorker[], stop: () => void): ParallelCount {
  return async (problem, onProgress) => {
    const plan = planTasks(problem);
    if (plan.exhausted) return countSync(problem);
    try {
      const r = await runTasks({
        problem,
        mode: 'count',
        tasks: plan.tasks,
        workers: start(),
        progressInterval: PROGRESS_MS,
        onProgress: (p) =>
          onProgress({ solutions: Number(p.solutions), nodes: Number(p.nodes), elapsedMs: p.elapsedMs, estimate: p.fraction }),
      });
      return { solutions: Number(r.solutions), nodes: Number(r.nodes), elapsedMs: r.elapsedMs };
    } finally {
      stop();
    }
  };
}

/**
 * What the playground's worker does with a request: generate the exact cover problem
 * with the lattice's generator, then solve it with `@polydance/dlx-solver`, reporting
 * through `post`: the problem, progress, the first `request.draw` solutions drawn, and
 * the total. Once that many are drawn, the rest are only counted (with the solver's
 * counting engine where the problem allows), on workers when `parallel` is given.
 * Runs synchronously without `parallel`; the page cancels by terminating the worker.
 */
export function runPlayground(
  request: SolveRequest,
  post: (message: WorkerMessage) => void,
  parallel?: ParallelCount,
): void | Promise<void> {
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
  const { problem, names } = result;
  post({
    type: 'problem',
    summary: result.summary,
    items: problem.primary.length + problem.secondary.length,
    options: problem.options.length,
  });

  const progress =
    (counting: boolean) =>
    (p: Progress): void =>
      post({ type: 'progress', solutions: p.solutions, nodes: p.nodes, estimate: p.estimate, counting });
  const stream = solve(problem, { limit: request.draw, onProgress: progress(false), progressInterval: PROGRESS_MS });
  let index = 0;
  for (const solution of stream) {
    index++;
    const options = solution.map((o) => (problem.options[o] ?? []).map(itemToken));
    post({ type: 'solution', index, svg: lattice.draw(options, names) });
    post({ type: 'progress', solutions: index, nodes: stream.stats.nodes, estimate: 0, counting: false });
  }
  const drawn = stream.stats;
  if (drawn.complete || drawn.solutions < request.draw) {
    post({ type: 'done', solutions: drawn.solutions, nodes: drawn.nodes, algorithm: drawn.algorithm, elapsedMs: drawn.elapsedMs });
    return;
  }
  // More solutions than are drawn: count them all, from the start.
  post({ type: 'progress', solutions: 0, nodes: 0, estimate: 0, counting: true });
  if (parallel !== undefined) {
    return parallel(problem, progress(true)).then((counted) => {
      post({ type: 'done', solutions: counted.solutions, nodes: counted.nodes, algorithm: drawn.algorithm, elapsedMs: drawn.elapsedMs + counted.elapsedMs });
    });
  }
  const counted = countSync(problem, { onProgress: progress(true), progressInterval: PROGRESS_MS });
  post({ type: 'done', solutions: counted.solutions, nodes: counted.nodes, algorithm: counted.algorithm, elapsedMs: drawn.elapsedMs + counted.elapsedMs });
}
