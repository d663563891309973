import { clip, quote, showPath } from '@polydance/exact-cover';
import { UsageError } from '../io.js';
import type { OptionTable } from '../options.js';

/** The options of `polydance solve` for parallel, sharded and checkpointed searches. */
export interface ParallelArgs {
  /** `--workers N`; undefined: the number of available CPUs. */
  workers: number | undefined;
  /** `--shard I/N`. */
  shard: { index: number; count: number } | undefined;
  /** `--checkpoint FILE`. */
  checkpoint: string | undefined;
  /** `--tasks N`: how many tasks the plan makes. */
  tasks: number | undefined;
  /** `--checkpoint-every SECONDS`. */
  checkpointEvery: number | undefined;
  /** `--force-workers`: more workers than {@link WORKERS_PER_CPU} per CPU. */
  forceWorkers: boolean;
  /** `--memo-memory MB`, in bytes: the most each counting thread's table of remembered counts may take. */
  memoBytes: number | undefined;
}

/** The most megabytes `--memo-memory` takes (64 GB). */
export const MAX_MEMO_MB = 65536;

/** `--workers` above this many per CPU needs `--force-workers` (a thread takes about 12 MB). */
export const WORKERS_PER_CPU = 4;
/** The most workers, even with `--force-workers`. */
export const MAX_WORKERS = 1024;
/**
 * The most tasks a plan makes (`--tasks`, and the default of `--shard I/N`, 64 per
 * shard): each is estimated by random walks, and planning many more takes minutes.
 */
export const MAX_TASKS = 8192;
/** The most shards (`N` of `--shard I/N`): every shard has a task at least. */
export const MAX_SHARDS = MAX_TASKS;

/** The options of `polydance solve` for parallel, sharded and checkpointed searches, for its option table. */
export const PARALLEL_OPTIONS: OptionTable = [
  { flag: '--workers', value: 'N', help: `search on N threads (default: the available CPUs, except that
a count that looks shorter than 4 s stays on one); a listing
comes out in the same order as with one; dlx1/dlx2/dlx3 stay
single-threaded; at most 4 per CPU (a thread takes about
12 MB), unless --force-workers (at most 1024)` },
  { flag: '--force-workers', help: `allow more than 4 workers per CPU` },
  { flag: '--shard', value: 'I/N', help: `search only shard I (0 to N-1) of N (N at most 8192) and write
its result as JSON on stdout, for 'polydance merge'; I and N may also be
the names of environment variables, as in
--shard SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT or
--shard JOB_COMPLETION_INDEX/4` },
  { flag: '--checkpoint', value: 'FILE', missing: '--checkpoint needs a file name', help: `with --count: keep how far the count has got in FILE (finished
tasks, and the pieces of running ones still to search), written
atomically as it goes and when it stops; run the same command
again to go on from there` },
  { flag: '--checkpoint-every', value: 'SECONDS', help: `how often the checkpoint is written (default: a tenth of the time
run so far, at least every 2 s and at most every 30 s)` },
  { flag: '--tasks', value: 'N', help: `how many tasks the plan splits the search into, at most 8192
(default 256 with --checkpoint, 64 per shard, at least 256 and
at most 8192, with --shard, 8 per worker otherwise); each task's
share is estimated by random walks
down its subtree, so tasks come out of about equal work` },
  { flag: '--memo-memory', value: 'MB', help: `with --count: the most memory, in MB, each counting thread's
table of remembered counts may take (default 12, at most 65536);
past it, counts are forgotten and searched again, so the count
stays exact and only the time changes` },
];

export function emptyParallelArgs(): ParallelArgs {
  return { workers: undefined, shard: undefined, checkpoint: undefined, tasks: undefined, checkpointEvery: undefined, forceWorkers: false, memoBytes: undefined };
}

function count(flag: string, v: string | undefined, min: number, max: number): number {
  if (v === undefined || !/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new UsageError(`${flag} needs an integer from ${min} to ${max}, not ${quote(clip(v ?? ''))}`);
  }
  return Number(v);
}

/** A number, or the name of an environment variable that holds one. */
function shardNumber(part: string, whole: string): number {
  if (/^\d+$/.test(part)) return Number(part);
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) {
    const v = process.env[part];
    if (v === undefined || !/^\d+$/.test(v.trim())) {
      // the value is not shown: a variable named by mistake may hold anything, a secret too
      throw new UsageError(`--shard ${clip(whole)}: the environment variable ${part} ${v === undefined ? 'is not set' : 'does not hold a number'}`);
    }
    return Number(v.trim());
  }
  throw new UsageError(`--shard needs I/N (numbers or names of environment variables), not ${quote(whole)}`);
}

/** Reads `--shard I/N`. */
export function parseShard(v: string | undefined): { index: number; count: number } {
  const m = v === undefined ? null : /^([^/]+)\/([^/]+)$/.exec(v);
  if (v === undefined || m === null) throw new UsageError(`--shard needs I/N, such as 0/4, not ${quote(v ?? '')}`);
  const index = shardNumber(m[1] ?? '', v);
  const n = shardNumber(m[2] ?? '', v);
  if (n > MAX_SHARDS) throw new UsageError(`--shard ${clip(v)}: at most ${MAX_SHARDS} shards`);
  if (n < 1 || index >= n) throw new UsageError(`--shard ${clip(v)}: the shards of ${n} are 0/${n} to ${n - 1}/${n}`);
  return { index, count: n };
}

/** The parallel options given (as `parseOptions` read them). */
export function parallelArgs(values: ReadonlyMap<string, string>): ParallelArgs {
  const p = emptyParallelArgs();
  const v = (flag: string): string | undefined => values.get(flag);
  if (values.has('--workers')) p.workers = count('--workers', v('--workers'), 1, MAX_WORKERS);
  p.forceWorkers = values.has('--force-workers');
  if (values.has('--shard')) p.shard = parseShard(v('--shard'));
  if (values.has('--checkpoint')) {
    const file = v('--checkpoint');
    if (file === undefined || file === '') throw new UsageError('--checkpoint needs a file name');
    p.checkpoint = file;
  }
  if (values.has('--tasks')) p.tasks = count('--tasks', v('--tasks'), 1, MAX_TASKS);
  if (values.has('--memo-memory')) p.memoBytes = count('--memo-memory', v('--memo-memory'), 1, MAX_MEMO_MB) * 2 ** 20;
  if (values.has('--checkpoint-every')) {
    const e = v('--checkpoint-every');
    if (e === undefined || !/^\d+(\.\d*)?$|^\.\d+$/.test(e) || Number(e) <= 0 || Number(e) > 86400) {
      throw new UsageError(`--checkpoint-every needs a number of seconds from 0 to 86400, not ${quote(e ?? '')}`);
    }
    p.checkpointEvery = Number(e);
  }
  return p;
}

/**
 * Refuses a checkpoint that is there but is not a regular file (a named pipe, a device, a
 * folder), before it is opened: opening a pipe with no writer would wait, deaf to
 * --timeout and signals. Looked at without opening it, once when the arguments are read
 * (so that the refusal comes at once, before the problem is read and planned) and again
 * when the checkpoint is read.
 */
export function refuseOddCheckpoint(file: string): void {
  const { lstatSync, statSync } = process.getBuiltinModule('node:fs');
  const st = statSync(file, { throwIfNoEntry: false });
  if (st !== undefined && !st.isFile()) throw new UsageError(`${showPath(file)} is not a regular file (a named pipe, a device or a folder), so it cannot be a checkpoint`);
  // its lock, likewise, and never through a link: a named pipe planted there would keep
  // the run waiting to read it, deaf to --timeout and signals
  const lock = lstatSync(`${file}.lock`, { throwIfNoEntry: false });
  if (lock !== undefined && !lock.isFile()) {
    throw new UsageError(`${showPath(`${file}.lock`)} is not a regular file (a named pipe, a device, a folder or a link), so it cannot be the lock of ${showPath(file)}: remove it`);
  }
}

/** Usage errors of combinations with the other options of `solve`. */
export function checkParallelArgs(
  p: ParallelArgs,
  o: { readonly count: boolean; readonly limit: number | undefined; readonly draw: unknown; readonly distinct?: boolean },
): void {
  if (o.distinct === true && !o.count && p.shard !== undefined) {
    throw new UsageError('--distinct lists one solution of each orbit on one thread: it does not go with --shard (a count, --count --distinct, does)');
  }
  if (p.checkpoint !== undefined && !o.count) throw new UsageError('--checkpoint works with --count only');
  if (p.memoBytes !== undefined && (!o.count || o.limit !== undefined)) throw new UsageError('--memo-memory works with --count (without --limit) only: a listing remembers no counts');
  if (p.checkpointEvery !== undefined && p.checkpoint === undefined) throw new UsageError('--checkpoint-every needs --checkpoint FILE');
  if (p.checkpoint !== undefined) refuseOddCheckpoint(p.checkpoint);
  if ((p.shard !== undefined || p.checkpoint !== undefined) && o.limit !== undefined) {
    throw new UsageError(`--limit does not go with ${p.shard !== undefined ? '--shard' : '--checkpoint'}`);
  }
  if (p.shard !== undefined && o.draw !== undefined) throw new UsageError('--draw does not go with --shard');
  if (p.workers === undefined || p.forceWorkers) return;
  const most = WORKERS_PER_CPU * process.getBuiltinModule('node:os').availableParallelism();
  if (p.workers > most) {
    throw new UsageError(`--workers ${p.workers} is more than ${WORKERS_PER_CPU} per CPU (${most} here, a thread takes about 12 MB): add --force-workers if you mean it`);
  }
}
