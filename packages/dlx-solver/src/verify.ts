import type { Problem, Solution } from '@polydance/exact-cover';
import { clip } from '@polydance/exact-cover';
import { parseBounds } from './internal/matrix.js';

/**
 * Why `solution` (option indices) is not a solution of `problem`, or undefined when it is
 * one: every index names an option, no option is chosen twice, each primary item is
 * covered as often as its bounds say (once, without bounds), and each secondary item by
 * at most one option, or by several that all give it the same color. For a solution
 * read from a file (a merged listing, say), which may have been edited.
 */
export function solutionError(problem: Problem, solution: Solution): string | undefined {
  const index = new Map<string, number>();
  problem.primary.forEach((it, i) => index.set(it.name, i));
  const nPrimary = problem.primary.length;
  problem.secondary.forEach((it, i) => index.set(it.name, nPrimary + i));
  const uses = new Int32Array(index.size);
  // the color given to each secondary item: '' while none; null once an option takes it without a color
  const colors: (string | null | undefined)[] = [];
  const chosen = new Set<number>();
  for (const o of solution) {
    if (!Number.isSafeInteger(o) || o < 0 || o >= problem.options.length) {
      return `option ${String(o)} does not exist (the problem has ${problem.options.length} options, 0 to ${problem.options.length - 1})`;
    }
    if (chosen.has(o)) return `option ${o} is chosen twice`;
    chosen.add(o);
    for (const it of problem.options[o] ?? []) {
      const x = index.get(it.item) ?? 0;
      uses[x] = (uses[x] as number) + 1;
      if (x < nPrimary) continue;
      const had = colors[x];
      const color = it.color ?? null;
      if (had !== undefined && (had === null || color === null || had !== color)) {
        return `secondary item ${clip(it.item)} is taken by two options${color !== null && had !== null ? ` with different colors (${clip(had)} and ${clip(color)})` : ''}`;
      }
      colors[x] = color;
    }
  }
  for (let x = 0; x < nPrimary; x++) {
    const it = problem.primary[x]!;
    const [lo, hi] = parseBounds(it.bounds);
    const n = uses[x] as number;
    if (n < lo || n > hi) {
      const want = lo === hi ? (lo === 1 ? 'once' : `${lo} times`) : `${lo} to ${hi} times`;
      return `primary item ${clip(it.name)} is covered ${n === 0 ? 'by no option' : n === 1 ? 'once' : `${n} times`}, not ${want}`;
    }
  }
  return undefined;
}
