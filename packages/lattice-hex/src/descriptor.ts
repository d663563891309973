import type { LatticeDescriptor } from '@polydance/lattice';
import { hexDrawing } from './draw.js';
import { hexSites } from './sites.js';

/**
 * The hexagon lattice: cells `xy` in axial coordinates, the 12 symmetries of the
 * hexagonal tiling about a hexagon's centre, drawings of hexagons. Its item names look
 * like the square lattice's, so a DLX file is known to be on it only by its comment
 * `| this file was created by polydance polyhex ...` (or by `--lattice hex`).
 */
export const hexDescriptor: LatticeDescriptor = {
  name: 'hex',
  label: 'Hexagon (polyhexes)',
  programs: ['polyhex'],
  ...hexSites,
  drawing: hexDrawing,
  recognizes: () => false,
};
