import type { Puzzle } from '@polydance/puzzles';
import { isPublished, PUZZLES } from '@polydance/puzzles';
import type { CountTime } from '@polydance/puzzles';
import { expect, it } from 'vitest';
import { verifyPuzzle } from './catalogue-verify.js';
import { runCli } from './testing.js';

/** The catalogue puzzles with a count of all solutions that takes `time` to rerun. */
export function countedPuzzles(time: CountTime): Puzzle[] {
  return PUZZLES.filter((p) => p.counts.all !== undefined && p.countTime === time);
}

/** The catalogue puzzles with a published count of distinct solutions that takes `time` to rerun. */
export function distinctPuzzles(time: CountTime): Puzzle[] {
  return PUZZLES.filter((p) => p.counts.distinct !== undefined && isPublished(p.counts.distinct) && p.countTime === time);
}

/**
 * One test per puzzle: `polydance solve --count --distinct NAME` prints the published
 * count of solutions up to the symmetries of the box (`--symmetry rotations` where the
 * source counts up to rotations only).
 */
export function testDistinctCounts(puzzles: readonly Puzzle[]): void {
  it.each(puzzles.map((p) => [p.name, p] as const))('polydance solve --count --distinct %s', async (_, puzzle) => {
    const distinct = puzzle.counts.distinct!;
    const symmetry = distinct.symmetry === undefined ? [] : ['--symmetry', distinct.symmetry];
    const { code, stdout } = await runCli(['solve', '--count', '--distinct', ...symmetry, '--no-progress', puzzle.name]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${distinct.value}\n`);
  });
}

/**
 * One test per puzzle: solved by `polydance solve --count --distinct` within `budget`
 * seconds, both counts (where the catalogue gives them) agree with the catalogue's, as
 * `pnpm catalogue:verify` checks them.
 */
export function testVerified(puzzles: readonly Puzzle[], budget: number): void {
  it.each(puzzles.map((p) => [p.name, p] as const))('%s agrees with the catalogue', async (_, puzzle) => {
    const verdict = await verifyPuzzle(puzzle, budget);
    expect(verdict.problems).toEqual([]);
    expect(verdict.status).toBe('agrees');
  });
}
