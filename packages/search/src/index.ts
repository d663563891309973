export type { CountRequest, CountStrategy, RandomStrategy } from './strategy.js';
export { countStrategy, engines, listingGroup, randomStrategy, sequenceStrategy } from './strategy.js';
export type { LatticeSource } from './lattice.js';
export { knownLattice, problemLatticeSource } from './lattice.js';
// the symmetry finder is loaded when a search needs it: `@polydance/search/symmetry` for its functions
export type { SymmetryGroup } from './symmetry.js';
export { dimerTilings } from './dimers.js';
export type { Tilings } from './dimers.js';
export { SearchError } from './errors.js';
