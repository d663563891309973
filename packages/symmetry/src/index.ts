export { findSymmetries } from './find.js';
export type { ProblemSymmetry, SymmetryMode } from './find.js';
