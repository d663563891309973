import { countDistinctSync, inProcessWorker, leastOfOrbit, partTasks, runPlan, solve } from '@polydance/dlx-solver';
import { findLattice as latticeNamed } from '@polydance/lattices';
import { TooManyOptionsError } from '@polydance/lattice';
import type { CountRequest } from '@polydance/search';
import { countStrategy, knownLattice } from '@polydance/search';
import { problemSymmetries } from '@polydance/search/symmetry';
import type { DistinctCountResult, PlanProgress, Progress, SearchPlan, TaskWorker } from '@polydance/dlx-solver';
import { formatDlx } from '@polydance/dlx-writer';
import type { Problem } from '@polydance/exact-cover';
import { itemToken } from '@polydance/exact-cover';
import { findLattice } from './lattices.js';
import type { Generated, PlaygroundLattice } from './lattices.js';
import type { PageRequest, SolveRequest, StlRequest, WorkerMessage } from './protocol.js';
import { isPositioned } from './positioned.js';
import { MAX_OPTIONS, tooManyOptions } from './limits.js';

/** Milliseconds between progress messages. */
const PROGRESS_MS = 100;

/** How many solutions the playground keeps to page through; past them it only counts. */
export const KEEP = 100_000;

export { MAX_OPTIONS, tooManyOptions } from './limits.js';

/** The most task workers a count uses (a browser tab should leave the machine some room). */
export const MAX_WORKERS = 4;

/** How many task workers to count on, for a machine with `cores` logical cores (`navigator.hardwareConcurrency`). */
export function workerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores ?? 1) || 1));
}

/**
 * Task workers (each serving `serveTasks` of `@polydance/dlx-solver`) for a count: they
 * serve its runs of `runTasks` one after another; `close` ends them.
 */
export interface TaskPool {
  readonly workers: readonly TaskWorker[];
  close(): void;
}

/**
 * What the playground asks of the search layer when it counts every solution: the
 * distinct count with all the board's symmetries, or Kasteleyn's determinant where it
 * applies (it counts at once, with no distinct count), the plan split for the task
 * workers (one task at the frontier, whose table of profiles is best kept on one counter).
 */
export const COUNT_REQUEST: CountRequest = { distinct: true, symmetry: 'all', determinant: true, tasks: (frontier) => (frontier ? 1 : 8 * MAX_WORKERS) };

/** Milliseconds of search between pauses in which page requests are answered. */
const SLICE_MS = 50;

/** Lets the worker's queued messages (page requests) in. */
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the playground's worker does: `solve` generates the exact cover problem with the
 * lattice's generator and solves it with `@polydance/dlx-solver`, reporting through
 * `post`: the problem (and its DLX text), progress, the first page of solutions drawn as
 * they are found, and the total. Every solution found is kept (up to {@link KEEP}), so
 * `page` draws any page of them, during the search (between solutions) or after it.
 * Past {@link KEEP} solutions the rest are only counted, with the solver's counting
 * engine where the problem allows (dominoes or lozenges on a region without holes: by
 * Kasteleyn's determinant, at once, as `polydance solve --count` does), else with
 * the solver's counting engine: on task workers from `startPool` when one is given
 * (the solver's `planTasks` and `runTasks`; the playground's worker starts Web Workers),
 * else in this thread. The page cancels by terminating the worker, which ends its task
 * workers with it.
 */
export class PlaygroundSession {
  private readonly kept: (readonly number[])[] = [];
  /** The kept solutions that are each the least of its orbit (indices into `kept`), once the symmetries are known. */
  private distinctKept: number[] = [];
  private problem: Problem | undefined;
  private lattice: PlaygroundLattice | undefined;
  private names: readonly string[] = [];

  /**
   * `keep`: how many solutions to keep for paging ({@link KEEP} by default);
   * `startPool`: starts the task workers of a count (none: the count runs in this thread).
   */
  constructor(
    private readonly post: (message: WorkerMessage) => void,
    private readonly keep = KEEP,
    private readonly startPool?: () => TaskPool,
  ) {}

  /** Draws the kept solutions `from + 1` to `from + count` (those that are kept). */
  page(request: PageRequest): void {
    const list = request.distinct === true ? this.distinctKept : undefined;
    const end = Math.min(list?.length ?? this.kept.length, request.from + request.count);
    for (let k = Math.max(0, request.from); k < end; k++) this.draw(list ? list[k]! : k, list ? k : undefined);
  }

  /** The options of kept solution k, as item tokens. */
  private options(k: number): string[][] {
    const problem = this.problem!;
    return this.kept[k]!.map((o) => (problem.options[o] ?? []).map(itemToken));
  }

  /** Draws kept solution k (and places its pieces, on a lattice of solids); `position`: its place in the distinct view, when drawn for it. */
  private draw(k: number, position?: number): void {
    const options = this.options(k);
    const lattice = this.lattice!;
    const svg = lattice.draw(options, this.names);
    const pieces = lattice.place?.(options);
    const solid = pieces === undefined ? undefined : { pieces, names: this.names };
    this.post({
      type: 'solution',
      index: k + 1,
      svg,
      ...(solid === undefined ? {} : { solid }),
      ...(position === undefined ? {} : { distinct: true, position }),
    });
  }

  /** Posts the STL file of a kept solution, on a lattice of solids (nothing otherwise). */
  stl(request: StlRequest): void {
    const k = request.index - 1;
    const stl = this.lattice?.stl;
    if (stl === undefined || k < 0 || k >= this.kept.length) return;
    this.post({ type: 'stl', index: request.index, stl: stl(this.options(k)) });
  }

  async solve(request: SolveRequest): Promise<void> {
    const post = this.post;
    const lattice = findLattice(request.lattice);
    if (!lattice) {
      post({ type: 'failure', message: `unknown lattice '${request.lattice}'` });
      return;
    }
    let result: Generated;
    try {
      result = lattice.generate(request.spec, { maxOptions: MAX_OPTIONS });
    } catch (e) {
      if (e instanceof TooManyOptionsError) post({ type: 'failure', message: tooManyOptions() });
      else if (isPositioned(e)) {
        post({ type: 'error', line: e.line, column: e.column, reason: e.reason ?? e.message, message: e.message });
      } else post({ type: 'failure', message: e instanceof Error ? e.message : String(e) });
      return;
    }
    const { problem, names } = result;
    this.problem = problem;
    this.lattice = lattice;
    this.names = names;
    post({
      type: 'problem',
      summary: result.summary,
      items: problem.primary.length + problem.secondary.length,
      options: problem.options.length,
      dlx: formatDlx(problem, { secondaryBar: result.polyform?.secondaryBar ?? false }),
    });

    const kept = this.kept;
    const progress =
      (counting: boolean) =>
      (p: Progress): void =>
        post({ type: 'progress', solutions: BigInt(p.solutions), nodes: p.nodes, estimate: p.estimate, counting, kept: kept.length });
    const stream = solve(problem, { limit: this.keep + 1, onProgress: progress(false), progressInterval: PROGRESS_MS });
    const solutions = stream[Symbol.iterator]();
    let slice = Date.now();
    for (let next = solutions.next(); !next.done; next = solutions.next()) {
      if (kept.length === this.keep) break;
      kept.push(next.value);
      const first = kept.length <= request.draw;
      if (first) this.draw(kept.length - 1);
      if (first || Date.now() - slice >= SLICE_MS) {
        post({ type: 'progress', solutions: BigInt(kept.length), nodes: stream.stats.nodes, estimate: 0, counting: false, kept: kept.length });
      }
      if (Date.now() - slice >= SLICE_MS) {
        await pause();
        slice = Date.now();
      }
    }
    const listed = stream.stats;
    // Up to the lattice's rotations and reflections: the counts of polydance solve --count --distinct.
    const descriptor = latticeNamed(request.lattice)!;
    const group = problemSymmetries(problem, descriptor, 'all').symmetries;
    this.distinctKept = [];
    const permutations = group.map((g) => g.options);
    kept.forEach((solution, k) => {
      if (leastOfOrbit(solution, permutations)) this.distinctKept.push(k);
    });
    const distinctKept = this.distinctKept.length;
    if (listed.complete) {
      const { distinct } = countDistinctSync(problem, group);
      post({
        type: 'done',
        solutions: BigInt(kept.length),
        nodes: listed.nodes,
        algorithm: listed.algorithm,
        elapsedMs: listed.elapsedMs,
        kept: kept.length,
        distinct,
        symmetries: group.length,
        distinctKept,
      });
      return;
    }
    // More solutions than are kept: counted as the search layer chooses, as the command line counts
    const started = performance.now();
    const strategy = await countStrategy(problem, knownLattice(descriptor), COUNT_REQUEST);
    if (strategy.kind === 'determinant') {
      post({
        type: 'done',
        solutions: strategy.solutions,
        nodes: listed.nodes,
        algorithm: listed.algorithm,
        elapsedMs: listed.elapsedMs + performance.now() - started,
        kept: kept.length,
        symmetries: group.length,
        distinctKept,
        determinant: strategy.pieces,
      });
      return;
    }
    // (a count is stopped by ending its worker: the request has no shouldStop, so the strategy is never `stopped`)
    if (strategy.kind === 'stopped') throw new Error(`internal error: the count was stopped before ${strategy.phase}`);
    post({ type: 'progress', solutions: 0n, nodes: 0, estimate: 0, counting: true, kept: kept.length });
    const counted = await this.countPlan(strategy.plan, this.startPool);
    post({
      type: 'done',
      solutions: counted.solutions,
      nodes: counted.nodes,
      algorithm: listed.algorithm,
      elapsedMs: listed.elapsedMs + (performance.now() - started),
      kept: kept.length,
      distinct: counted.distinct,
      symmetries: group.length,
      distinctKept,
      workers: counted.workers,
    });
  }

  /**
   * The distinct count of the search layer's plan (its symmetry parts, then Burnside's
   * small quotient problems), its tasks run part after part by `runPlan`, each part on
   * task workers of its own from `startPool` (a worker's second counting engine runs
   * about half as fast as its first), or in this thread without them; a part whose
   * search fitted in the plan is counted here. `workers`: the most task workers a part ran on.
   */
  private async countPlan(plan: SearchPlan, startPool: (() => TaskPool) | undefined): Promise<DistinctCountResult & { readonly workers: number }> {
    const post = this.post;
    const kept = this.kept.length;
    let workers = 0;
    const r = await runPlan({
      plan,
      pool: (part) => {
        // a part whose search fitted in the plan is counted here: no worker starts for it
        if (startPool === undefined || partTasks(plan, part).every((t) => t.leaf)) return { workers: [inProcessWorker()], close: () => undefined };
        const pool = startPool();
        workers = Math.max(workers, pool.workers.length);
        return pool;
      },
      progressInterval: PROGRESS_MS,
      onProgress: (p: PlanProgress) =>
        post({
          type: 'progress',
          solutions: p.solutions,
          nodes: Number(p.nodes),
          estimate: p.fraction,
          counting: true,
          kept,
          workers: p.workers,
        }),
    });
    return {
      solutions: r.solutions,
      distinct: r.distinct ?? 0n,
      symmetries: plan.symmetries,
      nodes: Number(r.nodes),
      elapsedMs: r.elapsedMs,
      complete: r.complete,
      aborted: r.aborted,
      workers,
    };
  }
}
