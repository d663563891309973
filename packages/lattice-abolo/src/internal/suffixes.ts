import type { SuffixTable } from '@polydance/lattice';

/** The letters of the four quarters of a square, in the order of their kinds: east, north, south, west. */
export const QUARTERS = 'ensw';

/**
 * The abolo lattice's suffix table. A cell is a quarter of a square, so its suffix
 * index carries the quarter as well as the suffix: index 4s + q is quarter q (0 `e`,
 * 1 `n`, 2 `s`, 3 `w`) with the s-th suffix (0: none; the others numbered in order of
 * first appearance, box first, as POLYOMINO-DLX numbers them). `intern` gives 4s, the
 * quarter is added by the lattice's `kind`; `text` writes the quarter's letter and
 * then the suffix, so that a cell's name is `xy` followed by it (`00n`, `00n!`). The
 * transformations move the quarter and keep the suffix. Cells with index below 4 (no
 * suffix) are primary items, all others secondary.
 */
export class AboloSuffixes implements SuffixTable {
  private readonly texts: string[] = [''];

  intern(suffix: string): number {
    let i = this.texts.indexOf(suffix);
    if (i < 0) i = this.texts.push(suffix) - 1;
    return 4 * i;
  }

  text(index: number): string {
    return QUARTERS[index & 3]! + (this.texts[index >> 2] ?? '');
  }

  primary(index: number): boolean {
    return index < 4;
  }

  get anySecondary(): boolean {
    return this.texts.length > 1;
  }
}
