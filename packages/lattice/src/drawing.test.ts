import { describe, expect, it } from 'vitest';
import { placedPiece, svgDocument } from './drawing.js';

const cellOf = (item: string): [number, number] | undefined => (/^\d\d$/.test(item) ? [Number(item[0]), Number(item[1])] : undefined);

describe('placedPiece', () => {
  it('takes the cells and the piece name, wherever the name stands', () => {
    expect(placedPiece(['12', 'P', '13'], cellOf)).toEqual({ name: 'P', cells: [[1, 2], [1, 3]] });
    expect(placedPiece(['12!', '12', 'P'], cellOf)).toEqual({ name: 'P', cells: [[1, 2]] });
  });
  it('falls back to a name that looks like a suffixed cell, and to ? when there is none', () => {
    expect(placedPiece(['12', '34x'], cellOf)).toEqual({ name: '34x', cells: [[1, 2]] });
    expect(placedPiece(['12'], cellOf)).toEqual({ name: '?', cells: [[1, 2]] });
  });
});

describe('svgDocument', () => {
  it('rounds the size up and puts a white background under the body', () => {
    expect(svgDocument(10.2, 5, ['<g/>'])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="11" height="5" viewBox="0 0 11 5">\n<rect width="11" height="5" fill="#FFFFFF"/>\n<g/>\n</svg>\n',
    );
  });
});
