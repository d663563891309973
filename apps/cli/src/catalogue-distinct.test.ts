import { describe, expect, it } from 'vitest';
import { distinctPuzzles, testDistinctCounts } from './catalogue-counts.js';

// The published counts of distinct solutions (up to the symmetries of the box), rerun
// by `polydance solve --count --distinct`; `pnpm test:slow` reruns the slow ones.
describe('published counts of distinct solutions, rerun (the quick ones)', () => {
  it('has quick distinct counts to rerun', () => {
    expect(distinctPuzzles('fast').length).toBeGreaterThanOrEqual(15);
  });
  testDistinctCounts(distinctPuzzles('fast'));
});
