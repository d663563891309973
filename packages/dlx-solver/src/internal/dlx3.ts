import { Engine } from './engine.js';
import type { GbFlip } from './gb-flip.js';
import type { Kernels } from './kernels.js';
import { cover, purify, uncover, unpurify } from './links.js';
import type { KnuthMatrix } from './matrix.js';
import type { KnuthSettings } from './settings.js';
import { BUDGET, DONE, SHOW_CHOICES, SOLUTION, TIMEOUT } from './settings.js';

// Field offsets of nodes and items (see matrix.ts), declared in each file that reads
// the arrays: a const enum compiles to literals only within its own file (see links.ts).
const enum Node { UP = 0, DOWN = 1, ITM = 2, COLOR = 3 }
const enum Item { PREV = 0, NEXT = 1, BOUND = 2, SLACK = 3 }

/** The steps of the search, as a state machine that can stop and resume between them. */
const enum Step { FORWARD, ADVANCE, BACKUP, BACKDOWN, FINISHED }
/** DLX3's mems for a cleansed node that purifying passes over (see `purify`). */
const DLX3_SKIP_MEMS = 2;
/** The score of a search with no active item left (Knuth's `infty`, his `max_nodes`). */
const INFTY = 100000000;

/**
 * Algorithm M (multiplicities and colors) with dancing links, step for step as Knuth's
 * DLX3. A primary item has a residual `bound` (how many more options may cover it) and
 * a `slack` (upper minus lower bound). The branching item minimizes the degree
 * `len + min(slack, bound) - bound + 1`; ties go to the smaller slack, then to the longer
 * list. An item with bound 1 and no slack is covered, as in DLX2; otherwise its options
 * are tried one by one by "tweaking" them off the top of its list, and once few enough
 * remain, a null choice leaves the item alone.
 */
export class Dlx3 extends Engine {
  protected readonly solutionsWord = 'sols';
  /** DLX3's items also hold a bound and a slack. */
  protected override readonly itemBytes = 24;
  private score = 0;
  /** Branches still to be skipped at this level (when searching below a prefix). */
  private skip = 0;

  constructor(m: KnuthMatrix, settings: KnuthSettings, rng?: GbFlip) {
    // each level either chooses an option or makes a null choice for an item
    super(m, settings, (m.lastNode >> 2) + (m.second >> 2) + 1, rng);
  }

  /** Hides all options of item `c`, and when `deact` removes it from the active list. */
  private cover(c: number, deact: boolean): void {
    cover(this.matrix, c, deact, this.tally);
  }

  /** Undoes `cover(c, deact)`, with `react` = `deact`. */
  private uncover(c: number, react: boolean): void {
    uncover(this.matrix, c, react, this.tally);
  }

  /**
   * Hides the option of node `n`, the top of its item's list, and takes `n` out of that
   * list; when `block` is false (the item is already covered) only `n` itself goes.
   */
  private tweak(n: number, block: boolean): void {
    const nd = this.nd;
    let mems = 0;
    let updates = 0;
    for (let nn = block ? n + 4 : n; ; ) {
      mems++;
      if ((nd[nn + Node.COLOR] as number) >= 0) {
        const uu = nd[nn + Node.UP] as number;
        const cc = nd[nn + Node.ITM] as number;
        mems++;
        if (cc <= 0) {
          nn = uu;
          continue;
        }
        const dd = nd[nn + Node.DOWN] as number;
        nd[uu + Node.DOWN] = dd;
        nd[dd + Node.UP] = uu;
        nd[cc + Node.ITM] = (nd[cc + Node.ITM] as number) - 1;
        mems += 4;
        updates++;
      }
      if (nn === n) break;
      nn += 4;
    }
    this.tally.mems += mems;
    this.tally.updates += updates;
  }

  /**
   * Undoes the tweaks of item `c` that began with node `x`. Its loop restores what
   * `tweak` hid, one option at a time, with DLX3's own mems (not those of `uncover`).
   */
  private untweak(c: number, x: number, unblock: boolean): void {
    const nd = this.nd;
    let mems = 2;
    const z = nd[c + Node.DOWN] as number;
    nd[c + Node.DOWN] = x;
    let k = 0;
    let qq = c;
    let rr = x;
    for (; rr !== z; qq = rr, rr = nd[rr + Node.DOWN] as number) {
      mems += 2;
      nd[rr + Node.UP] = qq;
      k++;
      if (unblock) {
        for (let nn = rr + 4; nn !== rr; ) {
          mems++;
          if ((nd[nn + Node.COLOR] as number) >= 0) {
            const uu = nd[nn + Node.UP] as number;
            const cc = nd[nn + Node.ITM] as number;
            mems++;
            if (cc <= 0) {
              nn = uu;
              continue;
            }
            const dd = nd[nn + Node.DOWN] as number;
            nd[uu + Node.DOWN] = nn;
            nd[dd + Node.UP] = nn;
            nd[cc + Node.ITM] = (nd[cc + Node.ITM] as number) + 1;
            mems += 4;
          }
          nn += 4;
        }
      }
    }
    nd[rr + Node.UP] = qq;
    nd[c + Node.ITM] = (nd[c + Node.ITM] as number) + k;
    this.tally.mems += mems + 3;
    if (!unblock) this.uncover(c, false);
  }

  /** Chooses the item to branch on; sets `best` and returns its branching degree. */
  private choose(): number {
    const nd = this.nd;
    const cl = this.cl;
    const rng = this.rng;
    const details = this.showsDetails();
    let mems = 1;
    let score = INFTY;
    let best = 0;
    let bestS = 0;
    let bestL = 0;
    let p = 0;
    let line = details ? `Level ${this.level}:` : '';
    for (let k = cl[Item.NEXT] as number; k !== 0; k = cl[k + Item.NEXT] as number) {
      mems += 2;
      const bound = cl[k + Item.BOUND] as number;
      let s = cl[k + Item.SLACK] as number;
      if (s > bound) s = bound;
      const len = nd[k + Node.ITM] as number;
      if (details) {
        line +=
          bound !== 1 || s !== 0
            ? ` ${this.itemName(k)}(${bound - s}:${bound},${len + s - bound + 1})`
            : ` ${this.itemName(k)}(${len})`;
      }
      const t = len + s - bound + 1;
      if (t <= score) {
        if (t < score || s < bestS || (s === bestS && len > bestL)) {
          score = t;
          best = k;
          bestS = s;
          bestL = len;
          p = 1;
        } else if (s === bestS && len === bestL) {
          p++;
          if (rng !== undefined && this.takesTie(p)) best = k;
        }
      }
    }
    this.tally.mems += mems;
    this.cmems += mems;
    if (details) {
      this.err(score < INFTY ? `${line} branching on ${this.itemName(best)}(${score})\n` : `${line} solution\n`);
    }
    if (this.settings.shape && score < INFTY) this.shape(`${score >= 0 ? score : 0} ${this.itemName(best)}\n`);
    this.best = best;
    return score;
  }

  protected searchInKernels(k: Kernels, budget: number, stop: number, quiet: number): number {
    const status = k.run3(
      this.pc,
      this.level,
      this.best,
      this.cur,
      this.score,
      this.maxl,
      budget,
      stop,
      this.matrix.second,
      this.lastItm,
      this.choice.byteOffset,
      this.scor.byteOffset,
      this.firstTweak.byteOffset,
      quiet,
      this.prefix.length,
    );
    this.score = k.out[3] as number;
    return status;
  }

  // The search loop, a hot loop of its own: DLX1's and DLX2's (dlx1.ts) differs in every step.
  protected search(budget: number): number {
    const nd = this.nd;
    const cl = this.cl;
    const settings = this.settings;
    const vbose = settings.vbose;
    const second = this.matrix.second;
    const lastItm = this.lastItm;
    const tally = this.tally;
    // the mems of the steps below, added to the tally before anything reads it
    let mems = 0;
    for (;;) {
      switch (this.pc as Step) {
        case Step.FORWARD: {
          tally.mems += mems;
          mems = 0;
          if (budget-- <= 0) return BUDGET;
          if (this.enter()) {
            this.pc = Step.FINISHED;
            return TIMEOUT;
          }
          const score = this.choose();
          if (score <= 0) {
            this.pc = Step.BACKDOWN;
            break;
          }
          if (score === INFTY) {
            this.pc = Step.BACKDOWN;
            // below a prefix, a solution shallower than the prefix is not in the subtree
            if (this.level < this.fixed) break;
            if (settings.shape) this.shape('sol\n');
            this.count++;
            return SOLUTION;
          }
          const best = this.best;
          this.score = score;
          this.scor[this.level] = score;
          this.firstTweak[this.level] = 0;
          mems += 3;
          const cur = nd[best + Node.DOWN] as number;
          this.cur = cur;
          this.choice[this.level] = cur;
          const bound = (cl[best + Item.BOUND] as number) - 1;
          cl[best + Item.BOUND] = bound;
          if (bound === 0 && cl[best + Item.SLACK] === 0) this.cover(best, true);
          else {
            mems++;
            this.firstTweak[this.level] = cur;
            if (bound === 0) this.cover(best, true);
          }
          this.skip = this.level < this.prefix.length ? (this.prefix[this.level] as number) : 0;
          this.pc = Step.ADVANCE;
          break;
        }
        case Step.ADVANCE: {
          if (this.skip > 0 && !this.skipBranches()) {
            this.pc = Step.BACKUP;
            break;
          }
          if (!this.advance()) {
            this.pc = Step.BACKUP;
            break;
          }
          const cur = this.cur;
          if (vbose & SHOW_CHOICES && this.level < settings.showChoicesMax) this.reportMove();
          if (cur > lastItm) {
            for (let pp = cur + 4; pp !== cur; ) {
              const cc = nd[pp + Node.ITM] as number;
              mems++;
              if (cc <= 0) {
                mems++;
                pp = nd[pp + Node.UP] as number;
              } else {
                if (cc < second) {
                  mems += 2;
                  const b = (cl[cc + Item.BOUND] as number) - 1;
                  cl[cc + Item.BOUND] = b;
                  if (b === 0) this.cover(cc, true);
                } else {
                  const color = nd[pp + Node.COLOR] as number;
                  if (color === 0) this.cover(cc, true);
                  else if (color > 0) purify(this.matrix, pp, DLX3_SKIP_MEMS, tally);
                }
                pp += 4;
              }
            }
          }
          this.level++;
          if (this.level > this.maxl) this.maxl = this.level;
          this.pc = Step.FORWARD;
          break;
        }
        case Step.BACKUP: {
          const best = this.best;
          mems++;
          if (cl[best + Item.BOUND] === 0 && cl[best + Item.SLACK] === 0) this.uncover(best, true);
          else {
            mems++;
            this.untweak(best, this.firstTweak[this.level] as number, cl[best + Item.BOUND] !== 0);
          }
          mems += 2;
          cl[best + Item.BOUND] = (cl[best + Item.BOUND] as number) + 1;
          this.pc = Step.BACKDOWN;
          break;
        }
        case Step.BACKDOWN: {
          if (this.level === 0) {
            tally.mems += mems;
            this.pc = Step.FINISHED;
            return DONE;
          }
          this.level--;
          mems += 2;
          const cur = this.choice[this.level] as number;
          this.cur = cur;
          this.score = this.scor[this.level] as number;
          if (cur < lastItm) {
            // a null choice: reactivate the item and back up
            this.best = cur;
            const p = cl[cur + Item.PREV] as number;
            const q = cl[cur + Item.NEXT] as number;
            cl[p + Item.NEXT] = cur;
            cl[q + Item.PREV] = cur;
            mems += 3;
            this.pc = Step.BACKUP;
            break;
          }
          this.best = nd[cur + Node.ITM] as number;
          for (let pp = cur - 4; pp !== cur; ) {
            const cc = nd[pp + Node.ITM] as number;
            mems++;
            if (cc <= 0) {
              mems++;
              pp = nd[pp + Node.DOWN] as number;
            } else {
              if (cc < second) {
                mems++;
                if (cl[cc + Item.BOUND] === 0) this.uncover(cc, true);
                mems++;
                cl[cc + Item.BOUND] = (cl[cc + Item.BOUND] as number) + 1;
              } else {
                const color = nd[pp + Node.COLOR] as number;
                if (color === 0) this.uncover(cc, true);
                else if (color > 0) unpurify(this.matrix, pp, DLX3_SKIP_MEMS, tally);
              }
              pp -= 4;
            }
          }
          mems += 2;
          const next = nd[cur + Node.DOWN] as number;
          this.cur = next;
          this.choice[this.level] = next;
          if (this.level < this.fixed) {
            // below a prefix: this level has no other branch
            this.reactivateIfCovered();
            this.pc = Step.BACKUP;
            break;
          }
          this.freeLevel();
          this.pc = Step.ADVANCE;
          break;
        }
        case Step.FINISHED:
          return DONE;
      }
    }
  }

  /**
   * DLX3's step "if `cur_node` is off limits, go to backup; also tweak if needed".
   * Returns false when this level has no more branches.
   */
  private advance(): boolean {
    const nd = this.nd;
    const cl = this.cl;
    const best = this.best;
    const bound = cl[best + Item.BOUND] as number;
    const slack = cl[best + Item.SLACK] as number;
    this.tally.mems++;
    if (bound === 0 && slack === 0) return this.cur !== best;
    this.tally.mems += 2;
    if ((nd[best + Node.ITM] as number) <= bound - slack) return false;
    if (this.cur !== best) this.tweak(this.cur, bound !== 0);
    else if (bound !== 0) {
      const p = cl[best + Item.PREV] as number;
      const q = cl[best + Item.NEXT] as number;
      cl[p + Item.NEXT] = q;
      cl[q + Item.PREV] = p;
      this.tally.mems += 3;
    }
    return true;
  }

  /**
   * Skips `skip` branches at this level, as if each had been explored and found empty.
   * Returns false if the level runs out of branches first.
   */
  private skipBranches(): boolean {
    const nd = this.nd;
    const cl = this.cl;
    const best = this.best;
    for (; this.skip > 0; this.skip--) {
      const tweaking = !(cl[best + Item.BOUND] === 0 && cl[best + Item.SLACK] === 0);
      if (tweaking && this.cur === best) {
        // the null branch is the last one
        this.reactivateIfCovered();
        this.skip = 0;
        return false;
      }
      if (!this.advance()) {
        this.skip = 0;
        return false;
      }
      const next = nd[this.cur + Node.DOWN] as number;
      this.cur = next;
      this.choice[this.level] = next;
    }
    return true;
  }

  /**
   * When a level is cut short (below a prefix), the null branch that would have
   * reactivated an item covered while tweaking never comes: reactivate it here.
   */
  private reactivateIfCovered(): void {
    const cl = this.cl;
    const best = this.best;
    if (cl[best + Item.BOUND] === 0 && cl[best + Item.SLACK] !== 0) {
      const p = cl[best + Item.PREV] as number;
      const q = cl[best + Item.NEXT] as number;
      cl[p + Item.NEXT] = best;
      cl[q + Item.PREV] = best;
    }
  }

  protected solutionLevels(): number {
    return this.level;
  }

  /** DLX3's `print_option` with its `head` and `score`. */
  optionText(p: number, head: number, score: number): string {
    const nd = this.nd;
    const lastItm = this.lastItm;
    const s =
      (p < lastItm && p === head) || (head >= lastItm && p === nd[head + Node.ITM])
        ? ` null ${this.itemName(p)}`
        : this.optionItems(p);
    let k = 1;
    for (let q = head; q !== p; k++) {
      if (p >= lastItm && q === nd[p + Node.ITM]) return `${s} (?)\n`;
      q = nd[q + Node.DOWN] as number;
    }
    return `${s} (${k} of ${score})\n`;
  }

  /** The head from which level `l`'s choice is counted. */
  protected head(l: number): number {
    const p = this.choice[l] as number;
    const c = p < this.lastItm ? p : (this.nd[p + Node.ITM] as number);
    const ft = this.firstTweak[l] as number;
    return ft === 0 ? (this.nd[c + Node.DOWN] as number) : ft;
  }

  protected degree(l: number): number {
    return this.scor[l] as number;
  }

  protected override choiceText(l: number): string {
    return this.optionText(this.choice[l] as number, this.head(l), this.scor[l] as number);
  }

  private reportMove(): void {
    const best = this.best;
    const head =
      this.cl[best + Item.BOUND] === 0 && this.cl[best + Item.SLACK] === 0
        ? (this.nd[best + Node.DOWN] as number)
        : (this.firstTweak[this.level] as number);
    this.err(`L${this.level}:${this.optionText(this.cur, head, this.score)}`);
  }
}
