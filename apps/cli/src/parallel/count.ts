import { showPath } from '@polydance/exact-cover';
import { open, readdir, readFile, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PartProgress, PlanPool, PlanProgress, RunPlanResult, SearchPlan, TaskState } from '@polydance/dlx-solver';
import { checkpointFile, DEFAULT_TASKS, inProcessWorker, partTasks, readCheckpoint, runPlan, ShardError, shardTasks } from '@polydance/dlx-solver';
import { writeAtomically } from '../atomic.js';
import { OutputError, UsageError } from '../io.js';

/** What the usual reasons a file cannot be written mean. */
import type { ParallelArgs } from './args.js';
import { MAX_TASKS, refuseOddCheckpoint } from './args.js';
import type { Pool } from './search.js';
import { startPool } from './search.js';
import { defaultWorkers, startWorkers } from './threads.js';

/*
 * The executors of a plan, for `polydance solve`: the plan, its run and its merge are
 * the library's (`planSearch`, `runPlan`, `planTotals`); this file only chooses where
 * the tasks run (this thread, threads), which of them (a shard's) and what is kept of
 * them (a checkpoint). Every count, plain or distinct, goes through it.
 */

/**
 * A count starts on this thread; once it has run FIRST_ALONE_MS, it goes on alone only
 * while Knuth's estimate of the fraction done says it will end within ALONE_MS in all.
 */
const FIRST_ALONE_MS = 1000;
const ALONE_MS = 4000;
/** How long a part after the first is counted here (at a second counter's speed) before it goes to threads of its own. */
const BRIEF_MS = 200;
/**
 * The tasks of a count on workers without --shard or --checkpoint: a few per worker, as
 * tasks that run long are split on demand; larger tasks walk down fewer paths, and each
 * worker's counter remembers more of what it counted.
 */
const COUNT_TASKS_PER_WORKER = 8;
/** The tasks of a plan for shards: at least this many per shard, so that each does about its share. */
const TASKS_PER_SHARD = 64;

/** How the tasks of a count are run: here alone, here then threads (the default), or on --workers N threads. */
export type CountKind = 'single' | 'auto' | 'workers';

/** Which executor `solve --count` uses. */
export function countKind(p: ParallelArgs): CountKind {
  if (p.workers === undefined) return defaultWorkers() > 1 ? 'auto' : 'single';
  return p.workers > 1 ? 'workers' : 'single';
}

/** How many tasks the plan of a count makes: fixed by --shard and --checkpoint (so every run makes the same plan), else a few per worker. */
export function countTasks(p: ParallelArgs): number {
  if (p.tasks !== undefined) return p.tasks;
  if (p.shard !== undefined) return Math.min(MAX_TASKS, Math.max(DEFAULT_TASKS, TASKS_PER_SHARD * p.shard.count));
  if (p.checkpoint !== undefined) return DEFAULT_TASKS;
  // a count that starts on this thread is one task per part (the search of --workers 1);
  // if it moves to threads, its running task is split where it stands, and split again
  // whenever a worker is idle
  return countKind(p) === 'workers' ? COUNT_TASKS_PER_WORKER * (p.workers ?? defaultWorkers()) : 1;
}

/** One worker in this thread. */
function here(): PlanPool {
  return { workers: [inProcessWorker()], close: () => undefined };
}

/**
 * The executor of a count: the pool of each part, and when a part moves from this thread
 * to threads. A thread's second counting engine runs about half as fast as its first
 * (the compiler specializes the engine's code for one instance), so this thread counts
 * one part at most, unless told --workers 1: each later part, and each part on workers,
 * gets threads of its own. Without --workers, the first part is counted here for up to a
 * second or so: a count that ends within it is not worth the threads.
 */
export class CountExecutor {
  /** The most workers a part ran on. */
  workers = 1;
  private first = -1;

  constructor(
    private readonly kind: CountKind,
    private readonly n: number,
    /** The threads started with the command (this thread one of them), for the first part on workers. */
    private early: Pool | undefined,
    /** The plan it runs: a part whose tasks are all single solutions is counted here. */
    private readonly plan?: SearchPlan,
  ) {}

  readonly pool = (part: number, turn: number): PlanPool => {
    // a part whose search fitted in the plan (every task a single solution) is not worth threads
    if (this.plan !== undefined && partTasks(this.plan, part).every((t) => t.leaf)) return here();
    if (this.first < 0) this.first = part;
    let pool: PlanPool;
    if (this.kind === 'workers' && this.briefHere(part) && turn === 0) pool = here();
    else if (this.kind === 'workers') {
      const e = this.early;
      this.early = undefined;
      pool = e ?? startPool(this.n);
    } else if (turn === 0) pool = here();
    else pool = this.kind === 'single' ? startWorkers(1) : startPool(this.n);
    this.workers = Math.max(this.workers, pool.workers.length);
    return pool;
  };

  /**
   * Whether a part of --workers N starts here: the solutions a symmetry fixes, which are
   * few (usually none) and would cost more in threads started than in search.
   */
  private briefHere(part: number): boolean {
    return this.plan?.parts[part]?.role === 'fixed';
  }

  readonly switchPool = (p: PartProgress): boolean => {
    if (p.turn > 0) return false;
    if (this.kind === 'workers') return this.briefHere(p.part) && p.elapsedMs >= BRIEF_MS;
    if (this.first >= 0 && p.part !== this.first) return p.elapsedMs >= BRIEF_MS;
    if (this.kind === 'single') return false;
    return p.elapsedMs >= FIRST_ALONE_MS && p.elapsedMs < ALONE_MS && p.elapsedMs > ALONE_MS * p.fraction;
  };

  /** Ends the threads started with the command, if no part used them. */
  async close(): Promise<void> {
    await this.early?.close();
    this.early = undefined;
  }
}

/** The checkpoint interval: `every` seconds if given, else a tenth of the time run so far, from 2 s up to 30 s. */
export function checkpointInterval(every: number | undefined): (elapsedMs: number) => number {
  if (every !== undefined) return () => every * 1000;
  return (elapsedMs) => Math.min(30_000, Math.max(2_000, elapsedMs / 10));
}


/**
 * Takes the lock of a checkpoint, `FILE.lock` (made exclusively, holding this process's
 * id), so that a second run on the same checkpoint refuses it instead of overwriting the
 * first one's progress; a lock left by a process that no longer runs (killed) is taken
 * over. Then removes the temporary files a killed run may have left beside the file.
 * Returns the release.
 */
export async function lockCheckpoint(file: string): Promise<() => Promise<void>> {
  const lock = `${file}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const h = await open(lock, 'wx', 0o644);
      try {
        await h.writeFile(`${process.pid}\n`);
      } finally {
        await h.close();
      }
      break;
    } catch (e) {
      // a lock that cannot be made (a missing folder, a read-only file system): the count
      // runs all the same, and the checkpoint that cannot be written either ends it with
      // status 74 once the count is printed
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return () => Promise.resolve();
      // the lock is read only when it is a regular file, and opened without waiting (a
      // named pipe put there since the arguments were read does not block)
      refuseOddCheckpoint(file);
      const pid = Number.parseInt(await readLock(lock), 10);
      if (attempt > 0 || (Number.isInteger(pid) && pid > 0 && running(pid))) {
        throw new UsageError(`${showPath(file)} is in use by another run (process ${Number.isInteger(pid) ? pid : '?'}); if none runs, remove ${showPath(lock)}`);
      }
      await unlink(lock).catch(() => undefined);
    }
  }
  // temporaries of a run that was killed while it wrote (see writeAtomically): no other
  // run writes this checkpoint now
  const dir = dirname(file);
  const stray = new RegExp(`^\\.${basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{12}\\.tmp$`);
  for (const name of await readdir(dir).catch(() => [] as string[])) if (stray.test(name)) await unlink(join(dir, name)).catch(() => undefined);
  return () => unlink(lock).catch(() => undefined);
}

/** Whether a process runs (signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a lock holds (a process id), '' if it cannot be read; never waits for a writer, never follows a link. */
async function readLock(lock: string): Promise<string> {
  const { O_RDONLY, O_NONBLOCK, O_NOFOLLOW } = process.getBuiltinModule('node:fs').constants;
  try {
    const h = await open(lock, O_RDONLY | O_NONBLOCK | O_NOFOLLOW);
    try {
      return (await h.stat()).isFile() ? await h.readFile('utf8') : '';
    } finally {
      await h.close();
    }
  } catch {
    return '';
  }
}

/** Reads a checkpoint for a plan: the states of its tasks (none if the file does not exist). */
export async function loadCheckpoint(file: string, plan: SearchPlan): Promise<TaskState[]> {
  let text: string;
  try {
    // a named pipe, a device or a folder is refused before it is opened (it may have
    // become one since the arguments were read)
    refuseOddCheckpoint(file);
    text = await readFile(file, 'utf8');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    throw new UsageError(`cannot read ${showPath(file)}: ${code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (code ?? String(e))}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`${showPath(file)} is not a polydance checkpoint (it is not JSON)`);
  }
  try {
    return readCheckpoint(data, plan, showPath(file));
  } catch (e) {
    if (e instanceof ShardError) throw new UsageError(e.message);
    throw e;
  }
}

/** What `runCount` is given. */
export interface CountRun {
  readonly plan: SearchPlan;
  readonly parallel: ParallelArgs;
  readonly executor: CountExecutor;
  readonly signal: AbortSignal;
  readonly onProgress?: (p: PlanProgress) => void;
  /** `--checkpoint-every` in seconds. */
  readonly checkpointEvery?: number;
}

/** A count's result, and what the summary says of its checkpoint. */
export interface CountOutcome extends RunPlanResult {
  /** The tasks this run was given (a shard's, or all). */
  readonly tasks: readonly number[];
  /** Tasks the checkpoint already held finished. */
  readonly saved: number;
  /** Whether the checkpoint file was written. */
  readonly checkpointed: boolean;
  /** Why the checkpoint could not be written, if it could not (the count itself is whole). */
  readonly checkpointError?: OutputError;
}

/**
 * Runs a count's plan on its executor: all its tasks or a shard's, resumed from the
 * checkpoint if there is one, snapshots written to it as the run goes (atomically, every
 * `checkpointInterval`), and once more at the end, a stop included (the running tasks
 * are split where they stand first, so nothing searched is lost).
 */
export async function runCount(run: CountRun): Promise<CountOutcome> {
  const { plan, parallel: p } = run;
  const tasks = (p.shard === undefined ? plan.tasks : shardTasks(plan.tasks, p.shard.index, p.shard.count)).map((t) => t.id);
  const file = p.checkpoint;
  const release = file === undefined ? undefined : await lockCheckpoint(file);
  try {
    return await countWith(run, tasks, file);
  } finally {
    await release?.();
  }
}

async function countWith(run: CountRun, tasks: readonly number[], file: string | undefined): Promise<CountOutcome> {
  const { plan } = run;
  const resume = file === undefined ? [] : await loadCheckpoint(file, plan);
  const mine = new Set(tasks);
  let saved = 0;
  for (const s of resume) if (mine.has(s.task) && s.open.length === 0) saved++;
  // a checkpoint keeps every task it holds, those of other shards too
  const kept = new Map(resume.map((s) => [s.task, s]));
  let writing: Promise<void> = Promise.resolve();
  let failure: unknown;
  let written = false;
  const save = (states: readonly TaskState[]): Promise<void> => {
    if (file === undefined) return Promise.resolve();
    for (const s of states) kept.set(s.task, s);
    const text = `${JSON.stringify(checkpointFile(plan, [...kept.values()]))}\n`;
    writing = writing.then(() =>
      writeAtomically(file, text).then(
        () => {
          written = true;
        },
        (e: unknown) => {
          failure ??= e;
        },
      ),
    );
    return writing;
  };
  const r = await runPlan({
    plan,
    pool: run.executor.pool,
    switchPool: run.executor.switchPool,
    tasks,
    resume,
    signal: run.signal,
    pauseOnStop: file !== undefined,
    progressInterval: 100,
    ...(run.parallel.memoBytes === undefined ? {} : { memoBytes: run.parallel.memoBytes }),
    ...(run.onProgress === undefined ? {} : { onProgress: run.onProgress }),
    ...(file === undefined ? {} : { snapshotMs: checkpointInterval(run.checkpointEvery), onSnapshot: save }),
  });
  if (file !== undefined) await save(r.states);
  await writing;
  const checkpointError = failure instanceof OutputError ? failure : failure === undefined ? undefined : new OutputError('EIO', `cannot write ${showPath(file ?? '')}`);
  return { ...r, tasks, saved, checkpointed: written, ...(checkpointError === undefined ? {} : { checkpointError }) };
}
