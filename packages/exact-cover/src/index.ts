export type { Item, OptionItem, Option, Problem, ProblemMeaning, Solution, Symmetry } from './problem.js';
export { itemToken, parseBounds, parseItemToken } from './problem.js';
export { checkProblem } from './check.js';
export { InputError } from './errors.js';
export { clip, escapeText, quote, quotePath, QUOTE_MAX, showPath } from './quote.js';
export type { Steps } from './steps.js';
export { finish, giveWay, nextTurn, SLICE_MS } from './steps.js';
