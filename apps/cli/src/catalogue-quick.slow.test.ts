// The catalogue's quick puzzles counted again, all and distinct, against the counts the
// catalogue gives (seconds in all, so in the slow set that CI runs; `pnpm
// catalogue:verify` counts every puzzle, catalogue.slow.test.ts the long ones).
import { PUZZLES } from '@polydance/puzzles';
import { describe, expect, it } from 'vitest';
import { countedPuzzles, testVerified } from './catalogue-counts.js';

describe('the quick puzzles, counted again: all and distinct (pnpm catalogue:verify counts them all)', () => {
  it('has quick counts to rerun', () => {
    expect(countedPuzzles('fast').length).toBeGreaterThanOrEqual(300);
  });
  testVerified(PUZZLES.filter((p) => p.countTime === 'fast'), 60);
});
