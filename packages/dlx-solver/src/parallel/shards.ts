import type { Solution } from '@polydance/exact-cover';
import { combineParts } from './part.js';
import type { TaskPart } from './runner.js';
import type { TaskResult, TaskState } from './schedule.js';
import type { PlanMode, SearchPlan } from './search-plan.js';
import { hash128 } from './fingerprint.js';

/*
 * Shard files and checkpoints. Both name their plan (its fingerprint, mode, parts and
 * number of tasks), so that a file is only ever put together with files of the same
 * plan, and both hold task records: a task's counts and, in a checkpoint, the pieces of
 * it still to be searched. Counts are decimal strings, exact at any size.
 */

/** What identifies a plan in a file. */
export interface PlanIdentity {
  /** `SearchPlan.fingerprint`: the problem, the mode, the parts and every task's path. */
  readonly fingerprint: string;
  readonly mode: PlanMode;
  /** The number of tasks asked for and the number made. */
  readonly target: number;
  readonly tasks: number;
  /** The order of the group (1: none). */
  readonly symmetries: number;
  /** Each part's role and weight: enough to put the counts together (`planTotals`). */
  readonly parts: readonly { readonly role: 'total' | 'fixed'; readonly weight: number }[];
}

/** One task's result or state as JSON. */
export interface TaskRecord {
  readonly task: number;
  readonly part: number;
  readonly path: readonly number[];
  readonly solutions: string;
  readonly nodes: string;
  /**
   * The pieces still to be searched (a checkpoint of a task under way), each a `TaskPart`
   * (`from` for one that resumes a search where it stood); absent when finished.
   */
  readonly open?: readonly { readonly path: readonly number[]; readonly share: number; readonly from?: number }[];
  readonly listing?: readonly Solution[];
}

/** The JSON file one shard writes (`polydance solve --shard I/N`). */
export interface ShardFile {
  readonly format: 'polydance-shard';
  readonly version: 2;
  readonly plan: PlanIdentity;
  readonly shard: { readonly index: number; readonly count: number };
  /** True if every task of the shard was searched to the end. */
  readonly complete: boolean;
  /** The shard's solutions, each counted with its part's weight (the symmetry parts'), and its nodes. */
  readonly solutions: string;
  readonly nodes: string;
  readonly results: readonly TaskRecord[];
  /** A digest of all of the above (see {@link fileDigest}): an edited field is found on reading. */
  readonly digest: string;
}

/** The JSON file of a checkpoint (`polydance solve --checkpoint FILE`). */
export interface CheckpointFile {
  readonly format: 'polydance-checkpoint';
  readonly version: 2;
  readonly plan: PlanIdentity;
  /** Every task begun, finished or not. */
  readonly tasks: readonly TaskRecord[];
  /** A digest of all of the above (see {@link fileDigest}). */
  readonly digest: string;
}

/** A shard file or checkpoint that does not fit: the message names the file and what is wrong. */
export class ShardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShardError';
  }
}

/** The identity of a plan, as files carry it. */
export function planIdentity(plan: SearchPlan): PlanIdentity {
  return {
    fingerprint: plan.fingerprint,
    mode: plan.mode,
    target: plan.target,
    tasks: plan.tasks.length,
    symmetries: plan.symmetries,
    parts: plan.parts.map((p) => ({ role: p.role, weight: p.weight })),
  };
}

/**
 * The tasks of shard `index` (from 0) of `count`: the plan's tasks cut into `count` runs
 * of consecutive tasks of about equal estimated work (task weights), so that a shard's
 * tasks are neighbours in the search and its counter's remembered counts serve several
 * of them. Deterministic; returned in task order.
 */
export function shardTasks<T extends { readonly id: number; readonly weight: number }>(tasks: readonly T[], index: number, count: number): T[] {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`shard ${index}/${count} does not exist: shards are 0/N to N-1/N`);
  }
  let total = 0;
  for (const t of tasks) total += t.weight;
  const out: T[] = [];
  let before = 0;
  for (const t of tasks) {
    // a task belongs to the shard in which the middle of its weight falls
    const mid = total > 0 ? (before + t.weight / 2) / total : 0;
    const s = Math.min(count - 1, Math.floor(mid * count));
    if (s === index) out.push(t);
    before += t.weight;
  }
  return out;
}

/** An open piece as a file holds it: its path and share, and where it resumes a search, `from`. */
function openPiece(p: TaskPart): TaskPart {
  return p.from === undefined ? { path: p.path, share: p.share } : { path: p.path, share: p.share, from: p.from };
}

/** A task's state (or result) as it is written to a file. */
export function taskRecord(plan: SearchPlan, s: TaskState | TaskResult): TaskRecord {
  const t = plan.tasks[s.task];
  const open = 'open' in s && s.open.length > 0 ? s.open.map(openPiece) : undefined;
  return {
    task: s.task,
    part: t?.part ?? 0,
    path: t?.path ?? [],
    solutions: s.solutions.toString(),
    nodes: s.nodes.toString(),
    ...(open === undefined ? {} : { open }),
    ...('listing' in s && s.listing !== undefined ? { listing: s.listing } : {}),
  };
}

/** The weighted sum of task records' counts (the symmetry parts' weights). */
function weightedSum(id: PlanIdentity, records: readonly TaskRecord[]): bigint {
  let s = 0n;
  for (const r of records) {
    const p = id.parts[r.part];
    if (p !== undefined && (id.mode === 'list' || p.role === 'total')) s += BigInt(p.weight) * BigInt(r.solutions);
  }
  return s;
}

/**
 * The digest of a shard file or checkpoint: a hash of each of its fields (the plan, the
 * shard, its totals, every task record with its counts, open pieces and listing), so
 * that a file edited by hand (a count changed, a task's record swapped, an incomplete
 * shard marked complete) is refused instead of giving a wrong total.
 */
function fileDigest(header: readonly unknown[], records: readonly TaskRecord[]): string {
  return hash128((add) => {
    for (const h of header) add(`${JSON.stringify(h)}\n`);
    for (const r of records) {
      add(`${r.task};${r.part};${r.path.join(',')};${r.solutions};${r.nodes};${JSON.stringify(r.open ?? null)};`);
      if (r.listing !== undefined) for (const sol of r.listing) add(`${sol.join(',')}|`);
      add('\n');
    }
  });
}

/** The file a shard writes. */
export function shardFile(plan: SearchPlan, shard: { readonly index: number; readonly count: number }, results: readonly TaskResult[], complete: boolean): ShardFile {
  const id = planIdentity(plan);
  const records = results.map((r) => taskRecord(plan, r));
  let nodes = 0n;
  for (const r of results) nodes += r.nodes;
  const file = {
    format: 'polydance-shard' as const,
    version: 2 as const,
    plan: id,
    shard: { index: shard.index, count: shard.count },
    complete,
    solutions: weightedSum(id, records).toString(),
    nodes: nodes.toString(),
    results: records,
  };
  return { ...file, digest: fileDigest([file.plan, file.shard, complete, file.solutions, file.nodes], records) };
}

/**
 * A shard file or checkpoint (as parsed from its JSON) with its digest made anew for what
 * it holds now: for a tool that builds such a file itself, or a test that edits one on
 * purpose to see the checks behind the digest. The digest finds edits, it proves no origin.
 */
export function withDigest<T extends ShardFile | CheckpointFile>(file: T): T {
  const f: ShardFile | CheckpointFile = file;
  const digest = f.format === 'polydance-shard' ? fileDigest([f.plan, f.shard, f.complete, f.solutions, f.nodes], f.results) : fileDigest([f.plan], f.tasks);
  return { ...file, digest };
}

/** A checkpoint holding the given tasks' states. */
export function checkpointFile(plan: SearchPlan, states: readonly TaskState[]): CheckpointFile {
  const id = planIdentity(plan);
  const tasks = [...states].sort((a, b) => a.task - b.task).map((s) => taskRecord(plan, s));
  return { format: 'polydance-checkpoint', version: 2, plan: id, tasks, digest: fileDigest([id], tasks) };
}

/**
 * Checks a file's digest, after every other check (so that a damaged file gets the
 * message that says what is wrong with it). Every file of version 2 has one: a file
 * without it was edited (the field deleted with a count), and is refused, never taken
 * unchecked.
 */
function checkDigest(data: Record<string, unknown>, what: string, header: readonly unknown[], recs: readonly TaskRecord[]): void {
  const digest = data['digest'];
  if (digest === undefined) {
    throw new ShardError(`${what} is damaged: it has no field 'digest', which every file of version 2 has (it was deleted, so its content cannot be checked)`);
  }
  if (typeof digest !== 'string' || digest !== fileDigest(header, recs)) {
    throw new ShardError(`${what} is damaged: its field 'digest' does not match its content (a count, a task or a field was edited)`);
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is string => typeof x === 'string' && /^\d+$/.test(x);
const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isPath = (x: unknown): x is number[] => Array.isArray(x) && x.every(isIndex);

function modeText(mode: PlanMode): string {
  return mode === 'count' ? 'a count (--count)' : mode === 'distinct' ? 'a distinct count (--count --distinct)' : 'a listing';
}

/** Checks the plan identity of a parsed file; `what` names it in messages. */
function identity(data: Record<string, unknown>, what: string, kind: string): PlanIdentity {
  if (data['version'] !== 2) {
    throw new ShardError(`${what} is the ${kind} of an earlier version of polydance, whose plans differ: run the search again without it`);
  }
  const plan = data['plan'];
  const parts = isObject(plan) ? plan['parts'] : undefined;
  if (
    !isObject(plan) ||
    typeof plan['fingerprint'] !== 'string' ||
    (plan['mode'] !== 'count' && plan['mode'] !== 'distinct' && plan['mode'] !== 'list') ||
    !isIndex(plan['target']) ||
    !isIndex(plan['tasks']) ||
    !isIndex(plan['symmetries']) ||
    plan['symmetries'] < 1 ||
    !Array.isArray(parts) ||
    !parts.every((p) => isObject(p) && (p['role'] === 'total' || p['role'] === 'fixed') && isIndex(p['weight']))
  ) {
    throw new ShardError(`${what} is damaged: its plan (fingerprint, mode, tasks, parts) is missing or malformed`);
  }
  return {
    fingerprint: plan['fingerprint'],
    mode: plan['mode'],
    target: plan['target'],
    tasks: plan['tasks'],
    symmetries: plan['symmetries'],
    parts: (parts as Record<string, unknown>[]).map((p) => ({ role: p['role'] as 'total' | 'fixed', weight: p['weight'] as number })),
  };
}

/** Reads the task records of a file, each checked against the plan when one is given. */
function records(list: unknown, what: string, id: PlanIdentity, plan: SearchPlan | undefined): TaskRecord[] {
  if (!Array.isArray(list)) throw new ShardError(`${what} is damaged: it has no list of tasks`);
  const seen = new Set<number>();
  return list.map((r, i) => {
    const path = isObject(r) ? r['path'] : undefined;
    if (!isObject(r) || !isIndex(r['task']) || !isIndex(r['part']) || !isCount(r['solutions']) || !isCount(r['nodes']) || !isPath(path)) {
      throw new ShardError(`${what} is damaged: task record ${i + 1} is not {task, part, path, solutions, nodes}`);
    }
    const task = r['task'];
    if (task >= id.tasks) throw new ShardError(`${what} is damaged: it names task ${task} of a plan of ${id.tasks} tasks`);
    if (r['part'] >= id.parts.length) throw new ShardError(`${what} is damaged: task ${task} names part ${r['part']} of a plan of ${id.parts.length} parts`);
    if (seen.has(task)) throw new ShardError(`${what} is damaged: task ${task} is in it twice`);
    seen.add(task);
    const t = plan?.tasks[task];
    if (t !== undefined && (t.part !== r['part'] || t.path.length !== path.length || t.path.some((b, k) => b !== path[k]))) {
      throw new ShardError(`${what} is damaged: its task ${task} is not the plan's (another part or path)`);
    }
    const open = r['open'];
    if (
      open !== undefined &&
      !(
        Array.isArray(open) &&
        open.every(
          (p) =>
            isObject(p) &&
            isPath(p['path']) &&
            typeof p['share'] === 'number' &&
            p['share'] >= 0 &&
            p['share'] <= 1 &&
            (p['from'] === undefined || (Number.isSafeInteger(p['from']) && (p['from'] as number) >= 0 && (p['from'] as number) <= p['path'].length))
        )
      )
    ) {
      throw new ShardError(`${what} is damaged: the open pieces of task ${task} are not a list of {path, share} (and from, a level of the path)`);
    }
    const listing = r['listing'];
    if (listing !== undefined && !(Array.isArray(listing) && listing.every(isPath))) {
      throw new ShardError(`${what} is damaged: the listing of task ${task} is not a list of solutions`);
    }
    return {
      task,
      part: r['part'],
      path,
      solutions: r['solutions'],
      nodes: r['nodes'],
      ...(open === undefined ? {} : { open: open as TaskPart[] }),
      ...(listing === undefined ? {} : { listing }),
    };
  });
}

/** Says why a file's plan differs from the expected one, or nothing when it matches. */
function mismatch(got: PlanIdentity, want: PlanIdentity): string | undefined {
  if (got.mode !== want.mode) return `${modeText(got.mode)}, not ${modeText(want.mode)}`;
  if (got.target !== want.target || got.tasks !== want.tasks) {
    return `a plan of ${got.tasks} tasks (--tasks ${got.target}), not ${want.tasks} (--tasks ${want.target})`;
  }
  if (got.fingerprint !== want.fingerprint) return `another problem or plan (fingerprint ${got.fingerprint}, not ${want.fingerprint})`;
  return undefined;
}

/**
 * Reads a checkpoint (parsed JSON) for a plan: the states of the tasks it holds, as
 * `runPlan` resumes them. Throws a {@link ShardError} naming `name` if it is not a
 * checkpoint, is damaged, or belongs to another problem, mode or plan; every task's part
 * and path are checked against the plan's, and an open piece must lie below its task.
 */
export function readCheckpoint(data: unknown, plan: SearchPlan, name: string): TaskState[] {
  if (!isObject(data) || data['format'] !== 'polydance-checkpoint') throw new ShardError(`${name} is not a polydance checkpoint`);
  const got = identity(data, name, 'checkpoint');
  const why = mismatch(got, planIdentity(plan));
  if (why !== undefined) throw new ShardError(`${name} is the checkpoint of ${why}`);
  const recs = records(data['tasks'], name, got, plan);
  const states = recs.map((r) => {
    const t = plan.tasks[r.task]!;
    const open: TaskPart[] = (r.open ?? []).map(openPiece);
    for (const p of open) {
      // a piece that resumes a search lies below the task by its fixed levels
      if ((p.from ?? p.path.length) < t.path.length || t.path.some((b, k) => b !== p.path[k])) {
        throw new ShardError(`${name} is damaged: an open piece of task ${r.task} is not below the task's path`);
      }
    }
    return { task: r.task, solutions: BigInt(r.solutions), nodes: BigInt(r.nodes), open };
  });
  checkDigest(data, name, [got], recs);
  return states;
}

/** The sum of shards, from {@link mergeShards}. */
export interface MergedShards {
  readonly plan: PlanIdentity;
  readonly shards: number;
  /** All solutions. */
  readonly solutions: bigint;
  /** The number of orbits, for shards of a distinct count. */
  readonly distinct?: bigint;
  readonly nodes: bigint;
  /** The solutions in search order, when the shards hold listings. */
  readonly listing?: readonly Solution[];
}

/**
 * Puts the files of all shards of a search together (each file parsed JSON, with the
 * name to use in messages): the counts of the parts, put together as the plan says (a
 * distinct count's orbits included). Throws a {@link ShardError} naming the shard when
 * one is missing, given twice, incomplete, damaged (its total is not the sum of its
 * tasks), or from another problem, mode or plan.
 */
export function mergeShards(files: readonly { readonly name: string; readonly data: unknown }[]): MergedShards {
  if (files.length === 0) throw new ShardError('no shard files given');
  let want: { id: PlanIdentity; count: number; first: string } | undefined;
  const byIndex = new Map<number, string>();
  const all: TaskRecord[] = [];
  // the shard each task came from: shards are runs of consecutive tasks, in order (see shardTasks)
  const shardOf = new Map<number, { index: number; label: string }>();
  for (const { name, data } of files) {
    if (!isObject(data) || data['format'] !== 'polydance-shard') throw new ShardError(`${name} is not a polydance shard file`);
    const id = identity(data, name, 'shard file');
    const shard = data['shard'];
    if (!isObject(shard) || !isIndex(shard['index']) || !isIndex(shard['count']) || shard['index'] >= shard['count']) {
      throw new ShardError(`${name} is damaged: it does not say which shard it is`);
    }
    const index = shard['index'];
    const count = shard['count'];
    const label = `${name} (shard ${index}/${count})`;
    want ??= { id, count, first: name };
    if (count !== want.count) throw new ShardError(`${label} is one of ${count} shards, but ${want.first} is one of ${want.count}`);
    const why = mismatch(id, want.id);
    if (why !== undefined) throw new ShardError(`${label} is from ${why} as ${want.first} is`);
    const twice = byIndex.get(index);
    if (twice !== undefined) throw new ShardError(`shard ${index}/${count} is given twice: ${twice} and ${name}`);
    byIndex.set(index, name);
    if (data['complete'] !== true) throw new ShardError(`${label} is incomplete: its search was stopped before the end`);
    const recs = records(data['results'], label, id, undefined);
    if (!isCount(data['solutions']) || BigInt(data['solutions']) !== weightedSum(id, recs)) {
      throw new ShardError(`${label} is damaged: its field 'solutions' is not the sum of its tasks' solutions`);
    }
    for (const r of recs) if (r.open !== undefined) throw new ShardError(`${label} is damaged: its task ${r.task} is not finished`);
    checkDigest(data, label, [id, { index, count }, data['complete'], data['solutions'], data['nodes']], recs);
    for (const r of recs) all.push(r);
    for (const r of recs) shardOf.set(r.task, { index, label });
  }
  if (want === undefined) throw new ShardError('no shard files given');
  const w = want;
  const missing: number[] = [];
  for (let i = 0; i < w.count; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length > 0) {
    const names = missing.map((i) => `${i}/${w.count}`);
    // named beside the file whose field 'shard' says how many there are (an edited count names its file)
    throw new ShardError(`shard${missing.length === 1 ? '' : 's'} ${names.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (${w.first} says there are ${w.count} shards)`);
  }
  all.sort((a, b) => a.task - b.task);
  for (let t = 0; t < w.id.tasks; t++) {
    const r = all[t];
    if (r === undefined || r.task !== t) {
      // name a file beside the gap: the one that holds the task before it (or after it)
      const near = t > 0 ? shardOf.get(t - 1) : r === undefined ? undefined : shardOf.get(r.task);
      const where = near === undefined ? '' : ` (${t > 0 ? `task ${t - 1} is in` : `the first task is in`} ${near.label}, whose plan has ${w.id.tasks} tasks)`;
      throw new ShardError(`task ${t} is in no shard: the shards do not fit together${where}`);
    }
  }
  if (all.length > w.id.tasks) throw new ShardError(`task ${all.find((r, i) => all[i + 1]?.task === r.task)?.task ?? 0} is in two shards: the shards do not fit together`);
  // a shard holds a run of the plan's tasks, after those of the shards before it
  let last = 0;
  for (const r of all) {
    const from = shardOf.get(r.task);
    if (from === undefined) continue;
    if (from.index < last) throw new ShardError(`${from.label} is damaged: its task ${r.task} belongs to another shard of the plan`);
    last = from.index;
  }
  const counts = w.id.parts.map(() => 0n);
  let nodes = 0n;
  for (const r of all) {
    counts[r.part] = (counts[r.part] as bigint) + BigInt(r.solutions);
    nodes += BigInt(r.nodes);
  }
  const listing = w.id.mode === 'list' ? all.flatMap((r) => r.listing ?? []) : undefined;
  const totals = w.id.mode === 'list' ? { solutions: counts[0] ?? 0n } : combineParts(w.id.parts, counts, w.id.mode === 'distinct', w.id.symmetries);
  return {
    plan: w.id,
    shards: w.count,
    solutions: totals.solutions,
    ...(totals.distinct === undefined ? {} : { distinct: totals.distinct }),
    nodes,
    ...(listing === undefined ? {} : { listing }),
  };
}

