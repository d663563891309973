/**
 * How well a plan's tasks share out, measured: for each puzzle, the plan of a count (the
 * symmetry cut kept) is made, each task is searched and its nodes counted, and then
 *
 * - the makespan of the tasks on K workers (K = 2 ... 1024) is simulated from those
 *   measurements, the tasks given out as `runTasks` gives them (largest estimate first,
 *   each to the first idle worker), without the splitting of long tasks that the real
 *   scheduler adds: the efficiency printed, total work / (K × makespan), is a lower bound;
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
import { planSearch, shardTasks, TaskRunner } from '@polydance/dlx-solver';
import { findGenerator } from '@polydance/lattices';
import { findPuzzle } from '@polydance/puzzles';
import { countSymmetries } from '../src/symmetry.js';

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

function table(label: string, jobs: readonly number[]): void {
  const total = jobs.reduce((a, b) => a + b, 0);
  console.log(`${label}: ${jobs.length} tasks, ${total} nodes in all, the largest task ${((100 * Math.max(...jobs)) / total).toFixed(3)}%`);
  console.log('  workers  makespan (nodes)  efficiency');
  for (let k = 2; k <= 1024; k *= 2) {
    const m = makespan(jobs, k);
    console.log(`  ${String(k).padStart(7)}  ${String(Math.round(m)).padStart(16)}  ${((100 * total) / (k * m)).toFixed(1).padStart(9)}%`);
  }
}

function problemOf(name: string): { problem: Problem; lattice: string } {
  const puzzle = findPuzzle(name);
  if (!puzzle) throw new Error(`no catalogue puzzle ${name}`);
  const generator = findGenerator(puzzle.generator)!;
  return { problem: generator.generate(puzzle.spec).problem, lattice: generator.lattice.name };
}

for (const name of puzzles) {
  const { problem, lattice } = problemOf(name);
  const group = countSymmetries(problem, lattice, 'all');
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
  table(`${name}, measured tasks`, order.map((t) => nodes.get(t.id)!));
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
  table(file, records.map((r) => Number(r.nodes)));
}
