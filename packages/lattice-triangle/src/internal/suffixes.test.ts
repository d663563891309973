import { parseSpec, SpecError } from '@polydance/spec-parser';
import type { CellSpec } from '@polydance/spec-parser';
import { describe, expect, it } from 'vitest';
import { TriangleSuffixes } from './suffixes.js';

/** The cell specifications of a one-line box, to intern their suffixes in order. */
const cells = (line: string): readonly CellSpec[] => parseSpec(`${line}\n`, { dimensions: 2, maxSuffix: 6 }).box.cells;

describe('TriangleSuffixes', () => {
  it("numbers suffixes in pairs without and with a prime, after the lone prime ' (index 1)", () => {
    const table = new TriangleSuffixes(6);
    const indices = cells("00 00' 00! 00'x 00x 00'! 00'").map((c) => table.intern(c.suffix, c));
    expect(indices).toEqual([0, 1, 2, 5, 4, 3, 1]);
    expect([0, 1, 2, 3, 4, 5].map((i) => table.text(i))).toEqual(['', "'", '!', "'!", 'x', "'x"]);
  });

  it('gives every primed suffix an odd index and its partner the index next to it', () => {
    const table = new TriangleSuffixes(6);
    for (const c of cells("00'ab 00cd 00'' 00e")) {
      const i = table.intern(c.suffix, c);
      const partner = i % 2 === 1 ? i - 1 : i + 1;
      expect(table.text(i).startsWith("'")).toBe(i % 2 === 1);
      expect(table.text(i % 2 === 1 ? i : partner)).toBe(`'${table.text(i % 2 === 1 ? partner : i)}`);
    }
  });

  it('makes Δ and ∇ cells without other suffix primary, all others secondary', () => {
    const table = new TriangleSuffixes(6);
    expect(table.anySecondary).toBe(false);
    for (const c of cells("00 00'")) table.intern(c.suffix, c);
    expect(table.anySecondary).toBe(false);
    for (const c of cells("00'!")) table.intern(c.suffix, c);
    expect(table.anySecondary).toBe(true);
    expect([0, 1, 2, 3].map((i) => table.primary(i))).toEqual([true, true, false, false]);
  });

  it('rejects a suffix whose primed partner would be too long, citing its cell', () => {
    const table = new TriangleSuffixes(6);
    const [ok, bad] = cells("00'abcde 11abcdef");
    expect(table.intern(ok!.suffix, ok!)).toBe(3);
    let error: unknown;
    try {
      table.intern(bad!.suffix, bad!);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SpecError);
    expect(error).toMatchObject({ line: 1, column: 10 });
    expect((error as SpecError).reason).toContain("''abcdef'");
  });
});
