import { gridSticksLattice } from '@polydance/lattice';
import type { LatticeDescriptor } from '@polydance/lattice';
import { triangularGrid } from './trig.js';

/** An edge `Uxy` or `Dxy`: names the square grid's sticks never have. */
const SLANTED = /^[UD][0-9a-zA-Z]{2}$/;

/**
 * The polytrig lattice: edges `Hxy`, `Uxy`, `Dxy` of the triangular grid and the junction
 * items `Ixyk` (the ray k of point xy), the 12 symmetries of the triangle lattice, drawings
 * of sticks. A DLX file is known to be on it from its comment `| this file was created
 * by polydance polytrig ...`, from `--lattice trig`, or from its items: slanted edges.
 */
export const trigDescriptor: LatticeDescriptor = {
  name: 'trig',
  label: 'Triangular grid sticks (polytrigs)',
  programs: ['polytrig'],
  ...gridSticksLattice(triangularGrid, 40),
  recognizes: (items) => items.some((i) => SLANTED.test(i)),
};
