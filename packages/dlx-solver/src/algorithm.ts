import type { Problem } from '@polydance/exact-cover';
import { checkProblem, parseBounds } from '@polydance/exact-cover';

/**
 * Knuth's three algorithms: X (exact cover, with optional secondary items),
 * C (secondary items with colors), M (primary items with multiplicities).
 */
export type Algorithm = 'X' | 'C' | 'M';

/** The algorithm a problem needs: M if a primary item has bounds other than 1, else C if an option has a color, else X. */
export function algorithmOf(problem: Problem): Algorithm {
  checkProblem(problem, 'algorithmOf');
  return algorithmNeeded(problem);
}

/** The algorithm a problem needs, for a problem already checked. */
export function algorithmNeeded(problem: Problem): Algorithm {
  for (const it of problem.primary) {
    if (it.bounds !== undefined) {
      const [lower, upper] = parseBounds(it.bounds);
      if (lower !== 1 || upper !== 1) return 'M';
    }
  }
  for (const o of problem.options) for (const oi of o) if (oi.color !== undefined) return 'C';
  return 'X';
}

