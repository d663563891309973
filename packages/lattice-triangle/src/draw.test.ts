import { pieceColors, placedPiece, shade } from '@polydance/lattice';
import { describeSolutionSvg, expectCells, svgSize } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { firstSolution, outlineArea, svgLoops } from '../../../test/testing.js';
import { drawTriangleAscii, drawTriangleSvg, triangleCell } from './draw.js';

// The twelve hexiamonds in a 6x6 parallelogram, as Knuth's DLX1 found them.
const hexiamonds = firstSolution('hexiamonds-6x6').map((o) => placedPiece(o, triangleCell));

describe('triangle cells', () => {
  it('parses xy (Δ) and xy\' (∇) and nothing else', () => {
    expectCells(triangleCell, { '3a': [3, 10, 0], "3a'": [3, 10, 1] }, ["3a'!", '3a!', '3ab', 'D']);
  });
  it('ignores suffixed secondary items in an option', () => {
    const [option] = firstSolution('lozenge-hex2-one');
    expect(option).toEqual(["01'", "01'!", '11', 'D']);
    expect(placedPiece(option!, triangleCell)).toEqual({ name: 'D', cells: [[0, 1, 1], [1, 1, 0]] });
  });
});

describe('drawTriangleAscii', () => {
  it('draws a diamond (a Δ and the ∇ to its right) with its outline only', () => {
    expect(drawTriangleAscii([placedPiece(['D', '00', "00'"], triangleCell)])).toBe(
      ['   ______', '  /     /', ' /D  D /', '/_____/', ''].join('\n'),
    );
  });
  it('draws a Δ on top of a ∇ with the edge between them', () => {
    const pieces = [placedPiece(['A', "00'"], triangleCell), placedPiece(['B', '01'], triangleCell)];
    expect(drawTriangleAscii(pieces)).toBe(['  /\\', ' /B \\', '/____\\', '\\    /', ' \\A /', '  \\/', ''].join('\n'));
  });
  it('labels every triangle of a solution with its piece', async () => {
    const text = drawTriangleAscii(hexiamonds);
    for (const piece of hexiamonds) expect(text.split(piece.name).length - 1).toBe(piece.cells.length);
    await expect(text).toMatchFileSnapshot('__snapshots__/hexiamonds-6x6.txt');
  });
});

describeSolutionSvg('drawTriangleSvg', drawTriangleSvg, hexiamonds, '__snapshots__/hexiamonds-6x6.svg', (svg, paths) => {
  const size = 40;
  it('is as wide and high as the 6x6 parallelogram', () => {
    // 6 edges along x plus 6 half edges for the slant; 6 rows of height √3/2; 8 px margins.
    expect(svgSize(svg)).toEqual([9 * size + 16, Math.ceil(6 * size * (Math.sqrt(3) / 2) + 16)]);
  });
  it('draws equilateral triangles: every side a whole number of edges at a multiple of 60°, six triangles of area per hexiamond', () => {
    const triangle = (Math.sqrt(3) / 4) * size * size;
    for (const { d } of paths) expect(outlineArea(d, [size], 60) / triangle).toBeCloseTo(6, 2);
  });
  it('has up up: the piece holding the top row is drawn at the top', () => {
    // Piece A covers cells with y = 5 (the top row of the box); its shape reaches y = 8 px.
    const a = hexiamonds.find((p) => p.name === 'A')!;
    expect(Math.max(...a.cells.map((c) => c[1]!))).toBe(5);
    const top = paths[hexiamonds.indexOf(a)]!;
    expect(Math.min(...svgLoops(top.d).flat().map((p) => p[1]))).toBe(8);
  });
  it('names a piece at its centroid when that lies in the piece', () => {
    // A diamond: its centroid is the middle of the edge between its two triangles.
    const svg = drawTriangleSvg([placedPiece(['D', '00', "00'"], triangleCell)]);
    expect(svg).toContain(`<text x="38" y="${Math.round((8 + 10 * Math.sqrt(3)) * 100) / 100}"`);
  });
});

describe('lozenge tilings', () => {
  it('shade each orientation of a repeated piece: three shades of one color, the flattest lightest', () => {
    // a lozenge in each of its three orientations, one of them twice, and a piece of its own
    const pieces = [
      { name: 'D', cells: [[0, 0, 0], [0, 0, 1]] },
      { name: 'D', cells: [[1, 0, 0], [0, 0, 1]] },
      { name: 'D', cells: [[1, 1, 0], [1, 0, 1]] },
      { name: 'D', cells: [[2, 2, 0], [2, 2, 1]] },
      { name: 'E', cells: [[4, 4, 0]] },
    ];
    const fills = [...drawTriangleSvg(pieces).matchAll(/<path[^>]*fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]);
    const base = pieceColors(['D', 'E']);
    expect(fills[0]).toBe(fills[3]);
    expect(new Set(fills.slice(0, 4)).size).toBe(3);
    expect(fills.slice(0, 3).sort()).toEqual([shade(base.get('D')!.fill, 0.35), base.get('D')!.fill, shade(base.get('D')!.fill, -0.35)].sort());
    expect(fills[4]).toBe(base.get('E')!.fill);
    // the Δ and ∇ of one cell make a lozenge of two heights; the other two are flat: lightest
    expect([fills[1], fills[2]]).toContain(shade(base.get('D')!.fill, 0.35));
  });

  it('leave a piece its color when all its copies lie alike', () => {
    const svg = drawTriangleSvg([
      { name: 'D', cells: [[0, 0, 0], [0, 0, 1]] },
      { name: 'D', cells: [[1, 0, 0], [1, 0, 1]] },
    ]);
    expect(new Set([...svg.matchAll(/<path[^>]*fill="(#[0-9A-F]{6})"/g)].map((m) => m[1])).size).toBe(1);
  });
});
