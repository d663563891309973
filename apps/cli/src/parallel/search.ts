import { clip } from '@polydance/exact-cover';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Problem, Solution } from '@polydance/exact-cover';
import type {
  Algorithm,
  ParallelProgress,
  RunTasksResult,
  SearchIdentity,
  Task,
  TaskMode,
  TaskRecord,
  TaskResult,
  TaskWorker,
} from '@polydance/dlx-solver';
import {
  algorithmOf,
  checkpointFile,
  count,
  DEFAULT_TASKS,
  inProcessWorker,
  planFingerprint,
  planTasks,
  problemFingerprint,
  readCheckpoint,
  runTasks,
  ShardError,
  shardFile,
  shardTasks,
  solve,
  taskRecord,
} from '@polydance/dlx-solver';
import type { Io } from '../io.js';
import { countJsonLine, countLine } from '../count-output.js';
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
}

function formatMs(ms: number): string {
  if (ms < 60_000) return `${Math.ceil(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(ms / 3_600_000)} h ${Math.round((ms % 3_600_000) / 60_000)} min`;
}

/** The live line of a parallel search: one for all workers. */
export function progressText(p: ParallelProgress, workers: number): string {
  const pct = (100 * p.fraction).toFixed(p.fraction < 0.01 ? 3 : 1);
  const left = p.remainingMs === undefined || p.fraction < 0.001 ? '' : `, about ${formatMs(p.remainingMs)} left`;
  return `${p.solutions} solution${p.solutions === 1n ? '' : 's'}, ${pct}% done (${p.tasksDone} of ${p.tasks} tasks), ${(p.elapsedMs / 1000).toFixed(1)} s${left}, ${workers} worker${workers === 1 ? '' : 's'}`;
}

/** The totals of a search that `solve` prints. */
export interface SearchTotals {
  readonly algorithm: Algorithm;
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly elapsedMs: number;
  readonly complete: boolean;
}

function runOn(
  problem: Problem,
  tasks: readonly Task[] | (() => readonly Task[]),
  pool: Pool,
  mode: TaskMode,
  settings: SearchSettings,
  extra: Partial<Parameters<typeof runTasks>[0]> = {},
): Promise<RunTasksResult> {
  const n = pool.workers.length;
  const show = settings.show;
  return runTasks({
    problem,
    mode,
    tasks,
    workers: pool.workers,
    signal: settings.signal,
    progressInterval: settings.progressInterval,
    ...(show === undefined ? {} : { onProgress: (p: ParallelProgress) => show(progressText(p, n)) }),
    ...extra,
  });
}

/**
 * The tasks of a count on workers (without --shard or --checkpoint, which need the
 * plan of DEFAULT_TASKS): a few per worker, as tasks that run long are split on demand;
 * larger tasks walk down fewer paths, and each worker's counter remembers more of what
 * it counted (the 6x10 pentominoes: 256 tasks take about 15% more CPU time than 16).
 */
const COUNT_TASKS_PER_WORKER = 8;

/**
 * Counts on workers (`solve --count --workers N`), on `pool` if given (it is left open
 * for the caller to close), or on a pool of its own. A pool should count one problem:
 * a thread's second counting engine runs about half as fast as its first.
 */
export async function countOnWorkers(problem: Problem, p: ParallelArgs, settings: SearchSettings, given?: Pool): Promise<SearchTotals> {
  // the threads start while the plan is made
  const pool = given ?? startPool(p.workers ?? defaultWorkers());
  try {
    // the tasks are planned while the workers prepare their counters
    let exhausted = false;
    let algorithm = algorithmOf(problem);
    const tasks = (): readonly Task[] => {
      const plan = planTasks(problem, { tasks: p.tasks ?? COUNT_TASKS_PER_WORKER * pool.workers.length, mode: 'count' });
      exhausted = plan.exhausted;
      algorithm = plan.algorithm;
      return plan.exhausted ? [] : plan.tasks;
    };
    const r = await runOn(problem, tasks, pool, 'count', settings);
    if (exhausted) {
      // the whole tree fits in the plan: too small to be worth the threads
      const one = await count(problem, { signal: settings.signal });
      return { ...one, solutions: BigInt(one.solutions), nodes: BigInt(one.nodes) };
    }
    return { algorithm, ...r };
  } finally {
    if (given === undefined) await pool.close();
  }
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
      const batches: (readonly Solution[])[] = [];
      let wake: (() => void) | undefined;
      let over = false;
      let failure: Error | undefined;
      try {
        const plan = planTasks(problem, { tasks: p.tasks ?? DEFAULT_TASKS, mode: 'list' });
        if (plan.exhausted) {
          // the whole tree fits in the plan: too small to be worth the threads
          const one = solve(problem, { signal: settings.signal, ...(limit === undefined ? {} : { limit }) });
          for await (const s of one) yield s;
          const r = one.stats;
          stats = { ...r, solutions: BigInt(r.solutions), nodes: BigInt(r.nodes) };
          return;
        }
        void runOn(problem, plan.tasks, pool, 'list', settings, {
          onSolutions: (b) => {
            batches.push(b);
            wake?.();
          },
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
            yield* b;
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
        await pool.close();
      }
    },
  };
}

/** Writes a file atomically: a new file next to it, then a rename over it. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, file);
}

async function loadCheckpoint(file: string, id: SearchIdentity, paths: readonly (readonly number[])[]): Promise<TaskRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new UsageError(`cannot read ${clip(file)}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not a polydance checkpoint (it is not JSON)`);
  }
  try {
    return readCheckpoint(data, id, file, paths);
  } catch (e) {
    if (e instanceof ShardError) throw new UsageError(e.message);
    throw e;
  }
}

/** The totals of a planned run, and what the summary line adds about it. */
export interface PlannedTotals extends SearchTotals {
  readonly note: string;
}

/**
 * A search by plan: `--shard I/N` (this shard's tasks; the result as JSON on stdout)
 * and/or `--checkpoint FILE` (tasks already in FILE are skipped, each task finished is
 * added to it). Prints the count (or the shard's JSON) on stdout.
 */
export async function runPlanned(
  problem: Problem,
  p: ParallelArgs,
  settings: SearchSettings,
  io: Io,
  output: { readonly count: boolean; readonly format: 'text' | 'json' },
): Promise<PlannedTotals> {
  const mode: TaskMode = output.count ? 'count' : 'list';
  const plan = planTasks(problem, { tasks: p.tasks ?? DEFAULT_TASKS, mode });
  const id: SearchIdentity = {
    fingerprint: problemFingerprint(problem),
    mode,
    plan: { target: plan.target, tasks: plan.tasks.length, paths: planFingerprint(plan.tasks.map((t) => t.path)) },
  };
  const share = p.shard === undefined ? plan.tasks : shardTasks(plan.tasks, p.shard.index, p.shard.count);
  const mine = new Set(share.map((t) => t.id));
  const checkpoint = p.checkpoint;
  // a task's path says which subtree it is: a checkpoint of another plan (another version's) is refused
  const kept = checkpoint === undefined ? [] : await loadCheckpoint(checkpoint, id, plan.tasks.map((t) => t.path));
  const saved = kept.filter((r) => mine.has(r.task));
  const done = new Set(saved.map((r) => r.task));
  // the checkpoint keeps every task it holds, those of other shards too
  const records = new Map<number, TaskRecord>(kept.map((r) => [r.task, r]));
  const todo = share.filter((t) => !done.has(t.id));
  const pool = startPool(p.workers ?? defaultWorkers());
  let r: RunTasksResult;
  try {
    r = await runOn(problem, todo, pool, mode, settings, {
      keepListing: mode === 'list',
      ...(checkpoint === undefined
        ? {}
        : {
            onTaskDone: (t: TaskResult) => {
              records.set(t.task, taskRecord(t));
              return writeAtomically(checkpoint, `${JSON.stringify(checkpointFile(id, [...records.values()]))}\n`);
            },
          }),
    });
  } finally {
    await pool.close();
  }
  const results: TaskResult[] = [
    ...saved.map((s) => ({ task: s.task, path: s.path, solutions: BigInt(s.solutions), nodes: BigInt(s.nodes) })),
    ...r.results,
  ].sort((a, b) => a.task - b.task);
  // what this run found (with the parts of tasks it did not finish), and what was saved
  let solutions = r.solutions;
  let nodes = r.nodes;
  for (const t of saved) {
    solutions += BigInt(t.solutions);
    nodes += BigInt(t.nodes);
  }
  if (p.shard !== undefined) {
    await write(io.stdout, `${JSON.stringify(shardFile(id, p.shard, results, r.complete))}\n`);
  } else if (output.format === 'json') {
    await write(io.stdout, countJsonLine({ solutions, nodes, elapsedMs: r.elapsedMs, complete: r.complete }));
  } else await write(io.stdout, countLine(solutions, !r.complete));
  const notes: string[] = [];
  if (p.shard !== undefined) notes.push(`shard ${p.shard.index}/${p.shard.count}: ${share.length} of ${plan.tasks.length} tasks`);
  if (checkpoint !== undefined) {
    notes.push(
      saved.length > 0
        ? `${saved.length} of ${share.length} tasks were done already (${checkpoint})`
        : `checkpoint ${checkpoint}`,
    );
  }
  return {
    algorithm: plan.algorithm,
    solutions,
    nodes,
    elapsedMs: r.elapsedMs,
    complete: r.complete,
    note: notes.length === 0 ? '' : `; ${notes.join('; ')}`,
  };
}
