import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MacmahonError, checkBoard, formatTriangle, parseBoard, parseTriangle } from './index.js';

const errors = new URL('../../../fixtures/knuth/errors/', import.meta.url);

describe('parseTriangle', () => {
  it('reads xy as an upright and xy+ as an inverted triangle, and writes them back', () => {
    for (const x of [0, 1, 2]) {
      for (const y of [0, 1, 2]) {
        expect(parseTriangle(`${x}${y}`)).toEqual({ x, y, down: false });
        expect(parseTriangle(`${x}${y}+`)).toEqual({ x, y, down: true });
        expect(formatTriangle(parseTriangle(`${x}${y}+`))).toBe(`${x}${y}+`);
      }
    }
  });

  it.each(['', '0', '1+', '000', '10x', '00++', '00+x', 'a0', ' 00', "00'", '-1'])('rejects the form %j', (text) => {
    expect(() => parseTriangle(text, 2)).toThrow(MacmahonError);
    expect(() => parseTriangle(text, 2)).toThrow(`argument 3 '${text}': a triangle should have the form xy or xy+`);
  });

  it.each(['30', '03', '33', '29+', '90'])('rejects the coordinates of %j', (text) => {
    expect(() => parseTriangle(text)).toThrow(/coordinates should be 0, 1 or 2/);
  });
});

describe('parseBoard', () => {
  it('reads six distinct triangles', () => {
    const board = parseBoard(['00+', '10', '10+', '01', '01+', '11']);
    expect(board.map(formatTriangle)).toEqual(['00+', '10', '10+', '01', '01+', '11']);
  });

  it('wants exactly six triangles', () => {
    expect(() => parseBoard(['00', '10'])).toThrow('expected 6 triangles, got 2');
    expect(() => parseBoard(['00', '00+', '01', '01+', '02', '02+', '10'])).toThrow('expected 6 triangles, got 7');
  });

  it('names a triangle given twice', () => {
    const e = (() => {
      try {
        parseBoard(['00+', '10', '10+', '01', '01+', '10']);
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(MacmahonError);
    expect((e as MacmahonError).index).toBe(5);
    expect((e as MacmahonError).message).toBe("argument 6 '10': this triangle has been given twice");
  });

  it('checks boards given as objects too', () => {
    const board = parseBoard(['00', '00+', '01', '01+', '02', '02+']);
    expect(() => checkBoard([...board.slice(0, 5), { x: 3, y: 0, down: false }])).toThrow(/argument 6 '30'/);
    expect(() => checkBoard([...board.slice(0, 5), { x: 0.5, y: 0, down: false }])).toThrow(/coordinates/);
  });

  it('rejects every malformed command line of the golden corpus', () => {
    const cases = readdirSync(errors).filter((f) => f.startsWith('macmahon-triangles-dlx.') && f.endsWith('.args'));
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const f of cases) {
      const words = readFileSync(new URL(f, errors), 'utf8').trim().split(/\s+/);
      expect(() => parseBoard(words), f).toThrow(MacmahonError);
    }
  });
});
