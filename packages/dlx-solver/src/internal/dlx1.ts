import { Engine } from './engine.js';
import type { GbFlip } from './gb-flip.js';
import type { KnuthMatrix } from './matrix.js';
import type { KnuthSettings } from './settings.js';

// Field offsets of nodes and items (see matrix.ts), declared here rather than imported
// so that they stay compile-time constants in every module system.
const DOWN = 1;
const ITM = 2;
const NEXT = 1;
const PREV = 0;
const UP = 0;
// Verbosity bits and run statuses (see settings.ts), local for the same reason.
const BUDGET = 0;
const DONE = 2;
const SHOW_CHOICES = 2;
const SHOW_DETAILS = 4;
const SHOW_FULL_STATE = 256;
const SHOW_PROFILE = 128;
const SOLUTION = 1;
const TIMEOUT = 3;

const FORWARD = 0;
const ADVANCE = 1;
const BACKUP = 2;
const RECOVER = 3;
const FINISHED = 4;
const INFINITE = 0x7fffffff;

/**
 * Algorithm X with dancing links, step for step as Knuth's DLX1: branch on the active
 * item with the shortest list (the leftmost on ties; `s<seed>` breaks ties at random),
 * cover it, and try its options in list order. `nodes`, `updates` and `mems` are counted
 * exactly as DLX1 counts them.
 */
export class Dlx1 extends Engine {
  private pc = FORWARD;
  private best = 0;
  private cur = 0;

  constructor(m: KnuthMatrix, settings: KnuthSettings, rng?: GbFlip) {
    super(m, settings, (m.second >> 2) + 1, rng);
  }

  /** Covers item `c`: removes it from the active list and hides all of its options. */
  private cover(c: number): void {
    const nd = this.nd;
    const cl = this.cl;
    const lastItm = this.lastItm;
    let mems = 3;
    let updates = 1;
    const l = cl[c + PREV] as number;
    const r = cl[c + NEXT] as number;
    cl[l + NEXT] = r;
    cl[r + PREV] = l;
    for (let rr = nd[c + DOWN] as number; rr >= lastItm; rr = nd[rr + DOWN] as number) {
      mems++;
      for (let nn = rr + 4; nn !== rr; ) {
        const uu = nd[nn + UP] as number;
        const cc = nd[nn + ITM] as number;
        mems += 2;
        if (cc <= 0) {
          nn = uu;
          continue;
        }
        const dd = nd[nn + DOWN] as number;
        nd[uu + DOWN] = dd;
        nd[dd + UP] = uu;
        nd[cc + ITM] = (nd[cc + ITM] as number) - 1;
        mems += 4;
        updates++;
        nn += 4;
      }
    }
    this.mems += mems + 1;
    this.updates += updates;
  }

  /** Undoes `cover(c)`. */
  private uncover(c: number): void {
    const nd = this.nd;
    const cl = this.cl;
    const lastItm = this.lastItm;
    let mems = 1;
    for (let rr = nd[c + DOWN] as number; rr >= lastItm; rr = nd[rr + DOWN] as number) {
      mems++;
      for (let nn = rr + 4; nn !== rr; ) {
        const uu = nd[nn + UP] as number;
        const cc = nd[nn + ITM] as number;
        mems += 2;
        if (cc <= 0) {
          nn = uu;
          continue;
        }
        const dd = nd[nn + DOWN] as number;
        nd[uu + DOWN] = nn;
        nd[dd + UP] = nn;
        nd[cc + ITM] = (nd[cc + ITM] as number) + 1;
        mems += 4;
        nn += 4;
      }
    }
    const l = cl[c + PREV] as number;
    const r = cl[c + NEXT] as number;
    cl[l + NEXT] = c;
    cl[r + PREV] = c;
    this.mems += mems + 3;
  }

  /** Sets `best` to the item to branch on: the shortest list, the leftmost on ties. */
  private choose(): number {
    const nd = this.nd;
    const cl = this.cl;
    const vbose = this.settings.vbose;
    const details =
      (vbose & SHOW_DETAILS) !== 0 &&
      this.level < this.settings.showChoicesMax &&
      this.level >= this.maxl - this.settings.showChoicesGap;
    const tmems = this.mems;
    let mems = 1;
    let t = INFINITE;
    let p = 0;
    let best = 0;
    let line = details ? `Level ${this.level}:` : '';
    for (let k = cl[NEXT] as number; t !== 0 && k !== 0; k = cl[k + NEXT] as number) {
      const len = nd[k + ITM] as number;
      if (details) line += ` ${this.itemName(k)}(${len})`;
      mems += 2;
      if (len <= t) {
        if (len < t) {
          best = k;
          t = len;
          p = 1;
        } else {
          p++;
          if (this.rng !== undefined) {
            mems += 4;
            if (this.rng.unif(p) === 0) best = k;
          }
        }
      }
    }
    this.mems += mems;
    if (details) this.err(`${line} branching on ${this.itemName(best)}(${t})\n`);
    if (t > this.maxdeg) this.maxdeg = t;
    if (this.settings.shape) this.shape(`${t} ${this.itemName(best)}\n`);
    this.cmems += this.mems - tmems;
    return best;
  }

  run(budget: number): number {
    const nd = this.nd;
    const cl = this.cl;
    const settings = this.settings;
    const vbose = settings.vbose;
    for (;;) {
      switch (this.pc) {
        case FORWARD: {
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
            this.pc = FINISHED;
            return TIMEOUT;
          }
          const best = this.choose();
          this.best = best;
          this.cover(best);
          this.mems += 2;
          let cur = nd[best + DOWN] as number;
          if (this.level < this.prefix.length) {
            for (let k = this.prefix[this.level] as number; k > 0 && cur !== best; k--) cur = nd[cur + DOWN] as number;
          }
          this.cur = cur;
          this.choice[this.level] = cur;
          this.pc = ADVANCE;
          break;
        }
        case ADVANCE: {
          const cur = this.cur;
          if (cur === this.best) {
            this.pc = BACKUP;
            break;
          }
          if (vbose & SHOW_CHOICES && this.level < settings.showChoicesMax) {
            this.err(`L${this.level}:${this.optionText(cur)}`);
          }
          for (let pp = cur + 4; pp !== cur; ) {
            const cc = nd[pp + ITM] as number;
            this.mems++;
            if (cc <= 0) {
              this.mems++;
              pp = nd[pp + UP] as number;
            } else {
              this.cover(cc);
              pp += 4;
            }
          }
          this.mems++;
          if (cl[NEXT] === 0 && this.level + 1 < this.prefix.length) {
            // below a prefix, a solution shallower than the prefix is not in the subtree
            this.pc = RECOVER;
            break;
          }
          if (cl[NEXT] === 0) {
            this.nodes++;
            if (this.level + 1 > this.maxl) this.maxl = this.level + 1;
            if (vbose & SHOW_PROFILE) this.profile[this.level + 1] = (this.profile[this.level + 1] as number) + 1;
            if (settings.shape) this.shape('sol\n');
            this.count++;
            this.pc = RECOVER;
            return SOLUTION;
          }
          this.level++;
          if (this.level > this.maxl) this.maxl = this.level;
          this.pc = FORWARD;
          break;
        }
        case BACKUP: {
          this.uncover(this.best);
          if (this.level === 0) {
            this.pc = FINISHED;
            return DONE;
          }
          this.level--;
          this.mems += 2;
          this.cur = this.choice[this.level] as number;
          this.best = nd[this.cur + ITM] as number;
          this.pc = RECOVER;
          break;
        }
        case RECOVER: {
          const cur = this.cur;
          for (let pp = cur - 4; pp !== cur; ) {
            const cc = nd[pp + ITM] as number;
            this.mems++;
            if (cc <= 0) {
              this.mems++;
              pp = nd[pp + DOWN] as number;
            } else {
              this.uncover(cc);
              pp -= 4;
            }
          }
          this.mems += 2;
          const next = nd[cur + DOWN] as number;
          if (this.level < this.prefix.length) {
            this.cur = this.best;
          } else {
            this.cur = next;
            this.choice[this.level] = next;
          }
          this.pc = ADVANCE;
          break;
        }
        default:
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
      s += ` ${this.itemName(nd[q + ITM] as number)}`;
      q += 4;
      if ((nd[q + ITM] as number) <= 0) q = nd[q + UP] as number;
      if (q === p) break;
    }
    const c = nd[p + ITM] as number;
    return `${s} (${this.position(nd[c + DOWN] as number, p)} of ${nd[c + ITM] as number})\n`;
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
      const c = nd[p + ITM] as number;
      const d = nd[c + ITM] as number;
      const k = this.position(nd[c + DOWN] as number, p);
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
