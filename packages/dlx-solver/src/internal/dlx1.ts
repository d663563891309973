import { Engine } from './engine.js';
import type { GbFlip } from './gb-flip.js';
import type { KnuthMatrix } from './matrix.js';
import type { KnuthSettings } from './settings.js';

// Field offsets of nodes and items (see matrix.ts). Const enums, so that every use
// compiles to a literal: a bundle turns module constants into variables, and a
// variable read at every array access slows the search loops down by a fifth.
const enum Node {
  UP = 0,
  DOWN = 1,
  ITM = 2,
}
const enum Item {
  PREV = 0,
  NEXT = 1,
}
// Verbosity bits and run statuses (see settings.ts), local so that they need no import.
const BUDGET = 0;
const DONE = 2;
const SHOW_CHOICES = 2;
const SHOW_FULL_STATE = 256;
const SHOW_PROFILE = 128;
const SOLUTION = 1;
const TIMEOUT = 3;

/** The steps of the search, as a state machine that can stop and resume between them. */
const enum Step {
  FORWARD,
  ADVANCE,
  BACKUP,
  RECOVER,
  FINISHED,
}

/*
 * The inner loops of DLX1's `cover` and `uncover`. Knuth's loop visits the nodes of an
 * option to the right of the node in the item's list, with a test for the spacer at
 * each step; here the part before the spacer and the part after the wrap are two loops
 * without that test. Both visit the same nodes in the same order.
 *
 * Offsets are int32 sums marked `| 0`, which spares the engine an overflow check at
 * each addition (the arrays are far too small for a sum to overflow).
 *
 * The mems are Knuth's, charged in bulk: his `cover(c)` charges 3 for unlinking `c`, 1
 * per option in the list of `c`, 2 per node visited (one spacer per option), 4 more per
 * node hidden, and 1 at the end; that is 4 + 3 * rows + 6 * hides, where `rows` is the
 * length of the list of `c` (its ITM field, which `cover` does not change). `uncover`
 * charges the same. The callers add these sums; mems are only read between covers.
 */

/** Hides every option in the list of item `c` except for its node there; returns the nodes hidden. */
function hideRows(nd: Int32Array, c: number, lastItm: number): number {
  let hides = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    let nn = (rr + 4) | 0;
    for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = dd;
      nd[dd + Node.UP] = uu;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
      nn = (nn + 4) | 0;
    }
    const first = nd[nn + Node.UP] as number;
    // the nodes after rr, up to the spacer, then those from the first node on
    hides = (hides + ((nn - first - 4) >> 2)) | 0;
    for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
      const cc = nd[(nn + Node.ITM) | 0] as number;
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = dd;
      nd[dd + Node.UP] = uu;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
    }
  }
  return hides;
}

/** Undoes `hideRows(nd, c, lastItm)`, relinking the nodes in the same order; returns their number. */
function unhideRows(nd: Int32Array, c: number, lastItm: number): number {
  let unhides = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    let nn = (rr + 4) | 0;
    for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = nn;
      nd[dd + Node.UP] = nn;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
      nn = (nn + 4) | 0;
    }
    const first = nd[nn + Node.UP] as number;
    unhides = (unhides + ((nn - first - 4) >> 2)) | 0;
    for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
      const cc = nd[(nn + Node.ITM) | 0] as number;
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = nn;
      nd[dd + Node.UP] = nn;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
    }
  }
  return unhides;
}

/**
 * Algorithm X with dancing links, step for step as Knuth's DLX1: branch on the active
 * item with the shortest list (the leftmost on ties; `s<seed>` breaks ties at random),
 * cover it, and try its options in list order. `nodes`, `updates` and `mems` are counted
 * exactly as DLX1 counts them.
 */
export class Dlx1 extends Engine {
  private pc = Step.FORWARD;
  private best = 0;
  private cur = 0;

  constructor(m: KnuthMatrix, settings: KnuthSettings, rng?: GbFlip) {
    super(m, settings, (m.second >> 2) + 1, rng);
  }

  /** Covers item `c`: removes it from the active list and hides all of its options. */
  private cover(c: number): void {
    const cl = this.cl;
    const l = cl[c + Item.PREV] as number;
    const r = cl[c + Item.NEXT] as number;
    cl[l + Item.NEXT] = r;
    cl[r + Item.PREV] = l;
    const nd = this.nd;
    const rows = nd[c + Node.ITM] as number;
    const hides = hideRows(nd, c, this.lastItm);
    this.mems += 4 + 3 * rows + 6 * hides;
    this.updates += 1 + hides;
  }

  /** Undoes `cover(c)`. */
  private uncover(c: number): void {
    const nd = this.nd;
    const rows = nd[c + Node.ITM] as number;
    const unhides = unhideRows(nd, c, this.lastItm);
    const cl = this.cl;
    const l = cl[c + Item.PREV] as number;
    const r = cl[c + Item.NEXT] as number;
    cl[l + Item.NEXT] = c;
    cl[r + Item.PREV] = c;
    this.mems += 4 + 3 * rows + 6 * unhides;
  }


  run(budget: number): number {
    const nd = this.nd;
    const cl = this.cl;
    const settings = this.settings;
    const vbose = settings.vbose;
    for (;;) {
      switch (this.pc) {
        case Step.FORWARD: {
          if (budget <= 0) return BUDGET;
          budget--;
          this.nodes++;
          if (vbose & SHOW_PROFILE) this.profile[this.level] = (this.profile[this.level] as number) + 1;
          if (settings.delta !== 0 && this.mems >= this.thresh) {
            this.thresh += settings.delta;
            if (vbose & SHOW_FULL_STATE) this.printState();
            else this.printProgress();
          }
          if (this.mems >= settings.timeout) {
            this.err('TIMEOUT!\n');
            this.pc = Step.FINISHED;
            return TIMEOUT;
          }
          const best = this.chooseShortest();
          this.best = best;
          this.cover(best);
          this.mems += 2;
          let cur = nd[best + Node.DOWN] as number;
          if (this.level < this.prefix.length) {
            for (let k = this.prefix[this.level] as number; k > 0 && cur !== best; k--) cur = nd[cur + Node.DOWN] as number;
          }
          this.cur = cur;
          this.choice[this.level] = cur;
          this.pc = Step.ADVANCE;
          break;
        }
        case Step.ADVANCE: {
          const cur = this.cur;
          if (cur === this.best) {
            this.pc = Step.BACKUP;
            break;
          }
          if (vbose & SHOW_CHOICES && this.level < settings.showChoicesMax) {
            this.err(`L${this.level}:${this.optionText(cur)}`);
          }
          let m = 1;
          for (let pp = cur + 4; pp !== cur; ) {
            const cc = nd[pp + Node.ITM] as number;
            m++;
            if (cc <= 0) {
              m++;
              pp = nd[pp + Node.UP] as number;
            } else {
              this.cover(cc);
              pp += 4;
            }
          }
          this.mems += m;
          if (cl[Item.NEXT] === 0 && this.level + 1 < this.prefix.length) {
            // below a prefix, a solution shallower than the prefix is not in the subtree
            this.pc = Step.RECOVER;
            break;
          }
          if (cl[Item.NEXT] === 0) {
            this.nodes++;
            if (this.level + 1 > this.maxl) this.maxl = this.level + 1;
            if (vbose & SHOW_PROFILE) this.profile[this.level + 1] = (this.profile[this.level + 1] as number) + 1;
            if (settings.shape) this.shape('sol\n');
            this.count++;
            this.pc = Step.RECOVER;
            return SOLUTION;
          }
          this.level++;
          if (this.level > this.maxl) this.maxl = this.level;
          this.pc = Step.FORWARD;
          break;
        }
        case Step.BACKUP: {
          this.uncover(this.best);
          if (this.level === 0) {
            this.pc = Step.FINISHED;
            return DONE;
          }
          this.level--;
          this.mems += 2;
          this.cur = this.choice[this.level] as number;
          this.best = nd[this.cur + Node.ITM] as number;
          this.pc = Step.RECOVER;
          break;
        }
        case Step.RECOVER: {
          const cur = this.cur;
          let m = 2;
          for (let pp = cur - 4; pp !== cur; ) {
            const cc = nd[pp + Node.ITM] as number;
            m++;
            if (cc <= 0) {
              m++;
              pp = nd[pp + Node.DOWN] as number;
            } else {
              this.uncover(cc);
              pp -= 4;
            }
          }
          this.mems += m;
          const next = nd[cur + Node.DOWN] as number;
          if (this.level < this.prefix.length) {
            this.cur = this.best;
          } else {
            this.cur = next;
            this.choice[this.level] = next;
          }
          this.pc = Step.ADVANCE;
          break;
        }
        case Step.FINISHED:
          return DONE;
      }
    }
  }

  protected solutionLevels(): number {
    return this.level + 1;
  }

  /** DLX1's `print_option`: the option from node `p` on, and its place in its item's list. */
  optionText(p: number): string {
    const nd = this.nd;
    let s = '';
    for (let q = p; ; ) {
      s += ` ${this.itemName(nd[q + Node.ITM] as number)}`;
      q += 4;
      if ((nd[q + Node.ITM] as number) <= 0) q = nd[q + Node.UP] as number;
      if (q === p) break;
    }
    const c = nd[p + Node.ITM] as number;
    return `${s} (${this.position(nd[c + Node.DOWN] as number, p)} of ${nd[c + Node.ITM] as number})\n`;
  }

  solutionText(): string {
    let s = '';
    for (let l = 0; l <= this.level; l++) s += this.optionText(this.choice[l] as number);
    return s;
  }

  protected branchPairs(
    limit: number,
    levels = this.level,
  ): { pairs: [number, number][]; cut: boolean; estimate: number } {
    const nd = this.nd;
    const pairs: [number, number][] = [];
    let f = 0;
    let fd = 1;
    let cut = false;
    for (let l = 0; l < levels; l++) {
      const p = this.choice[l] as number;
      const c = nd[p + Node.ITM] as number;
      const d = nd[c + Node.ITM] as number;
      const k = this.position(nd[c + Node.DOWN] as number, p);
      fd *= d;
      f += (k - 1) / fd;
      pairs.push([k, d]);
      if (l >= limit) {
        cut = true;
        break;
      }
    }
    return { pairs, cut, estimate: f + 0.5 / fd };
  }

  estimate(): number {
    return this.branchPairs(Number.POSITIVE_INFINITY).estimate;
  }

  private printState(): void {
    let s = `Current state (level ${this.level}):\n`;
    for (let l = 0; l < this.level; l++) {
      s += this.optionText(this.choice[l] as number);
      if (l >= this.settings.showLevelsMax) {
        s += ' ...\n';
        break;
      }
    }
    s += ` ${this.count} solutions, ${this.mems} mems, and max level ${this.maxl} so far.\n`;
    this.err(s);
  }
}
