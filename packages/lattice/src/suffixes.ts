import type { CellSpec } from '@polydance/spec-parser';

/**
 * How a lattice numbers the suffixes it meets. Index 0 is the empty suffix. The
 * numbering decides the order of cells that share coordinates, which cells are
 * primary items, and what the transformations do with suffixes.
 */
export interface SuffixTable {
  /** The index of a suffix, registering it if new; may throw a SpecError citing `cell`. */
  intern(suffix: string, cell: CellSpec): number;
  /** The text of a suffix index. */
  text(index: number): string;
  /** True when cells with this suffix index are primary items. */
  primary(index: number): boolean;
  /** True once any suffix that makes secondary items has been seen (box or pieces). */
  readonly anySecondary: boolean;
}

/**
 * POLYOMINO-DLX's table: suffixes numbered in order of first appearance; every
 * suffixed cell is a secondary item.
 */
export class PlainSuffixes implements SuffixTable {
  private readonly texts: string[] = [''];

  intern(suffix: string): number {
    if (suffix === '') return 0;
    let i = this.texts.indexOf(suffix);
    if (i < 0) i = this.texts.push(suffix) - 1;
    return i;
  }

  text(index: number): string {
    return this.texts[index] ?? '';
  }

  primary(index: number): boolean {
    return index === 0;
  }

  get anySecondary(): boolean {
    return this.texts.length > 1;
  }
}
