import { readFileSync } from 'node:fs';

/**
 * The golden corpus (`fixtures/`), as the packages' tests read it. A helper for tests
 * only: no package's sources import it.
 */

/** The options of the first solution in a solver listing of the golden corpus (`fixtures/knuth/solve/NAME.out`). */
export function firstSolution(name: string): string[][] {
  const lines = readFileSync(new URL(`../fixtures/knuth/solve/${name}.out`, import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((l) => /^\d+:$/.test(l));
  const options: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    options.push(line.replace(/ \(\d+ of \d+\)$/, '').trim().split(' '));
  }
  return options;
}
