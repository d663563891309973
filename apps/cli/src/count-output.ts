/** How the CLI writes a count, exactly at any size: as text, and as JSON. */

/** A count for JSON: a number while it is exact as one, else a decimal string. */
export function jsonCount(n: number | bigint): number | string {
  return typeof n === 'number' || n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString();
}

/** The count `--count` prints: "at least N" when the search was stopped (--timeout, Ctrl-C, SIGTERM) before its end. */
export function countLine(solutions: number | bigint, stopped: boolean): string {
  return stopped ? `at least ${solutions}\n` : `${solutions}\n`;
}

/**
 * What a distinct count stopped before its end knows of the distinct solutions: each
 * orbit of a group of `order` symmetries holds at most `order` solutions, so `solutions`
 * found (a lower bound of all of them) make at least ⌈solutions / order⌉ orbits.
 */
export function distinctAtLeast(solutions: number | bigint, order: number): bigint {
  const n = BigInt(solutions);
  const g = BigInt(Math.max(1, order));
  return (n + g - 1n) / g;
}

/** What a count found, for {@link countJsonLine}. */
export interface CountTotals {
  readonly solutions: number | bigint;
  readonly nodes: number | bigint;
  readonly elapsedMs: number;
  readonly complete: boolean;
}

/**
 * The JSON line of a count (`--format json`): `{"solutions":N,"nodes":M,"seconds":S,"complete":C}`,
 * with `extra` (the distinct count and the symmetries, say) after the solutions.
 */
export function countJsonLine(c: CountTotals, extra: Readonly<Record<string, number | bigint | null>> = {}): string {
  const more = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === null ? null : jsonCount(v)]));
  return `${JSON.stringify({ solutions: jsonCount(c.solutions), ...more, nodes: jsonCount(c.nodes), seconds: Math.round(c.elapsedMs) / 1000, complete: c.complete })}\n`;
}
