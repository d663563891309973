import type { Problem, Steps, Symmetry } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import { createBitsetCounter } from '../internal/count-x.js';
import { enginesOnCopy } from '../internal/make-engine.js';
import { buildMatrix } from '../internal/matrix.js';
import { distinctParts } from '../distinct.js';
import type { Algorithm } from '../algorithm.js';
import { algorithmOf, validateProblem } from '../solve.js';
import { hash128, problemFingerprint } from './fingerprint.js';
import { probePath } from './plan.js';
import type { Task } from './plan.js';
import type { PartProblem, PlanPart, PlanTotals } from './part.js';
import { combineParts, isWeighted } from './part.js';
import type { TaskMode } from './runner.js';
import { counterPaths, countsWithCounter } from './runner.js';

/*
 * One plan for every search. A count, a distinct count and a listing are all the same
 * thing here: a few weighted parts (problems), each split into tasks (subtrees below a
 * path of branch numbers), and a rule that puts the parts' counts together.
 *
 * - A listing has one part, the problem itself.
 * - A count has the symmetry parts of the cut (see `symmetryParts`): the total is the
 *   sum of `weight` times the count of each part.
 * - A distinct count has the same parts, then one quotient problem per cyclic subgroup
 *   of the group (the solutions that its generators fix, Burnside's lemma): the number
 *   of orbits is (total + the sum of `weight` times each fixed count) / |group|.
 *
 * Every executor runs the tasks of a plan (`runPlan`): this thread, worker threads, the
 * browser's Web Workers, a shard of N (`shardTasks`), a checkpointed run; their results
 * are put together by `planTotals`. The plan depends only on the problem, the group, the
 * mode and the number of tasks asked for, so every shard of a cluster makes the same one,
 * and `fingerprint` names it in shard files and checkpoints.
 */

/** What a plan computes. */
export type PlanMode = 'count' | 'distinct' | 'list';

/** A task of a plan: a subtree of one of its parts. */
export interface PlanTask extends Task {
  /** The part it searches (index into `SearchPlan.parts`). */
  readonly part: number;
  /** The estimated number of nodes of its subtree (Knuth's estimate; see {@link planSearch}). */
  readonly estimate: number;
  /** True if the task is a single solution (its path), not a subtree to search. */
  readonly leaf: boolean;
}

/** The plan of a search, from {@link planSearch}. */
export interface SearchPlan {
  readonly mode: PlanMode;
  readonly algorithm: Algorithm;
  readonly parts: readonly PlanPart[];
  /** The tasks, part after part, each part's in the order its search meets them; `weight` is the task's estimated share of the whole plan. */
  readonly tasks: readonly PlanTask[];
  /** The order of the group (1: none). */
  readonly symmetries: number;
  /** How many tasks were asked for. */
  readonly target: number;
  /** A hash of the problem, the mode, the parts and every task's path: what shard files and checkpoints are checked against. */
  readonly fingerprint: string;
  /** True if every task is a single solution (the search fitted in the plan). */
  readonly exhausted: boolean;
}

/** The options of {@link planSearch}. */
export interface PlanOptions {
  /** What to compute (default 'count'). */
  readonly mode?: PlanMode;
  /**
   * A group of symmetries of the problem (identity included; checked): a count is cut by
   * it, a distinct count counts its orbits, a listing ignores it.
   */
  readonly symmetries?: readonly Symmetry[];
  /** About how many tasks to make in all (default 1: a task per part). */
  readonly tasks?: number;
  /**
   * Asked before each subtree is split (and between the random walks of an estimate):
   * true ends the planning at once, with the tasks made so far (a plan that covers the
   * whole search all the same, in fewer tasks).
   */
  readonly shouldStop?: () => boolean;
}

/** Paths are never longer than this, whatever the target. */
const MAX_DEPTH = 64;
/**
 * Random walks per subtree for its estimate: WALKS for a subtree of about a task's
 * size, more (up to MAX_WALKS) for larger ones, where an error costs most, fewer (down
 * to MIN_WALKS) for smaller ones.
 */
const WALKS = 8;
const MIN_WALKS = 4;
const MAX_WALKS = 64;
/**
 * Beyond this many tasks the most walks per subtree shrinks in proportion (down to
 * MIN_WALKS), so that planning costs about as much as a plan of this many tasks: 8192
 * tasks of a count took a minute and a half with 64 walks each.
 */
const FULL_WALKS_TASKS = 512;
/** A root probed by the DLX engine gets MAX_WALKS walks up to this many option entries in all, fewer beyond (down to MIN_WALKS). */
const ROOT_WALK_ENTRIES = MAX_WALKS * 20000;

/** xorshift32, seeded from a subtree's part and path, so that estimates do not depend on the order they are made in. */
function seeded(part: number, path: readonly number[]): () => number {
  let s = (0x9e3779b9 ^ Math.imul(part + 1, 0x85ebca6b)) | 0;
  for (const b of path) s = Math.imul(s ^ (b + 0x27d4eb2f), 0x165667b1) | 0;
  if (s === 0) s = 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** What lies below a path of a part. */
interface Probed {
  /** -1: no solution; 0: the path itself is the one solution; else the node's number of branches. */
  readonly degree: number;
  /** Estimated nodes below, the node itself included. */
  readonly estimate: number;
}

/** How a part is probed by the planner. */
interface Prober {
  /**
   * Probes the node below `path`, and estimates its subtree by `walks` random walks: work
   * that gives way, yielding between two walks, where it asks `shouldStop`.
   */
  probe(path: readonly number[], walks: number): Steps<Probed>;
  /** Whether its children get estimates of their own (else each gets its parent's estimate / degree). */
  readonly walks: boolean;
}

/** A probe known at once, as work that gives way (the type of a prober's probe). */
// eslint-disable-next-line require-yield -- known at once: there is nothing to give way to
function* known(probed: Probed): Steps<Probed> {
  return probed;
}

/** The prober of a part: the counting engine's walks for a count it takes, else the DLX engine's probes. */
function prober(problem: PartProblem, part: number, mode: TaskMode, shouldStop: () => boolean): Prober {
  if (isWeighted(problem)) {
    // counted whole, in one task; its search is small next to the parts (usually empty)
    return { walks: false, probe: () => known({ degree: 0, estimate: 1 + problem.options.length }) };
  }
  if (problem.primary.length === 0) return { walks: false, probe: (path) => known({ degree: path.length === 0 ? 0 : -1, estimate: 1 }) };
  if (countsWithCounter(problem, mode)) {
    const counter = createBitsetCounter(problem, { memo: false });
    return {
      walks: true,
      *probe(path, walks) {
        const degree = counter.probe(path);
        if (degree <= 0) return { degree, estimate: 1 };
        const random = seeded(part, path);
        let sum = 0;
        let k = 0;
        for (; k < walks; k++) {
          if (k > 0) {
            yield;
            if (shouldStop()) break;
          }
          sum += counter.walk(path, random);
        }
        return { degree, estimate: Math.max(1, sum / k) };
      },
    };
  }
  const engine = enginesOnCopy(buildMatrix(problem), algorithmOf(problem));
  // each step of a walk probes its path anew, at a cost that grows with the problem:
  // a large problem's root gets fewer walks (a DLX file of 300,000 options took minutes)
  let entries = 0;
  for (const o of problem.options) entries += o.length;
  const rootWalks = (walks: number): number => Math.max(MIN_WALKS, Math.min(walks, Math.floor(ROOT_WALK_ENTRIES / Math.max(1, entries))));
  return {
    walks: false,
    *probe(path, walks) {
      const p = probePath(engine, path);
      if (p.kind !== 'node') return { degree: p.kind === 'dead' ? -1 : 0, estimate: 1 };
      if (path.length > 0) return { degree: p.degree, estimate: 1 };
      // the root's estimate: random walks down the tree, a probe at each level
      const random = seeded(part, path);
      let sum = 0;
      const n = rootWalks(walks);
      let k = 0;
      for (; k < n; k++) {
        if (k > 0) {
          yield;
          if (shouldStop()) break;
        }
        const walk: number[] = [];
        let est = 1;
        let prod = 1;
        let degree = p.degree;
        while (degree > 0 && walk.length < MAX_DEPTH) {
          walk.push(Math.min(degree - 1, Math.floor(random() * degree)));
          prod *= degree;
          const q = probePath(engine, walk);
          if (q.kind !== 'node') break;
          est += prod;
          degree = q.degree;
        }
        sum += est;
      }
      return { degree: p.degree, estimate: sum / k };
    },
  };
}

interface Frontier {
  readonly part: number;
  readonly path: number[];
  readonly estimate: number;
  /** Branches below, 0 for a single solution, -1 when not probed (a part's root, searched whole). */
  readonly degree: number;
}

/**
 * Makes the plan of a search: its parts (see the module comment), then about `tasks`
 * tasks over all of them. Starting from each part's root, the subtree with the largest
 * estimated size is replaced by its branches (found with the branching rule of the
 * engine that will search it; branches with no solution are left out) until there are
 * enough tasks. A subtree's size is Knuth's estimate, the mean of a few random walks
 * down from it (seeded by its path: the plan is the same on every machine), so that
 * tasks come out of about equal work wherever the tree is lopsided; a task's `weight` is
 * its share of the estimated whole. The tasks of each part, in order, cover its search
 * exactly once, and its solutions in the order one search finds them.
 */
export function planSearch(problem: Problem, options: PlanOptions = {}): SearchPlan {
  return finish(planSearchSteps(problem, options));
}

/**
 * {@link planSearch} as work that gives way (see `Steps` of `@polydance/exact-cover`): it
 * yields where it asks `options.shouldStop`, before each subtree is split, each branch is
 * probed and each random walk of an estimate, so that `giveWay` can let a signal's
 * listener run while a large plan is made.
 */
export function* planSearchSteps(problem: Problem, options: PlanOptions = {}): Steps<SearchPlan> {
  validateProblem(problem);
  const mode = options.mode ?? 'count';
  const target = Math.max(1, Math.floor(options.tasks ?? 1));
  const taskMode: TaskMode = mode === 'list' ? 'list' : 'count';
  const { parts, order } = distinctParts(problem, mode === 'list' ? undefined : options.symmetries, mode === 'distinct');
  const roots: Frontier[] = [];
  // probers are made only if the plan splits (a plan of a task per part needs none)
  const probers = target > parts.length ? parts.map((p, i) => prober(p.problem, i, taskMode, () => options.shouldStop?.() === true)) : undefined;
  for (let i = 0; i < parts.length; i++) {
    if (probers === undefined) {
      // the part's root, searched whole; its size stands in for its estimate
      const size = 1 + parts[i]!.problem.options.length;
      roots.push({ part: i, path: [], estimate: size, degree: -1 });
      continue;
    }
    const root = yield* (probers[i] as Prober).probe([], MAX_WALKS);
    if (root.degree >= 0) roots.push({ part: i, path: [], estimate: root.estimate, degree: root.degree });
  }
  // the size of a task if all were equal
  let whole = 0;
  for (const f of roots) whole += f.estimate;
  const taskSize = whole / target;
  const frontier = yield* splitLargest(roots, target, taskSize, probers, options.shouldStop);
  let total = 0;
  for (const f of frontier) total += f.estimate;
  const counters = parts.map((p) => counterPaths(p.problem, taskMode));
  const tasks: PlanTask[] = frontier.map((f, id) => {
    const counter = counters[f.part] === true;
    return {
      id,
      part: f.part,
      path: f.path,
      weight: total > 0 ? f.estimate / total : 1,
      estimate: f.estimate,
      leaf: f.degree === 0,
      ...(counter ? { counter: true as const } : {}),
    };
  });
  // hashed when first read (a shard file or a checkpoint names its plan by it): a count
  // that writes neither never reads the whole problem again for it
  let fingerprint: string | undefined;
  return {
    mode,
    algorithm: algorithmOf(problem),
    parts,
    tasks,
    symmetries: order,
    target,
    get fingerprint() {
      return (fingerprint ??= fingerprintOf(problem, mode, parts, tasks));
    },
    exhausted: frontier.every((f) => f.degree === 0),
  };
}

/** A subtree of the frontier while it is split: its branches once it is split. */
interface Split extends Frontier {
  children?: Split[];
}

/** Whether subtree `a` is picked before `b`: the larger estimate, and of equal ones the first in the search's order. */
function before(a: Frontier, b: Frontier): boolean {
  if (a.estimate !== b.estimate) return a.estimate > b.estimate;
  if (a.part !== b.part) return a.part < b.part;
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < n; i++) if (a.path[i] !== b.path[i]) return (a.path[i] as number) < (b.path[i] as number);
  return a.path.length < b.path.length;
}

/**
 * Splits the subtree of the largest estimate (of equal ones, the first in the search's
 * order) into its branches until there are `target` subtrees, and returns them in the
 * search's order. The splittable subtrees wait in a binary heap, so a split costs its
 * probes and a logarithm, not a pass over all the tasks made so far (100,000 tasks took
 * minutes so). It yields before each probe, where it asks `shouldStop`: a split it cuts
 * short is undone.
 */
function* splitLargest(
  roots: readonly Frontier[],
  target: number,
  taskSize: number,
  probers: readonly Prober[] | undefined,
  shouldStop: (() => boolean) | undefined,
): Steps<Frontier[]> {
  const tree: Split[] = roots.map((f) => ({ ...f }));
  const heap: Split[] = [];
  const splittable = (f: Frontier): boolean => f.degree > 0 && f.path.length < MAX_DEPTH;
  const push = (f: Split): void => {
    let i = heap.push(f) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!before(f, heap[up] as Split)) break;
      heap[i] = heap[up] as Split;
      i = up;
    }
    heap[i] = f;
  };
  const pop = (): Split | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || last === undefined) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const r = l + 1;
      const c = r < heap.length && before(heap[r] as Split, heap[l] as Split) ? r : l;
      if (!before(heap[c] as Split, last)) break;
      heap[i] = heap[c] as Split;
      i = c;
    }
    heap[i] = last;
    return top;
  };
  for (const f of tree) if (splittable(f)) push(f);
  const mostWalks = target <= FULL_WALKS_TASKS ? MAX_WALKS : Math.max(MIN_WALKS, Math.floor((MAX_WALKS * FULL_WALKS_TASKS) / target));
  let count = tree.length;
  let stopped = false;
  while (count < target && !stopped) {
    yield;
    if (shouldStop?.() === true) break;
    const f = pop();
    if (f === undefined) break;
    const pr = probers?.[f.part] as Prober;
    const children: Split[] = [];
    const walks = Math.min(mostWalks, Math.max(MIN_WALKS, Math.ceil((WALKS * f.estimate) / f.degree / taskSize)));
    for (let b = 0; b < f.degree; b++) {
      if (b > 0) {
        yield;
        if (shouldStop?.() === true) {
          stopped = true;
          break;
        }
      }
      const path = [...f.path, b];
      const c = yield* pr.probe(path, walks);
      if (c.degree < 0) continue;
      children.push({ part: f.part, path, degree: c.degree, estimate: pr.walks || c.degree === 0 ? c.estimate : f.estimate / f.degree });
    }
    if (stopped) break;
    f.children = children;
    count += children.length - 1;
    for (const c of children) if (splittable(c)) push(c);
  }
  const leaves: Frontier[] = [];
  const visit = (f: Split): void => {
    if (f.children === undefined) leaves.push(f);
    else for (const c of f.children) visit(c);
  };
  for (const f of tree) visit(f);
  return leaves;
}

function fingerprintOf(problem: Problem, mode: PlanMode, parts: readonly PlanPart[], tasks: readonly PlanTask[]): string {
  return hash128((add) => {
    add(`${problemFingerprint(problem)} ${mode}\n`);
    for (const p of parts) add(`${p.role} ${p.weight} ${isWeighted(p.problem) ? JSON.stringify(p.problem) : problemFingerprint(p.problem)}\n`);
    for (const t of tasks) add(`${t.part}:${t.path.join(',')};`);
  });
}

/**
 * Puts the counts of a plan's parts together (`counts[i]` is part i's count): the total
 * is the sum of the symmetry parts' counts times their weights; a distinct count adds
 * the fixed counts times their weights and divides by the order of the group
 * (Burnside's lemma). Exact at any size.
 */
export function planTotals(plan: Pick<SearchPlan, 'mode' | 'parts' | 'symmetries'>, counts: readonly bigint[]): PlanTotals {
  return combineParts(plan.parts, counts, plan.mode === 'distinct', plan.symmetries);
}

/** The tasks of a plan's part, as `runTasks` takes them. */
export function partTasks(plan: SearchPlan, part: number): PlanTask[] {
  return plan.tasks.filter((t) => t.part === part);
}

/** A task's mode in a plan. */
export function planTaskMode(plan: Pick<SearchPlan, 'mode'>): TaskMode {
  return plan.mode === 'list' ? 'list' : 'count';
}
