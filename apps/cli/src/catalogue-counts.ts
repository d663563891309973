import type { Puzzle } from '@polydance/puzzles';
import { isPublished, PUZZLES } from '@polydance/puzzles';
import type { CountTime } from '@polydance/puzzles';
import { expect, it } from 'vitest';
import { runCli } from './testing.js';

/** The catalogue puzzles with a count of all solutions that takes `time` to rerun. */
export function countedPuzzles(time: CountTime): Puzzle[] {
  return PUZZLES.filter((p) => p.counts.all !== undefined && p.countTime === time);
}

/**
 * One test per puzzle: `polydance solve --count NAME` (the generator and the solver,
 * in one step) prints the catalogue's count of all solutions.
 */
export function testCounts(puzzles: readonly Puzzle[]): void {
  it.each(puzzles.map((p) => [p.name, p] as const))('polydance solve --count %s', async (_, puzzle) => {
    const { code, stdout } = await runCli(['solve', '--count', '--no-progress', puzzle.name]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${puzzle.counts.all!.value}\n`);
  });
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
