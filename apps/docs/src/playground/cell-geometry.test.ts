import { describe, expect, it } from 'vitest';
import { findLattice, LATTICES } from '@polydance/lattices';
import { canOutline, cellAt, cellsInRectangle, centreOf, extentOf, insidePolygon, regionCells, segmentDistance } from './cell-geometry.js';

describe('cells on the page and the cell under a pointer', () => {
  it('every lattice of box-and-pieces specs has the geometry', () => {
    expect(LATTICES.filter((l) => !canOutline(l)).map((l) => l.name)).toEqual([]);
  });

  it('points in polygons and distances to segments', () => {
    const square: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(insidePolygon(square, [0.5, 0.5])).toBe(true);
    expect(insidePolygon(square, [1.5, 0.5])).toBe(false);
    expect(insidePolygon(square, [0.5, -0.01])).toBe(false);
    expect(segmentDistance([0, 0], [1, 0], [0.5, 0.25])).toBeCloseTo(0.25);
    expect(segmentDistance([0, 0], [1, 0], [2, 0])).toBeCloseTo(1);
  });

  for (const lattice of LATTICES) {
    it(`${lattice.name}: the centre of each cell of a region is on that cell and no other; far away is no cell`, () => {
      const cells = regionCells(lattice, [4, 4, 3]);
      expect(cells.length).toBeGreaterThan(8);
      expect(new Set(cells.map((c) => c.item)).size).toBe(cells.length);
      for (const c of cells) {
        expect(cellAt(cells, centreOf(c))?.item).toBe(c.item);
        expect(lattice.formatItem(c.site)).toBe(c.item);
      }
      const { width, height } = extentOf(cells);
      expect(cellAt(cells, [width + 5, height + 5])).toBeUndefined();
      expect(cellAt(cells, [-5, -5])).toBeUndefined();
    });
  }

  it('square: x is the row (downwards), y the column, as in the pictures; a rectangle dragged over them picks a 6x10 box', () => {
    const cells = regionCells(findLattice('square')!, [12, 12, 1]);
    expect(cells).toHaveLength(144);
    expect(cellAt(cells, [1.5, 0.5])?.item).toBe('01');
    expect(cellAt(cells, [0.5, 1.5])?.item).toBe('10');
    const picked = cellsInRectangle(cells, [0.2, 0.2], [9.8, 5.8]).map((c) => c.item);
    expect(picked).toHaveLength(60);
    expect(picked).toContain('59');
    expect(picked).not.toContain('5a');
    // from the centre of one cell to the centre of another: both included
    const centres = cellsInRectangle(cells, centreOf(cells.find((c) => c.item === '00')!), centreOf(cells.find((c) => c.item === '59')!));
    expect(centres.map((c) => c.item).sort()).toEqual(picked.sort());
  });

  it('cube: the layers stand side by side, z after z, none on another', () => {
    const cells = regionCells(findLattice('cube')!, [2, 2, 3]);
    expect(cells).toHaveLength(12);
    const left = (z: number) => Math.min(...cells.filter((c) => c.site.z === z).flatMap((c) => c.points.map((p) => p[0])));
    const right = (z: number) => Math.max(...cells.filter((c) => c.site.z === z).flatMap((c) => c.points.map((p) => p[0])));
    expect(left(0)).toBe(0);
    expect(left(1)).toBeGreaterThan(right(0));
    expect(left(2)).toBeGreaterThan(right(1));
  });

  it('sticks: a point near an edge picks it, a point at a lattice point away from every edge middle picks the nearest', () => {
    const cells = regionCells(findLattice('stick')!, [3, 3, 1]);
    const h = cells.find((c) => c.item === 'H11')!;
    const [x, y] = centreOf(h);
    expect(cellAt(cells, [x, y + 0.1])?.item).toBe('H11');
    expect(cellAt(cells, [x, y + 0.45])).toBeUndefined();
  });
});
