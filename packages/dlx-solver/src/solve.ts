import type { Problem, Solution } from '@polydance/exact-cover';
import { later } from './internal/later.js';
import { COUNT_DONE, counterFits, createBitsetCounter } from './internal/count-x.js';
import type { BitsetCounter } from './internal/count-x.js';
import type { Engine } from './internal/engine.js';
import { engineFor } from './internal/make-engine.js';
import { buildMatrix, parseBounds } from './internal/matrix.js';
import { Pacer } from './internal/pacer.js';
import { BUDGET, DONE, SOLUTION, TIMEOUT } from './internal/settings.js';
import { checkProblem, quote } from '@polydance/exact-cover';
import { checkSearchArgs } from './internal/check.js';
import { algorithmNeeded, algorithmOf } from './algorithm.js';
import type { Algorithm } from './algorithm.js';

export { algorithmOf };
export type { Algorithm };

/** A snapshot of a running search. */
export interface Progress {
  /** Solutions found so far. */
  readonly solutions: number;
  /** Search-tree nodes entered so far. */
  readonly nodes: number;
  /** Milliseconds since the search began. */
  readonly elapsedMs: number;
  /** Knuth's estimate of the fraction of the search tree explored, in [0, 1]. */
  readonly estimate: number;
}

export interface SearchOptions {
  /** Stops the search (cleanly: what was found so far is kept). */
  readonly signal?: AbortSignal;
  /** Called about every `progressInterval` milliseconds while searching. */
  readonly onProgress?: (progress: Progress) => void;
  /** Milliseconds between progress reports (default 1000). */
  readonly progressInterval?: number;
}

export interface SolveOptions extends SearchOptions {
  /** Stops after this many solutions. */
  readonly limit?: number;
  /**
   * Searches only below this prefix of choices: at level `l` the search takes branch
   * `prefix[l]` (counting from 0) of the item that the algorithm chooses there, instead
   * of all of them. Used to split a search into independent parts.
   */
  readonly prefix?: readonly number[];
}

/** Totals of a search, final once the search is over. */
export interface SearchStats {
  readonly algorithm: Algorithm;
  readonly solutions: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  /** True if the whole search space was explored. */
  readonly complete: boolean;
  /** True if the search was stopped by its signal. */
  readonly aborted: boolean;
}

/** The solutions of a problem, found as they are iterated (synchronously or asynchronously). */
export interface SolutionStream extends Iterable<Solution>, AsyncIterable<Solution> {
  /** The totals so far; final once iteration has ended. */
  readonly stats: SearchStats;
}

/** Milliseconds of searching before an asynchronous search lets other work run. */
const YIELD_MS = 25;

/**
 * Checks that a problem is consistent: item names unique and 1 to 8 characters long,
 * options naming known items at most once each, colors only on secondary items,
 * bounds only on primary items. Throws a `RangeError` naming the first problem found.
 */
export function validateProblem(problem: Problem): void {
  checkProblem(problem, 'validateProblem');
  validate(problem);
}

function validate(problem: Problem): void {
  const kinds = new Map<string, 'primary' | 'secondary'>();
  for (const [list, kind] of [
    [problem.primary, 'primary'],
    [problem.secondary, 'secondary'],
  ] as const) {
    for (const it of list) {
      // blanks as C's isspace sees them, as the reader splits names: U+FEFF or U+00A0 may be in a name
      if (it.name.length === 0 || /[ \t\n\v\f\r:|]/.test(it.name)) {
        throw new RangeError(`item name ${quote(it.name)} must be nonempty, without blanks, ':' or '|'`);
      }
      if (kinds.has(it.name)) throw new RangeError(`duplicate item name ${quote(it.name)}`);
      kinds.set(it.name, kind);
      if (it.bounds !== undefined) {
        if (kind === 'secondary') throw new RangeError(`secondary item ${quote(it.name)} cannot have bounds`);
        if (!/^(\d*:)?\d+$/.test(it.bounds)) throw new RangeError(`bounds ${quote(it.bounds)} of item ${quote(it.name)} are not a:b or b`);
        const [lower, upper] = parseBounds(it.bounds);
        if (upper === 0 || lower > upper) throw new RangeError(`bounds ${quote(it.bounds)} of item ${quote(it.name)} are empty`);
      }
    }
  }
  problem.options.forEach((option, o) => {
    const seen = new Set<string>();
    for (const oi of option) {
      const kind = kinds.get(oi.item);
      if (kind === undefined) throw new RangeError(`option ${o} names unknown item ${quote(oi.item)}`);
      if (seen.has(oi.item)) throw new RangeError(`option ${o} names item ${quote(oi.item)} twice`);
      seen.add(oi.item);
      if (oi.color !== undefined && kind === 'primary') {
        throw new RangeError(`option ${o} gives primary item ${quote(oi.item)} a color`);
      }
    }
  });
}

function createEngine(problem: Problem, algorithm: Algorithm): Engine {
  return engineFor(buildMatrix(problem), algorithm);
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => later(resolve));
}

/**
 * Bookkeeping shared by the synchronous and asynchronous loops: the size of the next
 * slice of search (see internal/pacer.ts), progress reports, and when to yield.
 */
class Clock {
  readonly start = performance.now();
  private readonly pacer = new Pacer();
  private nextProgress: number;
  private lastYield: number;

  constructor(private readonly options: SearchOptions) {
    this.nextProgress = this.start + (options.progressInterval ?? 1000);
    this.lastYield = this.start;
  }

  elapsed(): number {
    return performance.now() - this.start;
  }

  /** Nodes to run before looking at the clock again. */
  get slice(): number {
    return this.pacer.slice;
  }

  /** After a whole slice: `nodes` is the engine's total so far. */
  lap(nodes: number): void {
    this.pacer.lap(nodes);
  }

  /** Reports progress if it is time; says whether an asynchronous loop should yield now. */
  tick(progress: () => Progress): boolean {
    const now = performance.now();
    if (this.options.onProgress && now >= this.nextProgress) {
      this.nextProgress = now + (this.options.progressInterval ?? 1000);
      this.options.onProgress(progress());
    }
    if (now - this.lastYield >= YIELD_MS) {
      this.lastYield = now;
      return true;
    }
    return false;
  }
}

/**
 * Solves an exact cover problem with Algorithm X, C or M (chosen by {@link algorithmOf}),
 * choosing items and options in the same order as DLX1, DLX2 and DLX3, so solutions come
 * in the same order as Knuth's programs list them. Each solution is the list of the
 * chosen options' indices in `problem.options`, in the order they were chosen.
 *
 * Iterate synchronously (`for ... of`) or asynchronously (`for await ... of`); the
 * asynchronous form lets timers and signals (Ctrl-C, `AbortSignal.timeout`) act while
 * the search runs.
 */
export function solve(problem: Problem, options: SolveOptions = {}): SolutionStream {
  checkSearchArgs('solve', problem, options);
  validate(problem);
  const algorithm = algorithmNeeded(problem);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let engine: Engine | undefined;
  let complete = false;
  let aborted = false;
  let clock: Clock | undefined;
  let finished = false;
  /** Solutions found without an engine (a problem with nothing to cover has one). */
  let trivial = 0;

  const stats = (): SearchStats => ({
    algorithm,
    solutions: engine?.count ?? trivial,
    nodes: engine?.nodes ?? 0,
    elapsedMs: clock?.elapsed() ?? 0,
    complete,
    aborted,
  });
  const progress = (): Progress => ({
    solutions: engine?.count ?? 0,
    nodes: engine?.nodes ?? 0,
    elapsedMs: clock?.elapsed() ?? 0,
    estimate: engine?.estimate() ?? 0,
  });

  /** Runs one slice; returns a solution, 'more' to go on, or 'end'. */
  const step = (): Solution | 'more' | 'end' => {
    if (finished) return 'end';
    if (problem.primary.length === 0) {
      // nothing to cover: the empty selection is the only solution
      finished = true;
      complete = true;
      clock = new Clock(options);
      if (limit <= 0) return 'end';
      trivial = 1;
      return [];
    }
    if (engine === undefined) {
      engine = createEngine(problem, algorithm);
      if (options.prefix) engine.setPrefix(options.prefix);
    }
    clock ??= new Clock(options);
    if (options.signal?.aborted || engine.count >= limit) {
      aborted = options.signal?.aborted === true;
      finished = true;
      return 'end';
    }
    const status = engine.run(clock.slice);
    if (status === SOLUTION) return engine.solution();
    if (status === DONE || status === TIMEOUT) {
      complete = status === DONE;
      finished = true;
      return 'end';
    }
    clock.lap(engine.nodes);
    return 'more';
  };

  return {
    get stats() {
      return stats();
    },
    *[Symbol.iterator](): Iterator<Solution> {
      for (;;) {
        const r = step();
        if (r === 'end') return;
        if (r === 'more') {
          clock?.tick(progress);
          continue;
        }
        yield r;
      }
    },
    async *[Symbol.asyncIterator](): AsyncIterator<Solution> {
      for (;;) {
        const r = step();
        if (r === 'end') return;
        if (r === 'more') {
          if (clock?.tick(progress)) await yieldToEventLoop();
          continue;
        }
        yield r;
        if (clock?.tick(progress)) await yieldToEventLoop();
      }
    },
  };
}

/** The result of {@link count}. */
export interface CountResult extends Omit<SearchStats, 'solutions'> {
  /** The number of solutions, exact at any size. */
  readonly solutions: bigint;
  /**
   * How the count was made: `bitset` (the memoizing counting engine) or `dlx` (the DLX
   * engines); see {@link countingEngine}.
   */
  readonly engine: 'bitset' | 'dlx';
}

type Counter =
  | { readonly kind: 'bitset'; readonly c: BitsetCounter }
  | { readonly kind: 'dlx'; readonly e: Engine };

/**
 * The engine {@link count} uses on a problem: `bitset`, the memoizing counter (problems
 * whose state is small enough, with multiplicities only when every option has an item
 * of bounds 1), or `dlx`, the DLX engine of the problem's algorithm.
 */
export function countingEngine(problem: Problem): 'bitset' | 'dlx' {
  validateProblem(problem);
  return counterFits(problem) ? 'bitset' : 'dlx';
}

function createCounter(problem: Problem, algorithm: Algorithm): Counter {
  if (counterFits(problem)) return { kind: 'bitset', c: createBitsetCounter(problem) };
  return { kind: 'dlx', e: createEngine(problem, algorithm) };
}

/**
 * Runs a counter for one slice of `budget` nodes, solutions included (so that a problem
 * whose solutions come thick and fast still stops to look at the clock); true when it
 * has finished.
 */
function countSlice(counter: Counter, budget: number): boolean {
  if (counter.kind === 'bitset') return counter.c.run(budget) === COUNT_DONE;
  const e = counter.e;
  const end = e.nodes + budget;
  for (;;) {
    const status = e.run(end - e.nodes);
    if (status === DONE || status === TIMEOUT) return true;
    if (status === BUDGET || e.nodes >= end) return false;
  }
}

function counterNodes(counter: Counter): number {
  return counter.kind === 'bitset' ? counter.c.nodes : counter.e.nodes;
}

function counterProgress(counter: Counter, clock: Clock): Progress {
  const c = counter.kind === 'bitset' ? counter.c : counter.e;
  return { solutions: c.count, nodes: c.nodes, elapsedMs: clock.elapsed(), estimate: c.estimate() };
}

function countResult(counter: Counter, algorithm: Algorithm, clock: Clock, complete: boolean, aborted: boolean): CountResult {
  const c = counter.kind === 'bitset' ? counter.c : counter.e;
  return {
    algorithm,
    engine: counter.kind,
    solutions: counter.kind === 'bitset' ? counter.c.exactCount() : BigInt(counter.e.count),
    nodes: c.nodes,
    elapsedMs: clock.elapsed(),
    complete,
    aborted,
  };
}

/**
 * Counts the solutions of a problem without listing them, exactly (a bigint). For
 * problems with or without colors (and, with multiplicities, whose every option has an
 * item of bounds 1) of moderate size this uses a counting engine that is much faster than
 * listing (see README); otherwise the DLX engines. Lets timers and signals act while it runs.
 */
export async function count(problem: Problem, options: SearchOptions = {}): Promise<CountResult> {
  const steps = counting('count', problem, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await yieldToEventLoop();
  }
}

/** {@link count}, synchronously: the signal is only checked, never waited for. */
export function countSync(problem: Problem, options: SearchOptions = {}): CountResult {
  const steps = counting('countSync', problem, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The count of {@link count} and {@link countSync}, slice by slice: it yields where the
 * clock says timers and signals should get a turn (the async caller lets them, the sync
 * one goes on), and returns the result.
 */
function* counting(where: string, problem: Problem, options: SearchOptions): Generator<void, CountResult> {
  checkSearchArgs(where, problem, options);
  validate(problem);
  const algorithm = algorithmNeeded(problem);
  const counter = createCounter(problem, algorithm);
  const clock = new Clock(options);
  for (;;) {
    if (options.signal?.aborted) return countResult(counter, algorithm, clock, false, true);
    if (countSlice(counter, clock.slice)) return countResult(counter, algorithm, clock, true, false);
    clock.lap(counterNodes(counter));
    if (clock.tick(() => counterProgress(counter, clock))) yield;
  }
}
