// PENDING: the published counts of distinct solutions (up to the symmetries of the
// box), checked once `polydance solve --distinct` exists. To enable: rename this file
// to `catalogue-distinct.test.ts` (the default test run picks it up), and add
// `testDistinctCounts(distinctPuzzles('slow'))` to `catalogue.slow.test.ts`.
import { describe, expect, it } from 'vitest';
import { distinctPuzzles, testDistinctCounts } from './catalogue-counts.js';

describe('published counts of distinct solutions, rerun (the quick ones)', () => {
  it('has quick distinct counts to rerun', () => {
    expect(distinctPuzzles('fast').length).toBeGreaterThanOrEqual(15);
  });
  testDistinctCounts(distinctPuzzles('fast'));
});
