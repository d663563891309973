import type { Problem } from '@polydance/exact-cover';
import { parseBounds } from './matrix.js';

/**
 * A counter that only counts: Algorithm X and C problems, and Algorithm M problems
 * whose every option has an item of bounds 1 (as the 8x8 dominoes, `[0-7][0-7]` with
 * `32|D 00 01`).
 *
 * It makes the same choices as DLX1 (branch on the active primary item with the fewest
 * options, the leftmost on ties, and try its options in list order), so its branch
 * numbers mean what DLX1's mean and a search can be split into the same subtrees (see
 * `restart` and `path`). It keeps its state differently, which pays when nothing has to
 * be printed:
 *
 * - Each item has a bit mask over its own list of options: bit p says whether the p-th
 *   option of the list is still active. Hiding an option clears one bit and decrements
 *   one count per item of the option; nothing is linked or unlinked.
 * - Backtracking restores the masks and counts by copying them from a stack of saved
 *   states, one per level, instead of undoing the updates one by one.
 * - When covering the items of a chosen option leaves an uncovered primary item with no
 *   option, the attempt stops at once (Algorithm X would find that item at the next level).
 * - The number of solutions below a node depends only on which items are still uncovered,
 *   so counts of finished subtrees are remembered in a hash table, keyed by that set,
 *   and a node whose set was seen before is not searched again.
 * - Items with bounds other than 1 (multiplicities) are never branched on: the search
 *   branches on the items of bounds 1 only, which chooses every solution exactly once
 *   when every option has such an item. A multiplicity item counts the chosen options
 *   that have it; at its upper bound its other options are hidden, a node where it can
 *   no longer reach its lower bound is dead, and a solution needs every lower bound met.
 * - The key of a remembered count keeps, for each multiplicity item, only what can still
 *   bind below: the uses still allowed, capped by how many of its options can still be
 *   chosen (the active options that have it, and the uncovered items of bounds 1 divided
 *   by the fewest such items an option of it has), and the uses still needed (0 once the
 *   lower bound is met). Twelve copies of a pentomino allowed where only six more
 *   pentominoes fit is the same as six, so such states meet. A node needing more uses
 *   than its cap is dead. (A multiplicity item at its upper bound has a cap of 0, so its
 *   bit is not in the key.)
 * - Frontier branching: on a problem of "any number of copies" (see {@link counterBranching})
 *   the counter branches on the first uncovered item of bounds 1 in the order the input
 *   lists them, instead of DLX1's rule. On a board whose cells are listed in a scan
 *   along its narrow side (the CLI lists them so), the uncovered cells then form a
 *   profile behind a moving border, as in a transfer matrix, and far more states meet
 *   (the 6x10 pentominoes with any number of each: a second instead of hours). It
 *   hides no options: the candidates are the options whose first item of bounds 1 is
 *   the branching item and whose items are all uncovered; a node with none is dead.
 *   The rule depends only on the problem, so plans made with `probe` and tasks counted
 *   by another counter agree; the counts are the same either way.
 * - Colors (Algorithm C): choosing an option that gives a secondary item a color hides
 *   the options that give it another color or none, as Knuth's purify does; the item
 *   keeps its color below. The key then also holds, for each colored secondary item
 *   that still has options, its color (or "none yet"); one with no options left is the
 *   same whatever its color, which lets more states meet.
 * - Counts are exact at any size: a float64 below 2^52, carried into a bigint beyond.
 *
 * The search tree differs from Knuth's DLX1 (nodes and updates are not DLX1's); the
 * count does not. All arrays are allocated once, in the constructor.
 */

/** Largest saved state (mask words plus counts) for which this counter is used. */
export const MAX_STATE_WORDS = 1 << 14;

export interface BitsetShape {
  readonly items: number;
  readonly primaries: number;
  readonly stateWords: number;
}

/** The size of the state this counter would copy per level, or undefined if it cannot run. */
export function bitsetShape(problem: Problem): BitsetShape | undefined {
  const nPrim = problem.primary.length;
  const n = nPrim + problem.secondary.length;
  const single = new Uint8Array(nPrim);
  let multiplicities = 0;
  for (let i = 0; i < nPrim; i++) {
    const [lower, upper] = parseBounds(problem.primary[i]!.bounds);
    if (lower === 1 && upper === 1) single[i] = 1;
    else if (upper < 1 || lower > upper) return undefined;
    else multiplicities++;
  }
  const index = new Map<string, number>();
  problem.primary.forEach((it, i) => index.set(it.name, i));
  problem.secondary.forEach((it, i) => index.set(it.name, nPrim + i));
  const len = new Int32Array(n);
  for (const o of problem.options) {
    let hasSingle = false;
    for (const oi of o) {
      const x = index.get(oi.item);
      if (x === undefined) return undefined;
      if (x < nPrim && single[x] === 1) hasSingle = true;
      len[x] = (len[x] as number) + 1;
    }
    // an option of multiplicity items alone could be chosen in no branch on an item of bounds 1
    if (!hasSingle && multiplicities > 0) return undefined;
  }
  let words = 0;
  for (let x = 0; x < n; x++) words += ((len[x] ?? 0) + 31) >> 5;
  return { items: n, primaries: nPrim, stateWords: words + n + multiplicities };
}

/**
 * How the counter branches on `problem`: `dlx` (DLX1's rule: the fewest options, the
 * leftmost on ties) or `frontier` (the first uncovered item of bounds 1 in input order).
 * Frontier for problems of "any number of copies": multiplicities whose upper bounds
 * cannot bind at the start (no more copies fit in the items of bounds 1), no colors, a
 * key that fits the table of remembered counts. Measured: the 6x10 pentominoes and the
 * 8x8 tetrominoes, any number of each, take a second or two instead of hours; where
 * copies are few (`2|X`), DLX1's rule prunes better. Problems without multiplicities
 * keep DLX1's rule, so that their tasks are DLX1's subtrees.
 */
export function counterBranching(problem: Problem): 'dlx' | 'frontier' {
  const mult = new Map<string, number>();
  let singles = 0;
  for (const it of problem.primary) {
    const [lower, upper] = parseBounds(it.bounds);
    if (lower !== 1 || upper !== 1) mult.set(it.name, upper);
    else singles++;
  }
  if (mult.size === 0) return 'dlx';
  const n = problem.primary.length + problem.secondary.length;
  if (keyWords(n, mult.size, 0) > MEMO_MAX_KEY_WORDS) return 'dlx';
  const single = new Set(problem.primary.filter((it) => !mult.has(it.name)).map((it) => it.name));
  for (const o of problem.options) {
    let k = 0;
    for (const oi of o) {
      // frontier branching hides no options, so it has no colors to purify
      if (oi.color !== undefined) return 'dlx';
      if (single.has(oi.item)) k++;
    }
    // an option's multiplicity item must allow as many copies as fit
    for (const oi of o) {
      const upper = mult.get(oi.item);
      if (upper !== undefined && k > 0 && upper < Math.floor(singles / k)) return 'dlx';
    }
  }
  return 'frontier';
}

/** Words of a key: a bit per item, a word per multiplicity item, the colors packed. */
function keyWords(n: number, nMult: number, coloredWords: number): number {
  return ((n + 31) >> 5) + nMult + coloredWords;
}

/** Whether this counter can count `problem` (its state small enough to copy at each level). */
export function counterFits(problem: Problem): boolean {
  const shape = bitsetShape(problem);
  return shape !== undefined && shape.stateWords <= MAX_STATE_WORDS;
}

const ENTER = 0;
const TRY = 1;
const NEXT = 2;
const FINISHED = 3;

export const COUNT_BUDGET = 0;
export const COUNT_DONE = 1;

/** The largest table of remembered counts, in bytes (see `memoBytes`). */
export const MEMO_BYTES = 12 << 20;
/** Counts below this are kept in a float64; larger ones are carried into a bigint. */
const CARRY = 2 ** 52;
/** An empty slot of the table (a stored count is ≥ 0, or ≤ -2 for a bigint's index). */
const EMPTY = -1;
const MEMO_MAX_KEY_WORDS = 48;
const PROBES = 4;

/** A resumable counter; see the module comment. */
export interface BitsetCounter {
  /**
   * Searches until `budget` more nodes have been entered, or to the end. When it returns
   * COUNT_BUDGET it stands before a node it has not entered yet (see `path`).
   */
  run(budget: number): number;
  /**
   * Starts again from the root, below a prefix of branch numbers (as `SolveOptions.prefix`),
   * with `count` and `nodes` back at 0; the table of remembered counts is kept (they
   * depend only on the items still uncovered, not on the path). With `from` shorter than
   * the prefix, only its first `from` branches are fixed: the rest is a position to
   * resume from, to the end of the subtree below them.
   */
  restart(prefix: readonly number[], from?: number): void;
  /** The levels whose branch the prefix still gives on entry (see `restart`). */
  readonly prefixLength: number;
  /**
   * Where the search stands (between two nodes), makes its levels above `prefix.length`
   * fixed, as if it had been started below `prefix` (the branches it took there): it
   * ends when it backs into them, and the branches left there are for others to search.
   */
  narrow(prefix: readonly number[]): void;
  /**
   * The branch taken (from 0) and the number of branches at each level above the node
   * the search stands before, written into `branch` and `degree`; returns the number of
   * levels.
   */
  path(branch: Int32Array, degree: Int32Array): number;
  /** Knuth's estimate of the fraction of the tree explored: `k of d` at every level. */
  estimate(): number;
  /**
   * Looks at the node a prefix leads to (for a plan of tasks, or for a random draw; as
   * `restart`, it leaves the counter below the prefix, and the node itself is never
   * taken from the table of remembered counts): -1 if the subtree has no solution, 0 if
   * the prefix itself is a solution, else the node's number of branches.
   */
  probe(prefix: readonly number[]): number;
  /** Right after a `probe` that found a node: the option its branch `j` chooses. */
  branchOption(j: number): number;
  /**
   * Starts again from the root as `restart([])` does, with the named items already
   * covered (a smaller board of the same problem: the options that have them are out).
   * Frontier branching only (it hides no options); the table of remembered counts is
   * kept, so boards that share their last cells share their counts.
   */
  restartWithout(items: readonly string[]): void;
  /**
   * One random walk down from the node a prefix leads to (on a counter made with
   * `memo: false`), taking at each node the branch `random()` picks: Knuth's estimate of
   * the number of nodes below the prefix (1 + d1 + d1·d2 + ...), 0 if the prefix is dead.
   * The mean of many walks is an unbiased estimate of the subtree's size.
   */
  walk(prefix: readonly number[], random: () => number): number;
  /** The solutions counted so far (exact below 2^53; see {@link BitsetCounter.exactCount}). */
  readonly count: number;
  /** The solutions counted so far, exactly. */
  exactCount(): bigint;
  readonly nodes: number;
  readonly memoHits: number;
  readonly finished: boolean;
}

/**
 * Builds a counter. Its working arrays are constants of the closures below, allocated
 * once here; that lets the compiler keep their addresses and lengths in registers.
 */
export function createBitsetCounter(
  problem: Problem,
  options: { readonly memo?: boolean; readonly memoBytes?: number; readonly branching?: 'dlx' | 'frontier' } = {},
): BitsetCounter {
  const nPrim = problem.primary.length;
  const n = nPrim + problem.secondary.length;
  // items are numbered: the primaries of bounds 1 first (the only ones branched on, in
  // their order), then the multiplicity items, then the secondaries
  const index = new Map<string, number>();
  const bounds = problem.primary.map((it) => parseBounds(it.bounds));
  const nSingle = bounds.filter(([a, b]) => a === 1 && b === 1).length;
  const nMult = nPrim - nSingle;
  const lower = new Int32Array(nMult);
  const upper = new Int32Array(nMult);
  {
    let single = 0;
    let mult = 0;
    problem.primary.forEach((it, i) => {
      const [a, b] = bounds[i]!;
      if (a === 1 && b === 1) index.set(it.name, single++);
      else {
        lower[mult] = a;
        upper[mult] = b;
        index.set(it.name, nSingle + mult++);
      }
    });
  }
  problem.secondary.forEach((it, i) => index.set(it.name, nPrim + i));
  const len = new Int32Array(n);
  let total = 0;
  for (const o of problem.options) {
    for (const oi of o) len[index.get(oi.item) ?? 0] = (len[index.get(oi.item) ?? 0] as number) + 1;
    total += o.length;
  }
  const wBase = new Int32Array(n + 1);
  for (let x = 0; x < n; x++) wBase[x + 1] = (wBase[x] as number) + (((len[x] as number) + 31) >> 5);
  const totalW = wBase[n] as number;
  const optAt = new Int32Array(totalW * 32);
  const optStart = new Int32Array(problem.options.length + 1);
  const nodeItem = new Int32Array(total);
  const nodeW = new Int32Array(total);
  const nodeMask = new Int32Array(total);
  // the masks and counts of the state sit at the start of arrays that also hold the copy
  // saved at each level (level l at l + 1): saving and restoring copy within one array
  // (copyWithin), which allocates nothing, where a copy from another array's part needs
  // a view of that part at every node
  const levels = nSingle + 2;
  const maskStack = new Int32Array(totalW * (levels + 1));
  const mask = maskStack.subarray(0, totalW);
  // colors: numbered from 1 (0 is none), for each node and for each position of an item's list
  const colorIds = new Map<string, number>();
  const nodeColor = new Int32Array(total);
  const colorAt = new Int32Array(totalW * 32);
  {
    const fill = new Int32Array(n);
    let q = 0;
    problem.options.forEach((o, oi) => {
      optStart[oi] = q;
      for (const it of o) {
        const x = index.get(it.item) ?? 0;
        const p = fill[x] as number;
        fill[x] = p + 1;
        const w = (wBase[x] as number) + (p >> 5);
        nodeItem[q] = x;
        nodeW[q] = w;
        nodeMask[q] = ~(1 << (p & 31));
        optAt[w * 32 + (p & 31)] = oi;
        if (it.color !== undefined) {
          let c = colorIds.get(it.color);
          if (c === undefined) colorIds.set(it.color, (c = colorIds.size + 1));
          nodeColor[q] = c;
          colorAt[w * 32 + (p & 31)] = c;
        }
        mask[w] = (mask[w] as number) | (1 << (p & 31));
        q++;
      }
    });
    optStart[problem.options.length] = q;
  }
  const cntStack = new Int32Array(n * (levels + 1));
  const cnt = cntStack.subarray(0, n);
  cnt.set(len);
  const initMask = mask.slice();
  const covered = new Uint8Array(n);
  const act = new Int32Array(nSingle);
  const apos = new Int32Array(n);
  for (let x = 0; x < nSingle; x++) {
    act[x] = x;
    apos[x] = x;
  }
  let nAct = nSingle;
  const secStack = new Int32Array(n + 1);
  let secN = 0;
  // the color given to each secondary item (0: none yet), and the items given one, in order
  const sColor = new Int32Array(n);
  const purStack = new Int32Array(n + 1);
  let purN = 0;
  // the secondary items that some option colors; a key holds 2^cShift bits for each
  const colored: number[] = [];
  {
    const seen = new Uint8Array(n);
    for (let q = 0; q < total; q++) {
      if ((nodeColor[q] as number) !== 0 && seen[nodeItem[q] as number] === 0) {
        seen[nodeItem[q] as number] = 1;
        colored.push(nodeItem[q] as number);
      }
    }
    colored.sort((a, b) => a - b);
  }
  const coloredItems = Int32Array.from(colored);
  const nColored = coloredItems.length;
  const cShift = colorIds.size + 2 <= 4 ? 1 : colorIds.size + 2 <= 16 ? 2 : colorIds.size + 2 <= 256 ? 3 : 4;
  const perWord = 32 >> cShift;

  const saveAct = new Int32Array(levels);
  const saveSec = new Int32Array(levels);
  const savePur = new Int32Array(levels);
  const bestAt = new Int32Array(levels);
  const jAt = new Int32Array(levels);
  const candBase = new Int32Array(levels + 1);
  const candN = new Int32Array(levels);
  // the candidates of all levels on the current path: each option is a candidate at most once
  const cand = new Int32Array(problem.options.length + levels);

  // the key of a state: a bit per covered item, then the use count of each multiplicity
  // item, then 2^cShift bits per colored secondary item (0: no option left; else 1 + color)
  const B = (n + 31) >> 5;
  const CW = B + nMult;
  const W = keyWords(n, nMult, Math.ceil(nColored / perWord));
  const memo = (options.memo ?? true) && W <= MEMO_MAX_KEY_WORDS;
  const bits = new Int32Array(W);
  // the uses of each multiplicity item so far, and the fewest items of bounds 1 an option of it has
  const used = new Int32Array(nMult);
  const saveUsed = new Int32Array(nMult * levels);
  const fewest = new Int32Array(nMult).fill(0x7fffffff);
  for (let o = 0; o < problem.options.length; o++) {
    let singles = 0;
    for (let q = optStart[o] as number; q < (optStart[o + 1] as number); q++) if ((nodeItem[q] as number) < nSingle) singles++;
    for (let q = optStart[o] as number; q < (optStart[o + 1] as number); q++) {
      const z = (nodeItem[q] as number) - nSingle;
      if (z >= 0 && z < nMult && singles < (fewest[z] as number)) fewest[z] = singles;
    }
  }
  // frontier branching: the first uncovered item of bounds 1 at each level
  // (it hides no options, so it cannot purify colors: a problem with colors branches as DLX1)
  const frontier = (options.branching ?? counterBranching(problem)) === 'frontier' && colorIds.size === 0;
  const frontAt = new Int32Array(levels);
  // when x is the first uncovered item, the options that can cover it are those whose
  // items of bounds 1 all come at or after x: listed for each x, in input order
  const firstStart = new Int32Array(frontier ? nSingle + 1 : 1);
  const firstOpts = new Int32Array(frontier ? problem.options.length : 0);
  if (frontier) {
    const first = new Int32Array(problem.options.length);
    for (let o = 0; o < problem.options.length; o++) {
      let f = nSingle;
      for (let q = optStart[o] as number; q < (optStart[o + 1] as number); q++) {
        const z = nodeItem[q] as number;
        if (z < f) f = z;
      }
      first[o] = f;
      firstStart[f + 1] = (firstStart[f + 1] as number) + 1;
    }
    for (let x = 0; x < nSingle; x++) firstStart[x + 1] = (firstStart[x + 1] as number) + (firstStart[x] as number);
    const fill = firstStart.slice(0, nSingle);
    for (let o = 0; o < problem.options.length; o++) {
      const f = first[o] as number;
      firstOpts[fill[f] as number] = o;
      fill[f] = (fill[f] as number) + 1;
    }
  }
  const keyAt = new Int32Array(W * levels);
  const countAt = new Float64Array(levels);
  const carryAt = new Int32Array(levels);
  // counts of 2^52 and more: `big` holds what was carried; `bigAt[l]` its value when level
  // l was entered (one bigint per level, however many carries: a list of every carry's
  // value grew with each remembered count of 2^52 or more taken)
  let big = 0n;
  let carries = 0;
  const bigAt: bigint[] = new Array<bigint>(levels).fill(0n);
  /** Remembered counts of 2^52 and more, by index (the table holds -2 - index); `bigBytes` about their size. */
  let bigCounts: bigint[] = [];
  let bigBytes = 0;
  // the table of remembered counts starts small and doubles when half full, up to a cap
  const memoBytes = options.memoBytes ?? MEMO_BYTES;
  const maxLog = memo ? Math.max(4, Math.min(20, Math.floor(Math.log2(memoBytes / (4 * W + 8))))) : 0;
  let logSize = Math.min(maxLog, 12);
  let tableMask = (1 << logSize) - 1;
  let tKeys = new Int32Array(memo ? W << logSize : 0);
  let tVal = new Float64Array(memo ? 1 << logSize : 0).fill(EMPTY);
  let stored = 0;

  /**
   * The branch each level the prefix gives takes when entered; levels below `fixed`
   * take that one branch only, the others (a position to resume from) go on from it, and
   * a backtrack at one cuts the prefix there. A level entered at a prefix's branch is
   * never remembered (`partial`: its count misses the branches before it).
   */
  let prefix = new Int32Array(0);
  let fixed = 0;
  const partial = new Uint8Array(levels);
  /** The level a probe looks at (not taken from the table), or -1. */
  let probeLevel = -1;
  let pc = ENTER;
  let level = 0;
  let count = 0;
  let nodes = 0;
  let memoHits = 0;

  /** Adds to the count, carrying into `big` before a float64 would lose a unit. */
  function add(v: number): void {
    count += v;
    if (count >= CARRY) carry(BigInt(count), 0);
  }

  function carry(b: bigint, rest: number): void {
    big += b;
    count = rest;
    carries++;
  }

  /**
   * Marks item `x` covered (it leaves the active primaries of bounds 1, or joins the
   * covered multiplicity and secondary items).
   */
  function deactivate(x: number): void {
    covered[x] = 1;
    // a multiplicity item's bit stays 0: its cap in the key says it can be used no more
    if (x < nSingle || x >= nPrim) bits[x >> 5] = (bits[x >> 5] as number) | (1 << (x & 31));
    if (x < nSingle) {
      const p = apos[x] as number;
      const last = act[--nAct] as number;
      act[p] = last;
      apos[last] = p;
      act[nAct] = x;
      apos[x] = nAct;
    } else {
      secStack[secN++] = x;
    }
  }

  /** Hides option `o`; returns false if an uncovered primary item loses its last option. */
  function hideOption(o: number): boolean {
    let ok = true;
    const e = optStart[o + 1] as number;
    for (let q = optStart[o] as number; q < e; q++) {
      const z = nodeItem[q] as number;
      const wz = nodeW[q] as number;
      mask[wz] = (mask[wz] as number) & (nodeMask[q] as number);
      const c = (cnt[z] as number) - 1;
      cnt[z] = c;
      if (c === 0 && z < nSingle && covered[z] === 0) ok = false;
    }
    return ok;
  }

  /**
   * Hides every active option of item `y` but those that give it color `keep` (-1: none
   * is kept). With `check`, stops and returns false as soon as an uncovered primary item
   * has lost its last option.
   */
  function hideExcept(y: number, keep: number, check: boolean): boolean {
    const end = wBase[y + 1] as number;
    for (let w = wBase[y] as number; w < end; w++) {
      let word = mask[w] as number;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const pos = w * 32 + 31 - Math.clz32(low);
        if ((colorAt[pos] as number) !== keep && !hideOption(optAt[pos] as number) && check) return false;
      }
    }
    return true;
  }

  function save(l: number): void {
    if (!frontier) {
      maskStack.copyWithin((l + 1) * totalW, 0, totalW);
      cntStack.copyWithin((l + 1) * n, 0, n);
    }
    for (let k = 0; k < nMult; k++) saveUsed[l * nMult + k] = used[k] as number;
    saveAct[l] = nAct;
    saveSec[l] = secN;
    savePur[l] = purN;
  }

  /** Writes the colors of the colored secondary items into the key. */
  function colorKey(): void {
    for (let w = CW; w < W; w++) bits[w] = 0;
    for (let k = 0; k < nColored; k++) {
      const y = coloredItems[k] as number;
      if ((cnt[y] as number) === 0) continue;
      const w = CW + ((k / perWord) | 0);
      bits[w] = (bits[w] as number) | (((sColor[y] as number) + 1) << ((k % perWord) << cShift));
    }
  }

  /**
   * Frontier branching hides nothing: the candidates of `best`, the first uncovered item,
   * are its options (those of which it is the first item) whose items are all uncovered (a multiplicity item at its upper bound is covered), put in
   * `cand` for this level; returns how many.
   */
  function frontierCandidates(best: number): number {
    const cb = candBase[level] as number;
    let cn = 0;
    const end = firstStart[best + 1] as number;
    for (let p = firstStart[best] as number; p < end; p++) {
      const o = firstOpts[p] as number;
      const qe = optStart[o + 1] as number;
      let q = optStart[o] as number;
      while (q < qe && covered[nodeItem[q] as number] === 0) q++;
      if (q === qe) cand[cb + cn++] = o;
    }
    return cn;
  }

  /** Whether every multiplicity item has reached its lower bound. */
  function lowerBoundsMet(): boolean {
    for (let k = 0; k < nMult; k++) if ((used[k] as number) < (lower[k] as number)) return false;
    return true;
  }

  /**
   * Writes what can still bind of each multiplicity item into the key: the uses still
   * allowed, capped by the options of it that can still be chosen, and the uses still
   * needed. Returns false if some item needs more uses than it can still get (a dead node).
   */
  function multiplicityKey(): boolean {
    for (let k = 0; k < nMult; k++) {
      const u = used[k] as number;
      let cap = (upper[k] as number) - u;
      if (!frontier) {
        const c = cnt[nSingle + k] as number;
        if (c < cap) cap = c;
      }
      const fit = (nAct / (fewest[k] as number)) | 0;
      if (fit < cap) cap = fit;
      const need = (lower[k] as number) - u;
      if (need > cap) return false;
      // cap ≤ nAct < 2^16 when the key fits the table (at most 48 words of items)
      bits[B + k] = need > 0 ? cap | (need << 16) : cap;
    }
    return true;
  }

  function restore(l: number): void {
    if (!frontier) {
      maskStack.copyWithin(0, (l + 1) * totalW, (l + 2) * totalW);
      cntStack.copyWithin(0, (l + 1) * n, (l + 2) * n);
    }
    for (let k = 0; k < nMult; k++) used[k] = saveUsed[l * nMult + k] as number;
    const np = savePur[l] as number;
    while (purN > np) sColor[purStack[--purN] as number] = 0;
    const na = saveAct[l] as number;
    for (let k = nAct; k < na; k++) {
      const x = act[k] as number;
      covered[x] = 0;
      bits[x >> 5] = (bits[x >> 5] as number) & ~(1 << (x & 31));
    }
    nAct = na;
    const ns = saveSec[l] as number;
    while (secN > ns) {
      const x = secStack[--secN] as number;
      covered[x] = 0;
      bits[x >> 5] = (bits[x >> 5] as number) & ~(1 << (x & 31));
    }
  }

  function hash(keys: Int32Array, off: number): number {
    let h = 0x9e3779b9 | 0;
    for (let w = 0; w < W; w++) {
      h = Math.imul(h ^ (keys[off + w] as number), 0x85ebca6b);
      h ^= h >>> 13;
    }
    return h & tableMask;
  }

  function lookup(): number {
    const h = hash(bits, 0);
    for (let pr = 0; pr < PROBES; pr++) {
      const s = (h + pr) & tableMask;
      const v = tVal[s] as number;
      if (v === EMPTY) return EMPTY;
      let w = 0;
      while (w < W && tKeys[s * W + w] === bits[w]) w++;
      if (w === W) return v;
    }
    return EMPTY;
  }

  /** Puts a count in the table; `keys[off..off+W)` is its key. */
  function put(keys: Int32Array, off: number, v: number): void {
    const h = hash(keys, off);
    let s = h;
    for (let pr = 0; pr < PROBES; pr++) {
      const s2 = (h + pr) & tableMask;
      if ((tVal[s2] as number) === EMPTY) {
        s = s2;
        stored++;
        break;
      }
    }
    for (let w = 0; w < W; w++) tKeys[s * W + w] = keys[off + w] as number;
    tVal[s] = v;
  }

  /** Doubles the table, keeping what it holds. */
  function grow(): void {
    const oldKeys = tKeys;
    const oldVal = tVal;
    logSize++;
    tableMask = (1 << logSize) - 1;
    tKeys = new Int32Array(W << logSize);
    tVal = new Float64Array(1 << logSize).fill(EMPTY);
    stored = 0;
    for (let s = 0; s < oldVal.length; s++) {
      const v = oldVal[s] as number;
      if (v !== EMPTY) put(oldKeys, s * W, v);
    }
  }

  /**
   * Keeps a count of 2^52 or more for the table: the value the table holds for it, or
   * EMPTY when it is not to be remembered. Counts a slot no longer holds are let go once
   * they are as many as the table's slots; the counts kept stay within the table's
   * budget of bytes (past it, the oldest go: every count is still exact, a forgotten
   * subtree is searched again).
   */
  function keepBig(b: bigint): number {
    const bytes = 16 + (b.toString(16).length >> 1);
    if (bytes > memoBytes) return EMPTY;
    if (bigCounts.length >= tVal.length || bigBytes + bytes > memoBytes) {
      // the counts the table still holds, renumbered
      const live: bigint[] = [];
      bigBytes = 0;
      for (let s = 0; s < tVal.length; s++) {
        const v = tVal[s] as number;
        if (v > -2) continue;
        const kept = bigCounts[-2 - v] as bigint;
        const size = 16 + (kept.toString(16).length >> 1);
        if (bigBytes + size + bytes > memoBytes || live.length + 1 >= tVal.length) {
          tVal[s] = EMPTY;
          stored--;
          continue;
        }
        live.push(kept);
        bigBytes += size;
        tVal[s] = -1 - live.length;
      }
      bigCounts = live;
    }
    bigCounts.push(b);
    bigBytes += bytes;
    return -1 - bigCounts.length;
  }

  /** Remembers the count of the subtree of `level`, now finished. */
  function store(l: number): void {
    if (2 * stored >= tableMask + 1 && logSize < maxLog) grow();
    let v = count - (countAt[l] as number);
    if ((carryAt[l] as number) !== carries) {
      // a carry happened in the subtree: its count is a bigint (kept aside, by index)
      const b = big + BigInt(count) - ((bigAt[l] as bigint) + BigInt(countAt[l] as number));
      if (b < BigInt(CARRY)) v = Number(b);
      else {
        v = keepBig(b);
        if (v === EMPTY) return;
      }
    }
    put(keyAt, l * W, v);
  }

  /** After a dead or remembered node: back to the level above (or finish). */
  function backtrack(): void {
    if (level === 0) pc = FINISHED;
    else {
      level--;
      pc = NEXT;
    }
  }

  /** Enters a node at `level`. */
  function enter(): void {
    nodes++;
    if (nAct === 0) {
      // no primary item of bounds 1: the empty set of options is the one solution
      if (fixed === 0 && lowerBoundsMet()) add(1);
      backtrack();
      return;
    }
    let t = 0x7fffffff;
    let best = -1;
    if (frontier) {
      // the first uncovered item (it only moves on as the level grows)
      let f = level > 0 ? (frontAt[level - 1] as number) : 0;
      while (covered[f] === 1) f++;
      frontAt[level] = f;
      best = f;
      t = frontierCandidates(best);
    } else {
      // DLX1's rule: the fewest options, the leftmost item on ties (`act` is unordered)
      for (let k = 0; k < nAct; k++) {
        const x = act[k] as number;
        const c = cnt[x] as number;
        if (c < t || (c === t && x < best)) {
          t = c;
          best = x;
          if (c === 0) break;
        }
      }
    }
    if (t === 0 || (nMult > 0 && !multiplicityKey())) {
      backtrack();
      return;
    }
    const given = level < prefix.length;
    partial[level] = given ? 1 : 0;
    if (memo && !given && level !== probeLevel) {
      if (nColored > 0) colorKey();
      const v = lookup();
      if (v !== EMPTY) {
        if (v >= 0) add(v);
        else carry(bigCounts[-2 - v] as bigint, count);
        memoHits++;
        backtrack();
        return;
      }
      for (let w = 0; w < W; w++) keyAt[level * W + w] = bits[w] as number;
      countAt[level] = count;
      carryAt[level] = carries;
      bigAt[level] = big;
    }
    // the options of `best`, before they are hidden (frontier branching found them already)
    const cb = candBase[level] as number;
    let cn = t;
    if (!frontier) {
      cn = 0;
      const end = wBase[best + 1] as number;
      for (let w = wBase[best] as number; w < end; w++) {
        let word = mask[w] as number;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          cand[cb + cn++] = optAt[w * 32 + 31 - Math.clz32(low)] as number;
        }
      }
    }
    candN[level] = cn;
    candBase[level + 1] = cb + cn;
    const j = given ? (prefix[level] as number) : 0;
    if (j >= cn) {
      // the prefix names a branch that does not exist: the subtree is empty
      backtrack();
      return;
    }
    deactivate(best);
    if (!frontier) hideExcept(best, -1, false);
    save(level);
    bestAt[level] = best;
    jAt[level] = j;
    pc = TRY;
  }

  /** Tries the current candidate of `level`. */
  function attempt(): void {
    const o = cand[(candBase[level] as number) + (jAt[level] as number)] as number;
    const best = bestAt[level] as number;
    const s = optStart[o] as number;
    const e = optStart[o + 1] as number;
    const pur = purN;
    for (let q = s; q < e; q++) {
      const z = nodeItem[q] as number;
      if (z >= nPrim && (nodeColor[q] as number) !== 0) {
        // a color: the item takes it, unless it has it already
        if ((sColor[z] as number) === 0) {
          sColor[z] = nodeColor[q] as number;
          purStack[purN++] = z;
        }
      } else if (z < nSingle || z >= nPrim) {
        if (z !== best) deactivate(z);
      } else {
        // a multiplicity item: one more use; at its upper bound it is covered
        const u = (used[z - nSingle] as number) + 1;
        used[z - nSingle] = u;
        if (u === upper[z - nSingle]) deactivate(z);
      }
    }
    if (nAct === 0) {
      // below a prefix, a solution shallower than the prefix is not in the subtree
      if (level + 1 >= fixed && (nMult === 0 || lowerBoundsMet())) add(1);
      pc = NEXT;
      return;
    }
    if (frontier) {
      // nothing is hidden: the next node looks for options whose items are all uncovered
      level++;
      pc = ENTER;
      return;
    }
    for (let q = s; q < e; q++) {
      const z = nodeItem[q] as number;
      if (z !== best && covered[z] === 1 && !hideExcept(z, -1, true)) {
        pc = NEXT;
        return;
      }
    }
    for (let k = pur; k < purN; k++) {
      const y = purStack[k] as number;
      if (!hideExcept(y, sColor[y] as number, true)) {
        pc = NEXT;
        return;
      }
    }
    level++;
    pc = ENTER;
  }

  /** The attempt at `level` is over: restore, and take the next candidate or go up. */
  function next(): void {
    restore(level);
    const only = level < fixed;
    const j = (jAt[level] as number) + 1;
    jAt[level] = j;
    if (j < (candN[level] as number) && !only) {
      if (level < prefix.length) prefix = prefix.subarray(0, level);
      pc = TRY;
      return;
    }
    if (memo && partial[level] === 0 && level !== probeLevel) store(level);
    if (level === 0) pc = FINISHED;
    else level--;
  }

  /** Back to the root, as after construction (the remembered counts stay). */
  function restart(p: readonly number[], from = p.length): void {
    mask.set(initMask);
    cnt.set(len);
    covered.fill(0);
    bits.fill(0);
    used.fill(0);
    for (let x = 0; x < nSingle; x++) {
      act[x] = x;
      apos[x] = x;
    }
    nAct = nSingle;
    secN = 0;
    sColor.fill(0);
    purN = 0;
    prefix = Int32Array.from(p);
    fixed = Math.min(from, p.length);
    probeLevel = -1;
    pc = ENTER;
    level = 0;
    count = 0;
    big = 0n;
    carries = 0;
    nodes = 0;
  }

  function probe(p: readonly number[]): number {
    restart(p);
    const depth = p.length;
    // a remembered count would end the probe at the node as if it were dead or a leaf
    probeLevel = depth;
    for (;;) {
      if (pc === ENTER) {
        enter();
        if (level === depth && (pc as number) === TRY) return candN[depth] as number;
      } else if (pc === TRY) attempt();
      else if (pc === NEXT) next();
      else return count > 0 ? 0 : -1;
    }
  }

  function walk(p: readonly number[], random: () => number): number {
    if (memo) throw new Error('walk needs a counter made with { memo: false }');
    restart(p);
    const depth = p.length;
    let est = 0;
    let prod = 1;
    for (;;) {
      if (pc === ENTER) {
        const below = level >= depth;
        if (below) est += prod;
        enter();
        if ((pc as number) !== TRY) return est;
        if (below) {
          const d = candN[level] as number;
          prod *= d;
          jAt[level] = Math.min(d - 1, Math.floor(random() * d));
        }
      } else if (pc === TRY) {
        attempt();
        if ((pc as number) !== ENTER) return est;
      } else return est;
    }
  }

  function restartWithout(items: readonly string[]): void {
    if (!frontier) throw new Error('restartWithout needs frontier branching');
    restart([]);
    for (const name of items) {
      const x = index.get(name);
      if (x === undefined) throw new RangeError(`unknown item ${name}`);
      // a covered multiplicity item would keep its cap in the key: only cells and secondary items
      if (x >= nSingle && x < nPrim) throw new RangeError(`the multiplicity item ${name} cannot be left out`);
      if (covered[x] === 0) deactivate(x);
    }
  }

  return {
    probe,
    walk,
    restartWithout,
    branchOption(j: number): number {
      return cand[(candBase[probeLevel] as number) + j] as number;
    },
    run(budget: number): number {
      for (;;) {
        if (pc === ENTER) {
          if (budget <= 0) return COUNT_BUDGET;
          budget--;
          enter();
        } else if (pc === TRY) attempt();
        else if (pc === NEXT) next();
        else return COUNT_DONE;
      }
    },
    restart,
    narrow(p: readonly number[]): void {
      prefix = Int32Array.from(p);
      fixed = p.length;
    },
    get prefixLength() {
      return prefix.length;
    },
    path(branch: Int32Array, degree: Int32Array): number {
      for (let l = 0; l < level; l++) {
        branch[l] = jAt[l] as number;
        degree[l] = candN[l] as number;
      }
      return level;
    },
    estimate(): number {
      if (pc === FINISHED) return 1;
      let f = 0;
      let fd = 1;
      for (let l = 0; l < level; l++) {
        const d = candN[l] as number;
        const k = (jAt[l] as number) + 1;
        fd *= d;
        f += (k - 1) / fd;
      }
      return f + 0.5 / fd;
    },
    get count() {
      return carries === 0 ? count : Number(big + BigInt(count));
    },
    exactCount(): bigint {
      return big + BigInt(count);
    },
    get nodes() {
      return nodes;
    },
    get memoHits() {
      return memoHits;
    },
    get finished() {
      return pc === FINISHED;
    },
  };
}
