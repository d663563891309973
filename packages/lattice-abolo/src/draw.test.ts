import { placedPiece } from '@polydance/lattice';
import { describeSolutionSvg, expectCells, solutionPieces, svgSize } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { outlineArea, svgLoops } from '../../../test/testing.js';
import { aboloCell, drawAboloAscii, drawAboloSvg } from './draw.js';

// The fourteen tetraboloes in an octagon: the first solution `polydance solve` finds of
// `tetraboloes-5x7-octagon-1`.
const tetraboloes = solutionPieces(aboloCell, `
  a 44e 44n 45e 45n 45s 45w 46e 46s
  d 25e 25n 35n 35w 36e 36s 46n 46w
  g 16e 16s 26e 26n 26s 26w 36n 36w
  h 24e 24n 24s 24w 34n 34w 35e 35s
  i 14e 14n 15e 15n 15s 15w 25s 25w
  e 04e 04n 04s 04w 05e 05s 14s 14w
  f 03e 03n 03s 03w 13e 13n 13s 13w
  m 01n 01w 02e 02n 02s 02w 12n 12w
  k 22e 22s 23e 23n 32n 32w 33s 33w
  l 11e 11n 12e 12s 22n 22w 23s 23w
  b 10e 10n 20n 20w 21e 21n 21s 21w
  c 00e 00n 01e 01s 10s 10w 11s 11w
  n 31n 31w 32e 32s 42n 42w 43e 43s
  j 33e 33n 34e 34s 43n 43w 44s 44w
`);

describe('abolo cells', () => {
  it('parses xyq, q a quarter, and nothing else', () => {
    expectCells(aboloCell, { '3ae': [3, 10, 0], '00n': [0, 0, 1], '00s': [0, 0, 2], '00w': [0, 0, 3] }, ['00x', '00e!', '00']);
  });
});

describe('drawAboloAscii', () => {
  it('draws the diagonal between two half squares of a square, and the sides around them', () => {
    const pieces = [placedPiece(['A', '00n', '00w'], aboloCell), placedPiece(['B', '00s', '00e'], aboloCell)];
    expect(drawAboloAscii(pieces)).toBe(['+-------+', '|   A / |', '| A / B |', '| / B   |', '+-------+', ''].join('\n'));
  });
  it('leaves out the lines inside a piece, and puts y upwards', () => {
    const pieces = [placedPiece(['S', '00e', '00n', '00s', '00w'], aboloCell), placedPiece(['T', '01e', '01n', '01s', '01w'], aboloCell)];
    expect(drawAboloAscii(pieces)).toBe(
      ['+-------+', '|   T   |', '| T   T |', '|   T   |', '+-------+', '|   S   |', '| S   S |', '|   S   |', '+-------+', ''].join('\n'),
    );
  });
  it('crosses the diagonals where four pieces meet', () => {
    const pieces = ['e', 'n', 's', 'w'].map((q) => placedPiece([q.toUpperCase(), `00${q}`], aboloCell));
    expect(drawAboloAscii(pieces).split('\n')[2]).toBe('| W X E |');
  });
  it('draws a solution', async () => {
    const text = drawAboloAscii(tetraboloes);
    for (const piece of tetraboloes) expect(text.split(piece.name).length - 1).toBe(8);
    await expect(text).toMatchFileSnapshot('__snapshots__/tetraboloes-octagon.txt');
  });
});

describeSolutionSvg('drawAboloSvg', drawAboloSvg, tetraboloes, '__snapshots__/tetraboloes-octagon.svg', (svg, paths) => {
  const size = 40;
  it('is as large as the 5×7 box', () => {
    expect(svgSize(svg)).toEqual([5 * size + 16, 7 * size + 16]);
  });
  it('draws right isosceles triangles: sides whole squares or half diagonals, at multiples of 45°, four half squares per piece', () => {
    for (const { d } of paths) expect(outlineArea(d, [size, (size * Math.SQRT2) / 2], 45) / (size * size)).toBeCloseTo(2, 2);
  });
  it('has up up: the piece of the top row is drawn at the top', () => {
    const g = paths[tetraboloes.findIndex((p) => p.name === 'g')]!;
    expect(Math.min(...svgLoops(g.d).flat().map((q) => q[1]))).toBe(8);
  });
});
