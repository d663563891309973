import { describe } from 'vitest';
import { countedPuzzles, distinctPuzzles, testCounts, testDistinctCounts } from './catalogue-counts.js';

// The slow set: counts that take from seconds to minutes each. Run by `pnpm test:slow`,
// not by `pnpm test`.
describe('counts of all solutions, rerun (the slow ones)', () => {
  testCounts(countedPuzzles('slow'));
});

describe('published counts of distinct solutions, rerun (the slow ones)', () => {
  testDistinctCounts(distinctPuzzles('slow'));
});
