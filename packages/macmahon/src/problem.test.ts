import { readdirSync, readFileSync } from 'node:fs';
import { itemToken } from '@polydance/exact-cover';
import { describe, expect, it } from 'vitest';
import { onUprightCell } from '../test/board-model.js';
import {
  MacmahonError,
  PIECES,
  findHexiamond,
  macmahonComment,
  macmahonDlx,
  macmahonProblem,
  parseBoard,
  parseMatePairs,
} from './index.js';
import type { MateTable } from './index.js';

const golden = new URL('../../../fixtures/knuth/macmahon-triangles-dlx/', import.meta.url);
const cases = readdirSync(golden)
  .filter((f) => f.endsWith('.args'))
  .map((f) => f.slice(0, -'.args'.length));
const read = (name: string) => readFileSync(new URL(name, golden), 'utf8');
const words = (name: string) => read(`${name}.args`).trim().split(/\s+/);

const hexagon = parseBoard(['00+', '10', '10+', '01', '01+', '11']);

describe('macmahonDlx', () => {
  it('has golden cases to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases)('writes %s byte for byte as MACMAHON-TRIANGLES-DLX', (name) => {
    expect(macmahonDlx(parseBoard(words(name)))).toBe(read(`${name}.out`));
    // The C program writes nothing on stderr for these; neither does the library.
    expect(read(`${name}.err`)).toBe('');
  });

  it("writes the solver corpus's hexagon input", () => {
    const dlx = readFileSync(new URL('../../../fixtures/knuth/solve/macmahon-hexagon.dlx', import.meta.url), 'utf8');
    expect(macmahonDlx(hexagon)).toBe(dlx);
  });
});

describe('macmahonProblem', () => {
  it('has one option per cell, piece and distinct rotation, and the boundary option', () => {
    const p = macmahonProblem(hexagon);
    const cells = p.primary.slice(1, -24).map((i) => i.name);
    expect(cells).toHaveLength(24);
    expect(p.primary[0]).toEqual({ name: '*' });
    expect(p.primary.slice(-24).map((i) => i.name)).toEqual(PIECES.map((q) => q.name));
    expect(p.options).toHaveLength(24 * (4 * 1 + 20 * 3) + 1);
    const secondary = new Set(p.secondary.map((i) => i.name));
    for (const option of p.options.slice(0, -1)) {
      const [cell, piece, ...edges] = option;
      expect(cells).toContain(cell?.item);
      expect(PIECES.map((q) => q.name)).toContain(piece?.item);
      expect(edges).toHaveLength(3);
      for (const e of edges) {
        expect(secondary.has(e.item)).toBe(true);
        expect(e.color).toMatch(/^[abcd]$/);
      }
    }
  });

  it('gives each piece in each cell its distinct rotations, colors in the order of the piece', () => {
    const p = macmahonProblem(hexagon);
    for (const piece of PIECES) {
      const inCell = p.options.filter((o) => o[0]?.item === '02' && o[1]?.item === piece.name);
      const colorings = inCell.map((o) => o.slice(2).map((e) => e.color).join(''));
      const s = piece.name;
      const expected = [...new Set([s, s.slice(1) + s[0], s[2] + s.slice(0, 2)])];
      expect(colorings).toEqual(expected);
    }
  });

  it('rejects a bad boundary color or mate table', () => {
    expect(() => macmahonProblem(hexagon, { boundary: 'e' as 'a' })).toThrow(MacmahonError);
    expect(() => macmahonProblem(hexagon, { mate: { a: 'b', b: 'c', c: 'a', d: 'd' } })).toThrow(/symmetric/);
  });
});

describe('other mate tables', () => {
  const swap = (mate: MateTable, colors: string) => [...colors].map((c) => mate[c as 'a'] ?? c).join('');

  it.each(['ab', 'ab,cd', 'ad', 'ac,bd'])('with --mate %s, inverted cells write the mates of their colors', (pairs) => {
    const mate = parseMatePairs(pairs);
    const plain = macmahonProblem(hexagon);
    const mated = macmahonProblem(hexagon, { mate });
    expect(mated.primary).toEqual(plain.primary);
    expect(mated.secondary).toEqual(plain.secondary);
    expect(mated.options).toHaveLength(plain.options.length);
    mated.options.slice(0, -1).forEach((o, i) => {
      const before = plain.options[i] ?? [];
      expect(o.map((e) => e.item)).toEqual(before.map((e) => e.item));
      const down = o[0]?.item.endsWith("'") ?? false;
      const colors = before.map((e) => e.color ?? '').join('');
      expect(o.map((e) => e.color ?? '').join('')).toBe(down ? swap(mate, colors) : colors);
    });
  });

  it('lets color a meet color b: the DLX differs from the identity exactly on inverted cells', () => {
    const text = macmahonDlx(hexagon, { mate: parseMatePairs('ab') }).split('\n');
    const plain = macmahonDlx(hexagon).split('\n');
    expect(text[0]).toBe('| macmahon-triangles-dlx 00+ 10 10+ 01 01+ 11 --mate ab');
    expect(text[1]).toBe(plain[1]);
    // Worked by hand from the identity line `01' aab -02:a /11:a \01:b`.
    expect(text).toContain("01' aab -02:b /11:b \\01:a");
    expect(text).toContain("01' ccd -02:c /11:c \\01:d");
    expect(text).toContain('02 aab -02:a /02:a \\02:b');
    const changed = text.filter((line, i) => line !== plain[i]);
    expect(changed.every((line) => /^\d\d' |^\| |^\* /.test(line))).toBe(true);
  });

  it('colors the boundary with the boundary color, and its mate on the sides of inverted cells', () => {
    for (const name of ['hexagon', 'sphinx', 'butterfly']) {
      const board = findHexiamond(name)?.board ?? [];
      for (const [boundary, pairs] of [
        ['a', 'ab'],
        ['c', ''],
        ['c', 'ac,bd'],
        ['d', 'bc'],
      ] as const) {
        const mate = pairs === '' ? undefined : parseMatePairs(pairs);
        const p = macmahonProblem(board, { boundary, ...(mate ? { mate } : {}) });
        const outside = p.options.at(-1)?.slice(1) ?? [];
        expect(outside.length).toBeGreaterThan(0);
        for (const e of outside) {
          const expected = onUprightCell(board, e.item) ? boundary : (mate?.[boundary] ?? boundary);
          expect(itemToken(e)).toBe(`${e.item}:${expected}`);
        }
      }
    }
  });
});

describe('macmahonComment', () => {
  it("is the C program's command line for the default rules, with the other rules added", () => {
    expect(macmahonComment(hexagon)).toBe('macmahon-triangles-dlx 00+ 10 10+ 01 01+ 11');
    expect(macmahonComment(hexagon, { boundary: 'c', mate: parseMatePairs('ab') })).toBe(
      'macmahon-triangles-dlx 00+ 10 10+ 01 01+ 11 --boundary c --mate ab',
    );
    expect(macmahonProblem(hexagon, { boundary: 'b' }).comments).toEqual([
      'macmahon-triangles-dlx 00+ 10 10+ 01 01+ 11 --boundary b',
    ]);
  });
});
