export { findSymmetries, renamedPieces } from './find.js';
export type { FindOptions, ProblemSymmetry, SymmetryMode } from './find.js';
