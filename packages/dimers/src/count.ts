import type { Steps } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import type { DimerGraph } from './region.js';
import { adjacency, breadthFirst } from './internal/walk.js';
import { modInverse, primesBelow } from './internal/modular.js';

/** The most cells of one color whose count fits: the matrix is n × n 32-bit numbers. */
export const MAX_COUNTED = 4096;

/**
 * Kasteleyn's signs: ±1 on each edge such that around every unit face of length L the
 * product is (−1)^(L/2 + 1) (−1 around a square, +1 around a hexagon). Edges of a
 * spanning forest get +1; the others, one per bounded face, are fixed face by face,
 * each face taken when all its sides but one are known.
 */
export function kasteleynSigns(g: DimerGraph): Int8Array {
  const edges = g.option.length;
  const faces = g.faceStart.length - 1;
  const sign = new Int8Array(edges);
  const { via } = breadthFirst(g, adjacency(g));
  for (const e of via) if (e >= 0) sign[e] = 1;
  // the faces of each edge (at most two)
  const edgeFaces = new Int32Array(2 * edges).fill(-1);
  const unknown = new Int32Array(faces);
  for (let f = 0; f < faces; f++) {
    for (let k = g.faceStart[f]!; k < g.faceStart[f + 1]!; k++) {
      const e = g.faceEdges[k]!;
      edgeFaces[edgeFaces[2 * e] === -1 ? 2 * e : 2 * e + 1] = f;
      if (sign[e] === 0) unknown[f]!++;
    }
  }
  const queue: number[] = [];
  for (let f = 0; f < faces; f++) if (unknown[f] === 1) queue.push(f);
  while (queue.length > 0) {
    const f = queue.pop()!;
    if (unknown[f] !== 1) continue;
    const start = g.faceStart[f]!;
    const end = g.faceStart[f + 1]!;
    let product = (end - start) % 4 === 0 ? -1 : 1;
    let open = -1;
    for (let k = start; k < end; k++) {
      const e = g.faceEdges[k]!;
      if (sign[e] === 0) open = e;
      else product *= sign[e]!;
    }
    sign[open] = product;
    for (const h of [edgeFaces[2 * open]!, edgeFaces[2 * open + 1]!]) {
      if (h < 0) continue;
      unknown[h]!--;
      if (unknown[h] === 1) queue.push(h);
    }
  }
  // an edge on no bounded face (a bridge) keeps any sign
  for (let e = 0; e < edges; e++) if (sign[e] === 0) sign[e] = 1;
  return sign;
}

/**
 * The number of perfect matchings of the graph (domino or lozenge tilings of the region),
 * exactly: |det K| for the Kasteleyn matrix K (white cells × black cells, the signs of
 * {@link kasteleynSigns}), which holds because every bounded face is a unit face. The
 * determinant is found modulo primes below 2^26 (elimination on the rows and columns in
 * breadth-first order, which keeps the nonzeros near the diagonal) and put together by
 * the Chinese remainder theorem, with enough primes for Hadamard's bound
 * |det K| ≤ ∏ √(row degree): their product exceeds twice the bound, so the symmetric
 * residue is the determinant itself. Throws a `RangeError` beyond {@link MAX_COUNTED}
 * cells of one color. `shouldStop`, asked before each prime and every few rows of the
 * elimination (a few milliseconds apart on the largest matrices), stops it: then the
 * count is undefined.
 */
export function countDimers(g: DimerGraph): bigint;
export function countDimers(g: DimerGraph, shouldStop: (() => boolean) | undefined): bigint | undefined;
export function countDimers(g: DimerGraph, shouldStop?: () => boolean): bigint | undefined {
  return finish(countDimersSteps(g, shouldStop));
}

/**
 * {@link countDimers} as work that gives way (see `Steps` of `@polydance/exact-cover`):
 * it yields where it asks `shouldStop`, before each prime and every few rows of the
 * elimination, so that `giveWay` can let a signal's listener run while a large region is
 * counted. Undefined when `shouldStop` stopped it.
 */
export function* countDimersSteps(g: DimerGraph, shouldStop?: () => boolean): Steps<bigint | undefined> {
  let n = 0;
  for (let c = 0; c < g.cells; c++) n += g.white[c]!;
  if (2 * n !== g.cells) return 0n;
  if (n === 0) return 1n;
  if (n > MAX_COUNTED) throw new RangeError(`too many cells to count (${g.cells}; at most ${2 * MAX_COUNTED})`);
  const sign = kasteleynSigns(g);
  // rows: white cells, columns: black cells, each in breadth-first order
  const { order } = breadthFirst(g, adjacency(g));
  const place = new Int32Array(g.cells);
  let rows = 0;
  let cols = 0;
  for (const c of order) place[c] = g.white[c] === 1 ? rows++ : cols++;
  const edges = g.option.length;
  const degree = new Int32Array(n);
  for (let e = 0; e < edges; e++) degree[place[g.ends[2 * e]!]!]!++;
  let bits = 1;
  for (const d of degree) {
    if (d === 0) return 0n;
    bits += Math.log2(d) / 2;
  }
  const primes: number[] = [];
  let have = 0;
  for (const p of primesBelow(1 << 26)) {
    primes.push(p);
    have += Math.log2(p);
    if (have > bits + 1) break;
  }
  const a = new Int32Array(n * n);
  const rowEnd = new Int32Array(n);
  const colEnd = new Int32Array(n);
  let x = 0n;
  let modulus = 1n;
  for (const p of primes) {
    yield;
    if (shouldStop?.() === true) return undefined;
    a.fill(0);
    for (let e = 0; e < edges; e++) a[place[g.ends[2 * e]!]! * n + place[g.ends[2 * e + 1]!]!] = sign[e]! > 0 ? 1 : p - 1;
    const r = yield* determinantMod(a, n, p, rowEnd, colEnd, shouldStop);
    if (r < 0) return undefined;
    const t = (((r - Number(x % BigInt(p))) % p) + p) % p;
    const u = Number((BigInt(t) * BigInt(modInverse(Number(modulus % BigInt(p)), p))) % BigInt(p));
    x += modulus * BigInt(u);
    modulus *= BigInt(p);
  }
  if (2n * x > modulus) x -= modulus;
  return x < 0n ? -x : x;
}

/** Rows of elimination between two questions to `shouldStop` (a row costs up to n² steps on a band of width n). */
const STOP_ROWS = 16;

/**
 * The determinant of the n × n matrix `a` (row-major, entries in [0, p)) modulo p, by
 * Gaussian elimination that works only where nonzeros can be: each row up to its last
 * nonzero (`rowEnd`), each column down to its last nonzero (`colEnd`), both kept up to
 * date as elimination fills in. Destroys `a`. Yields every {@link STOP_ROWS} rows and
 * then asks `shouldStop`: -1 when it says to stop.
 */
function* determinantMod(a: Int32Array, n: number, p: number, rowEnd: Int32Array, colEnd: Int32Array, shouldStop: (() => boolean) | undefined): Steps<number> {
  rowEnd.fill(-1);
  colEnd.fill(-1);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (a[i * n + j] !== 0) {
        rowEnd[i] = j;
        if (colEnd[j]! < i) colEnd[j] = i;
      }
    }
  }
  let det = 1;
  for (let k = 0; k < n; k += STOP_ROWS) {
    yield;
    if (shouldStop?.() === true) return -1;
    det = eliminate(a, n, p, rowEnd, colEnd, k, Math.min(n, k + STOP_ROWS), det);
    if (det === 0) return 0;
  }
  return det;
}

/**
 * Rows `from` to `to` (excluded) of {@link determinantMod}'s elimination, in a function
 * of its own (the hot loops, out of the generator): the determinant `det` so far times
 * their pivots, modulo p; 0 when a column has no pivot.
 */
function eliminate(a: Int32Array, n: number, p: number, rowEnd: Int32Array, colEnd: Int32Array, from: number, to: number, det: number): number {
  for (let k = from; k < to; k++) {
    let pivot = -1;
    const last = colEnd[k]!;
    for (let i = k; i <= last; i++) {
      if (a[i * n + k] !== 0) {
        pivot = i;
        break;
      }
    }
    if (pivot < 0) return 0;
    if (pivot !== k) {
      const end = Math.max(rowEnd[k]!, rowEnd[pivot]!);
      for (let j = k; j <= end; j++) {
        const t = a[k * n + j]!;
        a[k * n + j] = a[pivot * n + j]!;
        a[pivot * n + j] = t;
      }
      const t = rowEnd[k]!;
      rowEnd[k] = rowEnd[pivot]!;
      rowEnd[pivot] = t;
      // row k's old entries are now in row `pivot`
      for (let j = k; j <= end; j++) if (colEnd[j]! < pivot) colEnd[j] = pivot;
      det = det === 0 ? 0 : p - det;
    }
    const pk = a[k * n + k]!;
    det = (det * pk) % p;
    const inv = modInverse(pk, p);
    const end = rowEnd[k]!;
    for (let i = k + 1; i <= last; i++) {
      const aik = a[i * n + k]!;
      if (aik === 0) continue;
      const f = (aik * inv) % p;
      const row = i * n;
      const top = k * n;
      for (let j = k; j <= end; j++) {
        const v = (a[row + j]! - f * a[top + j]!) % p;
        a[row + j] = v < 0 ? v + p : v;
      }
      if (rowEnd[i]! < end) rowEnd[i] = end;
    }
    // the rows below k that were changed are those down to `last`: the columns they reach now end there at least
    for (let j = k + 1; j <= end; j++) if (colEnd[j]! < last) colEnd[j] = last;
  }
  return det;
}
