import { placedPiece } from '@polydance/lattice';
import { describeSolutionSvg, expectCells, solutionPieces, svgSize } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { outlineArea, svgLoops } from '../../../test/testing.js';
import { drawHexAscii, drawHexSvg, hexCell } from './draw.js';

// The seven tetrahexes in a 4x7 rhombus: the first solution `polydance solve` finds of `tetrahexes-4x7`.
const tetrahexes = solutionPieces(hexCell, `
  I 00 10 20 30
  J 01 02 03 13
  S 11 12 22 23
  Y 21 31 32 40
  O 52 53 62 63
  P 33 42 43 51
  U 41 50 60 61
`);

describe('hexagon cells', () => {
  it('parses xy and nothing else', () => {
    expectCells(hexCell, { '3a': [3, 10] }, ['3a!', '3', '#0']);
  });
});

describe('drawHexAscii', () => {
  it('draws one hexagon standing on a corner', () => {
    expect(drawHexAscii([placedPiece(['A', '00'], hexCell)])).toBe([' / \\', '| A |', ' \\ /', ''].join('\n'));
  });
  it('leaves out the sides inside a piece, and puts each row half a hexagon right of the row below', () => {
    const pieces = [placedPiece(['A', '00', '10'], hexCell), placedPiece(['B', '01'], hexCell)];
    expect(drawHexAscii(pieces)).toBe(['   / \\', '  | B |', ' / \\ / \\', '| A   A |', ' \\ / \\ /', ''].join('\n'));
  });
  it('labels every hexagon with up to three characters of its piece', () => {
    const text = drawHexAscii([placedPiece(['Long', '00', '10'], hexCell)]);
    expect(text.split('Lon').length - 1).toBe(2);
  });
  it('draws a solution', async () => {
    const text = drawHexAscii(tetrahexes);
    for (const piece of tetrahexes) expect(text.split(` ${piece.name} `).length - 1).toBe(4);
    await expect(text).toMatchFileSnapshot('__snapshots__/tetrahexes-4x7.txt');
  });
});

describeSolutionSvg('drawHexSvg', drawHexSvg, tetrahexes, '__snapshots__/tetrahexes-4x7.svg', (svg, paths) => {
  const size = 36;
  it('is as wide as 7 hexagons and the slant of 3 rows, as high as 4 rows', () => {
    // a hexagon is `size` wide and 2/√3 size high; rows are 3/4 of that apart
    expect(svgSize(svg)).toEqual([Math.ceil((7 + 1.5) * size + 16), Math.ceil((3 * 0.75 + 1) * (2 / Math.sqrt(3)) * size + 16)]);
  });
  it('draws regular hexagons standing on a corner: sides at 30°, 90°, 150°, ..., four hexagons of area per piece', () => {
    const side = size / Math.sqrt(3);
    const hexagon = ((3 * Math.sqrt(3)) / 2) * side * side;
    for (const { d } of paths) expect(outlineArea(d, [side], 60, 30) / hexagon).toBeCloseTo(4, 2);
  });
  it('has up up: the piece of the top row is drawn at the top', () => {
    const p = tetrahexes.find((t) => t.name === 'P')!;
    const top = paths[tetrahexes.indexOf(p)]!;
    expect(Math.min(...svgLoops(top.d).flat().map((q) => q[1]))).toBe(8);
  });
});
