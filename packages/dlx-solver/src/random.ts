import { EngineLimitError } from './errors.js';
import type { Problem, Solution } from '@polydance/exact-cover';
import { COUNT_DONE, counterFits, createBitsetCounter } from './internal/count-x.js';
import type { BitsetCounter } from './internal/count-x.js';
import { checkSearchArgs } from './internal/check.js';
import { GbFlip } from './internal/gb-flip.js';
import { later } from './internal/later.js';
import { validateProblem } from './solve.js';

/** The options of {@link randomSolutions}. */
export interface RandomOptions {
  /** The seed of the random numbers (default 0): the same seed draws the same solutions. */
  readonly seed?: number;
  /**
   * Stops the count that comes first (cleanly: nothing is drawn), or the draws that follow
   * (those drawn are kept). Looked at every few milliseconds, in the count and in the draws.
   */
  readonly signal?: AbortSignal;
  /**
   * Takes the solutions as they are drawn, a batch every few milliseconds, in order
   * (awaited: a slow reader slows the draws); they are then not kept in `drawn`, so that
   * a million draws take no more memory than one.
   */
  readonly onDrawn?: (batch: readonly Solution[]) => void | Promise<void>;
}

/** What {@link randomSolutions} drew. */
export interface RandomResult {
  /** The number of solutions, exactly (known once the count is complete). */
  readonly solutions: bigint;
  /** The solutions drawn (none kept when `onDrawn` took them), each the chosen options' indices, in the order the search chose them. */
  readonly drawn: Solution[];
  /** How many solutions were drawn (also those given to `onDrawn`). */
  readonly drawnCount: number;
  /** False when the signal stopped the count: then nothing was drawn. */
  readonly complete: boolean;
  /** False when the signal stopped the draws before the n-th (the count is exact all the same). */
  readonly drawnAll: boolean;
  /** Search-tree nodes entered by the count. */
  readonly nodes: number;
}

/** A node met by a draw: its branches' options and the solutions below each. */
interface Node {
  readonly options: readonly number[];
  readonly counts: readonly bigint[];
}

/** The most nodes remembered between draws (those near the root come again and again). */
const MAX_SEEN = 1 << 16;

/** Milliseconds of counting before the count lets timers and signals act. */
const YIELD_MS = 25;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => later(resolve));
}

/** Thrown inside a draw when the signal stops it (caught by {@link randomSolutions}). */
class DrawStopped extends Error {}

/** Gives timers and signals a turn when {@link YIELD_MS} have passed; throws a {@link DrawStopped} once the signal is aborted. */
class Pacer {
  private last = performance.now();
  constructor(private readonly signal: AbortSignal | undefined) {}

  async pace(): Promise<void> {
    if (performance.now() - this.last < YIELD_MS) return;
    await yieldToEventLoop();
    this.last = performance.now();
    if (this.signal?.aborted) throw new DrawStopped();
  }
}

/** The count of the subtree below `path`; the counter's remembered counts make it quick (where they do not, it paces itself). */
async function countBelow(counter: BitsetCounter, path: readonly number[], pacer: Pacer): Promise<bigint> {
  counter.restart(path);
  while (counter.run(1 << 16) !== COUNT_DONE) await pacer.pace();
  return counter.exactCount();
}

/** A uniformly random integer in [0, m), from 31-bit numbers, by rejection (m > 0). */
function below(rng: GbFlip, m: bigint): bigint {
  const bits = BigInt(m.toString(2).length);
  const mask = (1n << bits) - 1n;
  for (;;) {
    let r = 0n;
    for (let have = 0n; have < bits; have += 31n) r = (r << 31n) | BigInt(rng.next());
    r &= mask;
    if (r < m) return r;
  }
}

/**
 * One solution, uniformly at random: from the root, at each node, the branch is taken
 * with probability (solutions below it) / (solutions below the node), the counts read
 * from the counter's table of remembered counts (or counted again where the table has
 * forgotten them). `total` is the count below the root.
 */
async function drawOne(counter: BitsetCounter, rng: GbFlip, total: bigint, seen: Map<string, Node>, pacer: Pacer): Promise<Solution> {
  const path: number[] = [];
  const chosen: number[] = [];
  let here = total;
  for (;;) {
    const at = path.join(' ');
    let node = seen.get(at);
    if (node === undefined) {
      const degree = counter.probe(path);
      if (degree < 0) throw new Error('internal error: a random draw reached a dead end');
      const options = Array.from({ length: degree }, (_, j) => counter.branchOption(j));
      const counts: bigint[] = [];
      for (let j = 0; j < degree; j++) counts.push(await countBelow(counter, [...path, j], pacer));
      node = { options, counts };
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.set(at, node);
    }
    const { options, counts } = node;
    const degree = options.length;
    if (degree === 0) return chosen;
    let r = below(rng, here);
    let j = 0;
    while (r >= (counts[j] as bigint)) r -= counts[j++] as bigint;
    if (j >= degree) throw new Error('internal error: the counts of the branches do not add up');
    path.push(j);
    chosen.push(options[j] as number);
    here = counts[j] as bigint;
  }
}

/**
 * Draws `n` solutions of a problem uniformly at random from all its solutions (each
 * independently: a solution may come more than once), reproducibly for a seed. The
 * problem is counted first with the memoizing counting engine, whose remembered counts
 * then weigh each branch of a walk down the search tree; so this takes the problems
 * that engine takes (throws a `RangeError` for others). A problem with no solution
 * draws none. Lets timers and signals act while it counts and while it draws (a stop
 * keeps the solutions drawn before it); `onDrawn` takes them as they come.
 */
export async function randomSolutions(problem: Problem, n: number, options: RandomOptions = {}): Promise<RandomResult> {
  checkSearchArgs('randomSolutions', problem, options);
  if (!Number.isInteger(n) || n < 0) throw new TypeError('randomSolutions: n must be a whole number, 0 or more');
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed)) throw new TypeError('randomSolutions: options.seed must be an integer');
  validateProblem(problem);
  if (problem.primary.length === 0) {
    // one solution, the empty one, drawn n times
    const all: Solution[] = Array.from({ length: n }, () => []);
    if (options.onDrawn !== undefined && n > 0) await options.onDrawn(all);
    return { solutions: 1n, drawn: options.onDrawn === undefined ? all : [], drawnCount: n, complete: true, drawnAll: true, nodes: 0 };
  }
  if (!counterFits(problem)) throw new EngineLimitError('randomSolutions', 'the problem is too large for the counting engine (its state at each level)');
  const counter = createBitsetCounter(problem);
  let last = performance.now();
  for (;;) {
    if (options.signal?.aborted) return { solutions: counter.exactCount(), drawn: [], drawnCount: 0, complete: false, drawnAll: n === 0, nodes: counter.nodes };
    if (counter.run(1 << 16) === COUNT_DONE) break;
    if (performance.now() - last >= YIELD_MS) {
      await yieldToEventLoop();
      last = performance.now();
    }
  }
  const total = counter.exactCount();
  const nodes = counter.nodes;
  const rng = new GbFlip(seed);
  const drawn: Solution[] = [];
  const seen = new Map<string, Node>();
  const pacer = new Pacer(options.signal);
  const { onDrawn } = options;
  let count = 0;
  let batch: Solution[] = [];
  let sent = performance.now();
  try {
    if (total > 0n) {
      while (count < n) {
        if (options.signal?.aborted) throw new DrawStopped();
        const one = await drawOne(counter, rng, total, seen, pacer);
        count++;
        if (onDrawn === undefined) drawn.push(one);
        else {
          batch.push(one);
          if (performance.now() - sent >= YIELD_MS) {
            await onDrawn(batch);
            batch = [];
            sent = performance.now();
          }
        }
        await pacer.pace();
      }
    }
  } catch (e) {
    if (!(e instanceof DrawStopped)) throw e;
  }
  if (onDrawn !== undefined && batch.length > 0) await onDrawn(batch);
  return { solutions: total, drawn, drawnCount: total > 0n ? count : 0, complete: true, drawnAll: total === 0n || count === n, nodes };
}