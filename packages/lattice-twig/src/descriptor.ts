import { gridStickItem, gridSticksLattice, onGrid } from '@polydance/lattice';
import type { LatticeDescriptor } from '@polydance/lattice';
import { hexagonalGrid } from './twig.js';

/**
 * The polytwig lattice: edges `Hxy`, `Uxy`, `Dxy` of the hexagonal grid, the 12
 * symmetries of the hexagonal tiling about the centre of a hexagon, drawings of sticks.
 * A DLX file is known to be on it from its comment `| this file was created by polydance
 * polytwig ...`, from `--lattice twig`, or from its items: slanted edges, every edge on
 * the hexagonal grid.
 */
export const twigDescriptor: LatticeDescriptor = {
  name: 'twig',
  label: 'Hexagonal grid sticks (polytwigs)',
  programs: ['polytwig'],
  ...gridSticksLattice(hexagonalGrid, 40),
  // one edge of each kind, each where the hexagonal grid has it
  units: [
    [{ kind: 0, x: 1, y: 0, z: 0 }],
    [{ kind: 1, x: 2, y: 0, z: 0 }],
    [{ kind: 2, x: 0, y: 0, z: 0 }],
  ],
  origin: (sites) => {
    const x0 = Math.min(...sites.map((s) => s.x));
    const y0 = Math.min(...sites.map((s) => s.y));
    return [-x0 + ((((x0 - y0) % 3) + 3) % 3), -y0, 0];
  },
  recognizes: (items) => {
    const edges = items.flatMap((i) => gridStickItem(hexagonalGrid, i) ?? []);
    return edges.some((e) => e.kind > 0) && edges.every((e) => onGrid(hexagonalGrid, e));
  },
};
