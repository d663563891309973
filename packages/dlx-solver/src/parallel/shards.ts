import type { Solution } from '@polydance/exact-cover';
import type { Task } from './plan.js';
import type { TaskMode } from './runner.js';
import type { TaskResult } from './schedule.js';

/** What identifies a parallel search: its problem, what it computes, and its plan. */
export interface SearchIdentity {
  /** {@link problemFingerprint} of the problem. */
  readonly fingerprint: string;
  readonly mode: TaskMode;
  /**
   * The number of tasks asked of the plan, the number it made, and `paths`, the
   * {@link planFingerprint} of their paths (files of versions before it lack it, and are
   * put together only with files that lack it too).
   */
  readonly plan: { readonly target: number; readonly tasks: number; readonly paths?: string };
}

/** One task's result as JSON: counts as decimal strings, so that they stay exact. */
export interface TaskRecord {
  readonly task: number;
  readonly path: readonly number[];
  readonly solutions: string;
  readonly nodes: string;
  readonly listing?: readonly Solution[];
}

/** The JSON file one shard writes (`polydance solve --shard I/N`). */
export interface ShardFile extends SearchIdentity {
  readonly format: 'polydance-shard';
  readonly version: 1;
  readonly shard: { readonly index: number; readonly count: number };
  /** True if every task of the shard was searched to the end. */
  readonly complete: boolean;
  readonly solutions: string;
  readonly nodes: string;
  /** The ids of the tasks done, in order. */
  readonly done: readonly number[];
  readonly results: readonly TaskRecord[];
}

/** The JSON file of a checkpoint (`polydance solve --checkpoint FILE`). */
export interface CheckpointFile extends SearchIdentity {
  readonly format: 'polydance-checkpoint';
  readonly version: 1;
  readonly done: readonly TaskRecord[];
}

/** A shard file or checkpoint that does not fit: the message names the file and what is wrong. */
export class ShardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShardError';
  }
}

/**
 * The tasks of shard `index` (from 0) of `count`: tasks are dealt out heaviest first,
 * each to the shard with the least weight so far (the lower index on ties), so shards get
 * about the same estimated work. Deterministic; returned in task order.
 */
export function shardTasks(tasks: readonly Task[], index: number, count: number): Task[] {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`shard ${index}/${count} does not exist: shards are 0/N to N-1/N`);
  }
  const load = new Float64Array(count);
  const owner = new Int32Array(tasks.length);
  const byWeight = tasks.map((_, i) => i).sort((a, b) => (tasks[b] as Task).weight - (tasks[a] as Task).weight || a - b);
  for (const i of byWeight) {
    let s = 0;
    for (let k = 1; k < count; k++) if ((load[k] as number) < (load[s] as number)) s = k;
    owner[i] = s;
    load[s] = (load[s] as number) + (tasks[i] as Task).weight;
  }
  return tasks.filter((_, i) => owner[i] === index);
}

/** A task's result as it is written to a file. */
export function taskRecord(r: TaskResult): TaskRecord {
  return {
    task: r.task,
    path: r.path,
    solutions: r.solutions.toString(),
    nodes: r.nodes.toString(),
    ...(r.listing === undefined ? {} : { listing: r.listing }),
  };
}

/** The file a shard writes. */
export function shardFile(
  id: SearchIdentity,
  shard: { readonly index: number; readonly count: number },
  results: readonly TaskResult[],
  complete: boolean,
): ShardFile {
  let solutions = 0n;
  let nodes = 0n;
  for (const r of results) {
    solutions += r.solutions;
    nodes += r.nodes;
  }
  return {
    format: 'polydance-shard',
    version: 1,
    fingerprint: id.fingerprint,
    mode: id.mode,
    plan: id.plan,
    shard,
    complete,
    solutions: solutions.toString(),
    nodes: nodes.toString(),
    done: results.map((r) => r.task),
    results: results.map(taskRecord),
  };
}

/** A checkpoint holding the given tasks' results. */
export function checkpointFile(id: SearchIdentity, done: readonly TaskRecord[]): CheckpointFile {
  return {
    format: 'polydance-checkpoint',
    version: 1,
    fingerprint: id.fingerprint,
    mode: id.mode,
    plan: id.plan,
    done: [...done].sort((a, b) => a.task - b.task),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is string => typeof x === 'string' && /^\d+$/.test(x);
const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function modeText(mode: TaskMode): string {
  return mode === 'count' ? 'a count (--count)' : 'a listing';
}

/** Checks the identity fields of a parsed file; `what` names it in messages. */
function identity(data: Record<string, unknown>, what: string): SearchIdentity {
  const plan = data['plan'];
  if (
    typeof data['fingerprint'] !== 'string' ||
    (data['mode'] !== 'count' && data['mode'] !== 'list') ||
    !isObject(plan) ||
    !isIndex(plan['target']) ||
    !isIndex(plan['tasks']) ||
    (plan['paths'] !== undefined && typeof plan['paths'] !== 'string')
  ) {
    throw new ShardError(`${what} is damaged: its fingerprint, mode or plan is missing`);
  }
  const paths = plan['paths'];
  return {
    fingerprint: data['fingerprint'],
    mode: data['mode'],
    plan: { target: plan['target'], tasks: plan['tasks'], ...(paths === undefined ? {} : { paths }) },
  };
}

function records(list: unknown, what: string, tasks: number): TaskRecord[] {
  if (!Array.isArray(list)) throw new ShardError(`${what} is damaged: it has no list of task results`);
  return list.map((r, i) => {
    const path = isObject(r) ? r['path'] : undefined;
    if (
      !isObject(r) ||
      !isIndex(r['task']) ||
      !isCount(r['solutions']) ||
      !isCount(r['nodes']) ||
      !(Array.isArray(path) && path.every(isIndex))
    ) {
      throw new ShardError(`${what} is damaged: task result ${i + 1} is not {task, path, solutions, nodes}`);
    }
    if (r['task'] >= tasks) throw new ShardError(`${what} is damaged: it names task ${r['task']} of a plan of ${tasks} tasks`);
    const listing = r['listing'];
    if (listing !== undefined && !(Array.isArray(listing) && listing.every((s) => Array.isArray(s) && s.every(isIndex)))) {
      throw new ShardError(`${what} is damaged: the listing of task ${r['task']} is not a list of solutions`);
    }
    return {
      task: r['task'],
      path,
      solutions: r['solutions'],
      nodes: r['nodes'],
      ...(listing === undefined ? {} : { listing }),
    };
  });
}

/** Says why a file's identity differs from the expected one, or nothing when it matches. */
function mismatch(got: SearchIdentity, want: SearchIdentity): string | undefined {
  if (got.fingerprint !== want.fingerprint) return `another problem (fingerprint ${got.fingerprint}, not ${want.fingerprint})`;
  if (got.mode !== want.mode) return `${modeText(got.mode)}, not ${modeText(want.mode)}`;
  if (got.plan.target !== want.plan.target || got.plan.tasks !== want.plan.tasks) {
    return `a plan of ${got.plan.tasks} tasks (--tasks ${got.plan.target}), not ${want.plan.tasks} (--tasks ${want.plan.target})`;
  }
  if (got.plan.paths !== want.plan.paths) {
    return `a plan of other tasks (plan ${got.plan.paths ?? 'of an older version'}, not ${want.plan.paths ?? 'of an older version'})`;
  }
  return undefined;
}

/**
 * Reads a checkpoint (parsed JSON) for a search: the results of the tasks it holds.
 * Throws a {@link ShardError} naming `name` if it is not a checkpoint, is damaged, or
 * belongs to another problem, mode or plan.
 *
 * `paths`, the paths of the plan's tasks (by task number), lets the tasks speak for
 * themselves: a task whose path is not the plan's is refused, and a checkpoint of a
 * version before plans had a fingerprint (`plan.paths`) is taken when every task in it
 * has the plan's path, so that a search stopped before an upgrade can go on after it.
 */
export function readCheckpoint(data: unknown, want: SearchIdentity, name: string, paths?: readonly (readonly number[])[]): TaskRecord[] {
  if (!isObject(data) || data['format'] !== 'polydance-checkpoint') {
    throw new ShardError(`${name} is not a polydance checkpoint`);
  }
  const got = identity(data, name);
  // an older checkpoint, without the fingerprint: its tasks' paths are checked one by one below
  const older = got.plan.paths === undefined && paths !== undefined;
  // (its target and number of tasks must still be the plan's)
  const plan = older && want.plan.paths !== undefined ? { ...got.plan, paths: want.plan.paths } : got.plan;
  const why = mismatch({ ...got, plan }, want);
  if (why !== undefined) throw new ShardError(`${name} is the checkpoint of ${why}`);
  const done = records(data['done'], name, want.plan.tasks);
  const seen = new Set<number>();
  for (const r of done) {
    if (seen.has(r.task)) throw new ShardError(`${name} is damaged: task ${r.task} is in it twice`);
    seen.add(r.task);
    const path = paths?.[r.task];
    if (path !== undefined && (path.length !== r.path.length || path.some((b, i) => b !== r.path[i]))) {
      throw new ShardError(`${name} is the checkpoint of a plan of other tasks: its task ${r.task} is not this plan's (made by another version of polydance?)`);
    }
  }
  return done;
}

/** The sum of shards, from {@link mergeShards}. */
export interface MergedShards extends SearchIdentity {
  readonly shards: number;
  readonly solutions: bigint;
  readonly nodes: bigint;
  /** The solutions in search order, when the shards hold listings. */
  readonly listing?: readonly Solution[];
}

/**
 * Puts the files of all shards of a search together (each file parsed JSON, with the
 * name to use in messages). Throws a {@link ShardError} naming the shard when one is
 * missing, given twice, incomplete, damaged, or from another problem, mode or plan.
 */
export function mergeShards(files: readonly { readonly name: string; readonly data: unknown }[]): MergedShards {
  if (files.length === 0) throw new ShardError('no shard files given');
  let want: (SearchIdentity & { count: number; first: string }) | undefined;
  const byIndex = new Map<number, string>();
  const all: TaskRecord[] = [];
  for (const { name, data } of files) {
    if (!isObject(data) || data['format'] !== 'polydance-shard') throw new ShardError(`${name} is not a polydance shard file`);
    const id = identity(data, name);
    const shard = data['shard'];
    if (!isObject(shard) || !isIndex(shard['index']) || !isIndex(shard['count']) || shard['index'] >= shard['count']) {
      throw new ShardError(`${name} is damaged: it does not say which shard it is`);
    }
    const index = shard['index'];
    const count = shard['count'];
    const label = `${name} (shard ${index}/${count})`;
    if (want === undefined) want = { ...id, count, first: name };
    const why = mismatch(id, want);
    if (why !== undefined) throw new ShardError(`${label} is from ${why} as ${want.first} is`);
    if (count !== want.count) throw new ShardError(`${label} is one of ${count} shards, but ${want.first} is one of ${want.count}`);
    const twice = byIndex.get(index);
    if (twice !== undefined) throw new ShardError(`shard ${index}/${count} is given twice: ${twice} and ${name}`);
    byIndex.set(index, name);
    if (data['complete'] !== true) throw new ShardError(`${label} is incomplete: its search was stopped before the end`);
    all.push(...records(data['results'], label, id.plan.tasks));
  }
  if (want === undefined) throw new ShardError('no shard files given');
  const missing: number[] = [];
  for (let i = 0; i < want.count; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length > 0) {
    const names = missing.map((i) => `${i}/${want.count}`);
    throw new ShardError(`shard${missing.length === 1 ? '' : 's'} ${names.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  }
  all.sort((a, b) => a.task - b.task);
  for (let t = 0, k = 0; t < want.plan.tasks; t++, k++) {
    const r = all[k];
    if (r === undefined || r.task !== t) throw new ShardError(`task ${t} is in no shard: the shards do not fit together`);
    if (all[k + 1]?.task === t) throw new ShardError(`task ${t} is in two shards: the shards do not fit together`);
  }
  let solutions = 0n;
  let nodes = 0n;
  for (const r of all) {
    solutions += BigInt(r.solutions);
    nodes += BigInt(r.nodes);
  }
  const listing = want.mode === 'list' ? all.flatMap((r) => r.listing ?? []) : undefined;
  return {
    fingerprint: want.fingerprint,
    mode: want.mode,
    plan: want.plan,
    shards: want.count,
    solutions,
    nodes,
    ...(listing === undefined ? {} : { listing }),
  };
}
