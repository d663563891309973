export { findSymmetries, findSymmetriesSteps, renamedPieces, symmetryReading, symmetryReadingSteps } from './find.js';
export type { FindOptions, ProblemSymmetry, SymmetryMode, SymmetryReading } from './find.js';
