export type { Item, OptionItem, Option, Problem, Solution, Symmetry } from './problem.js';
export { itemToken, parseItemToken } from './problem.js';
