import { describe, expect, it } from 'vitest';
import { boxDrawing, central, ownerGrid, squareGridSvg } from './grid.js';
import { paletteColor, shade, textColor } from './palette.js';

describe('boxDrawing', () => {
  it('walls off different owners and labels each covered cell, leaving uncovered ones blank', () => {
    const g = ownerGrid(2, 3);
    g.owner.set([0, 0, 1, 2, -1, 1]);
    expect(boxDrawing(g, (o) => ['Alpha', 'B', 'CC'][o]!)).toEqual([
      '┌───────┬───┐',
      '│Alp Alp│ B │',
      '├───┬───┤   │',
      '│CC │   │ B │',
      '└───┘   └───┘',
    ]);
  });
  it('draws an empty grid as one empty line', () => {
    expect(boxDrawing(ownerGrid(0, 0), () => 'x')).toEqual(['']);
  });
});

describe('central', () => {
  it('picks the point nearest the centroid, the first on ties', () => {
    expect(central([[0, 0], [1, 0], [2, 0]])).toEqual([1, 0]);
    expect(central([[0, 0, 0], [0, 0, 2]])).toEqual([0, 0, 0]);
    expect(central([])).toBeUndefined();
  });
});

describe('squareGridSvg', () => {
  it('draws one outlined shape and one name per piece', () => {
    const body = squareGridSvg(
      [
        { name: 'L', color: paletteColor(0), cells: [[0, 0], [1, 0], [1, 1]] },
        { name: 'a<b', color: paletteColor(1), cells: [[0, 1]] },
      ],
      10,
      5,
      5,
    );
    expect(body).toHaveLength(4);
    expect(body[0]).toContain('d="M5,5L15,5L15,15L25,15L25,25L5,25Z" fill="#CC6677"');
    expect(body[1]).toContain('>L</text>');
    expect(body[3]).toContain('>a&#60;b</text>');
  });
});

describe('shade and textColor', () => {
  it('lightens towards white and darkens towards black', () => {
    expect(shade('#808080', 1)).toBe('#FFFFFF');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#117733', 0)).toBe('#117733');
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#FF0000', -0.5)).toBe('#800000');
  });
  it('picks black text on light fills and white on dark ones', () => {
    expect(textColor('#EEDD88')).toBe('#000000');
    expect(textColor('#332288')).toBe('#FFFFFF');
  });
});
