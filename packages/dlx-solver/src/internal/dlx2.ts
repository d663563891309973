import { Dlx1 } from './dlx1.js';
import type { GbFlip } from './gb-flip.js';
import type { KnuthMatrix } from './matrix.js';
import type { KnuthSettings } from './settings.js';

/**
 * Algorithm C (exact covering with colors) with dancing links, step for step as Knuth's
 * DLX2: DLX1's search (dlx1.ts), where choosing an option that gives a secondary item a
 * color "purifies" that item, hiding the options that give it another color and marking
 * those that give it the same color as cleansed (`color = -1`), so that they are not
 * purified again (see `purify` in links.ts).
 *
 * DLX2 also reports differently: its mems as `a+b-c` with `c` = `lmems` (see knuth.ts),
 * and its progress lines as below.
 */
export class Dlx2 extends Dlx1 {
  constructor(m: KnuthMatrix, settings: KnuthSettings, rng?: GbFlip) {
    super(m, settings, rng, true);
  }

  /**
   * DLX2's progress line: the pairs of the levels below `C` only, then `...` if there
   * are more, and the estimate from every level (DLX1 and DLX3 show one pair more and
   * stop the estimate where they stop the pairs).
   */
  protected override printProgress(): void {
    const { pairs, estimate } = this.branchPairs(Number.POSITIVE_INFINITY);
    const shown = Math.max(this.settings.showLevelsMax, 0);
    this.err(this.progressLine(pairs.slice(0, shown), pairs.length > shown, estimate));
  }
}
