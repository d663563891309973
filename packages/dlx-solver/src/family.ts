import type { Problem } from '@polydance/exact-cover';
import { COUNT_DONE, counterBranching, counterFits, createBitsetCounter } from './internal/count-x.js';
import { checkSearchArgs } from './internal/check.js';
import { later } from './internal/later.js';
import { countSync, validateProblem } from './solve.js';

/** What {@link countFamily} counted. */
export interface FamilyResult {
  /** The count of each member, in order (those counted before a stop, if stopped). */
  readonly counts: bigint[];
  /** False when the signal stopped the run. */
  readonly complete: boolean;
}

/** Milliseconds of counting before the count lets timers and signals act. */
const YIELD_MS = 25;

/** The problem without some items of bounds 1 and every option that has one of them. */
function without(problem: Problem, items: readonly string[]): Problem {
  const out = new Set(items);
  return {
    ...problem,
    primary: problem.primary.filter((it) => !out.has(it.name)),
    secondary: problem.secondary.filter((it) => !out.has(it.name)),
    options: problem.options.filter((o) => !o.some((oi) => out.has(oi.item))),
  };
}

/**
 * Counts a family of smaller boards of one problem, each given by the items it leaves
 * out (`members[i]`: cells, or secondary items; an option that has one is out too):
 * the k x n boards for n = 1..N, say, from the k x N board without its last columns.
 * Exact at any size. A problem of any number of copies (frontier branching) is counted
 * by one counter, whose remembered counts every member shares: a member's states meet
 * another's once the first uncovered item has passed the cells where they differ, so
 * list the cells that members leave out first (the CLI lists the board's columns from
 * the last). Bounds must suit every member (`0:12|F`, not an exact `12|F`). Other
 * problems are counted member by member. Lets timers and signals act while it runs.
 */
export async function countFamily(problem: Problem, members: readonly (readonly string[])[], options: { readonly signal?: AbortSignal } = {}): Promise<FamilyResult> {
  checkSearchArgs('countFamily', problem, options);
  validateProblem(problem);
  const counts: bigint[] = [];
  let last = performance.now();
  const pause = async (): Promise<void> => {
    if (performance.now() - last >= YIELD_MS) {
      await new Promise<void>((resolve) => later(resolve));
      last = performance.now();
    }
  };
  if (problem.primary.length === 0 || !counterFits(problem) || counterBranching(problem) !== 'frontier') {
    for (const m of members) {
      if (options.signal?.aborted) return { counts, complete: false };
      const r = countSync(without(problem, m), options.signal === undefined ? {} : { signal: options.signal });
      if (!r.complete) return { counts, complete: false };
      counts.push(r.solutions);
      await pause();
    }
    return { counts, complete: options.signal?.aborted !== true };
  }
  const counter = createBitsetCounter(problem);
  for (const m of members) {
    counter.restartWithout(m);
    for (;;) {
      if (options.signal?.aborted) return { counts, complete: false };
      if (counter.run(1 << 16) === COUNT_DONE) break;
      await pause();
    }
    counts.push(counter.exactCount());
  }
  return { counts, complete: true };
}
