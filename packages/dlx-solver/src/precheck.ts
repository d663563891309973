import type { Problem } from '@polydance/exact-cover';
import { clip, parseBounds } from '@polydance/exact-cover';

/** Something about a problem that makes a search useless, found before searching. */
export interface ProblemWarning {
  readonly kind: 'uncovered-item';
  /** The primary items concerned. */
  readonly items: readonly string[];
  /** True when the problem certainly has no solution (a search would find 0). */
  readonly fatal: boolean;
  /** One line for people. */
  readonly message: string;
}

/** At most this many item names in a message, then `and N more`. */
const NAMES_SHOWN = 8;

/** `a, b, c` or `a, b, ... and 5 more`. */
function listNames(names: readonly string[]): string {
  // names escaped (a control character never reaches the terminal) and cut, as input is quoted
  if (names.length <= NAMES_SHOWN) return names.map((n) => clip(n)).join(', ');
  return `${names.slice(0, NAMES_SHOWN).map((n) => clip(n)).join(', ')} and ${names.length - NAMES_SHOWN} more`;
}

/**
 * Looks for primary items that cannot be covered often enough: an item no option
 * contains, or an item with multiplicity bounds `a:b` contained in fewer than `a`
 * options (each option covers it at most once). Either way the problem has no
 * solution, and the warning is fatal. An item whose lower bound is 0 is never
 * reported. Runs in time proportional to the size of the problem.
 */
export function checkProblem(problem: Problem): ProblemWarning[] {
  const uses = new Map<string, number>();
  for (const item of problem.primary) uses.set(item.name, 0);
  for (const option of problem.options) {
    for (const { item } of option) {
      const n = uses.get(item);
      if (n !== undefined) uses.set(item, n + 1);
    }
  }
  const never: string[] = [];
  const warnings: ProblemWarning[] = [];
  for (const item of problem.primary) {
    const [lower] = parseBounds(item.bounds);
    const n = uses.get(item.name) ?? 0;
    if (lower === 0 || n >= lower) continue;
    if (n === 0) never.push(item.name);
    else {
      warnings.push({
        kind: 'uncovered-item',
        items: [item.name],
        fatal: true,
        message: `primary item ${clip(item.name)} must be covered at least ${lower} times, but only ${n} option${n === 1 ? '' : 's'} contain${n === 1 ? 's' : ''} it`,
      });
    }
  }
  if (never.length > 0) {
    const one = never.length === 1;
    warnings.unshift({
      kind: 'uncovered-item',
      items: never,
      fatal: true,
      message: `${one ? 'primary item' : `${never.length} primary items`} ${listNames(never)} ${one ? 'is' : 'are'} in no option, so no solution can cover ${one ? 'it' : 'them'}`,
    });
  }
  return warnings;
}
