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
  COLOR = 3,
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

/**
 * Algorithm C (exact covering with colors) with dancing links, step for step as Knuth's
 * DLX2: as DLX1, but choosing an option that gives a secondary item a color "purifies"
 * that item, hiding the options that give it another color and marking those that give
 * it the same color as cleansed (`color = -1`), so that they are not purified again.
 */
export class Dlx2 extends Engine {
  private pc = Step.FORWARD;
  private best = 0;
  private cur = 0;

  constructor(m: KnuthMatrix, settings: KnuthSettings, rng?: GbFlip) {
    super(m, settings, (m.second >> 2) + 1, rng);
  }

  /*
   * The loops below visit the nodes of an option to the right of a node (or to its
   * left, for `unpurify`) in two parts, up to the spacer and from the other end of the
   * option on, instead of testing for the spacer at every node as Knuth's loops do;
   * they visit the same nodes in the same order. Offsets are int32 sums marked `| 0`,
   * which spares the engine an overflow check at each addition. The mems are Knuth's,
   * added up once per call from the counts of what the loop did (mems are only read
   * between calls).
   */

  /** Covers item `c`: removes it from the active list and hides all of its options. */
  private cover(c: number): void {
    const nd = this.nd;
    const cl = this.cl;
    const lastItm = this.lastItm;
    const l = cl[c + Item.PREV] as number;
    const r = cl[c + Item.NEXT] as number;
    cl[l + Item.NEXT] = r;
    cl[r + Item.PREV] = l;
    let rows = 0;
    let visited = 0;
    let hides = 0;
    for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
      rows++;
      let nn = (rr + 4) | 0;
      for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = dd;
          nd[dd + Node.UP] = uu;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
          hides++;
        }
        nn = (nn + 4) | 0;
      }
      const first = nd[nn + Node.UP] as number;
      visited += (nn - first - 4) >> 2;
      for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const cc = nd[(nn + Node.ITM) | 0] as number;
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = dd;
          nd[dd + Node.UP] = uu;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
          hides++;
        }
      }
    }
    // 3 to unlink; 1 per option; per node 1, 5 more if it is hidden; 2 per spacer; 1
    this.mems += 4 + 3 * rows + visited + 5 * hides;
    this.updates += 1 + hides;
  }

  /** Undoes `cover(c)`. */
  private uncover(c: number): void {
    const nd = this.nd;
    const cl = this.cl;
    const lastItm = this.lastItm;
    let rows = 0;
    let visited = 0;
    let unhides = 0;
    for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
      rows++;
      let nn = (rr + 4) | 0;
      for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = nn;
          nd[dd + Node.UP] = nn;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
          unhides++;
        }
        nn = (nn + 4) | 0;
      }
      const first = nd[nn + Node.UP] as number;
      visited += (nn - first - 4) >> 2;
      for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const cc = nd[(nn + Node.ITM) | 0] as number;
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = nn;
          nd[dd + Node.UP] = nn;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
          unhides++;
        }
      }
    }
    const l = cl[c + Item.PREV] as number;
    const r = cl[c + Item.NEXT] as number;
    cl[l + Item.NEXT] = c;
    cl[r + Item.PREV] = c;
    this.mems += 4 + 3 * rows + visited + 5 * unhides;
  }

  /** Purifies the item of node `p` to the color of `p`: see the class comment. */
  private purify(p: number): void {
    const nd = this.nd;
    const lastItm = this.lastItm;
    const c = nd[(p + Node.ITM) | 0] as number;
    const x = nd[(p + Node.COLOR) | 0] as number;
    nd[(c + Node.COLOR) | 0] = x;
    let rows = 0;
    let visited = 0;
    let hides = 0;
    let cleansed = 0;
    for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
      rows++;
      if ((nd[(rr + Node.COLOR) | 0] as number) !== x) {
        let nn = (rr + 4) | 0;
        for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
          if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
            const uu = nd[nn + Node.UP] as number;
            const dd = nd[(nn + Node.DOWN) | 0] as number;
            nd[(uu + Node.DOWN) | 0] = dd;
            nd[dd + Node.UP] = uu;
            nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
            hides++;
          }
          nn = (nn + 4) | 0;
        }
        const first = nd[nn + Node.UP] as number;
        // the nodes of the option other than rr, and its spacer
        visited += (nn - first) >> 2;
        for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
          if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
            const cc = nd[(nn + Node.ITM) | 0] as number;
            const uu = nd[nn + Node.UP] as number;
            const dd = nd[(nn + Node.DOWN) | 0] as number;
            nd[(uu + Node.DOWN) | 0] = dd;
            nd[dd + Node.UP] = uu;
            nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
            hides++;
          }
        }
      } else if (rr !== p) {
        cleansed++;
        nd[(rr + Node.COLOR) | 0] = -1;
      }
    }
    // 2 to start; 2 per option; 2 per node visited, 4 more per node hidden; 1 per cleansing
    this.mems += 2 + 2 * rows + 2 * visited + 4 * hides + cleansed;
    this.updates += hides;
    this.cleansings += 1 + cleansed;
  }

  /** Undoes `purify(p)`, going upward. */
  private unpurify(p: number): void {
    const nd = this.nd;
    const lastItm = this.lastItm;
    const c = nd[(p + Node.ITM) | 0] as number;
    const x = nd[(p + Node.COLOR) | 0] as number;
    let rows = 0;
    let visited = 0;
    let unhides = 0;
    let recolored = 0;
    for (let rr = nd[c + Node.UP] as number; rr >= lastItm; rr = nd[rr + Node.UP] as number) {
      rows++;
      if ((nd[(rr + Node.COLOR) | 0] as number) < 0) {
        recolored++;
        nd[(rr + Node.COLOR) | 0] = x;
      } else if (rr !== p) {
        let nn = (rr - 4) | 0;
        for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
          if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
            const uu = nd[nn + Node.UP] as number;
            const dd = nd[(nn + Node.DOWN) | 0] as number;
            nd[(uu + Node.DOWN) | 0] = nn;
            nd[dd + Node.UP] = nn;
            nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
            unhides++;
          }
          nn = (nn - 4) | 0;
        }
        const last = nd[(nn + Node.DOWN) | 0] as number;
        visited += (last - nn) >> 2;
        for (nn = last; nn !== rr; nn = (nn - 4) | 0) {
          if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
            const cc = nd[(nn + Node.ITM) | 0] as number;
            const uu = nd[nn + Node.UP] as number;
            const dd = nd[(nn + Node.DOWN) | 0] as number;
            nd[(uu + Node.DOWN) | 0] = nn;
            nd[dd + Node.UP] = nn;
            nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
            unhides++;
          }
        }
      }
    }
    this.mems += 2 + 2 * rows + recolored + 2 * visited + 4 * unhides;
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
              const color = nd[pp + Node.COLOR] as number;
              if (color === 0) this.cover(cc);
              else if (color > 0) this.purify(pp);
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
              const color = nd[pp + Node.COLOR] as number;
              if (color === 0) this.uncover(cc);
              else if (color > 0) this.unpurify(pp);
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

  /** DLX2's `print_option`: the option from node `p` on, and its place in its item's list. */
  optionText(p: number): string {
    const nd = this.nd;
    let s = '';
    for (let q = p; ; ) {
      const c = nd[q + Node.ITM] as number;
      s += ` ${this.itemName(c)}`;
      const color = nd[q + Node.COLOR] as number;
      if (color !== 0) s += `:${String.fromCharCode(color > 0 ? color : (nd[c + Node.COLOR] as number))}`;
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
