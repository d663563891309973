import { Engine } from './engine.js';
import type { GbFlip } from './gb-flip.js';
import type { Kernels } from './kernels.js';
import { cover, coverPlain, purify, uncover, uncoverPlain, unpurify } from './links.js';
import type { KnuthMatrix } from './matrix.js';
import type { KnuthSettings } from './settings.js';
import { BUDGET, DONE, SHOW_CHOICES, SHOW_PROFILE, SOLUTION, TIMEOUT } from './settings.js';

// Field offsets of nodes and items (see matrix.ts), declared in each file that reads
// the arrays: a const enum compiles to literals only within its own file (see links.ts).
const enum Node { UP = 0, DOWN = 1, ITM = 2, COLOR = 3 }
const enum Item { NEXT = 1 }

/** The steps of the search, as a state machine that can stop and resume between them. */
/** DLX2's mems for a cleansed node that purifying passes over (see `purify`). */
const DLX2_SKIP_MEMS = 1;
const enum Step { FORWARD, ADVANCE, BACKUP, RECOVER, FINISHED }

/**
 * Algorithm X with dancing links, step for step as Knuth's DLX1: branch on the active
 * item with the shortest list (the leftmost on ties; `s<seed>` breaks ties at random),
 * cover it, and try its options in list order. `nodes`, `updates` and `mems` are counted
 * exactly as DLX1 counts them.
 *
 * With `colored` (see dlx2.ts), the same loop is Algorithm C, step for step as DLX2:
 * choosing an option that gives a secondary item a color purifies that item instead of
 * covering it, and covering skips the nodes that purifying cleansed.
 */
export class Dlx1 extends Engine {
  protected readonly solutionsWord = 'solutions';
  private readonly colored: boolean;

  constructor(m: KnuthMatrix, settings: KnuthSettings, rng?: GbFlip, colored = false) {
    super(m, settings, (m.second >> 2) + 1, rng);
    this.colored = colored;
  }

  protected searchInKernels(k: Kernels, budget: number, stop: number, quiet: number): number {
    const status = k.run1(
      this.colored ? 1 : 0,
      this.pc,
      this.level,
      this.best,
      this.cur,
      this.maxdeg,
      this.maxl,
      budget,
      stop,
      this.matrix.second,
      this.lastItm,
      this.choice.byteOffset,
      quiet,
      this.prefix.length,
    );
    this.maxdeg = k.out[3] as number;
    return status;
  }

  // The search loop, a hot loop of its own: DLX3's (dlx3.ts) differs in every step.
  protected search(budget: number): number {
    const nd = this.nd;
    const cl = this.cl;
    const settings = this.settings;
    const vbose = settings.vbose;
    const tally = this.tally;
    const colored = this.colored;
    const matrix = this.matrix;
    for (;;) {
      switch (this.pc as Step) {
        case Step.FORWARD: {
          if (budget-- <= 0) return BUDGET;
          if (this.enter()) {
            this.pc = Step.FINISHED;
            return TIMEOUT;
          }
          const best = this.chooseShortest();
          this.best = best;
          if (colored) cover(matrix, best, true, tally);
          else coverPlain(matrix, best, tally);
          tally.mems += 2;
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
            this.err(`L${this.level}:${this.choiceText(this.level)}`);
          }
          let m = 1;
          for (let pp = cur + 4; pp !== cur; ) {
            const cc = nd[pp + Node.ITM] as number;
            m++;
            if (cc <= 0) {
              m++;
              pp = nd[pp + Node.UP] as number;
            } else {
              if (!colored) coverPlain(matrix, cc, tally);
              else {
                const color = nd[pp + Node.COLOR] as number;
                if (color === 0) cover(matrix, cc, true, tally);
                else if (color > 0) purify(matrix, pp, DLX2_SKIP_MEMS, tally);
              }
              pp += 4;
            }
          }
          tally.mems += m;
          if (cl[Item.NEXT] === 0 && this.level + 1 < this.fixed) {
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
          if (colored) uncover(matrix, this.best, true, tally);
          else uncoverPlain(matrix, this.best, tally);
          if (this.level === 0) {
            this.pc = Step.FINISHED;
            return DONE;
          }
          this.level--;
          tally.mems += 2;
          this.cur = this.choice[this.level] as number;
          this.best = nd[this.cur + Node.ITM] as number;
          this.pc = Step.RECOVER;
          break;
        }
        case Step.RECOVER: {
          // the covering loop of ADVANCE run backward: inline, as it runs at every node
          const cur = this.cur;
          let m = 2;
          for (let pp = cur - 4; pp !== cur; ) {
            const cc = nd[pp + Node.ITM] as number;
            m++;
            if (cc <= 0) {
              m++;
              pp = nd[pp + Node.DOWN] as number;
            } else {
              if (!colored) uncoverPlain(matrix, cc, tally);
              else {
                const color = nd[pp + Node.COLOR] as number;
                if (color === 0) uncover(matrix, cc, true, tally);
                else if (color > 0) unpurify(matrix, pp, DLX2_SKIP_MEMS, tally);
              }
              pp -= 4;
            }
          }
          tally.mems += m;
          const next = nd[cur + Node.DOWN] as number;
          if (this.level < this.fixed) {
            this.cur = this.best;
          } else {
            this.freeLevel();
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

  protected head(l: number): number {
    const nd = this.nd;
    return nd[(nd[(this.choice[l] as number) + Node.ITM] as number) + Node.DOWN] as number;
  }

  protected degree(l: number): number {
    const nd = this.nd;
    return nd[(nd[(this.choice[l] as number) + Node.ITM] as number) + Node.ITM] as number;
  }
}
