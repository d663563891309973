import { describe, expect, it } from 'vitest';
import { asciiSheet, svgSheet } from './sheet.js';
import type { PlacedPiece } from './drawing.js';

/** A stand-in drawing: one line of the piece's name per cell, as wide as the name. */
const draw = (pieces: readonly PlacedPiece[]): string => `${pieces.flatMap((p) => p.cells.map(() => p.name)).join('\n')}\n`;
const svgOf = (pieces: readonly PlacedPiece[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${40 * pieces.length}" height="30" viewBox="0 0 ${40 * pieces.length} 30">\n<rect/>\n</svg>\n`;
const panel = (caption: string, name: string, cells: number) => ({ caption, pieces: [{ name, cells: Array.from({ length: cells }, (_, i) => [i, 0]) }] });

describe('asciiSheet', () => {
  it('sets panels side by side, captions over drawings, in rows no wider than asked', () => {
    const sheet = asciiSheet([panel('A: 1', 'AAAA', 2), panel('B: 2', 'B', 1), panel('C: 3', 'CC', 3)], draw, 12);
    expect(sheet).toBe(['A: 1   B: 2', 'AAAA   B', 'AAAA', '', 'C: 3', 'CC', 'CC', 'CC', ''].join('\n'));
  });

  it('gives a panel wider than the row a row of its own', () => {
    expect(asciiSheet([panel('a very long caption', 'x', 1), panel('B', 'y', 1)], draw, 10)).toBe('a very long caption\nx\n\nB\ny\n');
  });
});

describe('svgSheet', () => {
  it('nests each panel’s document where it goes, its caption under it, escaped', () => {
    const sheet = svgSheet([panel('A & B', 'A', 1), panel('C', 'C', 1)], svgOf, { width: 1000 });
    expect(sheet.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="')).toBe(true);
    expect(sheet.match(/<svg x="\d+" y="\d+" width="40" height="30"/g)).toHaveLength(2);
    expect(sheet).toContain('>A &#38; B</text>');
    expect(sheet.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('starts a new row when the next panel would pass the width', () => {
    const sheet = svgSheet([panel('A', 'A', 1), panel('B', 'B', 1)], svgOf, { width: 60 });
    const ys = [...sheet.matchAll(/<svg x="(\d+)" y="(\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(ys[0]![0]).toBe(ys[1]![0]);
    expect(ys[1]![1]!).toBeGreaterThan(ys[0]![1]!);
  });
});
