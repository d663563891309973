import { formatFixed, pad3, progressCode } from './format.js';
import type { GbFlip } from './gb-flip.js';
import type { Kernels } from './kernels.js';
import type { KnuthMatrix } from './matrix.js';
import { Tally } from './links.js';
import type { KnuthSettings } from './settings.js';
import { BUDGET, DONE, SHOW_CHOICES, SHOW_DETAILS, SHOW_FULL_STATE, SHOW_PROFILE, SOLUTION } from './settings.js';

// Field offsets of nodes and items (see matrix.ts), declared in each file that reads
// the arrays: a const enum compiles to literals only within its own file (see links.ts).
const enum Node { UP = 0, DOWN = 1, ITM = 2, COLOR = 3 }
const enum Item { PREV = 0, NEXT = 1 }
/** The step of a finished search, in every engine's numbering of its steps. */
const FINISHED = 4;
/** "No choice yet": longer than any list. */
const INFINITE = 0x7fffffff;

/**
 * What DLX1, DLX2 and DLX3 have in common: the matrix, the counters, the choice stack,
 * the buffers for diagnostics, and the reports that read the state without changing it.
 *
 * An engine is a resumable state machine: `run(budget)` searches until it has entered
 * `budget` more nodes, found a solution, or finished, and says which. Nothing is
 * allocated while it runs, except the text of diagnostics that were asked for.
 */
export abstract class Engine {
  /** The matrix searched (its node and item arrays are also kept at hand below). */
  readonly matrix: KnuthMatrix;
  readonly nd: Int32Array;
  readonly cl: Int32Array;
  readonly lastItm: number;
  readonly settings: KnuthSettings;
  protected readonly rng: GbFlip | undefined;

  /** The node chosen at each level (for DLX3 an item header means a null choice). */
  readonly choice: Int32Array;
  /** Branching degree at each level (DLX3 prints `k of score`). */
  readonly scor: Int32Array;
  /** For DLX3: the top of the item's list when branching by tweaking began, or 0. */
  readonly firstTweak: Int32Array;
  readonly profile: Float64Array;

  level = 0;
  /**
   * The step the search stands at (each engine numbers its steps from FORWARD = 0, with
   * FINISHED = 4), the item of the current level and the node tried there.
   */
  protected pc = 0;
  protected best = 0;
  protected cur = 0;
  count = 0;
  /**
   * Solutions that `run` may count without returning SOLUTION for them (it returns for
   * the one after): set by a caller that does not look at every solution. Only the
   * loops in WebAssembly use it; `search` returns at every solution.
   */
  quietSolutions = 0;
  nodes = 0;
  /** Mems, updates and cleansings, which the dance steps (links.ts) add to. */
  readonly tally = new Tally();
  /** Mems spent choosing the item to branch on. */
  cmems = 0;
  maxl = 0;
  maxdeg = 0;
  protected thresh: number;
  /**
   * The branches a level takes when it is entered, for the levels a prefix of choices
   * gives: fixed ones (below `fixed`), then those of a position to resume from, which a
   * backtrack frees (it cuts the prefix there: the levels under it are entered afresh).
   */
  protected prefix: Int32Array = new Int32Array(0);
  /** Levels below this were fixed by a prefix of choices; backing into them ends the run. */
  protected fixed = 0;

  private errText: string[] = [];
  private shapeText: string[] = [];

  constructor(m: KnuthMatrix, settings: KnuthSettings, maxLevel: number, rng?: GbFlip) {
    this.matrix = m;
    this.nd = m.nd;
    this.cl = m.cl;
    this.lastItm = m.lastItm;
    this.settings = settings;
    this.rng = rng;
    // in the matrix's WebAssembly memory when there is room, for its search loops there
    const n = maxLevel + 2;
    const lv = m.levels.length >= 3 * n ? m.levels : undefined;
    this.choice = lv ? lv.subarray(0, n).fill(0) : new Int32Array(n);
    this.scor = lv ? lv.subarray(n, 2 * n).fill(0) : new Int32Array(n);
    this.firstTweak = lv ? lv.subarray(2 * n, 3 * n).fill(0) : new Int32Array(n);
    this.profile = new Float64Array(maxLevel + 2);
    this.thresh = settings.delta;
  }

  get mems(): number {
    return this.tally.mems;
  }

  get updates(): number {
    return this.tally.updates;
  }

  get cleansings(): number {
    return this.tally.cleansings;
  }

  /** DLX2's mems for lengths of secondary items (see `Tally.lmems`). */
  get lmems(): number {
    return this.tally.lmems;
  }

  /**
   * Searches on; see the class comment. Where the matrix has WebAssembly kernels and
   * nothing but the search is asked for (no randomizing, traces, profile or shape), the
   * search loop runs there (kernels.wat `run1`, `run3`: the engine's own loop, `search`,
   * step for step). `search` takes the nodes where a progress report or the time limit
   * is due, and the levels of a prefix of choices.
   */
  run(budget: number): number {
    const k = this.matrix.kernels;
    const settings = this.settings;
    if (
      k === undefined ||
      this.rng !== undefined ||
      settings.shape ||
      (settings.vbose & (SHOW_CHOICES | SHOW_DETAILS | SHOW_PROFILE)) !== 0 ||
      this.choice.buffer !== this.nd.buffer
    ) {
      return this.search(budget);
    }
    const tally = this.tally;
    const out = k.out;
    const out64 = k.out64;
    for (;;) {
      if (this.pc === FINISHED) return DONE;
      if (this.level >= this.prefix.length) {
        const slice = Math.min(budget, 0x3fffffff);
        const stop = Math.min(settings.delta !== 0 ? this.thresh : Number.POSITIVE_INFINITY, settings.timeout) - tally.mems;
        const status = this.searchInKernels(k, slice, stop, Math.min(Math.max(0, this.quietSolutions), 0x3fffffff));
        this.best = out[1] as number;
        this.cur = out[2] as number;
        this.pc = out[7] as number;
        const quiet = out[8] as number;
        this.count += quiet;
        this.quietSolutions -= quiet;
        this.level = out[0] as number;
        this.maxl = out[4] as number;
        this.nodes += out[5] as number;
        budget -= slice - (out[6] as number);
        tally.mems += out64[0] as number;
        tally.updates += out64[1] as number;
        tally.cleansings += out64[2] as number;
        tally.lmems += out64[3] as number;
        this.cmems += out64[4] as number;
        if (status === SOLUTION) {
          this.count++;
          return SOLUTION;
        }
        if (status === DONE) return DONE;
        if (status === BUDGET) {
          if (budget <= 0) return BUDGET;
          continue;
        }
      }
      // a progress report or the time limit is due at this node, or the search stands
      // in (or backs into) the levels of its prefix: one node here (none if the budget
      // is spent: `run(0)` goes on to the next node without entering it)
      const one = budget > 0 ? 1 : 0;
      const s = this.search(one);
      budget -= one;
      if (s !== BUDGET) return s;
      if (budget <= 0) return BUDGET;
    }
  }

  /** The engine's search loop in JavaScript, the reference of the kernels' (see `run`). */
  protected abstract search(budget: number): number;

  /**
   * Calls the engine's search loop in the kernels from where the search stands, with a
   * budget of nodes, the mems at which to stop before a node, and the solutions it may
   * count itself (and the prefix's length, the levels it leaves to `search`); takes back
   * what only this engine keeps (the kernels' `out`, slot 3); returns the kernel's status.
   * `run` takes back the rest.
   */
  protected abstract searchInKernels(k: Kernels, budget: number, stop: number, quiet: number): number;

  /**
   * Restricts the search to the subtree below a prefix of choices (branch numbers from 0).
   * Before a run, or between two runs to narrow it: given the branches the search stands
   * on, its levels above the prefix's length get no other branch, and backing into them
   * ends the run. With `fixed` shorter than the prefix, the levels from `fixed` on are a
   * position to resume from: entered at its branches, the search then goes on from
   * there to the end of the subtree below the first `fixed` branches.
   */
  setPrefix(prefix: readonly number[], fixed = prefix.length): void {
    this.prefix = Int32Array.from(prefix);
    this.fixed = Math.min(fixed, prefix.length);
  }

  /** The levels whose branch the prefix still gives on entry (see `setPrefix`). */
  get prefixLength(): number {
    return this.prefix.length;
  }

  /**
   * A backtrack at the current level, which takes its next branch (not one of the fixed
   * levels): a prefix that went deeper is cut here, the levels under it entered afresh.
   */
  protected freeLevel(): void {
    if (this.level < this.prefix.length) this.prefix = this.prefix.subarray(0, this.level);
  }

  /** The current solution: the chosen options' indices in the problem, level by level. */
  solution(): number[] {
    const out: number[] = [];
    for (let l = 0; l < this.solutionLevels(); l++) {
      const p = this.choice[l] ?? 0;
      if (p >= this.lastItm) out.push(this.matrix.optionOf[p >> 2] ?? -1);
    }
    return out;
  }

  /** How many levels of `choice` make up the current solution. */
  protected abstract solutionLevels(): number;

  /** The lines DLX prints for the current solution (without the `N:` line). */
  solutionText(): string {
    let s = '';
    for (let l = 0; l < this.solutionLevels(); l++) s += this.choiceText(l);
    return s;
  }

  /** Knuth's estimate of the fraction of the search tree explored so far. */
  estimate(): number {
    return this.branchPairs(Number.POSITIVE_INFINITY).estimate;
  }

  /** The node from which the choices at level `l` are counted (the top of the item's list). */
  protected abstract head(l: number): number;

  /** The branching degree at level `l`. */
  protected abstract degree(l: number): number;

  /** How the state report (`v256`) names the solutions: `solutions` (DLX1, DLX2) or `sols` (DLX3). */
  protected abstract readonly solutionsWord: string;

  /**
   * The line DLX prints for the choice at level `l`: the option from the chosen node on,
   * then `(k of d)`, the place of the choice among the `d` branches of its level.
   */
  protected choiceText(l: number): string {
    const p = this.choice[l] as number;
    return `${this.optionItems(p)} (${this.position(this.head(l), p)} of ${this.degree(l)})\n`;
  }

  /**
   * The items of the option of node `p`, from `p` on, each with its color if it has one
   * (a cleansed node shows the color its item was purified to): DLX's `print_option`.
   */
  protected optionItems(p: number): string {
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
    return s;
  }

  /**
   * Knuth's step `forward`, before choosing: counts the node (and its level, with
   * `v128`), reports progress every `delta` mems, and checks the `T` limit. Returns true
   * (having written `TIMEOUT!`) when the search must stop there.
   */
  protected enter(): boolean {
    const settings = this.settings;
    const mems = this.tally.mems;
    this.nodes++;
    if (settings.vbose & SHOW_PROFILE) this.profile[this.level] = (this.profile[this.level] as number) + 1;
    if (settings.delta !== 0 && mems >= this.thresh) {
      this.thresh += settings.delta;
      if (settings.vbose & SHOW_FULL_STATE) this.printState();
      else this.printProgress();
    }
    if (mems < settings.timeout) return false;
    this.err('TIMEOUT!\n');
    return true;
  }

  /**
   * With `s<seed>`, whether the last of `p` items that tie for the choice replaces the
   * one chosen so far (a random number: 4 mems, part of the cost of choosing). Called
   * only when randomizing.
   */
  protected takesTie(p: number): boolean {
    this.tally.mems += 4;
    this.cmems += 4;
    return this.rng?.unif(p) === 0;
  }

  /** Whether to show the candidates at this level (`v4`, within the `c` and `l` limits). */
  protected showsDetails(): boolean {
    const settings = this.settings;
    return (
      (settings.vbose & SHOW_DETAILS) !== 0 &&
      this.level < settings.showChoicesMax &&
      this.level >= this.maxl - settings.showChoicesGap
    );
  }

  /**
   * The item to branch on, by DLX1's and DLX2's rule: the shortest list, the leftmost
   * on ties (or a random one of them with `s<n>`); charges its mems and reports the
   * candidates, the shape and the maximum degree as asked.
   */
  protected chooseShortest(): number {
    const nd = this.nd;
    const cl = this.cl;
    const rng = this.rng;
    const details = this.showsDetails();
    let mems = 1;
    let t = INFINITE;
    let p = 0;
    let best = 0;
    let line = details ? `Level ${this.level}:` : '';
    for (let k = cl[Item.NEXT] as number; t !== 0 && k !== 0; k = cl[k + Item.NEXT] as number) {
      const len = nd[k + Node.ITM] as number;
      if (details) line += ` ${this.itemName(k)}(${len})`;
      mems += 2;
      if (len <= t) {
        if (len < t) {
          best = k;
          t = len;
          p = 1;
        } else {
          p++;
          if (rng !== undefined && this.takesTie(p)) best = k;
        }
      }
    }
    this.tally.mems += mems;
    this.cmems += mems;
    if (details) this.err(`${line} branching on ${this.itemName(best)}(${t})\n`);
    if (t > this.maxdeg) this.maxdeg = t;
    if (this.settings.shape) this.shape(`${t} ${this.itemName(best)}\n`);
    return best;
  }

  protected err(s: string): void {
    this.errText.push(s);
  }

  protected shape(s: string): void {
    this.shapeText.push(s);
  }

  /** Takes the diagnostics written to stderr since the last call. */
  drainErr(): string {
    if (this.errText.length === 0) return '';
    const s = this.errText.join('');
    this.errText = [];
    return s;
  }

  /** Takes the shape-file text written since the last call. */
  drainShape(): string {
    if (this.shapeText.length === 0) return '';
    const s = this.shapeText.join('');
    this.shapeText = [];
    return s;
  }

  protected pendingErr(): number {
    return this.errText.length;
  }

  itemName(k: number): string {
    return this.matrix.names[k >> 2] ?? '?';
  }

  /** `Item totals: ...` as DLX prints it with `v512`. */
  itemTotals(): string {
    let s = 'Item totals:';
    for (let k = 4; k < this.lastItm; k += 4) {
      if (k === this.matrix.second) s += ' |';
      s += ` ${this.nd[k + Node.ITM] ?? 0}`;
    }
    return `${s}\n`;
  }

  /** `Profile:` and one line per level, as DLX prints it with `v128`. */
  profileText(): string {
    let s = 'Profile:\n';
    for (let l = 0; l <= this.maxl; l++) s += `${pad3(l)}: ${this.profile[l] ?? 0}\n`;
    return s;
  }

  /** Position (from 1) of node `p` in the list that starts at `head`, following DOWN. */
  protected position(head: number, p: number): number {
    const nd = this.nd;
    let k = 1;
    for (let q = head; q !== p; k++) q = nd[q + Node.DOWN] ?? p;
    return k;
  }

  /** The progress line of DLX1-3: ` after M mems: S sols, kd kd ... 0.12345`. */
  protected progressLine(pairs: readonly [number, number][], cut: boolean, estimate: number): string {
    let s = ` after ${this.tally.mems} mems: ${this.count} sols,`;
    for (const [k, d] of pairs) s += ` ${progressCode(k)}${progressCode(d)}`;
    if (cut) s += '...';
    return `${s} ${formatFixed(estimate, 5)}\n`;
  }

  /**
   * The (k, d) pairs ("choice k of d") of the first `levels` levels (by default those
   * above the current one), stopping after level `limit`, and Knuth's estimate.
   */
  protected branchPairs(
    limit: number,
    levels = this.level,
  ): { pairs: [number, number][]; cut: boolean; estimate: number } {
    const pairs: [number, number][] = [];
    let f = 0;
    let fd = 1;
    let cut = false;
    for (let l = 0; l < levels; l++) {
      const d = this.degree(l);
      const k = this.position(this.head(l), this.choice[l] as number);
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

  /** The branch (counting from 0) taken at each level of the current solution. */
  branches(): number[] {
    return this.branchPairs(Number.POSITIVE_INFINITY, this.solutionLevels()).pairs.map(([k]) => k - 1);
  }

  /** How many levels of choices make up the current solution (for splitting a search). */
  solutionDepth(): number {
    return this.solutionLevels();
  }

  /**
   * The branch taken (from 0) and the number of branches at each of the first `levels`
   * levels of the current path, written into `branch` and `degree` (for splitting a search).
   */
  pathDegrees(levels: number, branch: Int32Array, degree: Int32Array): void {
    const { pairs } = this.branchPairs(Number.POSITIVE_INFINITY, levels);
    pairs.forEach(([k, d], l) => {
      branch[l] = k - 1;
      degree[l] = d;
    });
  }

  protected printProgress(): void {
    const { pairs, cut, estimate } = this.branchPairs(this.settings.showLevelsMax);
    this.err(this.progressLine(pairs, cut, estimate));
  }

  /** The state report that replaces the progress line with `v256`. */
  protected printState(): void {
    let s = `Current state (level ${this.level}):\n`;
    for (let l = 0; l < this.level; l++) {
      s += this.choiceText(l);
      if (l >= this.settings.showLevelsMax) {
        s += ' ...\n';
        break;
      }
    }
    s += ` ${this.count} ${this.solutionsWord}, ${this.tally.mems} mems, and max level ${this.maxl} so far.\n`;
    this.err(s);
  }

  /**
   * Knuth's `sanity()`: checks that the active list is doubly linked, and that the list
   * of every active item is doubly linked, holds only that item's nodes, and has the
   * length its header says. Returns a description of each fault (none when all is well).
   */
  sanity(): string[] {
    const nd = this.nd;
    const cl = this.cl;
    const faults: string[] = [];
    const limit = (this.matrix.lastNode >> 2) + 2;
    let steps = 0;
    for (let q = 0, p = cl[Item.NEXT] as number; ; q = p, p = cl[p + Item.NEXT] as number) {
      if (cl[p + Item.PREV] !== q) faults.push(`bad prev field at item ${this.itemName(p)}`);
      if (p === 0) break;
      if (++steps > limit) {
        faults.push('the active list does not come back to the root');
        break;
      }
      let k = 0;
      for (let qq = p, pp = nd[p + Node.DOWN] as number; ; qq = pp, pp = nd[pp + Node.DOWN] as number, k++) {
        if (nd[pp + Node.UP] !== qq) faults.push(`bad up field at node ${pp >> 2}`);
        if (pp === p) break;
        if (nd[pp + Node.ITM] !== p) faults.push(`bad itm field at node ${pp >> 2}`);
        if (k > limit) {
          faults.push(`the list of item ${this.itemName(p)} does not come back to its header`);
          break;
        }
      }
      if (nd[p + Node.ITM] !== k) faults.push(`bad len field in item ${this.itemName(p)}`);
    }
    return faults;
  }

  /** Bytes of the C program's item struct: a name of 8 bytes, prev and next (DLX3 adds two). */
  protected readonly itemBytes: number = 16;

  /** Bytes of the main data structures, as the final report counts them (nodes are 16 bytes). */
  bytes(): number {
    return (this.lastItm >> 2) * this.itemBytes + (this.matrix.lastNode - 4) * 4 + this.maxl * 4;
  }
}
