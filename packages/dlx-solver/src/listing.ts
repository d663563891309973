import { checkText } from './internal/check.js';

/**
 * Reads a solution listing as the DLX programs print it (`polydance dlx1 m1`, Knuth's
 * C programs, or `polydance solve`): a line `K:` starts solution K, and each following
 * line that begins with a space is one option, its item tokens separated by spaces,
 * perhaps followed by `(k of d)`. DLX3's `null x` lines (an item left uncovered) and
 * any other lines are skipped.
 */
export interface ListedSolution {
  /** The number printed before the colon. */
  readonly number: number;
  /** The options of the solution, each as its item tokens (`x` or `x:c`). */
  readonly options: readonly (readonly string[])[];
}

export function readListing(text: string): ListedSolution[] {
  checkText('readListing', 'the listing', text);
  const out: { number: number; options: string[][] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const head = /^(\d+):$/.exec(line);
    if (head) {
      out.push({ number: Number(head[1]), options: [] });
      continue;
    }
    const current = out[out.length - 1];
    if (!current || !line.startsWith(' ')) continue;
    // trim first, then look for the tail: a pattern such as /\s*\(k of d\)\s*$/ would try
    // every blank of a long run of blanks as a start, in quadratic time
    let body = line.trim();
    const tail = /\(\d+ of \d+\)$/.exec(body);
    if (tail) body = body.slice(0, tail.index).trimEnd();
    const tokens = body.split(/\s+/);
    if (tokens[0] === 'null' || tokens[0] === '') continue;
    current.options.push(tokens);
  }
  return out;
}
