import { parseBounds } from '@polydance/exact-cover';
import type { Option, Problem } from '@polydance/exact-cover';
import type { GbFlip } from './gb-flip.js';
import type { Kernels } from './kernels.js';
import { danceArrays } from './kernels.js';

/**
 * Knuth's data structure for DLX1-3, in typed arrays allocated once.
 *
 * Nodes live in `nd`, four 32-bit fields each (UP, DOWN, ITM, COLOR), and a "pointer"
 * is the offset of a node's first field (4 times its index), so that `nd[p + DOWN]`
 * needs no multiplication. Node 0 is the root; nodes 1..n are the item headers,
 * whose ITM field holds the length of the item's list; then come the options, one node
 * per item, each option followed by a spacer whose ITM is `-(option number)`, whose UP
 * points to the first node of the option before it and whose DOWN points to the last
 * node of the option after it.
 *
 * Items live in `cl`, four fields each (PREV, NEXT, BOUND, SLACK), indexed by the same
 * offsets as their header nodes: item `i` has offset `4i` in both arrays.
 */
export const UP = 0;
export const DOWN = 1;
export const ITM = 2;
export const COLOR = 3;
export const PREV = 0;
export const NEXT = 1;
export const BOUND = 2;
export const SLACK = 3;

export interface KnuthMatrix {
  readonly nd: Int32Array;
  readonly cl: Int32Array;
  /** Item names by item number; `names[0]` is the root's empty name. */
  readonly names: readonly string[];
  /** Offset of the first secondary item (Knuth's `second`, times 4). */
  readonly second: number;
  /** Offset just past the last item (Knuth's `last_itm`, times 4): the first spacer. */
  readonly lastItm: number;
  /** Offset just past the last spacer (Knuth's `last_node`, times 4). */
  readonly lastNode: number;
  /** Number of options. */
  readonly options: number;
  /** For each node offset / 4: the index of its option in the problem, or -1. */
  readonly optionOf: Int32Array;
  /**
   * For each option number (1-based, as the ITM field of the spacer after the option
   * holds it, negated): how many secondary items the option has.
   */
  readonly secondaries: Int32Array;
  /** Mems spent inserting nodes into item lists (part of Knuth's input mems). */
  readonly buildMems: number;
  /** Room for an engine's arrays of levels, beside `nd` (see kernels.ts); empty without kernels. */
  readonly levels: Int32Array;
  /** The dance steps in WebAssembly, on `nd`, `secondaries` and `cl` (see kernels.ts); none if unavailable. */
  readonly kernels: Kernels | undefined;
}

// the bounds of a primary item, read where the problem's types are
export { parseBounds };

/**
 * Builds the matrix for a problem, inserting nodes exactly as DLX1-3 do: in input order
 * at the bottom of each item list, or, when `rng` is given (the `s` option), at a
 * random position chosen with `gb_unif_rand`.
 */
export function buildMatrix(
  problem: Problem,
  rng?: GbFlip,
  ignored: readonly { readonly option: Option; readonly before: number }[] = [],
): KnuthMatrix {
  const nPrimary = problem.primary.length;
  const nItems = nPrimary + problem.secondary.length;
  let total = 0;
  for (const o of problem.options) total += o.length;
  const lastItmIndex = nItems + 1;
  let spare = 0;
  for (const ig of ignored) spare = Math.max(spare, ig.option.length);
  const nodeCount = lastItmIndex + total + problem.options.length + 1 + spare;
  // nd, secondaries and cl in a WebAssembly memory, with the kernels, where there is one
  const arrays = danceArrays(4 * nodeCount, problem.options.length + 1, 4 * (lastItmIndex + 1));
  const nd = arrays.nd;
  const cl = arrays.cl;
  const names: string[] = [''];
  const index = new Map<string, number>();
  for (const it of problem.primary) {
    index.set(it.name, names.length);
    names.push(it.name);
  }
  for (const it of problem.secondary) {
    index.set(it.name, names.length);
    names.push(it.name);
  }
  const second = 4 * (nPrimary + 1);
  const lastItm = 4 * lastItmIndex;
  // the active list: root and the primary items, circularly
  for (let i = 0; i <= nPrimary; i++) {
    const k = 4 * i;
    cl[k + NEXT] = i === nPrimary ? 0 : k + 4;
    cl[k + PREV] = i === 0 ? 4 * nPrimary : k - 4;
  }
  for (let i = 1; i <= nPrimary; i++) {
    const [lower, upper] = parseBounds(problem.primary[i - 1]?.bounds);
    cl[4 * i + BOUND] = upper;
    cl[4 * i + SLACK] = upper - lower;
  }
  // secondary items point to themselves
  for (let k = second; k < lastItm; k += 4) cl[k + PREV] = cl[k + NEXT] = k;
  for (let k = 4; k < lastItm; k += 4) nd[k + UP] = nd[k + DOWN] = k;

  const optionOf = new Int32Array(nodeCount).fill(-1);
  const secondaries = arrays.secondaries;
  let mems = 0;
  /** Inserts node `last` into the list of item `k`, as DLX1-3 do; returns the mems. */
  const insert = (last: number, k: number): number => {
    let t = (nd[k + ITM] as number) + 1;
    nd[k + ITM] = t;
    if (rng === undefined) {
      const r = nd[k + UP] as number;
      nd[r + DOWN] = last;
      nd[k + UP] = last;
      nd[last + UP] = r;
      nd[last + DOWN] = k;
      return 5;
    }
    t = rng.unif(t);
    let r = k;
    const m = 10 + t;
    for (; t !== 0; t--) r = nd[r + DOWN] as number;
    const q = nd[r + UP] as number;
    nd[q + DOWN] = last;
    nd[r + UP] = last;
    nd[last + UP] = q;
    nd[last + DOWN] = r;
    return m;
  };
  let last = lastItm; // the spacer before the current option
  nd[last + ITM] = 0;
  let ig = 0;
  /** Inserts and removes the dropped options that came before option `o` (the RNG sees them). */
  const drop = (o: number): void => {
    for (; ig < ignored.length && (ignored[ig]?.before ?? 0) <= o; ig++) {
      let p = last;
      for (const oi of ignored[ig]?.option ?? []) {
        p += 4;
        const k = 4 * (index.get(oi.item) ?? 0);
        nd[p + ITM] = k;
        mems += insert(p, k);
      }
      for (; p > last; p -= 4) {
        const k = nd[p + ITM] as number;
        nd[k + ITM] = (nd[k + ITM] as number) - 1;
        const q = nd[p + UP] as number;
        const r = nd[p + DOWN] as number;
        nd[q + DOWN] = r;
        nd[r + UP] = q;
        mems += 6;
      }
    }
  };
  problem.options.forEach((option, o) => {
    drop(o);
    const start = last;
    for (const oi of option) {
      const k = 4 * (index.get(oi.item) ?? 0);
      last += 4;
      nd[last + ITM] = k;
      nd[last + COLOR] = oi.color === undefined ? 0 : oi.color.charCodeAt(0);
      optionOf[last >> 2] = o;
      if (k >= second) secondaries[o + 1] = (secondaries[o + 1] as number) + 1;
      mems += insert(last, k);
    }
    nd[start + DOWN] = last;
    last += 4;
    nd[last + UP] = start + 4;
    nd[last + ITM] = -(o + 1);
  });
  drop(Number.POSITIVE_INFINITY);
  // clear what the dropped options left beyond the last spacer
  nd.fill(0, last + 4);
  return {
    nd,
    cl,
    names,
    second,
    lastItm,
    lastNode: last + 4,
    options: problem.options.length,
    optionOf,
    secondaries,
    buildMems: mems,
    levels: arrays.levels,
    kernels: arrays.kernels,
  };
}
