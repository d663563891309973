import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solve } from '@polydance/dlx-solver';
import { itemToken } from '@polydance/exact-cover';
import { paletteColor } from '@polydance/lattice';
import { describe, expect, it } from 'vitest';
import { findLattice } from './lattices.js';
import { cubeCentres, formatSolid, parseSolid, solidOf } from './solid3d.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** The first solution of the Soma cube, its pieces placed, as the playground's worker sends them. */
function firstSoma() {
  const cube = findLattice('cube')!;
  const { problem, names } = cube.generate(readFileSync(join(root, 'examples', 'soma.in'), 'utf8'));
  const [first] = solve(problem, { limit: 1 });
  const placed = cube.place!(first!.map((o) => problem.options[o]!.map(itemToken)));
  return { placed, names };
}

describe('the 3-D view of a solution', () => {
  it('draws one cube per cell of the Soma cube, each with its piece and the palette color of its name', () => {
    const { placed, names } = firstSoma();
    const solid = solidOf(placed, names);
    expect(solid.cubes).toHaveLength(27);
    const cells = new Set(solid.cubes.map((c) => c.cell.join(',')));
    expect(cells.size).toBe(27);
    expect(solid.min).toEqual([0, 0, 0]);
    expect(solid.max).toEqual([2, 2, 2]);
    expect(solid.centre).toEqual([1.5, 1.5, 1.5]);
    const sorted = [...names].sort();
    for (const cube of solid.cubes) {
      const piece = solid.pieces[cube.piece]!;
      expect(placed[cube.piece]!.cells.map((c) => c.join(','))).toContain(cube.cell.join(','));
      expect(piece.fill).toBe(paletteColor(sorted.indexOf(piece.name)).fill);
    }
    expect(new Set(solid.pieces.map((p) => p.fill)).size).toBe(7);
  });

  it('puts each cube at its cell’s centre, unexploded', () => {
    const solid = solidOf([{ name: 'a', cells: [[0, 0, 0], [3, 1, 2]] }]);
    expect([...cubeCentres(solid, 'none', 1)]).toEqual([0.5, 0.5, 0.5, 3.5, 1.5, 2.5]);
    expect([...cubeCentres(solid, 'pieces', 0)]).toEqual([0.5, 0.5, 0.5, 3.5, 1.5, 2.5]);
  });

  it('lifts each layer by the gap times its height above the lowest', () => {
    const solid = solidOf([
      { name: 'a', cells: [[0, 0, 1], [0, 0, 2]] },
      { name: 'b', cells: [[1, 0, 1], [1, 0, 3]] },
    ]);
    const at = cubeCentres(solid, 'layers', 0.5);
    expect([...at]).toEqual([0.5, 0.5, 1.5, 0.5, 0.5, 3, 1.5, 0.5, 1.5, 1.5, 0.5, 4.5]);
  });

  it('moves each piece away from the centre, along the way to its own centre, cubes of a piece together', () => {
    const solid = solidOf([
      { name: 'left', cells: [[0, 0, 0], [0, 1, 0]] },
      { name: 'right', cells: [[1, 0, 0], [1, 1, 0]] },
    ]);
    expect(solid.centre).toEqual([1, 1, 0.5]);
    const at = cubeCentres(solid, 'pieces', 2);
    // left's centre is (0.5, 1, 0.5): 0.5 left of the centre, so it moves 1 further left; right likewise to the right
    expect([...at]).toEqual([-0.5, 0.5, 0.5, -0.5, 1.5, 0.5, 2.5, 0.5, 0.5, 2.5, 1.5, 0.5]);
  });

  it('writes a solution as one line and reads it back', () => {
    const { placed } = firstSoma();
    const text = formatSolid(placed);
    expect(text).not.toMatch(/\n/);
    expect(parseSolid(text)).toEqual(placed.map((p) => ({ name: p.name, cells: p.cells.map((c) => [...c]) })));
    expect(() => parseSolid('a:0,0')).toThrow("a cell of a solid is x,y,z (integers): not '0,0' in 'a:0,0'");
    expect(() => parseSolid('0,0,0')).toThrow("a piece of a solid is NAME:x,y,z;...: not '0,0,0'");
  });
});
