import { clip, quote } from '@polydance/exact-cover';
import { UsageError } from '../io.js';

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
}

export const PARALLEL_HELP = `  --workers N        search on N threads (default: the available CPUs, except that
                     a count that looks shorter than 4 s stays on one); a listing
                     comes out in the same order as with one; dlx1/dlx2/dlx3 stay
                     single-threaded
  --shard I/N        search only shard I (0 to N-1) of N and write its result as
                     JSON on stdout, for 'polydance merge'; I and N may also be
                     the names of environment variables, as in
                     --shard SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT or
                     --shard JOB_COMPLETION_INDEX/4
  --checkpoint FILE  with --count: record each finished task in FILE; run the same
                     command again to go on from there
  --tasks N          how many tasks the search is split into (default 256; a count
                     on workers without --shard or --checkpoint: 8 per worker)
`;

export function emptyParallelArgs(): ParallelArgs {
  return { workers: undefined, shard: undefined, checkpoint: undefined, tasks: undefined };
}

function count(flag: string, v: string | undefined, min: number): number {
  if (v === undefined || !/^\d+$/.test(v) || Number(v) < min || Number(v) > 1_000_000) {
    throw new UsageError(`${flag} needs an integer from ${min} to 1000000, not ${quote(v ?? '')}`);
  }
  return Number(v);
}

/** A number, or the name of an environment variable that holds one. */
function shardNumber(part: string, whole: string): number {
  if (/^\d+$/.test(part)) return Number(part);
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) {
    const v = process.env[part];
    if (v === undefined || !/^\d+$/.test(v.trim())) {
      throw new UsageError(`--shard ${clip(whole)}: the environment variable ${part} is ${v === undefined ? 'not set' : `${quote(v)}, not a number`}`);
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
  if (n < 1 || index >= n) throw new UsageError(`--shard ${v}: the shards of ${n} are 0/${n} to ${n - 1}/${n}`);
  return { index, count: n };
}

/** Handles one of the parallel flags; false if `flag` is not one of them. */
export function parallelFlag(flag: string, value: () => string | undefined, p: ParallelArgs): boolean {
  switch (flag) {
    case '--workers':
      p.workers = count('--workers', value(), 1);
      return true;
    case '--shard':
      p.shard = parseShard(value());
      return true;
    case '--checkpoint': {
      const v = value();
      if (v === undefined || v === '') throw new UsageError('--checkpoint needs a file name');
      p.checkpoint = v;
      return true;
    }
    case '--tasks':
      p.tasks = count('--tasks', value(), 1);
      return true;
    default:
      return false;
  }
}

/** Usage errors of combinations with the other options of `solve`. */
export function checkParallelArgs(
  p: ParallelArgs,
  o: { readonly count: boolean; readonly limit: number | undefined; readonly draw: unknown; readonly distinct?: boolean },
): void {
  if (o.distinct === true && (p.shard !== undefined || p.checkpoint !== undefined)) {
    throw new UsageError(`--distinct does not go with ${p.shard !== undefined ? '--shard' : '--checkpoint'}`);
  }
  if (p.checkpoint !== undefined && !o.count) throw new UsageError('--checkpoint works with --count only');
  if ((p.shard !== undefined || p.checkpoint !== undefined) && o.limit !== undefined) {
    throw new UsageError(`--limit does not go with ${p.shard !== undefined ? '--shard' : '--checkpoint'}`);
  }
  if (p.shard !== undefined && o.draw !== undefined) throw new UsageError('--draw does not go with --shard');
}
