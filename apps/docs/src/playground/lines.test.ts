import { describe, expect, it } from 'vitest';
import { lineStarts } from './lines.js';

describe('lineStarts', () => {
  it('gives where each line starts, the last one after a final newline too', () => {
    expect([...lineStarts('')]).toEqual([0]);
    expect([...lineStarts('abc')]).toEqual([0]);
    expect([...lineStarts('a\nbc\n\nd')]).toEqual([0, 2, 5, 6]);
    expect([...lineStarts('a\r\nb\n')]).toEqual([0, 3, 5]);
  });

  it('grows past its first thousand lines', () => {
    const text = 'x\n'.repeat(5000);
    const starts = lineStarts(text);
    expect(starts).toHaveLength(5001);
    expect(starts[4999]).toBe(9998);
    expect(starts[5000]).toBe(10_000);
  });
});
