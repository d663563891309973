import { describe, expect, it } from 'vitest';
import { DlxError } from './errors.js';
import type { DlxDialect } from './reader.js';
import { readDlx, readDlxSteps } from './reader.js';
import { giveWay } from '@polydance/exact-cover';
import { stepsTaken } from '../../../test/testing.js';

describe('readDlx', () => {
  it('reads comments, the item line and options', () => {
    const src = readDlx('| A simple example\nA B C D E | F G\n\nC E F\n  | an indented comment\nA D G\n');
    expect(src.problem).toEqual({
      comments: ['A simple example', 'an indented comment'],
      primary: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })),
      secondary: [{ name: 'F' }, { name: 'G' }],
      options: [
        [{ item: 'C' }, { item: 'E' }, { item: 'F' }],
        [{ item: 'A' }, { item: 'D' }, { item: 'G' }],
      ],
    });
    expect(src.optionLines).toEqual([4, 6]);
    expect(src.entries).toBe(8);
    expect(src.ignored).toEqual([]);
  });

  it('accepts an item line without secondary items, and blanks of every kind', () => {
    const src = readDlx(' A\tB  \r\nA\vB\f\r\n');
    expect(src.problem.primary.map((i) => i.name)).toEqual(['A', 'B']);
    expect(src.problem.secondary).toEqual([]);
    expect(src.problem.options).toEqual([[{ item: 'A' }, { item: 'B' }]]);
  });

  it('reads a bar glued to the first secondary item', () => {
    const src = readDlx('A B |C D\nA C\n');
    expect(src.problem.secondary.map((i) => i.name)).toEqual(['C', 'D']);
  });

  it('reads colors on secondary items', () => {
    const src = readDlx('A B | X Y\nA X:0 Y:1\nB X:1\n', { dialect: 'dlx2' });
    expect(src.problem.options[0]).toEqual([{ item: 'A' }, { item: 'X', color: '0' }, { item: 'Y', color: '1' }]);
  });

  it('reads multiplicities verbatim', () => {
    const src = readDlx('A 2:3|B 4|C :2|D | X\nA B C D\n', { dialect: 'dlx3' });
    expect(src.problem.primary).toEqual([
      { name: 'A' },
      { name: 'B', bounds: '2:3' },
      { name: 'C', bounds: '4' },
      { name: 'D', bounds: ':2' },
    ]);
  });

  it('drops options without a primary item, and says where they were', () => {
    const src = readDlx('A B C | X Y\nA B X:0 Y:0\nX:0 Y:1\nB X:1\n');
    expect(src.problem.options).toHaveLength(2);
    expect(src.optionLines).toEqual([2, 4]);
    expect(src.ignored).toEqual([
      { line: 3, text: 'X:0 Y:1', option: [{ item: 'X', color: '0' }, { item: 'Y', color: '1' }], before: 1 },
    ]);
    expect(src.entries).toBe(4 + 2 + 2);
  });

  it('takes names of exactly eight characters', () => {
    const src = readDlx('abcdefgh\nabcdefgh\n');
    expect(src.problem.primary[0]?.name).toBe('abcdefgh');
  });
});

interface ErrorCase {
  readonly name: string;
  readonly text: string;
  readonly dialect?: DlxDialect;
  readonly line: number;
  readonly column: number;
  readonly reason: RegExp;
}

const errors: readonly ErrorCase[] = [
  { name: 'no items', text: '| only a comment\n\n', line: 3, column: 1, reason: /no item line/ },
  { name: 'empty input', text: '', line: 1, column: 1, reason: /no item line/ },
  { name: 'unknown item', text: 'A B\nA C\n', line: 2, column: 3, reason: /unknown item 'C'/ },
  { name: 'duplicate item', text: 'A B A\nA\n', line: 1, column: 5, reason: /duplicate item name 'A'/ },
  {
    name: 'duplicate secondary item',
    text: 'A | X X\nA\n',
    line: 1,
    column: 7,
    reason: /duplicate item name 'X'/,
  },
  { name: 'item twice in an option', text: 'A B\nA B A\n', line: 2, column: 5, reason: /'A' appears twice/ },
  {
    name: 'color on a primary item',
    text: 'A | X\nA:1 X\n',
    dialect: 'dlx2',
    line: 2,
    column: 2,
    reason: /primary item 'A' cannot have a color/,
  },
  {
    name: 'color of two characters',
    text: 'A | X\nA X:12\n',
    dialect: 'dlx2',
    line: 2,
    column: 5,
    reason: /color '12' of item 'X' must be a single character/,
  },
  {
    name: 'empty color',
    text: 'A | X\nA X:\n',
    line: 2,
    column: 5,
    reason: /must be a single character/,
  },
  { name: 'empty name before a color', text: 'A | X\nA :1\n', line: 2, column: 3, reason: /empty item name/ },
  {
    name: 'colors need dlx2',
    text: 'A | X\nA X:1\n',
    dialect: 'dlx1',
    line: 2,
    column: 4,
    reason: /colors such as 'X:1' need dlx2 or dlx3/,
  },
  {
    name: 'name too long in the item line',
    text: 'ABCDEFGHI\nABCDEFGHI\n',
    line: 1,
    column: 1,
    reason: /'ABCDEFGHI' is longer than 8 characters/,
  },
  {
    name: 'name too long in an option',
    text: 'A\nA ABCDEFGHI\n',
    line: 2,
    column: 3,
    reason: /'ABCDEFGHI' is longer than 8 characters/,
  },
  {
    name: 'multiplicity in dlx1',
    text: 'A 2|B\nA\n',
    dialect: 'dlx1',
    line: 1,
    column: 4,
    reason: /illegal character '\|' in item name '2\|B' \(multiplicities such as 2\|X need dlx3\)/,
  },
  {
    name: 'colon in an item name in dlx2',
    text: 'A B:C\nA\n',
    dialect: 'dlx2',
    line: 1,
    column: 4,
    reason: /illegal character ':'/,
  },
  { name: 'bar twice', text: 'A | B | C\nA\n', line: 1, column: 7, reason: /contains '\|' twice/ },
  { name: 'zero upper bound', text: '0|A\nA\n', line: 1, column: 1, reason: /upper bound is zero/ },
  { name: 'lower above upper', text: '3:2|A\nA\n', line: 1, column: 1, reason: /lower bound exceeds upper bound/ },
  { name: 'illegal digit', text: 'x|A\nA\n', line: 1, column: 1, reason: /illegal digit 'x'/ },
  { name: 'lower bound alone', text: '2:A\nA\n', line: 1, column: 2, reason: /lower bound without upper bound/ },
  { name: 'bound on a secondary item', text: 'A | 2|X\nA\n', line: 1, column: 6, reason: /only primary items have bounds/ },
  { name: 'empty name after bounds', text: 'A 2|\nA\n', line: 1, column: 5, reason: /empty item name/ },
];

describe('readDlx errors', () => {
  for (const c of errors) {
    it(`${c.name}: one message with line and column`, () => {
      let error: unknown;
      try {
        readDlx(c.text, c.dialect === undefined ? {} : { dialect: c.dialect });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DlxError);
      const e = error as DlxError;
      expect(e.reason).toMatch(c.reason);
      expect([e.line, e.column]).toEqual([c.line, c.column]);
      expect(e.message).toBe(`line ${c.line}, column ${c.column}: ${e.reason}`);
    });
  }
});

describe('readDlx with shouldStop', () => {
  const text = `a b\n${'a\nb\n'.repeat(20000)}`;

  it('asks it every few thousand lines and throws an AbortError once it says stop', () => {
    let asked = 0;
    let error: unknown;
    try {
      readDlx(text, { shouldStop: () => ++asked === 3 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(asked).toBe(3);
  });

  it('reads the whole text when it never says stop, as without it', () => {
    let asked = 0;
    const r = readDlx(text, { shouldStop: () => (asked++, false) });
    expect(r.problem).toEqual(readDlx(text).problem);
    expect(asked).toBeGreaterThanOrEqual(9);
  });
});

describe('readDlxSteps: the reading gives way', () => {
  const text = `a b c\n${'a b\nc\nb c\n'.repeat(10_000)}`;
  it('yields every few thousand lines and reads what readDlx reads', () => {
    const { value, yields } = stepsTaken(readDlxSteps(text));
    expect(yields).toBe(Math.floor(30_001 / 4096));
    expect(value).toEqual(readDlx(text));
  });

  it('lets a timer run meanwhile, and stops at its next question after it', async () => {
    let fired = false;
    setTimeout(() => (fired = true), 0);
    await expect(giveWay(readDlxSteps(text, { shouldStop: () => fired }), 0)).rejects.toThrow(/the reading was stopped/);
    expect(fired).toBe(true);
  });
});
