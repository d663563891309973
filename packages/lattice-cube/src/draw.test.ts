import { pieceColors, placedPiece, shade } from '@polydance/lattice';
import type { PlacedPiece } from '@polydance/lattice';
import { expectCells, legendSwatches } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { firstSolution } from '../../../test/testing.js';
import { cubeCell, drawCubeLayersAscii, drawCubeLayersSvg, drawCubeSvg } from './draw.js';

// The seven Soma pieces in a 3x3x3 cube, as Knuth's DLX1 found them.
const soma = firstSolution('soma').map((o) => placedPiece(o, cubeCell));
const piece = (name: string, ...cells: [number, number, number][]): PlacedPiece => ({ name, cells });

describe('cube cells', () => {
  it('parses xyz and nothing else', () => {
    expectCells(cubeCell, { '1aZ': [1, 10, 61] }, ['000!', '00', 'V']);
  });
});

describe('drawCubeLayersAscii', () => {
  it('draws one labelled grid per layer, side by side', () => {
    expect(drawCubeLayersAscii(soma)).toBe(
      [
        'z=0             z=1             z=2',
        '┌───────┬───┐   ┌───────┬───┐   ┌───┬───────┐',
        '│ V   V │ T │   │ A   A │ P │   │ A │ P   P │',
        '├───┐   │   │   ├───┐   ├───┤   ├───┼───┐   │',
        '│ L │ V │ T │   │ L │ A │ T │   │ L │ B │ P │',
        '│   ├───┤   │   ├───┴───┼───┤   ├───┤   └───┤',
        '│ L │ Z │ T │   │ Z   Z │ B │   │ Z │ B   B │',
        '└───┴───┴───┘   └───────┴───┘   └───┴───────┘',
        '',
      ].join('\n'),
    );
  });
  it('labels every cell, hidden ones included', () => {
    const text = drawCubeLayersAscii(soma);
    for (const p of soma) expect(text.match(new RegExp(` ${p.name} `, 'g'))?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(text.match(/[A-Z]/g)).toHaveLength(27);
  });
  it('stacks the layers when they would not fit in 80 columns', () => {
    const long = [piece('I', [0, 0, 0], [0, 1, 0], [0, 2, 0], [0, 3, 0], [0, 4, 0], [0, 5, 0], [0, 6, 0], [0, 7, 0]), piece('J', [0, 0, 1]), piece('K', [0, 7, 2])];
    const lines = drawCubeLayersAscii(long).split('\n');
    expect(lines.filter((l) => /^z=\d$/.test(l))).toEqual(['z=0', 'z=1', 'z=2']);
    expect(lines[0]).toBe('z=0');
    expect(Math.max(...lines.map((l) => l.length))).toBe(33);
  });
});

/** The face paths of an isometric drawing, in drawing order, with their fills. */
function faces(svg: string): { d: string; fill: string }[] {
  return [...svg.matchAll(/<path d="([^"]+)" fill="(#[0-9A-F]{6})" stroke="#222222" stroke-width="1"/g)].map((m) => ({ d: m[1]!, fill: m[2]! }));
}

describe('drawCubeSvg', () => {
  const size = 32;
  const h = (size * Math.sqrt(3)) / 2;
  const n = (v: number): number => Math.round(v * 100) / 100;

  it('draws a single cube as a hexagon of three faces: top lighter, sides darker', () => {
    const fill = pieceColors(['X']).get('X')!.fill;
    const f = faces(drawCubeSvg([piece('X', [0, 0, 0])]));
    expect(f.map((x) => x.fill)).toEqual([shade(fill, 0.35), shade(fill, -0.1), shade(fill, -0.35)]);
    // The top is a rhombus with its corners at the top, left, right and centre of the hexagon.
    const [x0, y0] = [8 + h, 8];
    expect(f[0]!.d).toBe(`M${n(x0)},${y0}L${n(x0 - h)},${y0 + 16}L${n(x0)},${y0 + 32}L${n(x0 + h)},${y0 + 16}Z`);
    // Every side of every face is one edge long.
    for (const { d } of f) {
      const pts = d
        .slice(1, -1)
        .split('L')
        .map((p) => p.split(',').map(Number));
      pts.forEach(([x, y], i) => {
        const [nx, ny] = pts[(i + 1) % pts.length]!;
        expect(Math.hypot(nx! - x!, ny! - y!)).toBeCloseTo(size, 1);
      });
    }
  });
  it('draws only faces that can show: the 27 outer faces of the three visible sides of a full cube', () => {
    expect(faces(drawCubeSvg(soma))).toHaveLength(27);
    expect(faces(drawCubeSvg([piece('A', [0, 0, 0]), piece('B', [0, 0, 1])]))).toHaveLength(5);
  });
  it('paints back to front, whatever the order of the pieces', () => {
    const back = piece('A', [0, 0, 0]);
    const front = piece('B', [1, 1, 1]);
    const colors = pieceColors(['A', 'B']);
    for (const order of [
      [back, front],
      [front, back],
    ]) {
      const fills = faces(drawCubeSvg(order)).map((f) => f.fill);
      expect(fills.slice(0, 3)).toContain(shade(colors.get('A')!.fill, 0.35));
      expect(fills.slice(3)).toContain(shade(colors.get('B')!.fill, 0.35));
    }
  });
  it('names the pieces whose top shows, and groups faces by piece', () => {
    const svg = drawCubeSvg(soma);
    expect(svg.match(/<g><title>/g)?.length).toBeGreaterThanOrEqual(7);
    for (const p of ['A', 'P', 'B', 'L', 'Z']) expect(svg).toContain(`>${p}</text>`);
  });
  it('adds the layers under the solid when asked, and a legend', async () => {
    const svg = drawCubeSvg(soma, { layers: true, legend: true });
    expect(svg).toContain('<g transform="translate(0,');
    expect(svg.match(/>z=\d<\/text>/g)).toEqual(['>z=0</text>', '>z=1</text>', '>z=2</text>']);
    expect(legendSwatches(svg)).toBe(7);
    await expect(svg).toMatchFileSnapshot('__snapshots__/soma.svg');
  });
});

describe('drawCubeLayersSvg', () => {
  it('draws each piece once in every layer it touches, all the same size', () => {
    const svg = drawCubeLayersSvg(soma);
    const shapes = svg.match(/<path d="[^"]+" fill="#[0-9A-F]{6}" fill-rule="evenodd"/g) ?? [];
    const touches = soma.reduce((s, p) => s + new Set(p.cells.map((c) => c[2])).size, 0);
    expect(shapes).toHaveLength(touches);
    // Three 3x3 layers of 32 px with 32 px between them, 8 px margins; a 20 px title row.
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="368" height="132"')).toBe(true);
  });
});
