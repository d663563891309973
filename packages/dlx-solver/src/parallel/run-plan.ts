import type { Solution } from '@polydance/exact-cover';
import type { PlanPart } from './part.js';
import type { PlanTask, SearchPlan } from './search-plan.js';
import { planTaskMode, planTotals } from './search-plan.js';
import type { ParallelProgress, RunTasksResult, RunTotals, TaskResult, TaskState, TaskWorker } from './schedule.js';
import { runTasks } from './schedule.js';

/** The workers one part of a plan runs on, and how to end them. */
export interface PlanPool {
  readonly workers: readonly TaskWorker[];
  close(): void | Promise<void>;
}

/** A snapshot of a plan's run, as the final answer will count it. */
export interface PlanProgress {
  /** Solutions found so far, each counted as often as the total counts it (a symmetry part's weight). */
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly elapsedMs: number;
  /** The estimated share of the run's work done (by the tasks' estimates), in [0, 1]. */
  readonly fraction: number;
  readonly tasksDone: number;
  readonly tasks: number;
  /** The part being searched (from 0) and the number of parts. */
  readonly part: number;
  readonly parts: number;
  /** Workers of the part being searched. */
  readonly workers: number;
}

/** What {@link RunPlanOptions.switchPool} is asked about: the part under way. */
export interface PartProgress {
  readonly part: number;
  /** How many pools this part has had before the present one. */
  readonly turn: number;
  /** Milliseconds since the part started on the present pool. */
  readonly elapsedMs: number;
  /** The estimated share of the part's tasks (of this run) done. */
  readonly fraction: number;
}

/** The options of {@link runPlan}. */
export interface RunPlanOptions {
  readonly plan: SearchPlan;
  /**
   * The executor: the workers for a part (`turn` 0), and again for the rest of it after
   * {@link RunPlanOptions.switchPool} said so (`turn` 1, 2, ...). Each pool is closed when
   * its part (or its turn) is over.
   */
  readonly pool: (part: number, turn: number) => PlanPool | Promise<PlanPool>;
  /**
   * Asked at each progress report of a count: true pauses the part (its running tasks
   * are split where they stand, nothing is lost) and goes on with the rest on a new pool.
   */
  readonly switchPool?: (progress: PartProgress) => boolean;
  /** The ids of the tasks to run (a shard's, say); all by default. */
  readonly tasks?: readonly number[];
  /** How far tasks got in an earlier run (a checkpoint's states): they go on from there. */
  readonly resume?: readonly TaskState[];
  /** Stops the run; what was found is kept. */
  readonly signal?: AbortSignal;
  /** Counts: the most bytes each worker's table of remembered counts may take (12 MB by default); the counts stay exact below it. */
  readonly memoBytes?: number;
  /**
   * With a signal: a stop pauses the part under way first (its running tasks split where
   * they stand, within a slice of the search) so that `states` lose nothing.
   */
  readonly pauseOnStop?: boolean;
  readonly onProgress?: (progress: PlanProgress) => void;
  /** Milliseconds between progress reports (default 1000). */
  readonly progressInterval?: number;
  /**
   * Snapshots of a count: every `snapshotMs`, the state of every task of the run begun so
   * far (see `RunTasksOptions.snapshotMs`), as a checkpoint keeps it.
   */
  readonly snapshotMs?: number | ((elapsedMs: number) => number);
  readonly onSnapshot?: (states: readonly TaskState[]) => void | Promise<void>;
  /** A listing: the solutions in search order (see `RunTasksOptions.onSolutions`). */
  readonly onSolutions?: (solutions: readonly Solution[]) => void | Promise<void>;
  readonly limit?: number;
  readonly keepListing?: boolean;
}

/** The result of {@link runPlan}. */
export interface RunPlanResult extends RunTotals {
  // `solutions`: each counted with its part's weight; `states`: each task of the run that
  // was begun, with how far it got (finished ones with nothing open)
  /** The number of orbits, for a complete distinct count of every task. */
  readonly distinct?: bigint;
  /** The count of each part over the tasks of the run (exact when the run is complete). */
  readonly partCounts: readonly bigint[];
}

/**
 * Runs the tasks of a plan (all, or a shard's), part after part, on the workers that
 * `pool` gives each part: this thread, threads, Web Workers; resumes tasks from a
 * checkpoint's states and reports snapshots for the next one; reports progress with the
 * parts' weights applied. The result puts the parts together (`planTotals`). Library
 * code: the executor is whatever `pool` returns.
 */
export async function runPlan(options: RunPlanOptions): Promise<RunPlanResult> {
  const { plan } = options;
  const started = performance.now();
  const mode = planTaskMode(plan);
  const chosen = options.tasks === undefined ? undefined : new Set(options.tasks);
  const selected = chosen === undefined ? plan.tasks : plan.tasks.filter((t) => chosen.has(t.id));
  const resumed = new Map((options.resume ?? []).map((s) => [s.task, s]));
  const states = new Map<number, TaskState>();
  const results: TaskResult[] = [];
  const partCounts = plan.parts.map(() => 0n);
  let nodes = 0n;
  let doneWeight = 0;
  let tasksDone = 0;
  let totalWeight = 0;
  for (const t of selected) totalWeight += t.weight;
  const weighted = (part: number, count: bigint): bigint => {
    const p = plan.parts[part];
    return p !== undefined && p.role === 'total' ? BigInt(p.weight) * count : 0n;
  };
  /** The solutions of the parts done, weighted. */
  let solutionsDone = 0n;
  let limitLeft = options.limit;
  let complete = true;
  let aborted = false;

  for (let part = 0; part < plan.parts.length && complete; part++) {
    const mine = selected.filter((t) => t.part === part);
    if (mine.length === 0) continue;
    let todo: PlanTask[] = [];
    let resume: TaskState[] = [];
    // what the tasks finished in an earlier run bring
    let preSolutions = 0n;
    let preNodes = 0n;
    let preWeight = 0;
    for (const t of mine) {
      const s = resumed.get(t.id);
      if (s !== undefined && s.open.length === 0) {
        states.set(t.id, s);
        preSolutions += s.solutions;
        preNodes += s.nodes;
        preWeight += t.weight;
        results.push({ task: t.id, path: t.path, solutions: s.solutions, nodes: s.nodes });
        continue;
      }
      todo.push(t);
      if (s !== undefined) resume.push(s);
    }
    let partCount = preSolutions;
    let partNodes = preNodes;
    // the weight of the tasks left at the first turn
    let turnWeight = 0;
    for (const t of todo) turnWeight += t.weight;
    for (let turn = 0; todo.length > 0; turn++) {
      const pool = await options.pool(part, turn);
      const pause = new AbortController();
      const onStop = (): void => pause.abort();
      const stopBy = options.pauseOnStop === true && mode === 'count' ? options.signal : undefined;
      stopBy?.addEventListener('abort', onStop, { once: true });
      if (stopBy?.aborted === true) pause.abort();
      const turnStart = performance.now();
      const n = pool.workers.length;
      let partWeight = 0;
      for (const t of todo) partWeight += t.weight;
      const base = { count: partCount, nodes: nodes + partNodes, doneWeight: doneWeight + preWeight + (turnWeight - partWeight), tasksDone: tasksDone + mine.length - todo.length };
      // the states the pieces of this turn start from (their counts are in the turn's result)
      const carried = resume;
      let r: RunTasksResult;
      try {
        r = await runTasks({
          problem: (plan.parts[part] as PlanPart).problem,
          mode,
          tasks: todo,
          workers: pool.workers,
          ...(stopBy === undefined && options.signal !== undefined ? { signal: options.signal } : {}),
          ...(mode === 'count' ? { resume: carried, pause: pause.signal } : {}),
          ...(options.onSnapshot !== undefined && options.snapshotMs !== undefined && mode === 'count'
            ? {
                snapshotMs: () => {
                  const every = options.snapshotMs;
                  return typeof every === 'function' ? every(performance.now() - started) : (every ?? 1000);
                },
                onSnapshot: (st: readonly TaskState[]) => {
                  const all = new Map(states);
                  for (const s of st) all.set(s.task, s);
                  return options.onSnapshot?.([...all.values()].sort((x, y) => x.task - y.task));
                },
              }
            : {}),
          ...(options.onSolutions === undefined ? {} : { onSolutions: options.onSolutions }),
          ...(options.memoBytes === undefined || mode !== 'count' ? {} : { memoBytes: options.memoBytes }),
          ...(limitLeft === undefined ? {} : { limit: limitLeft }),
          ...(options.keepListing === undefined ? {} : { keepListing: options.keepListing }),
          progressInterval: options.progressInterval ?? 1000,
          onProgress: (p: ParallelProgress) => {
            options.onProgress?.({
              solutions: solutionsDone + weighted(part, base.count + p.solutions),
              nodes: base.nodes + p.nodes,
              elapsedMs: performance.now() - started,
              fraction: totalWeight > 0 ? Math.min(1, (base.doneWeight + partWeight * p.fraction) / totalWeight) : 1,
              tasksDone: base.tasksDone + p.tasksDone,
              tasks: selected.length,
              part,
              parts: plan.parts.length,
              workers: n,
            });
            if (mode === 'count' && options.switchPool?.({ part, turn, elapsedMs: performance.now() - turnStart, fraction: p.fraction }) === true) {
              pause.abort();
            }
          },
        });
      } finally {
        stopBy?.removeEventListener('abort', onStop);
        await pool.close();
      }
      for (const res of r.results) results.push(res);
      for (const s of r.states) states.set(s.task, s);
      if (r.paused && stopBy?.aborted !== true) {
        // switched: the rest of the part goes on from these states on the next pool; the
        // tasks finished in this turn are counted here
        for (const t of todo) {
          const st = states.get(t.id);
          if (st !== undefined && st.open.length === 0) {
            partCount += st.solutions;
            partNodes += st.nodes;
          }
        }
        todo = todo.filter((t) => (states.get(t.id)?.open.length ?? 1) > 0);
        resume = todo.map((t) => states.get(t.id)).filter((s): s is TaskState => s !== undefined);
        continue;
      }
      // the turn's result holds the counts its tasks carried in, and those of the pieces still running at a stop
      partCount += r.solutions;
      partNodes += r.nodes;
      if (mode === 'list' && limitLeft !== undefined) limitLeft -= Number(r.solutions);
      if (!r.complete) {
        complete = false;
        aborted = r.aborted || stopBy?.aborted === true;
      }
      break;
    }
    partCounts[part] = partCount;
    nodes += partNodes;
    solutionsDone += weighted(part, partCount);
    for (const t of mine) doneWeight += t.weight;
    tasksDone += mine.length;
  }
  const totals = complete && plan.mode === 'distinct' && selected.length === plan.tasks.length ? planTotals(plan, partCounts) : undefined;
  let solutions = 0n;
  plan.parts.forEach((_, i) => {
    solutions += weighted(i, partCounts[i] as bigint);
  });
  if (plan.mode === 'list') solutions = partCounts[0] ?? 0n;
  results.sort((a, b) => a.task - b.task);
  return {
    solutions,
    ...(totals?.distinct === undefined ? {} : { distinct: totals.distinct }),
    nodes,
    elapsedMs: performance.now() - started,
    complete,
    aborted,
    states: [...states.values()].sort((a, b) => a.task - b.task),
    results,
    partCounts,
  };
}

