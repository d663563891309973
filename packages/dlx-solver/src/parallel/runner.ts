import type { Problem, Solution } from '@polydance/exact-cover';
import { COUNT_DONE, counterFits, createBitsetCounter } from '../internal/count-x.js';
import type { BitsetCounter } from '../internal/count-x.js';
import type { Engine } from '../internal/engine.js';
import { enginesOnCopy } from '../internal/make-engine.js';
import { buildMatrix } from '../internal/matrix.js';
import { BUDGET, SOLUTION } from '../internal/settings.js';
import type { WeightedCounter, WeightedProblem } from '../internal/weighted.js';
import { weightedCounter } from '../internal/weighted.js';
import type { PartProblem } from './part.js';
import { isWeighted } from './part.js';
import type { Algorithm } from '../algorithm.js';
import { algorithmOf, validateProblem } from '../solve.js';

/** What a run of tasks computes: the number of solutions, or the solutions themselves. */
export type TaskMode = 'count' | 'list';

/**
 * A part of a task still to be searched, after {@link TaskRunner.split}: the subtree
 * below `path`, or, with `from`, the rest of the subtree below the first `from` branches
 * of `path` in search order, from the node `path` leads to (where a search stood).
 */
export interface TaskPart {
  readonly path: readonly number[];
  /** The part's share of the task that was split (product of 1/degree below its path). */
  readonly share: number;
  /** The levels of `path` that are fixed (all of them when absent). */
  readonly from?: number;
}

/** The path of the subtree a part lies in (all of its path unless it resumes a search). */
export function partRoot(part: { readonly path: readonly number[]; readonly from?: number }): readonly number[] {
  return part.from === undefined ? part.path : part.path.slice(0, part.from);
}

/** Whether the tasks of `mode` on `problem` are searched by the counting engine (not a DLX engine). */
export function countsWithCounter(problem: Problem, mode: TaskMode): boolean {
  return mode === 'count' && counterFits(problem);
}

/**
 * Whether the paths of tasks of `mode` on `problem` follow the counting engine's
 * branching, which differs from DLX3's: a count of a problem of multiplicities. Its
 * tasks are marked (`Task.counter`), and `runTasks` checks that they are run so.
 */
export function counterPaths(problem: PartProblem, mode: TaskMode): boolean {
  return !isWeighted(problem) && algorithmOf(problem) === 'M' && countsWithCounter(problem, mode);
}

/**
 * Searches tasks (subtrees below a path of branch numbers) one after the other, a slice
 * at a time, for a worker. Counts use the counting engine where it fits (see
 * {@link countsWithCounter}), which keeps its table of remembered counts from task to
 * task; everything else uses the DLX engine of the problem's algorithm. A task can be split while it runs: what it has
 * found so far is final, and the rest comes back as parts to be searched as tasks.
 */
export class TaskRunner {
  readonly algorithm: Algorithm;
  /** A new engine on the runner's copy of the matrix, for each task (DLX engines only). */
  private readonly newEngine: (() => Engine) | undefined;
  private readonly counter: BitsetCounter | undefined;
  /** The problem, when it is a weighted quotient problem (counted, never split). */
  private readonly weighted: WeightedProblem | undefined;
  private weightedRun: WeightedCounter | undefined;
  private engine: Engine | undefined;
  private path: readonly number[] = [];
  /** The position a resumed part goes on from (see {@link TaskPart}), while the search goes down to it. */
  private cursor: readonly number[] | undefined;
  private finished = true;
  private branch: Int32Array;
  private degree: Int32Array;
  /** Solutions found since the last {@link take} (listing only). */
  private found: Solution[] = [];
  /** Solutions of the current task so far, exactly. */
  count = 0n;
  /** Nodes of the current task so far. */
  nodes = 0;

  constructor(
    problem: PartProblem,
    readonly mode: TaskMode,
    /** `memoBytes`: the most bytes the counter's table of remembered counts may take (MEMO_BYTES by default). */
    options: { readonly memoBytes?: number } = {},
  ) {
    if (isWeighted(problem)) {
      if (mode !== 'count') throw new TypeError('a weighted quotient problem can only be counted');
      this.weighted = problem;
      this.algorithm = 'M';
      this.branch = new Int32Array(1);
      this.degree = new Int32Array(1);
      return;
    }
    validateProblem(problem);
    this.algorithm = algorithmOf(problem);
    // the counting engine branches as DLX1 and DLX2 do, so it counts their tasks; a
    // count plan of a problem of multiplicities follows its branching (see planTasks).
    // Its table of remembered counts may grow as large as one search's: tilings by
    // dominoes need it all (a table of at most 1 MB made the 14x14 dominoes on two
    // workers take minutes instead of half a second); the 6x10 pentominoes and
    // MacMahon's hexagon are no slower for it on two threads (the hexagon 10% faster)
    if (countsWithCounter(problem, mode)) this.counter = createBitsetCounter(problem, options.memoBytes === undefined ? {} : { memoBytes: options.memoBytes });
    else if (problem.primary.length > 0) this.newEngine = enginesOnCopy(buildMatrix(problem), this.algorithm);
    this.branch = new Int32Array(problem.primary.length + 2);
    this.degree = new Int32Array(problem.primary.length + 2);
  }

  /**
   * Begins the task below `path` (with `from`, the rest of the subtree below its first
   * `from` branches, from the node `path` leads to: see {@link TaskPart}).
   */
  start(path: readonly number[], from = path.length): void {
    const at = Math.min(from, path.length);
    this.path = at === path.length ? path : path.slice(0, at);
    this.cursor = at === path.length ? undefined : path;
    this.finished = false;
    this.count = 0n;
    this.nodes = 0;
    this.found = [];
    if (this.branch.length < path.length + 1) {
      this.branch = new Int32Array(path.length + 1);
      this.degree = new Int32Array(path.length + 1);
    }
    if (this.weighted !== undefined) {
      if (path.length > 0) throw new TypeError('a weighted quotient problem is one task, below the empty path');
      this.weightedRun = weightedCounter(this.weighted);
    } else if (this.counter !== undefined) this.counter.restart(path, at);
    else if (this.newEngine !== undefined) {
      this.engine = this.newEngine();
      this.engine.setPrefix(path, at);
      const levels = this.engine.choice.length;
      if (this.branch.length < levels) {
        this.branch = new Int32Array(levels);
        this.degree = new Int32Array(levels);
      }
    }
  }

  /**
   * Searches about `budget` more nodes; true when the task is finished. A listing stops
   * early (between two nodes) once `most` solutions have been found since the last {@link take}.
   */
  step(budget: number, most = Number.POSITIVE_INFINITY): boolean {
    if (this.finished) return true;
    const w = this.weightedRun;
    if (w !== undefined) {
      this.finished = w.run(budget);
      this.count = w.count;
      this.nodes = w.nodes;
      return this.finished;
    }
    const counter = this.counter;
    if (counter !== undefined) {
      const status = counter.run(budget);
      this.count = counter.exactCount();
      this.nodes = counter.nodes;
      this.finished = status === COUNT_DONE;
      return this.finished;
    }
    const e = this.engine;
    if (e === undefined) {
      // nothing to cover: the empty selection is the one solution, at the root
      if (this.path.length === 0) {
        this.count = 1n;
        if (this.mode === 'list') this.found.push([]);
      }
      this.finished = true;
      return true;
    }
    // after a solution the engine goes on to the next node, so that a split (which
    // needs the search to stand between two nodes) is always possible after `step`;
    // once the budget is spent it enters no new node (run(0)), or a problem whose
    // solutions come at every node would never come back
    const start = e.nodes;
    for (;;) {
      const status = e.run(this.found.length >= most ? 0 : Math.max(0, budget - (e.nodes - start)));
      if (status === SOLUTION) {
        if (this.mode === 'list') this.found.push(e.solution());
        continue;
      }
      if (status !== BUDGET) this.finished = true;
      break;
    }
    this.count = BigInt(e.count);
    this.nodes = e.nodes;
    return this.finished;
  }

  /** The solutions found since the last call (listing), in search order. */
  take(): Solution[] {
    const f = this.found;
    this.found = [];
    return f;
  }

  /** How many levels lie above the node the search stands before (after `step` returned false). */
  private levels(): number {
    if (this.weighted !== undefined) return 0;
    if (this.counter !== undefined) return this.counter.path(this.branch, this.degree);
    const e = this.engine;
    if (e === undefined || e.level >= this.branch.length) return 0;
    e.pathDegrees(e.level, this.branch, this.degree);
    return e.level;
  }

  /**
   * Knuth's estimate of the fraction of the current task searched so far (after `step`
   * returned false), from the branches taken below the task's path.
   */
  fraction(): number {
    if (this.finished) return 1;
    const depth = this.levels();
    let f = 0;
    let fd = 1;
    for (let l = this.path.length; l < depth; l++) {
      fd *= this.degree[l] as number;
      f += (this.branch[l] as number) / fd;
    }
    return Math.min(1, f);
  }

  /**
   * Splits the running task where the search stands (between two nodes, after `step`
   * returned false): the task ends with what it has found, and what is left comes back
   * as parts in search order: the branches not yet taken at the shallowest level that
   * has some come after one part that resumes the search where it stands, to the end of
   * the subtree of the branch taken there (as many parts as that level has branches left,
   * each a path no longer than the search is deep: one part per branch left at every
   * level made, on a tiling of thousands of cells, gigabytes of paths). `forIdle`: only
   * where there is such a branch to give away. Returns undefined (and the task goes on)
   * when the search has not gone below the task's own node yet, or, `forIdle`, where
   * there is nothing to give away.
   */
  split(forIdle = false): TaskPart[] | undefined {
    if (this.finished || this.weighted !== undefined) return undefined;
    const top = this.path.length;
    if (this.descending()) {
      if (forIdle) return undefined;
      // not yet at the position it resumes from: that position is what is left
      return this.end([{ path: this.cursor as readonly number[], share: 1, from: top }]);
    }
    const depth = this.levels();
    if (depth <= top) return undefined;
    let level = top;
    let share = 1;
    for (; level < depth; level++) {
      share /= this.degree[level] as number;
      if ((this.branch[level] as number) + 1 < (this.degree[level] as number)) break;
    }
    if (level >= depth && forIdle) return undefined;
    // the part that resumes the search, below the first `from` branches
    const from = Math.min(level + 1, depth);
    let kept = 0;
    let below = share;
    for (let l = from; l < depth; l++) {
      const d = this.degree[l] as number;
      below /= d;
      kept += (d - 1 - (this.branch[l] as number)) * below;
    }
    kept += below;
    const path = Array.from(this.branch.subarray(0, depth));
    const parts: TaskPart[] = [from === depth ? { path, share: kept } : { path, share: kept, from }];
    if (level < depth) {
      const prefix = path.slice(0, level);
      for (let b = (this.branch[level] as number) + 1; b < (this.degree[level] as number); b++) parts.push({ path: [...prefix, b], share });
    }
    return this.end(parts);
  }

  /** Ends the task at a split, with `parts` left. */
  private end(parts: TaskPart[]): TaskPart[] {
    this.finished = true;
    this.engine = undefined;
    return parts;
  }

  /** Whether a resumed part is still on its way down to the position it resumes from. */
  private descending(): boolean {
    const cursor = this.cursor;
    if (cursor === undefined) return false;
    const given = this.counter !== undefined ? this.counter.prefixLength : (this.engine?.prefixLength ?? 0);
    if (given < cursor.length || this.levels() >= cursor.length) {
      this.cursor = undefined;
      return false;
    }
    return true;
  }
}
