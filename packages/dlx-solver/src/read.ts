/**
 * `@polydance/dlx-solver/read`: reading a DLX file and what can be told of a problem
 * before any search (its algorithm, the warnings that rule out solutions), without the
 * engines: what a program that only reads problems, or counts them another way, loads.
 * The same functions as the package's main entry.
 */
export { DlxError, EngineLimitError } from './errors.js';
export type { DlxDialect, DlxSource, IgnoredOption, ReadDlxOptions } from './reader.js';
export { readDlx, readDlxSteps } from './reader.js';
export { algorithmOf } from './algorithm.js';
export type { Algorithm } from './algorithm.js';
export { checkProblem } from './precheck.js';
export type { ProblemWarning } from './precheck.js';
