import { itemToken } from '@polydance/exact-cover';
import { describe, expect, it } from 'vitest';
import { firstSolution } from '../../../test/testing.js';
import { drawMacmahonAscii, drawMacmahonSvg, EDGE_COLORS } from './draw.js';
import { findHexiamond } from './hexiamonds.js';
import { parseMatePairs } from './mate.js';
import { macmahonProblem } from './problem.js';

// MacMahon's hexagon, as Knuth's DLX2 solved it.
const hexagon = firstSolution('macmahon-hexagon');

describe('the solution drawn', () => {
  it('is a solution of the hexagon problem: 25 of its options', () => {
    const options = new Set(macmahonProblem(findHexiamond('hexagon')!.board).options.map((o) => o.map(itemToken).sort().join(' ')));
    expect(hexagon).toHaveLength(25);
    for (const o of hexagon) expect(options.has([...o].sort().join(' '))).toBe(true);
  });
});

/** The colored parts of a drawing: per edge (its two ends, sorted), the fills drawn along it. */
function partsByEdge(svg: string): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const m of svg.matchAll(/<path d="M[^L]+L([^L]+)L([^Z]+)Z" fill="(#[0-9A-F]{6})" stroke="#[0-9A-F]{6}" stroke-width="0.5"/g)) {
    const key = [m[1]!, m[2]!].sort().join(' ');
    parts.set(key, [...(parts.get(key) ?? []), m[3]!]);
  }
  return parts;
}

describe('drawMacmahonSvg', () => {
  const svg = drawMacmahonSvg(hexagon);

  it('cuts each of the 24 triangles into three parts, one per edge, in the four edge colors', async () => {
    const fills = [...svg.matchAll(/fill="(#[0-9A-F]{6})" stroke="#[0-9A-F]{6}" stroke-width="0.5"/g)].map((m) => m[1]);
    expect(fills).toHaveLength(72);
    expect(new Set(fills)).toEqual(new Set(Object.values(EDGE_COLORS).map((c) => c.fill)));
    expect(svg.match(/fill="none" stroke="#222222" stroke-width="1"/g)).toHaveLength(24);
    expect(svg.match(/fill="none" stroke="#222222" stroke-width="3"/g)).toHaveLength(1);
    await expect(svg).toMatchFileSnapshot('__snapshots__/macmahon-hexagon.svg');
  });
  it('shows touching edges in one color and the boundary in color a', () => {
    const parts = partsByEdge(svg);
    let inner = 0;
    let outer = 0;
    for (const fills of parts.values()) {
      if (fills.length === 2) {
        inner++;
        expect(fills[0]).toBe(fills[1]);
      } else {
        outer++;
        expect(fills).toEqual([EDGE_COLORS.a.fill]);
      }
    }
    // 72 edges of triangles: 12 on the boundary, 30 inner ones seen from both sides.
    expect([inner, outer]).toEqual([30, 12]);
  });
  it('draws inverted triangles in their own colors when given the mate table', () => {
    const mate = parseMatePairs('ab');
    const option = ["01'", 'aaa', '-02:a', '/11:a', '\\01:a'];
    const plain = partsByEdge(drawMacmahonSvg([option]));
    const mated = partsByEdge(drawMacmahonSvg([option], { mate }));
    expect([...plain.values()].flat()).toEqual([EDGE_COLORS.a.fill, EDGE_COLORS.a.fill, EDGE_COLORS.a.fill]);
    expect([...mated.values()].flat()).toEqual([EDGE_COLORS.b.fill, EDGE_COLORS.b.fill, EDGE_COLORS.b.fill]);
    const upright = partsByEdge(drawMacmahonSvg([['01', 'aaa', '-01:a', '/01:a', '\\01:a']], { mate }));
    expect([...upright.values()].flat()).toEqual([EDGE_COLORS.a.fill, EDGE_COLORS.a.fill, EDGE_COLORS.a.fill]);
  });
  it('adds a legend of the four colors when asked', () => {
    expect(drawMacmahonSvg(hexagon, { legend: true }).match(/>[abcd]<\/text>/g)).toEqual(['>a</text>', '>b</text>', '>c</text>', '>d</text>']);
  });
  it('rejects options that are not MacMahon placements, naming option and token', () => {
    expect(() => drawMacmahonSvg([['00', 'aab', '-00:a', '/00:a', '\\00:e']])).toThrow("option 1 (00 aab -00:a /00:a \\00:e): '\\00:e' has color 'e', not a, b, c or d");
    expect(() => drawMacmahonSvg([['00', 'aab', '-00:a', '/00:a', '\\11:b']])).toThrow("'\\11:b' is not an edge of its cell");
    expect(() => drawMacmahonSvg([['aab', '-00:a', '/00:a', '\\00:b']])).toThrow('no cell');
    expect(() => drawMacmahonSvg([['00', 'aab', '-00:a', '/00:a']])).toThrow('2 colored edges, not 3');
    expect(() => drawMacmahonAscii([['00', 'xyz', '-00:a', '/00:a', '\\00:a']])).toThrow("'xyz' is not a cell, a piece or a colored edge");
  });
});

describe('drawMacmahonAscii', () => {
  it('draws one triangle with its edge colors', () => {
    expect(drawMacmahonAscii([['00', 'abc', '-00:a', '/00:b', '\\00:c']])).toBe(['  /\\', ' b  c', '/__a_\\', ''].join('\n'));
  });
  it('draws the hexagon with every edge colored', () => {
    expect(drawMacmahonAscii(hexagon)).toBe(
      [
        '       __a_  __a_',
        '     /\\    /\\    /\\',
        '    a  c  b  d  b  a',
        '   /__b_\\/__c_\\/__b_\\',
        '  /\\    /\\    /\\    /\\',
        ' a  b  b  b  c  d  d  a',
        '/__a_\\/__c_\\/__d_\\/__d_\\',
        '\\    /\\    /\\    /\\    /',
        ' a  a  c  c  d  d  c  a',
        '  \\/__a_\\/__b_\\/__c_\\/',
        '   \\    /\\    /\\    /',
        '    a  d  b  d  c  a',
        '     \\/__a_\\/__a_\\/',
        '',
      ].join('\n'),
    );
  });
});
