import type { Problem, Solution } from '@polydance/exact-cover';
import type { Algorithm, PlanProgress, TaskWorker } from '@polydance/dlx-solver';
import { algorithmOf, DEFAULT_TASKS, inProcessWorker, planSearchSteps, runPlan, shardFile, shardTasks, solve } from '@polydance/dlx-solver';
import { giveWay } from '@polydance/exact-cover';
import type { Io } from '../io.js';
import { UsageError, write } from '../io.js';
import type { ParallelArgs } from './args.js';
import { defaultWorkers, startWorkers } from './threads.js';

/** How `solve` runs a search: one engine in this thread, tasks on workers, or a planned (sharded or checkpointed) run. */
export type SearchKind = 'single' | 'workers' | 'planned';

/**
 * `--shard` and `--checkpoint` need the plan of tasks; otherwise more than one worker
 * (by default the available CPUs; not by default with --limit, which wants a few
 * solutions soon) splits the search; one worker searches as before, in this thread.
 */
export function searchKind(p: ParallelArgs, limit: number | undefined): SearchKind {
  if (p.shard !== undefined || p.checkpoint !== undefined) return 'planned';
  const n = p.workers ?? (limit === undefined ? defaultWorkers() : 1);
  return n > 1 ? 'workers' : 'single';
}

/** The workers of a search, and how to end them. */
export interface Pool {
  readonly workers: TaskWorker[];
  close(): Promise<void>;
}

/**
 * N worker threads, or for one worker a worker in this thread. With `thisThread`, this
 * thread is one of the N workers, beside N - 1 threads: for a count whose threads start
 * with the command, as `solve --count --workers N` starts them. Fewer threads then start
 * while this thread reads the input and finds its symmetries (on a 2-core machine, the
 * 6x10 count took a median 1.20 s with this thread searching against 1.29 s with two
 * threads, 8 runs each). Otherwise this thread does not search beside the threads: a
 * listing formats and writes the solutions here, and a count that began on this thread
 * alone (as `solve --count` without `--workers` does) would leave its counter's
 * compiled code to a second counter, which runs about half as fast.
 */
export function startPool(n: number, thisThread = false): Pool {
  if (n <= 1) return { workers: [inProcessWorker()], close: () => Promise.resolve() };
  if (!thisThread) return startWorkers(n);
  const threads = startWorkers(n - 1);
  return { workers: [inProcessWorker(), ...threads.workers], close: () => threads.close() };
}

/** What `solve` passes on to a search. */
export interface SearchSettings {
  readonly signal: AbortSignal;
  /** Shows a progress line (the text of it). */
  readonly show?: (text: string) => void;
  readonly progressInterval: number;
  /** For the planning, which gives way to the event loop: whether to stop now (see `StopSignals.expired`). */
  readonly shouldStop?: () => boolean;
}

function formatMs(ms: number): string {
  if (ms < 60_000) return `${Math.ceil(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(ms / 3_600_000)} h ${Math.round((ms % 3_600_000) / 60_000)} min`;
}

/**
 * The live line of a search by plan, one for all workers: the solutions as the result
 * will count them, the estimated share of the work done (the tasks' estimates, and
 * Knuth's estimate within each running task), and the time left at the rate measured
 * so far (elapsed × (1 − done) / done), once 0.1% is done.
 */
export function progressText(p: Pick<PlanProgress, 'solutions' | 'fraction' | 'tasksDone' | 'tasks' | 'elapsedMs' | 'workers' | 'part' | 'parts'>): string {
  const pct = (100 * p.fraction).toFixed(p.fraction < 0.01 ? 3 : 1);
  const remainingMs = p.fraction > 0 ? (p.elapsedMs * (1 - p.fraction)) / p.fraction : undefined;
  const left = remainingMs === undefined || p.fraction < 0.001 ? '' : `, about ${formatMs(remainingMs)} left`;
  const parts = p.parts > 1 ? `, part ${p.part + 1} of ${p.parts}` : '';
  return `${p.solutions} solution${p.solutions === 1n ? '' : 's'}, ${pct}% done (${p.tasksDone} of ${p.tasks} task${p.tasks === 1 ? '' : 's'}${parts}), ${(p.elapsedMs / 1000).toFixed(1)} s${left}, ${p.workers} worker${p.workers === 1 ? '' : 's'}`;
}

/** The totals of a search that `solve` prints. */
export interface SearchTotals {
  readonly algorithm: Algorithm;
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly elapsedMs: number;
  readonly complete: boolean;
}


/**
 * Lists on workers (`solve --workers N`): the solutions in the order of one search,
 * those of later tasks held back until all before them are known.
 */
export function listOnWorkers(
  problem: Problem,
  p: ParallelArgs,
  settings: SearchSettings,
  limit: number | undefined,
): AsyncIterable<Solution> & { readonly stats: SearchTotals } {
  let stats: SearchTotals = { algorithm: algorithmOf(problem), solutions: 0n, nodes: 0n, elapsedMs: 0, complete: false };
  return {
    get stats() {
      return stats;
    },
    async *[Symbol.asyncIterator]() {
      // the threads start while the plan is made
      const pool = startPool(p.workers ?? defaultWorkers());
      // the batches the search has passed on and the reader not yet taken; the search
      // waits for each (its workers' credit comes back once a batch is taken), so that
      // what waits here is bounded whatever the reader's pace
      const batches: { readonly solutions: readonly Solution[]; readonly taken: () => void }[] = [];
      let wake: (() => void) | undefined;
      let over = false;
      let closed = false;
      let failure: Error | undefined;
      let search: Promise<void> | undefined;
      try {
        const plan = await giveWay(planSearchSteps(problem, { mode: 'list', tasks: p.tasks ?? DEFAULT_TASKS, ...(settings.shouldStop === undefined ? {} : { shouldStop: settings.shouldStop }) }));
        if (plan.exhausted) {
          // the whole tree fits in the plan: too small to be worth the threads
          const one = solve(problem, { signal: settings.signal, ...(limit === undefined ? {} : { limit }) });
          for await (const s of one) yield s;
          const r = one.stats;
          stats = { ...r, solutions: BigInt(r.solutions), nodes: BigInt(r.nodes) };
          return;
        }
        const n = pool.workers.length;
        const show = settings.show;
        search = runPlan({
          plan,
          // the pool is this listing's, and closed below
          pool: () => ({ workers: pool.workers, close: () => undefined }),
          signal: settings.signal,
          progressInterval: settings.progressInterval,
          ...(show === undefined ? {} : { onProgress: (pp: PlanProgress) => show(progressText({ ...pp, workers: n })) }),
          onSolutions: (b) =>
            closed
              ? undefined
              : new Promise<void>((taken) => {
                  batches.push({ solutions: b, taken });
                  wake?.();
                }),
          ...(limit === undefined ? {} : { limit }),
        })
          .then(
            (r) => {
              stats = { algorithm: plan.algorithm, ...r };
            },
            (e: unknown) => {
              failure = e instanceof Error ? e : new Error('the search failed');
            },
          )
          .finally(() => {
            over = true;
            wake?.();
          });
        for (;;) {
          const b = batches.shift();
          if (b !== undefined) {
            try {
              yield* b.solutions;
            } finally {
              // taken, or given up by a reader that stopped (the search must not wait for it)
              b.taken();
            }
            continue;
          }
          if (over) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
        }
        if (failure !== undefined) throw failure;
      } finally {
        // a reader that gave up (a stop while the output is stalled): the search takes nothing more
        closed = true;
        for (const b of batches.splice(0)) b.taken();
        await search;
        await pool.close();
      }
    },
  };
}

/** The totals of a planned listing, and what the summary line adds about it. */
export interface PlannedTotals extends SearchTotals {
  readonly note: string;
}

/**
 * A shard of a listing (`solve --shard I/N` without --count): this shard's tasks of the
 * plan, their solutions kept in its shard file (JSON on stdout) for `polydance merge
 * --listing`.
 */
export async function listPlanned(problem: Problem, p: ParallelArgs, settings: SearchSettings, io: Io): Promise<PlannedTotals> {
  const shard = p.shard;
  if (shard === undefined) throw new UsageError('--checkpoint works with --count only');
  // the whole plan (a shard's file names it), made giving way: a signal is heard meanwhile
  const plan = await giveWay(planSearchSteps(problem, { mode: 'list', tasks: p.tasks ?? DEFAULT_TASKS }));
  const tasks = shardTasks(plan.tasks, shard.index, shard.count);
  const n = p.workers ?? defaultWorkers();
  const show = settings.show;
  const r = await runPlan({
    plan,
    pool: () => startPool(n),
    tasks: tasks.map((t) => t.id),
    signal: settings.signal,
    keepListing: true,
    progressInterval: settings.progressInterval,
    ...(show === undefined ? {} : { onProgress: (pp: PlanProgress) => show(progressText(pp)) }),
  });
  await write(io.stdout, `${JSON.stringify(shardFile(plan, shard, r.results, r.complete))}\n`);
  return {
    algorithm: plan.algorithm,
    solutions: r.solutions,
    nodes: r.nodes,
    elapsedMs: r.elapsedMs,
    complete: r.complete,
    note: `${p.workers === undefined ? '' : `; ${n} worker${n === 1 ? '' : 's'}`}; shard ${shard.index}/${shard.count}: ${tasks.length} of ${plan.tasks.length} tasks`,
  };
}
