import { placedPiece } from '@polydance/lattice';
import { cubeCell, drawCubeLayersAscii, drawCubeSvg } from '@polydance/lattice-cube';
import { drawSquareAscii, squareCell } from '@polydance/lattice-square';
import { drawTriangleAscii, drawTriangleSvg, triangleCell } from '@polydance/lattice-triangle';
import { drawMacmahonAscii, drawMacmahonSvg } from '@polydance/macmahon';
import { describe, expect, it } from 'vitest';
import { detectLattice, drawerFor } from './draw.js';
import type { LatticeName } from './draw.js';
import { solvedCase as solved } from './testing.js';

const cases: [string, LatticeName][] = [
  ['pentominoes-6x10', 'square'],
  ['hexiamonds-6x6', 'triangle'],
  ['soma', 'cube'],
  ['macmahon-hexagon', 'macmahon'],
];

describe('drawers', () => {
  it.each(cases)('%s: the lattice is recognized and drawn', async (name, lattice) => {
    const { comments, items, options } = solved(name);
    expect(await detectLattice(comments, items)).toBe(lattice);
    const drawer = (await drawerFor(lattice));
    expect(drawer.ascii(options).length).toBeGreaterThan(0);
    expect(drawer.svg(options, {})).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
  });
  it('draws squares, triangles, cubes and MacMahon triangles with their packages', async () => {
    const square = solved('pentominoes-6x10').options;
    expect((await drawerFor('square')).ascii(square)).toBe(drawSquareAscii(square.map((o) => placedPiece(o, squareCell))));
    const triangle = solved('hexiamonds-6x6').options;
    expect((await drawerFor('triangle')).ascii(triangle)).toBe(drawTriangleAscii(triangle.map((o) => placedPiece(o, triangleCell))));
    expect((await drawerFor('triangle')).svg(triangle, { legend: true })).toBe(drawTriangleSvg(triangle.map((o) => placedPiece(o, triangleCell)), { legend: true }));
    const macmahon = solved('macmahon-hexagon').options;
    expect((await drawerFor('macmahon')).ascii(macmahon)).toBe(drawMacmahonAscii(macmahon));
    expect((await drawerFor('macmahon')).svg(macmahon, { cell: 30 })).toBe(drawMacmahonSvg(macmahon, { cell: 30 }));
  });
  it('draws cubes layer by layer in ASCII, and as a solid over its layers in SVG', async () => {
    const soma = solved('soma').options;
    const pieces = soma.map((o) => placedPiece(o, cubeCell));
    expect((await drawerFor('cube')).ascii(soma)).toBe(drawCubeLayersAscii(pieces));
    const svg = (await drawerFor('cube')).svg(soma, {});
    expect(svg).toBe(drawCubeSvg(pieces, { layers: true }));
    expect(svg).toContain('>z=2</text>');
  });
  it('recognizes sticks too', async () => {
    const { comments, items } = solved('tetrasticks-omit-T1');
    expect(await detectLattice(comments, items)).toBe('stick');
  });
});
