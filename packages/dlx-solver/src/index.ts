export { DlxError } from './errors.js';
export type { DlxDialect, DlxSource, IgnoredOption, ReadDlxOptions } from './reader.js';
export { readDlx } from './reader.js';
export { readListing } from './listing.js';
export type { ListedSolution } from './listing.js';
export type { KnuthOptions, KnuthProgram, KnuthReport, KnuthSink } from './knuth.js';
export { KnuthUsageError, parseKnuthArgs, runKnuth } from './knuth.js';
export type {
  Algorithm,
  CountResult,
  Progress,
  SearchOptions,
  SearchStats,
  SolutionStream,
  SolveOptions,
} from './solve.js';
export { algorithmOf, count, countSync, solve, validateProblem } from './solve.js';
export type { DistinctCountResult, DistinctSolutionStream, DistinctSolveOptions } from './distinct.js';
export { checkSymmetries, countDistinct, countDistinctSync, solveDistinct } from './distinct.js';
export type { ProblemWarning } from './precheck.js';
export { checkProblem } from './precheck.js';
