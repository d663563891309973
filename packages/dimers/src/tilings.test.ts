import { describe, expect, it } from 'vitest';
import { cubeDescriptor } from '@polydance/lattice-cube';
import { polyomino, squareDescriptor } from '@polydance/lattice-square';
import { polyiamond, triangleDescriptor } from '@polydance/lattice-triangle';
import { countableDimers, countDimers, findTilings, MAX_COUNTED } from './index.js';

describe('findTilings', () => {
  it('recognises dominoes on the square lattice and lozenges on the triangle lattice, on a region without holes', () => {
    const square = findTilings(polyomino('[0-5][0-5]\n0:18|D 00 01\n').problem, squareDescriptor);
    expect(square !== undefined && 'graph' in square && square.pieces).toBe('dominoes');
    if (square === undefined || !('graph' in square)) throw new Error('no graph');
    expect(countableDimers(square.graph)).toBe(true);
    expect(countDimers(square.graph)).toBe(6728n);
    const hexagon = "02 03 11 12 13 20 21 22 23 30 31 32 01' 02' 03' 10' 11' 12' 13' 20' 21' 22' 30' 31'\n0:12|L 00 00'\n";
    const triangle = findTilings(polyiamond(hexagon).problem, triangleDescriptor);
    if (triangle === undefined || !('graph' in triangle)) throw new Error('no graph');
    expect(triangle.pieces).toBe('lozenges');
    expect(countDimers(triangle.graph)).toBe(20n);
  });

  it('says when the region has a hole, and gives undefined for other problems or lattices', () => {
    expect(findTilings(polyomino('00 10 20 01 21 02 12 22\n0:4|D 00 01\n').problem, squareDescriptor)).toEqual({ hole: 'dominoes' });
    expect(findTilings(polyomino('[0-2][0-2]\n0:3|T 00 01 02\n').problem, squareDescriptor)).toBeUndefined();
    expect(findTilings(polyomino('[0-1][0-1]\n0:2|D 00 01\n').problem, undefined)).toBeUndefined();
    expect(findTilings(polyomino('[0-1][0-1]\n0:2|D 00 01\n').problem, cubeDescriptor)).toBeUndefined();
  });

  it('countableDimers: at most MAX_COUNTED cells of each color', () => {
    const square = findTilings(polyomino('[0-1][0-1]\n0:2|D 00 01\n').problem, squareDescriptor);
    if (square === undefined || !('graph' in square)) throw new Error('no graph');
    expect(countableDimers({ ...square.graph, cells: 2 * MAX_COUNTED })).toBe(true);
    expect(countableDimers({ ...square.graph, cells: 2 * MAX_COUNTED + 2 })).toBe(false);
  });
});
