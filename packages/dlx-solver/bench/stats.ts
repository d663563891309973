import { resolve } from 'node:path';

/** The median of some figures (0 for none). */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/** Milliseconds as seconds, to the millisecond. */
export const secs = (ms: number): string => (ms / 1000).toFixed(3);

/** What the paired benchmarks take: two builds (package folders), rounds, a filter by name, and `--long`. */
export interface BenchArgs {
  readonly before: string | undefined;
  readonly after: string | undefined;
  readonly rounds: number;
  readonly only: string;
  readonly long: boolean;
}

/** Reads `--before DIR --after DIR [--rounds N] [--only TEXT]` (and `--long` where `long` allows it). */
export function benchArgs(args: readonly string[], options: { readonly long?: boolean } = {}): BenchArgs {
  let before: string | undefined;
  let after: string | undefined;
  let rounds = 5;
  let only = '';
  let long = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--before') before = resolve(args[++i] ?? '');
    else if (a === '--after') after = resolve(args[++i] ?? '');
    else if (a === '--rounds') rounds = Math.max(1, Number(args[++i] ?? '5'));
    else if (a === '--only') only = args[++i] ?? '';
    else if (a === '--long' && options.long === true) long = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return { before, after, rounds, only, long };
}
