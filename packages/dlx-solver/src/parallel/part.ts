import type { Problem } from '@polydance/exact-cover';
import type { WeightedProblem } from '../internal/weighted.js';

/**
 * What a task searches: an exact cover problem, or the weighted quotient problem of a
 * distinct count (the solutions one symmetry fixes; see `planSearch`), which is counted
 * in one task that is never split.
 */
export type PartProblem = Problem | WeightedProblem;

/** Whether a part's problem is a weighted quotient problem. */
export function isWeighted(problem: PartProblem): problem is WeightedProblem {
  return !('comments' in problem);
}

/** One part of a search plan: a problem whose count enters the result with a weight. */
export interface PlanPart {
  readonly problem: PartProblem;
  /**
   * `total`: a symmetry part, whose count times `weight` adds to the number of solutions;
   * `fixed`: the solutions that each of `weight` symmetries fixes (a distinct count's
   * quotient problem of one cyclic subgroup).
   */
  readonly role: 'total' | 'fixed';
  readonly weight: number;
}

/** What the counts of a plan's parts add up to. */
export interface PlanTotals {
  /** All solutions. */
  readonly solutions: bigint;
  /** The number of orbits (a distinct count only). */
  readonly distinct?: bigint;
}

/**
 * Puts the counts of parts together (`counts[i]` is part i's count): the total is the
 * sum of the symmetry parts' counts times their weights; with `distinct`, the fixed counts
 * times their weights are added and the sum divided by `order`, the order of the group
 * (Burnside's lemma). Exact at any size.
 */
export function combineParts(parts: readonly Pick<PlanPart, 'role' | 'weight'>[], counts: readonly bigint[], distinct: boolean, order: number): PlanTotals {
  let solutions = 0n;
  let fixed = 0n;
  parts.forEach((p, i) => {
    const c = BigInt(p.weight) * (counts[i] ?? 0n);
    if (p.role === 'total') solutions += c;
    else fixed += c;
  });
  if (!distinct) return { solutions };
  const sum = solutions + fixed;
  if (sum % BigInt(order) !== 0n) throw new Error('internal error: the orbit count is not a whole number');
  return { solutions, distinct: sum / BigInt(order) };
}
