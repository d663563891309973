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
  /** Where each option stands in the text: its line, and the column of each of its tokens (1-based), for messages. */
  readonly places: readonly { readonly line: number; readonly columns: readonly number[] }[];
}

export function readListing(text: string): ListedSolution[] {
  checkText('readListing', 'the listing', text);
  const out: { number: number; options: string[][]; places: { line: number; columns: number[] }[] }[] = [];
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n] as string;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const head = /^(\d+):$/.exec(line);
    if (head) {
      out.push({ number: Number(head[1]), options: [], places: [] });
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
    const columns: number[] = [];
    let at = line.length - line.trimStart().length;
    for (const t of tokens) {
      columns.push(at + 1);
      at += t.length;
      while (at < line.length && /\s/.test(line[at] as string)) at++;
    }
    current.places.push({ line: n + 1, columns });
  }
  return out;
}
