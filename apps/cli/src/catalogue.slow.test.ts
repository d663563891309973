import { describe } from 'vitest';
import { distinctPuzzles, testDistinctCounts, testVerified } from './catalogue-counts.js';
import { PUZZLES } from '@polydance/puzzles';

// The slow set: counts that take from seconds to minutes each. Run by `pnpm test:slow`,
// not by `pnpm test`.
describe('the slow puzzles, counted again: all and distinct', () => {
  testVerified(PUZZLES.filter((p) => p.countTime === 'slow'), 30 * 60);
});

describe('published counts of distinct solutions, rerun (the slow ones)', () => {
  testDistinctCounts(distinctPuzzles('slow'));
});
