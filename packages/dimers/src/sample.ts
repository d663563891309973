import type { Solution, Steps } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import type { DimerGraph } from './region.js';
import { perfectMatching } from './internal/matching.js';
import { adjacency } from './internal/walk.js';

/** The options of {@link randomDimers}. */
export interface DimerDrawOptions {
  /** The seed (an integer, default 0): the same seed draws the same tilings. */
  readonly seed?: number;
  /**
   * Looked at before each run of sweeps, and every million or so face updates within a
   * long one: true stops the draws (those done are returned, fewer than asked).
   */
  readonly shouldStop?: () => boolean;
}

/** A small generator of 32-bit numbers (mulberry32), for the coins of the sweeps. */
function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * The height function's constraints. Heights live on the unit faces (1..F; 0 is the
 * outer face, height 0). With a reference matching M0, edge e (white → black, face L on
 * its left, R on its right) is in the tiling of heights h exactly when
 * h(R) − h(L) + M0(e) = 1, and h is a tiling's exactly when that is 0 or 1 on every
 * edge. So each side of face f bounds h(f) to a window of two: h(f) ∈ [h(g) + base,
 * h(g) + base + 1], g the face across the side. The windows' intersection is what a
 * single face may take with its neighbours fixed.
 */
interface Heights {
  readonly faces: number;
  /** Side k of face f (f = 1..F) for k in `sideStart[f - 1]..sideStart[f]`: the face across (`other`) and `base`. */
  readonly sideStart: Int32Array;
  readonly other: Int32Array;
  readonly base: Int32Array;
  /** Each edge's face on its left and on its right (0: the outer face), and M0. */
  readonly left: Int32Array;
  readonly right: Int32Array;
  readonly m0: Uint8Array;
}

function heights(g: DimerGraph, m0: Uint8Array): Heights {
  const faces = g.faceStart.length - 1;
  const edges = g.option.length;
  const left = new Int32Array(edges);
  const right = new Int32Array(edges);
  for (let f = 0; f < faces; f++) {
    for (let k = g.faceStart[f]!; k < g.faceStart[f + 1]!; k++) {
      // counterclockwise, a side from a white cell to a black one has the face on its left
      if (g.white[g.faceCells[k]!] === 1) left[g.faceEdges[k]!] = f + 1;
      else right[g.faceEdges[k]!] = f + 1;
    }
  }
  const sides = g.faceEdges.length;
  const other = new Int32Array(sides);
  const base = new Int32Array(sides);
  for (let f = 0; f < faces; f++) {
    for (let k = g.faceStart[f]!; k < g.faceStart[f + 1]!; k++) {
      const e = g.faceEdges[k]!;
      if (g.white[g.faceCells[k]!] === 1) {
        other[k] = right[e]!;
        base[k] = m0[e]! - 1;
      } else {
        other[k] = left[e]!;
        base[k] = -m0[e]!;
      }
    }
  }
  return { faces, sideStart: g.faceStart.subarray(1), other, base, left, right, m0 };
}

/** The highest (`up`) or lowest heights, relaxed face by face from ±∞ until nothing changes (a queue of faces to look at again). */
function extreme(h: Heights, up: boolean): Int32Array {
  const far = 1 << 28;
  const out = new Int32Array(h.faces + 1).fill(up ? far : -far);
  out[0] = 0;
  const queued = new Uint8Array(h.faces + 1);
  const queue = new Int32Array(h.faces + 1);
  let head = 0;
  let size = 0;
  const push = (f: number): void => {
    if (f === 0 || queued[f] === 1) return;
    queued[f] = 1;
    queue[(head + size++) % queue.length] = f;
  };
  for (let f = 1; f <= h.faces; f++) push(f);
  while (size > 0) {
    const f = queue[head]!;
    head = (head + 1) % queue.length;
    size--;
    queued[f] = 0;
    let best = up ? far : -far;
    for (let k = f === 1 ? 0 : h.sideStart[f - 2]!; k < h.sideStart[f - 1]!; k++) {
      const v = out[h.other[k]!]! + h.base[k]!;
      if (up ? v + 1 < best : v > best) best = up ? v + 1 : v;
    }
    if (up ? best < out[f]! : best > out[f]!) {
      out[f] = best;
      for (let k = f === 1 ? 0 : h.sideStart[f - 2]!; k < h.sideStart[f - 1]!; k++) push(h.other[k]!);
    }
  }
  return out;
}

/**
 * One sweep over the faces, the same coins for both chains: face f takes the highest
 * height its neighbours allow when its coin is 1, the lowest when 0 (a heat-bath step:
 * it keeps the uniform distribution, and it keeps top ≥ bottom, so the two chains that
 * start at the highest and the lowest tilings hold every other chain between them).
 */
function sweep(h: Heights, top: Int32Array, bottom: Int32Array, coins: Uint32Array): void {
  const { sideStart, other, base } = h;
  let k = 0;
  for (let f = 1; f <= h.faces; f++) {
    const end = sideStart[f - 1]!;
    const up = (coins[(f - 1) >>> 5]! >>> ((f - 1) & 31)) & 1;
    let hiTop = 1 << 30;
    let loTop = -(1 << 30);
    let hiBottom = 1 << 30;
    let loBottom = -(1 << 30);
    for (let j = k; j < end; j++) {
      const g = other[j]!;
      const b = base[j]!;
      const t = top[g]! + b;
      const u = bottom[g]! + b;
      if (t > loTop) loTop = t;
      if (t + 1 < hiTop) hiTop = t + 1;
      if (u > loBottom) loBottom = u;
      if (u + 1 < hiBottom) hiBottom = u + 1;
    }
    top[f] = up === 1 ? hiTop : loTop;
    bottom[f] = up === 1 ? hiBottom : loBottom;
    k = end;
  }
}

/** The coins of a sweep, from its seed, into `coins`. */
function coinsOf(seed: number, coins: Uint32Array): Uint32Array {
  const coin = mulberry32(seed);
  for (let i = 0; i < coins.length; i++) coins[i] = coin();
  return coins;
}

function same(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The tiling of heights h: the options of its edges, in increasing order; checked to cover every cell once. */
function tilingOf(g: DimerGraph, h: Heights, heights: Int32Array, covered: Uint8Array): Solution {
  const out: number[] = [];
  covered.fill(0);
  for (let e = 0; e < g.option.length; e++) {
    if (heights[h.right[e]!]! - heights[h.left[e]!]! + h.m0[e]! !== 1) continue;
    out.push(g.option[e]!);
    covered[g.ends[2 * e]!]!++;
    covered[g.ends[2 * e + 1]!]!++;
  }
  for (let c = 0; c < g.cells; c++) if (covered[c] !== 1) throw new Error('internal error: a random tiling does not cover every cell once');
  return out.sort((x, y) => x - y);
}

/**
 * Face updates of the sweeps (faces times sweeps) between two yields of
 * {@link randomDimersSteps} within one run of sweeps (a few milliseconds).
 */
const SWEEP_WORK = 1 << 20;

/**
 * Draws `n` tilings of a region uniformly at random (each independently), reproducibly
 * for a seed, as the options of the problem the graph was read from; none when the
 * region has no tiling. Coupling from the past (Propp and Wilson): two chains, from the
 * highest and the lowest height function, run the same random sweeps from T sweeps in
 * the past up to now; if they meet, every chain would have, and the state now is
 * exactly uniform; if not, T doubles and the same coins are used again for the last T
 * sweeps (new ones for the sweeps further back). `options.shouldStop` can end it early.
 */
export function randomDimers(g: DimerGraph, n: number, options: DimerDrawOptions = {}): Solution[] {
  return finish(randomDimersSteps(g, n, options));
}

/**
 * {@link randomDimers} as work that gives way (see `Steps` of `@polydance/exact-cover`):
 * it yields before each run of sweeps and every {@link SWEEP_WORK} face updates within
 * one, where it asks `options.shouldStop`, so that `giveWay` can let a signal's listener
 * run while a large region is drawn.
 */
export function* randomDimersSteps(g: DimerGraph, n: number, options: DimerDrawOptions = {}): Steps<Solution[]> {
  const seed = options.seed ?? 0;
  if (!Number.isInteger(n) || n < 0) throw new TypeError('randomDimers: n must be a whole number, 0 or more');
  if (!Number.isInteger(seed)) throw new TypeError('randomDimers: options.seed must be an integer');
  const m0 = perfectMatching(g, adjacency(g));
  if (m0 === undefined) return [];
  const h = heights(g, m0);
  const highest = extreme(h, true);
  const lowest = extreme(h, false);
  const top = new Int32Array(h.faces + 1);
  const bottom = new Int32Array(h.faces + 1);
  const coins = new Uint32Array(Math.ceil(h.faces / 32) + 1);
  const covered = new Uint8Array(g.cells);
  const master = mulberry32(seed ^ Math.floor(seed / 2 ** 32));
  const drawn: Solution[] = [];
  // face updates since the last yield
  let work = 0;
  for (let d = 0; d < n; d++) {
    // sweepSeeds[t]: the coins of the sweep t + 1 steps before now
    const sweepSeeds: number[] = [master()];
    for (;;) {
      yield;
      work = 0;
      if (options.shouldStop?.() === true) return drawn;
      top.set(highest);
      bottom.set(lowest);
      for (let t = sweepSeeds.length - 1; t >= 0; t--) {
        sweep(h, top, bottom, coinsOf(sweepSeeds[t]!, coins));
        work += h.faces;
        if (work >= SWEEP_WORK && t > 0) {
          yield;
          work = 0;
          if (options.shouldStop?.() === true) return drawn;
        }
      }
      if (same(top, bottom)) break;
      const more = sweepSeeds.length;
      for (let i = 0; i < more; i++) sweepSeeds.push(master());
    }
    drawn.push(tilingOf(g, h, top, covered));
  }
  return drawn;
}
