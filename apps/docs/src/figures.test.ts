import { describe, expect, test } from 'vitest';
import { figureHtml, parseFigureMeta, renderFigure } from './figures.js';

const spec = '[0-2][0-4]\nF 10 20 01 11 12\nP 00 01 10 11 02\nU 00 20 01 11 21\n';

describe('renderFigure', () => {
  test('--pieces draws each piece once, apart from the others', () => {
    const figure = renderFigure('polyomino --pieces', spec);
    expect(figure.pieces.map((p) => p.name)).toEqual(['F', 'P', 'U']);
    expect(figure.pieces.every((p) => p.cells.length === 5)).toBe(true);
    const cells = figure.pieces.flatMap((p) => p.cells.map((c) => c.join(',')));
    expect(new Set(cells).size).toBe(15);
    expect(figure.svg?.match(/<path /g)).toHaveLength(3);
    expect(figure.caption).toContain('Altogether 15 cells, 3 pieces');
  });

  test('--placements draws the distinct orientations the generator finds', () => {
    const figure = renderFigure('polyomino --placements=U', spec);
    expect(figure.pieces).toHaveLength(4);
    const shapes = figure.pieces.map((p) => {
      const x0 = Math.min(...p.cells.map((c) => c[0]!));
      const y0 = Math.min(...p.cells.map((c) => c[1]!));
      return p.cells.map((c) => `${c[0]! - x0}${c[1]! - y0}`).sort().join(' ');
    });
    expect(new Set(shapes).size).toBe(4);
    expect(figure.caption).toMatch(/^The 4 base placements of U/);
  });

  test('--ascii draws with box-drawing characters', () => {
    const figure = renderFigure('polyomino --pieces --ascii', '[0-1][0-1]\nO 00 01 10 11\n');
    expect(figure.ascii).toBe('┌───────┐\n│ O   O │\n│       │\n│ O   O │\n└───────┘\n');
  });

  test('bad requests name the problem', () => {
    expect(() => parseFigureMeta('')).toThrow(/needs a command/);
    expect(() => parseFigureMeta('polyhex --pieces')).toThrow(/no drawing for 'polyhex'/);
    expect(() => parseFigureMeta('polyomino --size=3')).toThrow(/unknown figure option/);
    expect(() => parseFigureMeta('polyomino')).toThrow(/--pieces or --placements/);
    expect(() => renderFigure('polyomino --placements=Q', spec)).toThrow(/no piece named 'Q'/);
  });

  test('a bad spec fails with its position', () => {
    expect(() => renderFigure('polyomino --pieces', '[0-1][0-1]\nA 0#\n')).toThrow(/line 2, column 4/);
  });
});

test('figureHtml escapes the caption and keeps Vue off the SVG', () => {
  const html = figureHtml({ svg: '<svg></svg>', caption: 'a <b> `c`', pieces: [] });
  expect(html).toBe('<figure class="pd-figure" v-pre><div class="pd-figure-svg"><svg></svg></div><figcaption>a &#60;b&#62; <code>c</code></figcaption></figure>\n');
});
