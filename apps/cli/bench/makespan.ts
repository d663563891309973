/**
 * How well a plan's tasks share out, measured: for each puzzle, the plan of a count (the
 * symmetry cut kept) is made, each task is searched and its nodes counted, and then
 *
 * - the makespan of the tasks on K workers (K = 2 ... 1024) is simulated from those
 *   measurements, the tasks given out as `runTasks` gives them (largest estimate first,
 *   each to the first idle worker): `static`, the tasks as planned (as N shards on N
 *   machines run them), and `split`, as `runTasks` runs them on K workers of one run,
 *   where an idle worker gets the branches not yet begun of the running task with the
 *   most work left (the tasks of more than 1/16384 of the work are measured branch by
 *   branch, to four levels, for it). The efficiency is total work / (K × makespan);
 * - N shards (default 8) of the plan are each searched by a counter of their own, as N
 *   machines would, and their nodes compared with the count on one thread.
 *
 *   pnpm --filter polydance bench:makespan [--tasks T] [--shards N] [PUZZLE ...]
 *   pnpm --filter polydance bench:makespan --from FILE.json ...   (a checkpoint or shard files of a finished run)
 *
 * The work of a task is its number of nodes (the same on every machine); `--from`
 * simulates from the nodes recorded in the files of a real run, in task order.
 */
import { readFileSync } from 'node:fs';
import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { planSearch, shardTasks } from '@polydance/dlx-solver';
import { TaskRunner } from '@polydance/dlx-solver/workers';
import { findGenerator } from '@polydance/lattices';
import { findPuzzle } from '@polydance/puzzles';
import { cutSymmetries } from '@polydance/search/symmetry';

const args = process.argv.slice(2);
let tasks = 4096;
let shards = 8;
const from: string[] = [];
const puzzles: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--tasks') tasks = Number(args[++i]);
  else if (a === '--shards') shards = Number(args[++i]);
  else if (a === '--from') from.push(args[++i]!);
  else puzzles.push(a);
}
if (puzzles.length === 0 && from.length === 0) puzzles.push('pentominoes-8x8-square-tetromino', 'macmahon-hexagon');

/** The makespan of jobs (in the order given) on k workers, each job to the worker that is free first. */
export function makespan(jobs: readonly number[], k: number): number {
  const free = new Float64Array(k);
  for (const w of jobs) {
    let best = 0;
    for (let i = 1; i < k; i++) if (free[i]! < free[best]!) best = i;
    free[best] = free[best]! + w;
  }
  let m = 0;
  for (const f of free) m = Math.max(m, f);
  return m;
}

/** A measured piece of work: a task, or a branch of one; `work` includes its branches'. */
export interface Piece {
  readonly work: number;
  readonly branches?: readonly Piece[];
}

/**
 * The makespan of tasks (in the order given out) on k workers, when an idle worker with
 * nothing left to take splits the running piece with the most work left: the branches
 * of it not yet begun are given out (largest first), and the one under way goes on.
 */
export function splitMakespan(tasks: readonly Piece[], k: number): number {
  const pending: Piece[] = [...tasks];
  // each worker: the pieces it has (the first under way) and the work done of the first
  const items: Piece[][] = Array.from({ length: k }, () => []);
  const done = new Float64Array(k);
  let now = 0;
  const left = (w: number): number => items[w]!.reduce((a, p) => a + p.work, 0) - done[w]!;
  const split = (w: number): boolean => {
    const list = items[w]!;
    if (list.length > 1) {
      pending.push(...list.splice(1));
      return true;
    }
    const p = list[0];
    if (p?.branches === undefined) return false;
    let at = p.work - p.branches.reduce((a, b) => a + b.work, 0);
    let i = 0;
    while (i < p.branches.length && at + p.branches[i]!.work <= done[w]!) at += p.branches[i++]!.work;
    if (i >= p.branches.length - 1) return false;
    items[w] = [p.branches[i]!];
    done[w] = Math.max(0, done[w]! - at);
    pending.push(...p.branches.slice(i + 1));
    return true;
  };
  for (;;) {
    // idle workers take work, or split the busiest
    for (let w = 0; w < k; w++) {
      if (items[w]!.length > 0) continue;
      if (pending.length === 0) {
        const busy = [...Array(k).keys()].filter((v) => items[v]!.length > 0).sort((a, b) => left(b) - left(a));
        for (const b of busy) if (split(b)) break;
        pending.sort((a, b) => b.work - a.work);
      }
      const next = pending.shift();
      if (next !== undefined) {
        items[w] = [next];
        done[w] = 0;
      }
    }
    let step = Number.POSITIVE_INFINITY;
    for (let w = 0; w < k; w++) if (items[w]!.length > 0) step = Math.min(step, items[w]![0]!.work - done[w]!);
    if (step === Number.POSITIVE_INFINITY) return now;
    now += step;
    for (let w = 0; w < k; w++) {
      if (items[w]!.length === 0) continue;
      done[w] = done[w]! + step;
      if (done[w]! >= items[w]![0]!.work - 1e-9) {
        items[w]!.shift();
        done[w] = 0;
      }
    }
  }
}

function table(label: string, tasks: readonly Piece[]): void {
  const jobs = tasks.map((t) => t.work);
  const total = jobs.reduce((a, b) => a + b, 0);
  console.log(`${label}: ${jobs.length} tasks, ${total} nodes in all, the largest task ${((100 * Math.max(...jobs)) / total).toFixed(3)}%`);
  console.log('  workers  static makespan  efficiency   split makespan  efficiency');
  for (let k = 2; k <= 1024; k *= 2) {
    const m = makespan(jobs, k);
    const m2 = splitMakespan(tasks, k);
    const e = (x: number): string => `${((100 * total) / (k * x)).toFixed(1).padStart(9)}%`;
    console.log(`  ${String(k).padStart(7)}  ${String(Math.round(m)).padStart(15)}  ${e(m)}  ${String(Math.round(m2)).padStart(15)}  ${e(m2)}`);
  }
}

function problemOf(name: string): { problem: Problem; lattice: LatticeDescriptor } {
  const puzzle = findPuzzle(name);
  if (!puzzle) throw new Error(`no catalogue puzzle ${name}`);
  const generator = findGenerator(puzzle.generator)!;
  return { problem: generator.generate(puzzle.spec).problem, lattice: generator.lattice };
}

for (const name of puzzles) {
  const { problem, lattice } = problemOf(name);
  const group = cutSymmetries(problem, lattice, 'all')?.symmetries;
  const t0 = performance.now();
  const plan = planSearch(problem, { mode: 'count', ...(group === undefined ? {} : { symmetries: group }), tasks });
  const planMs = performance.now() - t0;
  console.log(`\n${name}: plan of ${plan.tasks.length} tasks in ${planMs.toFixed(0)} ms`);
  // each task measured, one counter per part, in the order the tasks are given out
  const order = [...plan.tasks].sort((a, b) => b.weight - a.weight || a.id - b.id);
  const runners = new Map<number, TaskRunner>();
  const nodes = new Map<number, number>();
  for (const t of order) {
    let r = runners.get(t.part);
    if (r === undefined) runners.set(t.part, (r = new TaskRunner(plan.parts[t.part]!.problem, 'count')));
    r.start(t.path);
    while (!r.step(1 << 20));
    nodes.set(t.id, r.nodes);
  }
  // the tasks of more than 1/16384 of the work, measured branch by branch (four levels)
  let total = 0;
  for (const n of nodes.values()) total += n;
  const branchy = total / 16384;
  /** The branches below a path (those not dead at once), from a split just below it. */
  const branchesOf = (part: number, path: readonly number[]): (readonly number[])[] => {
    const r = new TaskRunner(plan.parts[part]!.problem, 'count');
    r.start(path);
    if (r.step(path.length + 1)) return [];
    return (r.split() ?? []).map((p) => p.path);
  };
  const scaled = (p: Piece, k: number): Piece => ({ work: p.work * k, ...(p.branches === undefined ? {} : { branches: p.branches.map((b) => scaled(b, k)) }) });
  const measure = (part: number, path: readonly number[], work: number, levels: number): Piece => {
    if (levels === 0 || work <= branchy) return { work };
    const r = new TaskRunner(plan.parts[part]!.problem, 'count');
    const branches = branchesOf(part, path).map((b) => {
      r.start(b);
      while (!r.step(1 << 20));
      return measure(part, b, r.nodes, levels - 1);
    });
    if (branches.length === 0) return { work };
    // the branches were measured with counters of their own (fewer remembered counts than
    // the task had): their shares of the task's own measure are kept
    const sum = branches.reduce((x, p) => x + p.work, 0);
    const scale = sum > 0 ? Math.max(0, work - 1) / sum : 0;
    return { work, branches: branches.map((b) => scaled(b, scale)) };
  };
  table(`${name}, measured tasks`, order.map((t) => measure(t.part, t.path, nodes.get(t.id)!, 4)));
  // shards: each a counter of its own per part
  const per: number[] = [];
  for (let s = 0; s < shards; s++) {
    const own = new Map<number, TaskRunner>();
    let sum = 0;
    for (const t of shardTasks(plan.tasks, s, shards)) {
      let r = own.get(t.part);
      if (r === undefined) own.set(t.part, (r = new TaskRunner(plan.parts[t.part]!.problem, 'count')));
      r.start(t.path);
      while (!r.step(1 << 20));
      sum += r.nodes;
    }
    per.push(sum);
  }
  // the plain count with its cut, on one thread: the parts counted whole
  let cut = 0;
  for (const part of plan.parts) {
    const r = new TaskRunner(part.problem, 'count');
    r.start([]);
    while (!r.step(1 << 20));
    cut += r.nodes;
  }
  const sum = per.reduce((a, b) => a + b, 0);
  console.log(`  ${shards} shards of the plan: ${per.join(' ')} nodes; in all ${(sum / cut).toFixed(3)} x the count with its cut (${cut} nodes), the largest ${(Math.max(...per) / cut).toFixed(3)} of it`);
}

for (const file of from) {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { tasks?: { nodes: string }[]; results?: { nodes: string }[] };
  const records = data.tasks ?? data.results ?? [];
  table(file, records.map((r) => ({ work: Number(r.nodes) })));
}
