/*
 * Checking the catalogue against Polydance: each puzzle solved by `polydance solve
 * --count --distinct NAME` with a time budget, its counts of all and of distinct
 * solutions compared with the catalogue's. Used by `pnpm catalogue:verify`
 * (scripts/catalogue-verify.ts) and by the tests, on the quick puzzles.
 */
import type { Count, Puzzle } from '@polydance/puzzles';
import { runCli } from './testing.js';

/** What one run of `polydance solve --count --distinct` found. */
export interface Counted {
  /** Solutions, all of them (exact, or a lower bound when the run did not finish). */
  readonly all: bigint;
  /** Solutions up to the board's symmetries (a lower bound when the run did not finish). */
  readonly distinct: bigint;
  /** True when the search finished within the budget. */
  readonly complete: boolean;
  readonly seconds: number;
}

/** Counts a catalogue puzzle's solutions (one worker, `budget` seconds at most). */
export async function countPuzzle(name: string, budget: number, symmetry?: 'rotations'): Promise<Counted> {
  const args = ['solve', '--count', '--distinct', '--format', 'json', '--workers', '1', '--no-progress', '--timeout', String(budget)];
  const { code, stdout, stderr } = await runCli([...args, ...(symmetry === undefined ? [] : ['--symmetry', symmetry]), name]);
  if (code !== 0 && code !== 124) throw new Error(`polydance solve ${name} failed (status ${code}): ${stderr.trim()}`);
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const json = JSON.parse(line) as { solutions: number | string; distinct?: number | string; complete: boolean; seconds: number };
  return {
    all: BigInt(json.solutions),
    distinct: BigInt(json.distinct ?? 0),
    complete: json.complete,
    seconds: json.seconds,
  };
}

/** The verdict on one puzzle. */
export interface Verdict {
  readonly name: string;
  /** `agrees`: every count the catalogue gives was checked; `unfinished`: some were not (no disagreement seen). */
  readonly status: 'agrees' | 'disagrees' | 'unfinished';
  /** What was counted: all and distinct (up to the symmetry the catalogue's distinct count uses). */
  readonly counted: Counted;
  /** One line per disagreement. */
  readonly problems: readonly string[];
  /** Counts Polydance finished that the catalogue does not give. */
  readonly missing: { readonly all?: bigint; readonly distinct?: bigint };
}

/** A disagreement between a count and the catalogue's, or undefined. */
function compare(label: string, found: bigint, complete: boolean, expected: Count | undefined): string | undefined {
  if (expected === undefined) return undefined;
  const value = BigInt(expected.value);
  if (complete && found !== value) return `${label}: the catalogue says ${value}, polydance counts ${found}`;
  if (!complete && found > value) return `${label}: the catalogue says ${value}, polydance found at least ${found}`;
  return undefined;
}

/**
 * Solves the puzzle within `budget` seconds (twice the budget at most when its
 * distinct count is up to rotations only: one run for each symmetry) and compares.
 */
export async function verifyPuzzle(puzzle: Puzzle, budget: number): Promise<Verdict> {
  const { all, distinct } = puzzle.counts;
  const counted = await countPuzzle(puzzle.name, budget);
  const byRotations = distinct?.symmetry === 'rotations' && counted.complete ? await countPuzzle(puzzle.name, budget, 'rotations') : undefined;
  const distinctRun = distinct?.symmetry === 'rotations' ? (byRotations ?? { ...counted, complete: false, distinct: 0n }) : counted;
  const problems = [
    compare('all', counted.all, counted.complete, all),
    compare(`distinct${distinct?.symmetry === 'rotations' ? ' (up to rotations)' : ''}`, distinctRun.distinct, distinctRun.complete, distinct),
  ].filter((p): p is string => p !== undefined);
  const checked = (all === undefined || counted.complete) && (distinct === undefined || distinctRun.complete);
  const missing = {
    ...(all === undefined && counted.complete ? { all: counted.all } : {}),
    ...(distinct === undefined && counted.complete ? { distinct: counted.distinct } : {}),
  };
  const status = problems.length > 0 ? 'disagrees' : checked && counted.complete ? 'agrees' : 'unfinished';
  return { name: puzzle.name, status, counted: distinctRun === counted ? counted : { ...counted, distinct: distinctRun.distinct }, problems, missing };
}
