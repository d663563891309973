export { findSymmetries, renamedPieces, symmetryReading } from './find.js';
export type { FindOptions, ProblemSymmetry, SymmetryMode } from './find.js';
