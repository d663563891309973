import type { Problem } from '@polydance/exact-cover';
import { describe, expect, it } from 'vitest';
import { dlxLines, formatDlx, writeDlx } from './writer.js';

const problem: Problem = {
  comments: ['a comment', '| an echoed comment'],
  primary: [{ name: 'a' }, { name: 'b', bounds: '2' }, { name: 'c', bounds: '0:3' }],
  secondary: [{ name: 'x' }, { name: 'y' }],
  options: [
    [{ item: 'a' }, { item: 'x', color: 'R' }],
    [{ item: 'b' }, { item: 'c' }, { item: 'y' }],
  ],
};

describe('formatDlx', () => {
  it("writes comments, the item line and the options in Knuth's DLX syntax", () => {
    expect(formatDlx(problem)).toBe('| a comment\n| | an echoed comment\n a 2|b 0:3|c | x y\na x:R\nb c y\n');
  });
  it('omits the bar when there are no secondary items, unless asked', () => {
    const plain: Problem = { comments: [], primary: [{ name: 'a' }], secondary: [], options: [[{ item: 'a' }]] };
    expect(formatDlx(plain)).toBe(' a\na\n');
    expect(formatDlx(plain, { secondaryBar: true })).toBe(' a |\na\n');
  });
  it("writes MACMAHON-TRIANGLES-DLX's item line without a leading space when asked", () => {
    expect(formatDlx(problem, { itemSpacing: 'between' }).split('\n')[2]).toBe('a 2|b 0:3|c | x y');
  });
  it('streams line by line and in chunks with the same text', async () => {
    expect([...dlxLines(problem)].join('')).toBe(formatDlx(problem));
    const big: Problem = {
      comments: [],
      primary: [{ name: 'p' }],
      secondary: [],
      options: Array.from({ length: 40000 }, () => [{ item: 'p' }]),
    };
    const chunks: string[] = [];
    await writeDlx(big, (c) => {
      chunks.push(c);
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(formatDlx(big));
  });
  it.each([{}, { secondaryBar: true }, { itemSpacing: 'between' as const }])('writes what formatDlx writes, comments, bounds and colors included (%o)', async (options) => {
    const many: Problem = { ...problem, comments: Array.from({ length: 5000 }, (_, i) => `comment ${i}`) };
    for (const p of [problem, many]) {
      let text = '';
      await writeDlx(p, (c) => {
        expect(c.length).toBeLessThan(65536 + 100);
        text += c;
      }, options);
      expect(text).toBe(formatDlx(p, options));
    }
  });
});
