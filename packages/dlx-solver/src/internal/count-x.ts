import type { Problem } from '@polydance/exact-cover';

/**
 * A counter for Algorithm X problems (no colors, no multiplicities) that only counts.
 *
 * It makes the same choices as Algorithm X (branch on an active primary item with the
 * fewest options), but keeps its state differently, which pays when nothing has to be
 * printed:
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
  for (const it of problem.primary) if (it.bounds !== undefined && it.bounds !== '1' && it.bounds !== '1:1') return undefined;
  const n = problem.primary.length + problem.secondary.length;
  const index = new Map<string, number>();
  problem.primary.forEach((it, i) => index.set(it.name, i));
  problem.secondary.forEach((it, i) => index.set(it.name, problem.primary.length + i));
  const len = new Int32Array(n);
  for (const o of problem.options) {
    for (const oi of o) {
      if (oi.color !== undefined) return undefined;
      const x = index.get(oi.item);
      if (x === undefined) return undefined;
      len[x]++;
    }
  }
  let words = 0;
  for (let x = 0; x < n; x++) words += ((len[x] ?? 0) + 31) >> 5;
  return { items: n, primaries: problem.primary.length, stateWords: words + n };
}

const ENTER = 0;
const TRY = 1;
const NEXT = 2;
const FINISHED = 3;

export const COUNT_BUDGET = 0;
export const COUNT_DONE = 1;

const MEMO_BYTES = 24 << 20;
const MEMO_MAX_KEY_WORDS = 16;
const PROBES = 4;

export class BitsetCounter {
  private readonly n: number;
  private readonly nPrim: number;
  private readonly totalW: number;
  private readonly wBase: Int32Array;
  private readonly optAt: Int32Array;
  private readonly optStart: Int32Array;
  private readonly nodeItem: Int32Array;
  private readonly nodeW: Int32Array;
  private readonly nodeMask: Int32Array;
  private readonly mask: Int32Array;
  private readonly cnt: Int32Array;
  private readonly covered: Uint8Array;
  private readonly act: Int32Array;
  private readonly apos: Int32Array;
  private nAct: number;
  private readonly secStack: Int32Array;
  private secN = 0;

  // per level
  private readonly saveMask: Int32Array;
  private readonly saveCnt: Int32Array;
  private readonly saveAct: Int32Array;
  private readonly saveSec: Int32Array;
  private readonly bestAt: Int32Array;
  private readonly jAt: Int32Array;
  private readonly cand: Int32Array;
  private readonly candBase: Int32Array;
  private readonly candN: Int32Array;

  // memo
  private readonly memo: boolean;
  private readonly W: number;
  private readonly bits: Int32Array;
  private readonly keyAt: Int32Array;
  private readonly countAt: Float64Array;
  private readonly tableMask: number;
  private readonly tKeys: Int32Array;
  private readonly tVal: Float64Array;

  private pc = ENTER;
  level = 0;
  count = 0;
  nodes = 0;
  memoHits = 0;

  constructor(problem: Problem, options: { readonly memo?: boolean } = {}) {
    const nPrim = problem.primary.length;
    const n = nPrim + problem.secondary.length;
    this.n = n;
    this.nPrim = nPrim;
    const index = new Map<string, number>();
    problem.primary.forEach((it, i) => index.set(it.name, i));
    problem.secondary.forEach((it, i) => index.set(it.name, nPrim + i));
    const len = new Int32Array(n);
    let total = 0;
    for (const o of problem.options) {
      for (const oi of o) len[index.get(oi.item) ?? 0]++;
      total += o.length;
    }
    const wBase = new Int32Array(n + 1);
    for (let x = 0; x < n; x++) wBase[x + 1] = (wBase[x] as number) + (((len[x] as number) + 31) >> 5);
    const totalW = wBase[n] as number;
    this.wBase = wBase;
    this.totalW = totalW;
    this.optAt = new Int32Array(totalW * 32);
    this.optStart = new Int32Array(problem.options.length + 1);
    this.nodeItem = new Int32Array(total);
    this.nodeW = new Int32Array(total);
    this.nodeMask = new Int32Array(total);
    this.mask = new Int32Array(totalW);
    const fill = new Int32Array(n);
    let q = 0;
    problem.options.forEach((o, oi) => {
      this.optStart[oi] = q;
      for (const it of o) {
        const x = index.get(it.item) ?? 0;
        const p = fill[x] as number;
        fill[x] = p + 1;
        const w = (wBase[x] as number) + (p >> 5);
        this.nodeItem[q] = x;
        this.nodeW[q] = w;
        this.nodeMask[q] = ~(1 << (p & 31));
        this.optAt[w * 32 + (p & 31)] = oi;
        this.mask[w] = (this.mask[w] as number) | (1 << (p & 31));
        q++;
      }
    });
    this.optStart[problem.options.length] = q;
    this.cnt = Int32Array.from(len);
    this.covered = new Uint8Array(n);
    this.act = new Int32Array(nPrim);
    this.apos = new Int32Array(n);
    for (let x = 0; x < nPrim; x++) {
      this.act[x] = x;
      this.apos[x] = x;
    }
    this.nAct = nPrim;
    this.secStack = new Int32Array(n + 1);

    const levels = nPrim + 2;
    this.saveMask = new Int32Array(totalW * levels);
    this.saveCnt = new Int32Array(n * levels);
    this.saveAct = new Int32Array(levels);
    this.saveSec = new Int32Array(levels);
    this.bestAt = new Int32Array(levels);
    this.jAt = new Int32Array(levels);
    this.candBase = new Int32Array(levels + 1);
    this.candN = new Int32Array(levels);
    // the candidates of all levels on the current path fit in the option count plus slack
    this.cand = new Int32Array(problem.options.length + levels);

    const W = (n + 31) >> 5;
    this.W = W;
    this.memo = (options.memo ?? true) && W <= MEMO_MAX_KEY_WORDS;
    this.bits = new Int32Array(W);
    this.keyAt = new Int32Array(W * levels);
    this.countAt = new Float64Array(levels);
    let logSize = 0;
    if (this.memo) {
      const entryBytes = 4 * W + 8;
      logSize = Math.max(4, Math.min(20, Math.floor(Math.log2(MEMO_BYTES / entryBytes))));
    }
    this.tableMask = (1 << logSize) - 1;
    this.tKeys = new Int32Array(this.memo ? W << logSize : 0);
    this.tVal = new Float64Array(this.memo ? 1 << logSize : 0).fill(-1);
  }

  /** Marks item `x` covered (it leaves the active primaries, or joins the covered secondaries). */
  private deactivate(x: number): void {
    this.covered[x] = 1;
    this.bits[x >> 5] = (this.bits[x >> 5] as number) | (1 << (x & 31));
    if (x < this.nPrim) {
      const act = this.act;
      const apos = this.apos;
      const p = apos[x] as number;
      const last = act[--this.nAct] as number;
      act[p] = last;
      apos[last] = p;
      act[this.nAct] = x;
      apos[x] = this.nAct;
    } else {
      this.secStack[this.secN++] = x;
    }
  }

  /**
   * Hides every active option of item `y` (clears its bit in all of its items' masks).
   * With `check`, stops and returns false as soon as an uncovered primary item loses its
   * last option.
   */
  private hideAll(y: number, check: boolean): boolean {
    const mask = this.mask;
    const cnt = this.cnt;
    const covered = this.covered;
    const optAt = this.optAt;
    const optStart = this.optStart;
    const nodeItem = this.nodeItem;
    const nodeW = this.nodeW;
    const nodeMask = this.nodeMask;
    const nPrim = this.nPrim;
    const end = this.wBase[y + 1] as number;
    for (let w = this.wBase[y] as number; w < end; w++) {
      let word = mask[w] as number;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const o = optAt[w * 32 + 31 - Math.clz32(low)] as number;
        let dead = false;
        const e = optStart[o + 1] as number;
        for (let q = optStart[o] as number; q < e; q++) {
          const z = nodeItem[q] as number;
          const wz = nodeW[q] as number;
          mask[wz] = (mask[wz] as number) & (nodeMask[q] as number);
          const c = (cnt[z] as number) - 1;
          cnt[z] = c;
          if (c === 0 && z < nPrim && covered[z] === 0) dead = true;
        }
        if (dead && check) return false;
      }
    }
    return true;
  }

  private save(level: number): void {
    this.saveMask.set(this.mask, level * this.totalW);
    this.saveCnt.set(this.cnt, level * this.n);
    this.saveAct[level] = this.nAct;
    this.saveSec[level] = this.secN;
  }

  private restore(level: number): void {
    const mask = this.mask;
    const sm = this.saveMask;
    const totalW = this.totalW;
    for (let i = 0, j = level * totalW; i < totalW; i++, j++) mask[i] = sm[j] as number;
    const cnt = this.cnt;
    const sc = this.saveCnt;
    const n = this.n;
    for (let i = 0, j = level * n; i < n; i++, j++) cnt[i] = sc[j] as number;
    const act = this.act;
    const bits = this.bits;
    const covered = this.covered;
    const na = this.saveAct[level] as number;
    for (let k = this.nAct; k < na; k++) {
      const x = act[k] as number;
      covered[x] = 0;
      bits[x >> 5] = (bits[x >> 5] as number) & ~(1 << (x & 31));
    }
    this.nAct = na;
    const ns = this.saveSec[level] as number;
    while (this.secN > ns) {
      const x = this.secStack[--this.secN] as number;
      covered[x] = 0;
      bits[x >> 5] = (bits[x >> 5] as number) & ~(1 << (x & 31));
    }
  }

  private hash(keys: Int32Array, off: number): number {
    let h = 0x9e3779b9 | 0;
    for (let w = 0; w < this.W; w++) {
      h = Math.imul(h ^ (keys[off + w] as number), 0x85ebca6b);
      h ^= h >>> 13;
    }
    return h & this.tableMask;
  }

  private lookup(): number {
    const W = this.W;
    const bits = this.bits;
    const tKeys = this.tKeys;
    const h = this.hash(bits, 0);
    for (let pr = 0; pr < PROBES; pr++) {
      const s = (h + pr) & this.tableMask;
      const v = this.tVal[s] as number;
      if (v < 0) return -1;
      let w = 0;
      while (w < W && tKeys[s * W + w] === bits[w]) w++;
      if (w === W) return v;
    }
    return -1;
  }

  private store(level: number, v: number): void {
    const W = this.W;
    const keyAt = this.keyAt;
    const h = this.hash(keyAt, level * W);
    let s = h;
    for (let pr = 0; pr < PROBES; pr++) {
      const s2 = (h + pr) & this.tableMask;
      if ((this.tVal[s2] as number) < 0) {
        s = s2;
        break;
      }
    }
    for (let w = 0; w < W; w++) this.tKeys[s * W + w] = keyAt[level * W + w] as number;
    this.tVal[s] = v;
  }

  /** Searches until `budget` more nodes have been entered, or to the end. */
  run(budget: number): number {
    for (;;) {
      switch (this.pc) {
        case ENTER: {
          if (budget <= 0) return COUNT_BUDGET;
          budget--;
          this.nodes++;
          const level = this.level;
          const act = this.act;
          const cnt = this.cnt;
          let t = 0x7fffffff;
          let best = -1;
          for (let k = 0; k < this.nAct; k++) {
            const x = act[k] as number;
            const c = cnt[x] as number;
            if (c < t) {
              t = c;
              best = x;
              if (c <= 1) break;
            }
          }
          if (this.nAct === 0) {
            // no primary item at all: the empty set of options is the one solution
            this.count++;
            this.pc = NEXT;
            this.backtrack();
            break;
          }
          let live = t > 0;
          if (live && this.memo) {
            const v = this.lookup();
            if (v >= 0) {
              this.count += v;
              this.memoHits++;
              live = false;
            } else {
              const W = this.W;
              for (let w = 0; w < W; w++) this.keyAt[level * W + w] = this.bits[w] as number;
              this.countAt[level] = this.count;
            }
          }
          if (!live) {
            this.pc = NEXT;
            this.backtrack();
            break;
          }
          // the options of `best`, before they are hidden
          const cb = this.candBase[level] as number;
          let cn = 0;
          const mask = this.mask;
          const end = this.wBase[best + 1] as number;
          for (let w = this.wBase[best] as number; w < end; w++) {
            let word = mask[w] as number;
            while (word !== 0) {
              const low = word & -word;
              word ^= low;
              this.cand[cb + cn++] = this.optAt[w * 32 + 31 - Math.clz32(low)] as number;
            }
          }
          this.candN[level] = cn;
          this.candBase[level + 1] = cb + cn;
          this.deactivate(best);
          this.hideAll(best, false);
          this.save(level);
          this.bestAt[level] = best;
          this.jAt[level] = 0;
          this.pc = TRY;
          break;
        }
        case TRY: {
          const level = this.level;
          const o = this.cand[(this.candBase[level] as number) + (this.jAt[level] as number)] as number;
          const best = this.bestAt[level] as number;
          const s = this.optStart[o] as number;
          const e = this.optStart[o + 1] as number;
          for (let q = s; q < e; q++) {
            const z = this.nodeItem[q] as number;
            if (z !== best) this.deactivate(z);
          }
          if (this.nAct === 0) {
            this.count++;
            this.pc = NEXT;
            break;
          }
          let ok = true;
          for (let q = s; q < e && ok; q++) {
            const z = this.nodeItem[q] as number;
            if (z !== best) ok = this.hideAll(z, true);
          }
          if (ok) {
            this.level = level + 1;
            this.pc = ENTER;
          } else this.pc = NEXT;
          break;
        }
        case NEXT: {
          // the attempt at this level is over: restore and take the next option
          const level = this.level;
          this.restore(level);
          const j = (this.jAt[level] as number) + 1;
          this.jAt[level] = j;
          if (j < (this.candN[level] as number)) {
            this.pc = TRY;
            break;
          }
          if (this.memo) this.store(level, this.count - (this.countAt[level] as number));
          if (level === 0) {
            this.pc = FINISHED;
            return COUNT_DONE;
          }
          this.level = level - 1;
          break;
        }
        default:
          return COUNT_DONE;
      }
    }
  }

  /** After a dead or remembered node: back to the level above (or finish). */
  private backtrack(): void {
    if (this.level === 0) {
      this.pc = FINISHED;
      return;
    }
    this.level--;
  }

  /** Knuth's estimate of the fraction of the tree explored: `k of d` at every level. */
  estimate(): number {
    let f = 0;
    let fd = 1;
    const top = this.pc === FINISHED ? 0 : this.level;
    for (let l = 0; l < top; l++) {
      const d = this.candN[l] as number;
      const k = (this.jAt[l] as number) + 1;
      fd *= d;
      f += (k - 1) / fd;
    }
    return this.pc === FINISHED ? 1 : f + 0.5 / fd;
  }

  get finished(): boolean {
    return this.pc === FINISHED;
  }
}
