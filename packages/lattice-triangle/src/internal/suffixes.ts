import { byteLength, quote, SpecError } from '@polydance/spec-parser';
import type { CellSpec } from '@polydance/spec-parser';
import type { SuffixTable } from '@polydance/lattice';

/**
 * POLYIAMOND-DLX's suffix table. A suffix that begins with `'` marks a ∇ cell, so a
 * rotation, which turns every Δ into a ∇ and back, must add or remove that prime.
 * Suffixes are therefore stored in pairs, without and with the prime:
 *
 * | index | text     |
 * |-------|----------|
 * | 0     | (none)   |
 * | 1     | `'`      |
 * | 2, 3  | `s`, `'s`|
 * | 4, 5  | `t`, `'t`|
 *
 * Odd indices are exactly the primed suffixes, and index ± 1 is the partner, which
 * is what the rotation relies on. Suffixes are numbered in order of first appearance
 * (box first, then pieces), as the C program numbers them, because that number
 * orders the cells of a placement that share coordinates. Cells with index 0 or 1
 * (Δ and ∇ cells without any other suffix) are primary items, all others secondary.
 */
export class TriangleSuffixes implements SuffixTable {
  /** `texts[i]` is the suffix of index `i + 1`. */
  private readonly texts: string[] = ["'"];

  /** @param maxLength the longest suffix allowed, so that both members of a pair fit. */
  constructor(private readonly maxLength: number) {}

  intern(suffix: string, cell: CellSpec): number {
    if (suffix === '') return 0;
    const known = this.texts.indexOf(suffix);
    if (known >= 0) return known + 1;
    const primed = suffix.startsWith("'");
    const twin = primed ? suffix.slice(1) : `'${suffix}`;
    if (byteLength(twin) > this.maxLength) {
      throw new SpecError(
        `suffix ${quote(suffix)} implies the suffix ${quote(twin)} for the rotated cells, which is longer than ${this.maxLength} characters`,
        cell.line,
        cell.column,
      );
    }
    if (primed) this.texts.push(twin, suffix);
    else this.texts.push(suffix, twin);
    return primed ? this.texts.length : this.texts.length - 1;
  }

  text(index: number): string {
    return index === 0 ? '' : (this.texts[index - 1] ?? '');
  }

  primary(index: number): boolean {
    return index < 2;
  }

  get anySecondary(): boolean {
    return this.texts.length > 1;
  }
}
