import type { Item, Option, Problem, Solution, Symmetry } from '@polydance/exact-cover';
import { weightedCounter } from './internal/weighted.js';
import type { WeightedCounter, WeightedProblem } from './internal/weighted.js';
import { later } from './internal/later.js';
import { parseBounds } from './internal/matrix.js';
import { count, countSync, solve, validateProblem } from './solve.js';
import type { PlanPart } from './parallel/part.js';
import { combineParts } from './parallel/part.js';
import type { SearchOptions, SearchStats, SolveOptions } from './solve.js';

/*
 * Solutions up to symmetry. A group G of symmetries of the problem (permutations of
 * its items and of its options, identity included) splits the solutions into orbits;
 * "distinct" solutions are the orbits.
 *
 * All solutions. Take a primary item b that must be covered exactly once and that the
 * subgroup H of G fixes (the "breaker": ideally a piece that every symmetry keeps, so
 * H = G). Every solution has exactly one option covering b, and a symmetry h ∈ H takes
 * the solutions through option p one-to-one onto the solutions through h(p). So if
 * the options covering b fall into H-orbits O with representatives p_O,
 *     |solutions| = Σ_O |O| · |solutions through p_O|,
 * and the right side is counted on the problem where b keeps only its representatives,
 * one search per orbit size: about |H| times less work than the full count.
 *
 * Orbits. Burnside's lemma: the number of orbits is the average over g ∈ G of the
 * number of solutions that g fixes. The identity fixes them all. A solution fixed by g
 * is a union of <g>-orbits of options whose members do not clash; it covers an item
 * exactly as often as every other item of the item's <g>-orbit. So the solutions fixed
 * by g are the solutions of a quotient problem: one item per <g>-orbit of items, one
 * option per <g>-orbit of options, covering each item orbit as often as the option orbit
 * covers one item of it. That problem is small, and usually has no solutions at all.
 *
 * Listing one solution per orbit: search the problem where b keeps only its
 * representatives; each orbit meets that search, and a solution s is listed when no
 * image g(s) that the search also finds comes before s in a fixed order of solutions
 * (their sorted option numbers, compared lexicographically).
 */

/** The result of {@link countDistinct}. */
export interface DistinctCountResult {
  /** All solutions. */
  readonly solutions: bigint;
  /** Solutions up to the symmetries: the number of orbits. */
  readonly distinct: bigint;
  /** The order of the group used. */
  readonly symmetries: number;
  /** Search-tree nodes of every search made. */
  readonly nodes: number;
  readonly elapsedMs: number;
  /**
   * False if the count was stopped by its signal. `solutions` is then a lower bound: the
   * solutions found before the stop (each found in a symmetry part counts as many times
   * as the part's weight), or all of them if their search had ended; `distinct` is 0.
   */
  readonly complete: boolean;
  readonly aborted: boolean;
}

/** The options of {@link countDistinct}. */
export interface DistinctCountOptions extends SearchOptions {
  /**
   * Counts one of the problems the distinct count needs (its symmetry parts, then the
   * small quotient problems of Burnside's lemma) instead of `count`: for instance on
   * workers, with `planTasks` and `runTasks`. The count must be exact.
   */
  readonly countPart?: (part: Problem) => Promise<{ readonly solutions: bigint; readonly nodes: number; readonly complete: boolean }>;
}

/** What the group does, checked and in arrays. */
interface Group {
  readonly items: Int32Array[];
  readonly options: Int32Array[];
  readonly n: number;
  /** Each option of the problem as its items (by index: primary, then secondary). */
  readonly optionItems: Int32Array[];
}

function permutation(values: ArrayLike<number>, size: number, what: string): Int32Array {
  if (values.length !== size) throw new TypeError(`a symmetry's ${what} permutation has ${values.length} entries, not ${size}`);
  const p = Int32Array.from(values);
  const seen = new Uint8Array(size);
  for (const v of p) {
    if (!(v >= 0 && v < size) || seen[v]) throw new TypeError(`a symmetry's ${what} map is not a permutation of 0..${size - 1}`);
    seen[v] = 1;
  }
  return p;
}

/**
 * Checks a group of symmetries of a problem: permutations of the right sizes, each
 * keeping primary items primary with the same bounds and secondary items secondary,
 * each taking every option to the option it claims (the images of its items, same
 * colors), the identity among them, and closed under composition. Throws a TypeError
 * naming what is wrong.
 */
export function checkSymmetries(problem: Problem, symmetries: readonly Symmetry[]): void {
  validateProblem(problem);
  groupOf(problem, symmetries);
}

/** `out[i] = a[b[i]]`: b, then a. */
function compose(a: Int32Array, b: Int32Array, out: Int32Array): void {
  for (let i = 0; i < b.length; i++) out[i] = a[b[i]!]!;
}

function equal(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A 32-bit hash of two permutations. */
function hashPair(a: Int32Array, b: Int32Array): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < a.length; i++) h = Math.imul(h ^ a[i]!, 0x01000193);
  for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
  return h;
}

function groupOf(problem: Problem, symmetries: readonly Symmetry[]): Group {
  if (typeof symmetries !== 'object' || symmetries === null || symmetries.length === 0) throw new TypeError('a group of symmetries has at least the identity');
  const all: Item[] = [...problem.primary, ...problem.secondary];
  const np = problem.primary.length;
  const index = new Map(all.map((it, i) => [it.name, i]));
  const kind = all.map((it, i) => (i < np ? `p${String(parseBounds(it.bounds))}` : 's'));
  const items = symmetries.map((s) => permutation(s.items, all.length, 'item'));
  const options = symmetries.map((s) => permutation(s.options, problem.options.length, 'option'));
  // each option as its items (by index) with their colors; `at[x]` is the place of item x
  // in the option being compared, or -1 (an option names an item at most once)
  const optionItems = problem.options.map((o) => Int32Array.from(o, (oi) => index.get(oi.item)!));
  const at = new Int32Array(all.length).fill(-1);
  /** Whether `sigma` takes option `k` to option `t`: the images of its items, with the same colors. */
  const takes = (sigma: Int32Array, k: number, t: number): boolean => {
    const from = problem.options[k] as Option;
    const to = problem.options[t] as Option;
    if (from.length !== to.length) return false;
    const target = optionItems[t] as Int32Array;
    const source = optionItems[k] as Int32Array;
    for (let p = 0; p < target.length; p++) at[target[p]!] = p;
    let ok = true;
    for (let p = 0; p < source.length && ok; p++) {
      const q = at[sigma[source[p]!]!]!;
      ok = q >= 0 && to[q]!.color === from[p]!.color;
    }
    for (let p = 0; p < target.length; p++) at[target[p]!] = -1;
    return ok;
  };
  items.forEach((sigma, g) => {
    for (let i = 0; i < all.length; i++) {
      if (kind[sigma[i]!] !== kind[i]) throw new TypeError(`symmetry ${g} takes item '${all[i]!.name}' to an item of another kind`);
    }
    const tau = options[g]!;
    for (let k = 0; k < problem.options.length; k++) {
      if (!takes(sigma, k, tau[k]!)) throw new TypeError(`symmetry ${g} does not take option ${k} to option ${tau[k]}`);
    }
  });
  // the symmetries by a hash of their permutations; equal hashes are compared in full
  const byHash = new Map<number, number[]>();
  const find = (pi: Int32Array, po: Int32Array): number => {
    for (const g of byHash.get(hashPair(pi, po)) ?? []) if (equal(items[g]!, pi) && equal(options[g]!, po)) return g;
    return -1;
  };
  items.forEach((pi, g) => {
    if (find(pi, options[g]!) >= 0) throw new TypeError('a symmetry is given twice');
    const h = hashPair(pi, options[g]!);
    const list = byHash.get(h);
    if (list) list.push(g);
    else byHash.set(h, [g]);
  });
  if (!items.some((p) => p.every((v, i) => v === i))) throw new TypeError('the identity is not among the symmetries');
  const ci = new Int32Array(all.length);
  const co = new Int32Array(problem.options.length);
  for (let a = 0; a < items.length; a++) {
    for (let b = 0; b < items.length; b++) {
      compose(items[a]!, items[b]!, ci);
      compose(options[a]!, options[b]!, co);
      if (find(ci, co) < 0) throw new TypeError('the symmetries are not closed under composition: they are not a group');
    }
  }
  return { items, options, n: symmetries.length, optionItems };
}

/** The breaker and what it gives: which options to keep, and the orbit size of each kept representative. */
interface Breaker {
  /** Options covering the breaker item. */
  readonly covers: Uint8Array;
  /** For each option covering the breaker: the size of its orbit if it is its orbit's representative, else 0. */
  readonly repSize: Int32Array;
  /** The subgroup fixing the breaker (indices into the group). */
  readonly stabilizer: readonly number[];
}

/**
 * Chooses the breaker: a primary item covered exactly once, fixed by as many
 * symmetries as possible, whose options fall into orbits that leave the least of the
 * search (the fewest representatives per option: a piece with one copy and little
 * symmetry of its own, as BurrTools chooses), then the one with the fewest orbits.
 */
function chooseBreaker(problem: Problem, group: Group): Breaker | undefined {
  const np = problem.primary.length;
  const covering: number[][] = Array.from({ length: np }, () => []);
  group.optionItems.forEach((its, o) => {
    for (const i of its) if (i < np) covering[i]!.push(o);
  });
  let best: { item: number; stabilizer: number[]; orbits: number; share: number } | undefined;
  for (let b = 0; b < np; b++) {
    const [lo, hi] = parseBounds(problem.primary[b]!.bounds);
    if (lo !== 1 || hi !== 1 || covering[b]!.length === 0) continue;
    const stabilizer = group.items.flatMap((p, g) => (p[b] === b ? [g] : []));
    if (best && stabilizer.length < best.stabilizer.length) continue;
    const seen = new Set<number>();
    let orbits = 0;
    for (const o of covering[b]!) {
      if (seen.has(o)) continue;
      orbits++;
      for (const g of stabilizer) seen.add(group.options[g]![o]!);
    }
    const share = orbits / covering[b]!.length;
    const better =
      !best ||
      stabilizer.length > best.stabilizer.length ||
      share < best.share ||
      (share === best.share && orbits < best.orbits);
    if (better) best = { item: b, stabilizer, orbits, share };
  }
  if (!best) return undefined;
  const covers = new Uint8Array(problem.options.length);
  const repSize = new Int32Array(problem.options.length);
  for (const o of covering[best.item]!) covers[o] = 1;
  for (const o of covering[best.item]!) {
    const orbit = new Set(best.stabilizer.map((g) => group.options[g]![o]!));
    if (Math.min(...orbit) === o) repSize[o] = orbit.size;
  }
  return { covers, repSize, stabilizer: best.stabilizer };
}

/** The problem with only some options, and where each of its options came from. */
function restrict(problem: Problem, keep: (o: number) => boolean): { problem: Problem; origin: Int32Array } {
  const origin: number[] = [];
  const options: Option[] = [];
  problem.options.forEach((o, k) => {
    if (keep(k)) {
      origin.push(k);
      options.push(o);
    }
  });
  return { problem: { ...problem, options }, origin: Int32Array.from(origin) };
}

/** The orbits of a permutation: for each point, the least point of its orbit (its representative). */
function orbitsOf(perm: Int32Array): Int32Array {
  const rep = new Int32Array(perm.length).fill(-1);
  for (let i = 0; i < perm.length; i++) {
    if (rep[i] !== -1) continue;
    for (let j = i; rep[j] === -1; j = perm[j]!) rep[j] = i;
  }
  return rep;
}

/**
 * The quotient of a problem by one symmetry g (items as indices): its solutions are
 * the solutions of the problem that g fixes. Returns a plain problem when every option
 * orbit covers each primary item orbit once (or all equally often), else a weighted one.
 */
function quotientProblem(problem: Problem, optionItems: readonly Int32Array[], sigma: Int32Array, tau: Int32Array): Problem | WeightedProblem {
  const all: Item[] = [...problem.primary, ...problem.secondary];
  const np = problem.primary.length;
  const itemRep = orbitsOf(sigma);
  const optionRep = orbitsOf(tau);
  const orbitOfItem = new Int32Array(all.length).fill(-1);
  const orbitItems: number[] = [];
  for (let i = 0; i < all.length; i++) {
    if (itemRep[i] === i) {
      orbitOfItem[i] = orbitItems.length;
      orbitItems.push(i);
    }
  }
  for (let i = 0; i < all.length; i++) orbitOfItem[i] = orbitOfItem[itemRep[i]!]!;
  const bounds = orbitItems.map((i) => (i < np ? parseBounds(all[i]!.bounds) : [0, 1]));
  const options: { item: number; weight: number; color: string | undefined }[][] = [];
  // how often the union of an option orbit covers each item, and with which color (the items touched listed)
  const times = new Int32Array(all.length);
  const colors: (string | undefined)[] = new Array<string | undefined>(all.length);
  const touched = new Int32Array(all.length);
  for (let o = 0; o < tau.length; o++) {
    if (optionRep[o] !== o) continue;
    let nt = 0;
    let clash = false;
    for (let m = o, first = true; first || m !== o; m = tau[m]!, first = false) {
      const its = optionItems[m]!;
      const opt = problem.options[m]!;
      for (let k = 0; k < its.length; k++) {
        const i = its[k]!;
        const t = times[i]! + 1;
        if (t === 1) touched[nt++] = i;
        times[i] = t;
        if (i >= np) {
          const color = opt[k]!.color;
          if (t > 1 && (color === undefined || colors[i] !== color)) clash = true;
          colors[i] = color;
        }
      }
    }
    const quotient: { item: number; weight: number; color: string | undefined }[] = [];
    let primary = false;
    for (let k = 0; k < nt; k++) {
      const i = touched[k]!;
      const t = times[i]!;
      times[i] = 0;
      if (itemRep[i] !== i) continue;
      const q = orbitOfItem[i]!;
      if (i < np) {
        primary = true;
        if (t > bounds[q]![1]!) clash = true;
      }
      quotient.push({ item: q, weight: t, color: colors[i] });
    }
    if (!clash && primary) options.push(quotient.sort((a, b) => a.item - b.item));
  }
  const primaryOrbits = orbitItems.filter((i) => i < np).length;
  // A plain problem if each primary orbit is covered by options of one weight only.
  const weightOf = new Int32Array(orbitItems.length);
  let plain = true;
  for (const opt of options) {
    for (const { item, weight } of opt) {
      if (item >= primaryOrbits) continue;
      if (weightOf[item] === 0) weightOf[item] = weight;
      else if (weightOf[item] !== weight) plain = false;
    }
  }
  if (!plain) {
    return {
      primary: bounds.slice(0, primaryOrbits).map(([lo, hi]) => [lo!, hi!] as const),
      secondary: orbitItems.length - primaryOrbits,
      options: options.map((opt) => opt.map(({ item, weight, color }) => ({ item, weight, color }))),
    };
  }
  const name = (q: number): string => `q${q}`;
  const primary: Item[] = [];
  let impossible = false;
  for (let q = 0; q < primaryOrbits; q++) {
    const [lo, hi] = bounds[q]! as [number, number];
    const w = weightOf[q] || 1;
    const a = Math.ceil(lo / w);
    const b = Math.floor(hi / w);
    if (a > b) impossible = true;
    primary.push(a === 1 && b === 1 ? { name: name(q) } : { name: name(q), bounds: a === b ? `${a}` : `${a}:${b}` });
  }
  const secondary: Item[] = [];
  for (let q = primaryOrbits; q < orbitItems.length; q++) secondary.push({ name: name(q) });
  if (impossible) return { comments: [], primary: [{ name: 'none' }], secondary: [], options: [] };
  // an orbit that may be covered at most 0 times cannot be touched at all
  const usable = options.filter((opt) => opt.every(({ item }) => item >= primaryOrbits || primary[item]!.bounds !== '0'));
  const kept = primary.map((it) => it.bounds !== '0');
  const problemOut: Problem = {
    comments: [],
    primary: primary.filter((_, q) => kept[q]),
    secondary,
    options: usable.map((opt) =>
      opt.map(({ item, color }) => (color === undefined ? { item: name(item) } : { item: name(item), color })),
    ),
  };
  return problemOut;
}

function isPlain(p: Problem | WeightedProblem): p is Problem {
  return 'comments' in p;
}

/** The outcome of counting one problem. */
interface Counted {
  readonly count: bigint;
  readonly nodes: number;
  readonly complete: boolean;
}

/** Counts the solutions of a problem exactly (an empty problem has one), with the synchronous or the asynchronous counter. */
function counted(problem: Problem, r: () => { solutions: bigint; nodes: number; complete: boolean }): Counted {
  if (problem.primary.length === 0) return { count: 1n, nodes: 0, complete: true };
  const c = r();
  return { count: c.solutions, nodes: c.nodes, complete: c.complete };
}

/** One part of a count by symmetry: a problem whose solutions count `weight` times. */
export interface SymmetryPart {
  readonly problem: Problem;
  readonly weight: number;
}

function partsOf(problem: Problem, group: Group): SymmetryPart[] {
  const breaker = chooseBreaker(problem, group);
  if (!breaker) return [{ problem, weight: 1 }];
  const sizes = [...new Set(breaker.repSize.filter((s) => s > 0))].sort((a, b) => a - b);
  return sizes.map((size) => ({
    problem: restrict(problem, (o) => !breaker.covers[o] || breaker.repSize[o] === size).problem,
    weight: size,
  }));
}

/**
 * Splits the count of a problem with a group of symmetries into parts (one or a few
 * problems, each about 1/|group| of the search): the count of the problem is the sum of
 * `weight` times the count of each part. The breaker is a primary item of bounds 1; the
 * symmetries that map it to itself map the solutions whose breaker option is o one to
 * one onto those whose breaker option is the image of o, so a part keeps, of the
 * breaker's options, one per orbit of size `weight`. `symmetries` is checked as in
 * {@link countDistinct}.
 */
export function symmetryParts(problem: Problem, symmetries: readonly Symmetry[]): SymmetryPart[] {
  validateProblem(problem);
  const group = groupOf(problem, symmetries);
  return partsOf(problem, group);
}

/**
 * The parts of a plan (see `planSearch`): without symmetries, the problem itself; with
 * a group, its symmetry parts (the count's cut); with `distinct` too, one quotient
 * problem per cyclic subgroup (other than the identity's), weighted by the number of
 * symmetries that generate it. Returns the parts and the order of the group.
 */
export function distinctParts(
  problem: Problem,
  symmetries: readonly Symmetry[] | undefined,
  distinct: boolean,
): { readonly parts: PlanPart[]; readonly order: number } {
  validateProblem(problem);
  if (symmetries === undefined) return { parts: [{ problem, role: 'total', weight: 1 }], order: 1 };
  const group = groupOf(problem, symmetries);
  const parts: PlanPart[] = partsOf(problem, group).map((p) => ({ problem: p.problem, role: 'total', weight: p.weight }));
  if (!distinct) return { parts, order: group.n };
  // Burnside: the solutions fixed by each symmetry, once per cyclic subgroup
  const bySubgroup = new Map<string, { g: number; weight: number }>();
  for (let g = 0; g < group.n; g++) {
    const sigma = group.items[g]!;
    if (sigma.every((v, i) => v === i) && group.options[g]!.every((v, i) => v === i)) continue;
    const key = cyclicKey(group, g);
    const seen = bySubgroup.get(key);
    if (seen === undefined) bySubgroup.set(key, { g, weight: 1 });
    else seen.weight++;
  }
  for (const { g, weight } of bySubgroup.values()) {
    parts.push({ problem: quotientProblem(problem, group.optionItems, group.items[g]!, group.options[g]!), role: 'fixed', weight });
  }
  return { parts, order: group.n };
}

/**
 * The distinct count as a coroutine: it yields each problem it needs counted (plain, or
 * a weighted quotient problem) and is resumed with the count, so that one body serves
 * {@link countDistinct} (which awaits the counts) and {@link countDistinctSync}.
 */
function* distinctCount(
  problem: Problem,
  symmetries: readonly Symmetry[],
): Generator<Problem | WeightedProblem, Omit<DistinctCountResult, 'elapsedMs'>, Counted> {
  const { parts, order } = distinctParts(problem, symmetries, true);
  let nodes = 0;
  const counts: bigint[] = [];
  const result = (complete: boolean) => {
    const totals = combineParts(parts, counts, complete, order);
    return { solutions: totals.solutions, distinct: totals.distinct ?? 0n, symmetries: order, nodes, complete, aborted: !complete };
  };
  for (const part of parts) {
    const r = yield part.problem;
    nodes += r.nodes;
    // a stopped count: the solutions found in the symmetry parts so far are a lower bound
    if (!r.complete) {
      if (part.role === 'total') counts.push(r.count);
      return result(false);
    }
    counts.push(r.count);
  }
  return result(true);
}

/**
 * Counts the solutions of a problem and its distinct solutions under a group of its
 * symmetries (see `@polydance/symmetry` for finding them on a lattice): exactly, by a
 * search restricted to one option per orbit of a breaker item, and Burnside's lemma
 * with one small quotient problem per cyclic subgroup. `symmetries` must be a group
 * (identity included, closed); it is checked, and a TypeError says what is wrong.
 */
export async function countDistinct(
  problem: Problem,
  symmetries: readonly Symmetry[],
  options: DistinctCountOptions = {},
): Promise<DistinctCountResult> {
  const start = performance.now();
  const { countPart, ...searchOptions } = options;
  const steps = distinctCount(problem, symmetries);
  let next = steps.next();
  while (!next.done) {
    const part = next.value;
    let r: Counted;
    if (!isPlain(part)) r = await weightedCount(part, searchOptions.signal);
    else {
      const c = part.primary.length === 0 ? undefined : await (countPart === undefined ? count(part, searchOptions) : countPart(part));
      r = counted(part, () => c!);
    }
    next = steps.next(r);
  }
  return { ...next.value, elapsedMs: performance.now() - start };
}

/** {@link countDistinct}, synchronously (the signal is checked, never waited for). */
export function countDistinctSync(problem: Problem, symmetries: readonly Symmetry[], options: SearchOptions = {}): DistinctCountResult {
  const start = performance.now();
  const steps = distinctCount(problem, symmetries);
  let next = steps.next();
  while (!next.done) {
    const part = next.value;
    next = steps.next(isPlain(part) ? counted(part, () => countSync(part, options)) : weightedCountSync(part, options.signal));
  }
  return { ...next.value, elapsedMs: performance.now() - start };
}

/** The nodes a weighted count searches between two looks at its signal (and, counted asynchronously, two turns of the event loop). */
const WEIGHTED_SLICE = 1 << 14;

/**
 * Counts a weighted quotient problem in slices, letting the event loop run between them
 * (where a time limit or Ctrl-C fires the signal): a stopped count is incomplete.
 */
async function weightedCount(q: WeightedProblem, signal: AbortSignal | undefined): Promise<Counted> {
  const c = weightedCounter(q);
  for (let r = weightedSlice(c, signal); ; r = weightedSlice(c, signal)) {
    if (r !== undefined) return r;
    await new Promise<void>((resolve) => later(resolve));
  }
}

/** {@link weightedCount}, synchronously: the signal is checked between slices, never waited for. */
function weightedCountSync(q: WeightedProblem, signal: AbortSignal | undefined): Counted {
  const c = weightedCounter(q);
  for (let r = weightedSlice(c, signal); ; r = weightedSlice(c, signal)) if (r !== undefined) return r;
}

/** One slice of a weighted count: its outcome once it is over or stopped, else nothing. */
function weightedSlice(c: WeightedCounter, signal: AbortSignal | undefined): Counted | undefined {
  if (signal?.aborted === true) return { count: c.count, nodes: c.nodes, complete: false };
  return c.run(WEIGHTED_SLICE) ? { count: c.count, nodes: c.nodes, complete: true } : undefined;
}

/** A name for the cyclic subgroup generated by g (the sorted option permutations of its powers), since all generators of one cyclic group fix the same solutions. */
function cyclicKey(group: Group, g: number): string {
  const tau = group.options[g]!;
  const sigma = group.items[g]!;
  const powers: string[] = [];
  let p = Int32Array.from(sigma);
  let q = Int32Array.from(tau);
  for (;;) {
    const k = `${p.join(',')}/${q.join(',')}`;
    if (p.every((v, i) => v === i) && q.every((v, i) => v === i)) break;
    powers.push(k);
    p = p.map((v) => sigma[v]!);
    q = q.map((v) => tau[v]!);
  }
  return powers.sort().join('|');
}

/** Search options without the limit (it counts listed solutions, not found ones). */
function withoutLimit({ limit: _limit, ...rest }: DistinctSolveOptions): SolveOptions {
  return rest;
}

/**
 * Whether a solution (option indices) is the least of its images under the option
 * permutations, each compared as its sorted option indices; images with an option that
 * `counts` rejects are left out. With every image counted, exactly one solution of each
 * orbit is the least.
 */
export function leastOfOrbit(solution: readonly number[], permutations: readonly ArrayLike<number>[], counts: (option: number) => boolean = () => true): boolean {
  // typed arrays: their sort is numeric without a comparator (the playground checks 100,000 kept solutions)
  const sorted = Int32Array.from(solution).sort();
  const image = new Int32Array(sorted.length);
  images: for (const tau of permutations) {
    for (let k = 0; k < sorted.length; k++) {
      const o = tau[sorted[k]!]!;
      if (!counts(o)) continue images;
      image[k] = o;
    }
    image.sort();
    for (let k = 0; k < image.length; k++) {
      if (image[k] !== sorted[k]) {
        if (image[k]! < sorted[k]!) return false;
        break;
      }
    }
  }
  return true;
}

/** Options of {@link solveDistinct}. */
export type DistinctSolveOptions = Omit<SolveOptions, 'prefix'>;

/** The solutions listed by {@link solveDistinct}, one per orbit, found as they are iterated. */
export interface DistinctSolutionStream extends AsyncIterable<Solution> {
  /** Totals so far (`solutions` counts the solutions listed); final once iteration has ended. */
  readonly stats: SearchStats;
  /** The order of the group used. */
  readonly symmetries: number;
}

/**
 * Lists one solution of each orbit of solutions under a group of symmetries, in the
 * order of a search of the problem in which a breaker item keeps one option per orbit.
 * Each solution is given as {@link solve} gives it (option indices of `problem`, in the
 * order chosen). Stops after `limit` solutions.
 */
export function solveDistinct(
  problem: Problem,
  symmetries: readonly Symmetry[],
  options: DistinctSolveOptions = {},
): DistinctSolutionStream {
  validateProblem(problem);
  const group = groupOf(problem, symmetries);
  const breaker = chooseBreaker(problem, group);
  const inSearch = (o: number): boolean => !breaker || !breaker.covers[o] || breaker.repSize[o]! > 0;
  const { problem: part, origin } = restrict(problem, inSearch);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const stream = solve(part, withoutLimit(options));
  let listed = 0;
  let stopped = false;

  /** Whether no image of the solution that the search also finds comes before it. */
  const first = (solution: readonly number[]): boolean => leastOfOrbit(solution, group.options, inSearch);

  return {
    symmetries: group.n,
    get stats(): SearchStats {
      const inner = stream.stats;
      return { ...inner, solutions: listed, complete: inner.complete && !stopped };
    },
    async *[Symbol.asyncIterator](): AsyncIterator<Solution> {
      if (limit <= 0) {
        stopped = true;
        return;
      }
      for await (const s of stream) {
        const solution = s.map((o) => origin[o]!);
        if (!first(solution)) continue;
        listed++;
        yield solution;
        if (listed >= limit) {
          stopped = true;
          return;
        }
      }
    },
  };
}
