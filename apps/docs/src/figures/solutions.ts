import { itemToken, parseItemToken } from '@polydance/exact-cover';
import type { Problem } from '@polydance/exact-cover';

/**
 * Solution `n` of a solver's listing in the format of Knuth's DLX programs: a line
 * `n:` and then one line per chosen option, its item names followed by `(k of m)`.
 */
export function listedSolution(listing: string, n: number): string[][] {
  const lines = listing.split(/\r?\n/);
  const start = lines.indexOf(`${n}:`);
  if (start < 0) throw new Error(`the listing has no solution ${n}`);
  const options: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    options.push(line.replace(/\s*\(\d+ of \d+\)\s*$/, '').trim().split(/\s+/));
  }
  return options;
}

/**
 * Checks that `options` (lists of item tokens, `x` or `x:color`) solve the problem:
 * each is one of its options, every primary item is covered exactly once (or within
 * its multiplicity bounds), and every secondary item at most once or always with the
 * same color.
 */
export function checkSolution(problem: Problem, options: readonly (readonly string[])[]): void {
  const key = (tokens: readonly string[]): string => [...tokens].sort().join(' ');
  const known = new Set(problem.options.map((o) => key(o.map(itemToken))));
  const count = new Map<string, number>();
  const colors = new Map<string, (string | undefined)[]>();
  for (const option of options) {
    if (!known.has(key(option))) throw new Error(`'${option.join(' ')}' is not an option of the problem`);
    for (const token of option) {
      const { item, color } = parseItemToken(token);
      count.set(item, (count.get(item) ?? 0) + 1);
      colors.set(item, [...(colors.get(item) ?? []), color]);
    }
  }
  for (const item of problem.primary) {
    const [lo, hi] = (item.bounds ?? '1').split(':').map(Number) as [number, number | undefined];
    const c = count.get(item.name) ?? 0;
    if (c < lo || c > (hi ?? lo)) throw new Error(`item ${item.name} is covered ${c} times`);
  }
  for (const item of problem.secondary) {
    const used = colors.get(item.name) ?? [];
    const clash = used.length > 1 && (used.includes(undefined) || new Set(used).size > 1);
    if (clash) throw new Error(`secondary item ${item.name} is covered by options that disagree`);
  }
}
