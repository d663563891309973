export { findSymmetries, renamedPieces } from './find.js';
export type { ProblemSymmetry, SymmetryMode } from './find.js';
