import { describe, expect, it } from 'vitest';
import type { LatticeDescriptor, Point, Site } from '@polydance/lattice';
import { LATTICES } from './index.js';

/** The box sites of a lattice with coordinates 0..n-1 that have an item name and coordinates in its drawing. */
function sitesOf(lattice: LatticeDescriptor, n: number): { site: Site; cell: readonly number[] }[] {
  const out: { site: Site; cell: readonly number[] }[] = [];
  for (const kind of lattice.boxKinds)
    for (let x = 0; x < n; x++)
      for (let y = 0; y < n; y++)
        for (let z = 0; z < n; z++) {
          const site = { kind, x, y, z };
          const name = lattice.formatItem(site);
          const cell = name === undefined ? undefined : lattice.drawing.pieces?.cell(name);
          if (cell) out.push({ site, cell });
        }
  return out;
}

const key = ([x, y]: Point): string => `${x.toFixed(6)},${y.toFixed(6)}`;
const same = (a: Site, b: Site): boolean => a.kind === b.kind && a.x === b.x && a.y === b.y && a.z === b.z;

/** Twice the signed area of a polygon. */
function area(points: readonly Point[]): number {
  let a = 0;
  points.forEach(([x, y], i) => {
    const [u, v] = points[(i + 1) % points.length]!;
    a += x * v - u * y;
  });
  return a;
}

describe('the outline of every cell on the page (pieces.outline)', () => {
  for (const lattice of LATTICES.filter((l) => l.drawing.pieces !== undefined)) {
    it(`${lattice.name}: each cell has one, neighbours in one layer touch (a side, or an end point of an edge), and no two cells have the same`, () => {
      const pieces = lattice.drawing.pieces!;
      expect(pieces.outline).toBeDefined();
      const sites = sitesOf(lattice, 4);
      expect(sites.length).toBeGreaterThan(8);
      const seen = new Set<string>();
      for (const { site, cell } of sites) {
        const points = pieces.outline!(cell);
        const layer = pieces.layer?.(cell) ?? 0;
        if (lattice.unit === 'edge') expect(points).toHaveLength(2);
        else {
          expect(points.length).toBeGreaterThanOrEqual(3);
          expect(Math.abs(area(points))).toBeGreaterThan(0.01);
        }
        const id = `${layer}:${points.map(key).sort().join(' ')}`;
        expect(seen.has(id)).toBe(false);
        seen.add(id);
        for (const other of lattice.neighbours(site)) {
          const found = sites.find((s) => same(s.site, other));
          if (!found || (pieces.layer?.(found.cell) ?? 0) !== layer) continue;
          const mine = new Set(points.map(key));
          const shared = pieces.outline!(found.cell).filter((p) => mine.has(key(p))).length;
          expect(shared, `${lattice.formatItem(site)} and ${lattice.formatItem(other)}`).toBe(lattice.unit === 'edge' ? 1 : 2);
        }
      }
    });
  }
});
