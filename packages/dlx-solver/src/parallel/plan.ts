import type { Problem } from '@polydance/exact-cover';
import type { BitsetCounter } from '../internal/count-x.js';
import { createBitsetCounter } from '../internal/count-x.js';
import type { Engine } from '../internal/engine.js';
import { enginesOnCopy } from '../internal/make-engine.js';
import { buildMatrix } from '../internal/matrix.js';
import { BUDGET, SOLUTION } from '../internal/settings.js';
import type { Algorithm } from '../algorithm.js';
import { algorithmOf, validateProblem } from '../solve.js';
import type { TaskMode } from './runner.js';
import { counterPaths } from './runner.js';

/**
 * One independent part of a search: the subtree below a path of branch numbers, as
 * `SolveOptions.prefix` takes them (at level `l` the search takes branch `path[l]` of
 * the item its algorithm chooses there).
 */
export interface Task {
  /** The task's number: tasks are numbered from 0 in the order the search meets them. */
  readonly id: number;
  readonly path: readonly number[];
  /** Knuth's estimate of the task's share of the search: the product of 1/degree along its path. */
  readonly weight: number;
  /**
   * True when the path follows the counting engine's branching, not DLX3's: the tasks of
   * a count of a problem of multiplicities (see {@link planTasks}); they can only be counted.
   */
  readonly counter?: true;
}

/** The tasks of a search, from {@link planTasks}. */
export interface TaskPlan {
  readonly algorithm: Algorithm;
  /** How many tasks were asked for (part of what identifies the plan). */
  readonly target: number;
  /** The tasks in the order the search meets them; together they cover the search exactly once. */
  readonly tasks: readonly Task[];
  /** True if the whole search tree fitted in the plan: every task is a single solution. */
  readonly exhausted: boolean;
}

/** How many tasks {@link planTasks} makes by default. */
export const DEFAULT_TASKS = 256;
/** Paths are never longer than this, whatever the target. */
const MAX_DEPTH = 64;

/** What lies below a path: nothing, exactly one solution (the path itself), or a node with branches. */
type Probe = { readonly kind: 'dead' } | { readonly kind: 'solution' } | { readonly kind: 'node'; readonly degree: number };

/**
 * Looks at the node a path leads to, with a new engine of the problem's algorithm (so
 * with its branching rule): runs the search below the path one node at a time until it
 * has entered the node and taken its first branch, or found the subtree empty.
 */
export function probePath(engine: () => Engine, path: readonly number[]): Probe {
  const e = engine();
  e.setPrefix(path);
  const depth = path.length;
  const branch = new Int32Array(depth + 1);
  const degree = new Int32Array(depth + 1);
  let solution = false;
  for (;;) {
    const status = e.run(1);
    if (status === BUDGET) {
      if (e.level <= depth) continue;
    } else if (status === SOLUTION) {
      if (e.solutionDepth() <= depth) {
        solution = true;
        continue;
      }
    } else return solution ? { kind: 'solution' } : { kind: 'dead' };
    e.pathDegrees(depth + 1, branch, degree);
    return { kind: 'node', degree: degree[depth] as number };
  }
}

/** {@link probePath} for the counting engine (made without its table of remembered counts). */
function probeCounter(counter: BitsetCounter, path: readonly number[]): Probe {
  const d = counter.probe(path);
  return d < 0 ? { kind: 'dead' } : d === 0 ? { kind: 'solution' } : { kind: 'node', degree: d };
}

interface Frontier {
  path: number[];
  weight: number;
  /** Branches below, or 0 for a single solution. */
  degree: number;
}

/**
 * Splits the search of a problem into about `tasks` (default {@link DEFAULT_TASKS})
 * independent tasks: starting from the root, the task of largest weight (the first
 * such in search order) is replaced by its branches, found with the algorithm's own
 * branching rule, until there are enough; branches with no solution are left out. The
 * plan depends only on the problem, `tasks` and `mode` (by default 'list': give the
 * mode the tasks will be run in). The solutions of the tasks, in task order, are exactly
 * the solutions of the whole search, in its order. A count of a problem of
 * multiplicities that the counting engine takes is planned with that engine's branching
 * (on the items of bounds 1 only), not DLX3's, so that its tasks are counted with
 * remembered counts; such tasks are marked `counter` and can only be counted.
 */
export function planTasks(problem: Problem, options: { readonly tasks?: number; readonly mode?: TaskMode } = {}): TaskPlan {
  validateProblem(problem);
  const target = Math.max(1, Math.floor(options.tasks ?? DEFAULT_TASKS));
  const algorithm = algorithmOf(problem);
  // a count of multiplicities that the counting engine takes follows its branching
  const counter = counterPaths(problem, options.mode ?? 'list') ? createBitsetCounter(problem, { memo: false }) : undefined;
  const done = (frontier: readonly Frontier[], exhausted: boolean): TaskPlan => ({
    algorithm,
    target,
    exhausted,
    tasks: frontier.map((f, id) => ({ id, path: f.path, weight: f.weight, ...(counter === undefined ? {} : { counter: true as const }) })),
  });
  if (problem.primary.length === 0) return done([{ path: [], weight: 1, degree: 0 }], true);
  let probe: (path: readonly number[]) => Probe;
  if (counter !== undefined) probe = (path) => probeCounter(counter, path);
  else {
    const engine = enginesOnCopy(buildMatrix(problem), algorithm);
    probe = (path) => probePath(engine, path);
  }
  const node = (path: number[], weight: number): Frontier | undefined => {
    const p = probe(path);
    if (p.kind === 'dead') return undefined;
    return { path, weight, degree: p.kind === 'node' ? p.degree : 0 };
  };
  const root = node([], 1);
  const frontier: Frontier[] = root === undefined ? [] : [root];
  while (frontier.length < target) {
    let pick = -1;
    for (let i = 0; i < frontier.length; i++) {
      const f = frontier[i] as Frontier;
      if (f.degree > 0 && f.path.length < MAX_DEPTH && (pick < 0 || f.weight > (frontier[pick] as Frontier).weight)) pick = i;
    }
    if (pick < 0) return done(frontier, frontier.every((f) => f.degree === 0));
    const f = frontier[pick] as Frontier;
    const children: Frontier[] = [];
    for (let b = 0; b < f.degree; b++) {
      const child = node([...f.path, b], f.weight / f.degree);
      if (child !== undefined) children.push(child);
    }
    frontier.splice(pick, 1, ...children);
  }
  return done(frontier, false);
}
