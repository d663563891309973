export { LATTICES, LATTICE_NAMES, detectLattice, findLattice } from './registry.js';
export { GENERATORS, findGenerator } from './generators.js';
export type { Generated, LatticeGenerator } from './generators.js';
