export type { Item, OptionItem, Option, Problem, Solution } from './problem.js';
export { itemToken, parseItemToken } from './problem.js';
