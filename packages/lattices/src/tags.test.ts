import { describe, expect, it } from 'vitest';
import { LATTICES } from './registry.js';

describe('name tags of pieces (sticks)', () => {
  const drawn = LATTICES.filter((l) => l.drawing.pieces);
  it.each(drawn.map((l) => l.name))('lie inside the picture on the %s lattice, a long name on a lone site at any size', (name) => {
    const lattice = drawn.find((l) => l.name === name)!;
    const pieces = lattice.drawing.pieces!;
    for (const kind of lattice.boxKinds) {
      const item = lattice.formatItem({ kind, x: 1, y: 1, z: 0 });
      const cell = item === undefined ? undefined : pieces.cell(item);
      if (!cell) continue;
      for (const size of [12, 24, 40]) {
        const svg = pieces.svg([{ name: 'LONGNAME', cells: [cell] }], { cell: size, minWidth: 0 });
        const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!.map(Number);
        for (const m of svg.matchAll(/<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" rx=/g)) {
          const [x, y, w, h] = m.slice(1).map(Number);
          expect(x, `${name} ${kind} ${size}`).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(x! + w!).toBeLessThanOrEqual(width!);
          expect(y! + h!).toBeLessThanOrEqual(height!);
        }
      }
    }
  });
});
