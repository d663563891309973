import type { Option, Problem } from '@polydance/exact-cover';
import fc from 'fast-check';
import { parseBounds } from './matrix.js';

/**
 * For tests: checks a set of options against the rules of Algorithms X, C and M.
 * Primary items are covered within their bounds (exactly once without bounds);
 * a secondary item is covered at most once, or by options that all give it one color.
 */
export function isSolution(problem: Problem, chosen: readonly number[]): boolean {
  const times = new Map<string, number>();
  const colors = new Map<string, string | null>();
  const secondary = new Set(problem.secondary.map((s) => s.name));
  if (new Set(chosen).size !== chosen.length) return false;
  for (const o of chosen) {
    const option = problem.options[o];
    if (option === undefined) return false;
    for (const oi of option) {
      times.set(oi.item, (times.get(oi.item) ?? 0) + 1);
      if (secondary.has(oi.item)) {
        const c = oi.color ?? null;
        if (colors.has(oi.item) && (c === null || colors.get(oi.item) !== c)) return false;
        colors.set(oi.item, c);
      }
    }
  }
  for (const it of problem.primary) {
    const [lower, upper] = parseBounds(it.bounds);
    const t = times.get(it.name) ?? 0;
    if (t < lower || t > upper) return false;
  }
  return true;
}

/** For tests: every solution, by trying all subsets of options (keep problems small). */
export function bruteForce(problem: Problem): number[][] {
  const m = problem.options.length;
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << m; mask++) {
    const chosen: number[] = [];
    for (let o = 0; o < m; o++) if (mask & (1 << o)) chosen.push(o);
    if (isSolution(problem, chosen)) out.push(chosen);
  }
  return out;
}

export interface ArbitraryProblemOptions {
  readonly colors?: boolean;
  readonly bounds?: boolean;
  readonly maxOptions?: number;
}

/** For tests: small random problems (every option has a primary item). */
export function arbitraryProblem(opts: ArbitraryProblemOptions = {}): fc.Arbitrary<Problem> {
  const maxOptions = opts.maxOptions ?? 11;
  return fc
    .record({
      nPrim: fc.integer({ min: 1, max: 5 }),
      nSec: fc.integer({ min: 0, max: 3 }),
      bounds: fc.array(
        fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 })),
        { minLength: 5, maxLength: 5 },
      ),
      options: fc.array(
        fc.record({
          prim: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
          sec: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
          first: fc.integer({ min: 0, max: 4 }),
          rotate: fc.integer({ min: 0, max: 7 }),
        }),
        { maxLength: maxOptions },
      ),
    })
    .map(({ nPrim, nSec, bounds, options }) => {
      const primary = Array.from({ length: nPrim }, (_, i) => {
        const [a, b] = bounds[i] ?? [1, 1];
        const upper = Math.max(a, b);
        const name = `p${i}`;
        if (!opts.bounds || (a === 1 && upper === 1)) return { name };
        return { name, bounds: a === upper ? `${upper}` : `${a}:${upper}` };
      });
      const secondary = Array.from({ length: nSec }, (_, i) => ({ name: `s${i}` }));
      const built: Option[] = options.map(({ prim, sec, first, rotate }) => {
        const items: { item: string; color?: string }[] = [];
        prim.forEach((on, i) => {
          if (i < nPrim && (on || i === first % nPrim)) items.push({ item: `p${i}` });
        });
        sec.forEach((v, i) => {
          if (i >= nSec || v === 0) return;
          // v: 1 uncolored, 2 color a, 3 color b
          if (!opts.colors || v === 1) items.push({ item: `s${i}` });
          else items.push({ item: `s${i}`, color: v === 2 ? 'a' : 'b' });
        });
        const r = rotate % items.length;
        return [...items.slice(r), ...items.slice(0, r)];
      });
      return { comments: [], primary, secondary, options: built };
    });
}

/** For tests: a problem as DLX text, item names renamed by `name` (identity by default). */
export function dlxText(problem: Problem, name: (item: string) => string = (x) => x): string {
  const items = problem.primary.map((it) => (it.bounds === undefined ? name(it.name) : `${it.bounds}|${name(it.name)}`));
  const secondary = problem.secondary.map((it) => name(it.name));
  const head = secondary.length === 0 ? items.join(' ') : `${items.join(' ')} | ${secondary.join(' ')}`;
  const options = problem.options.map((o) =>
    o.map((oi) => (oi.color === undefined ? name(oi.item) : `${name(oi.item)}:${oi.color}`)).join(' '),
  );
  return `${[head, ...options].join('\n')}\n`;
}

/** Dominoes (and, with `monominoes`, single cells) on a ring of n cells, with the n rotations of the ring as its group. */
export function ring(n: number, monominoes = false): { problem: Problem; group: { items: number[]; options: number[] }[] } {
  const cells = Array.from({ length: n }, (_, i) => `c${i}`);
  const options = cells.map((c, i) => [{ item: c }, { item: cells[(i + 1) % n]! }, { item: 'D' }]);
  if (monominoes) options.push(...cells.map((c) => [{ item: c }, { item: 'M' }]));
  const problem: Problem = {
    comments: [],
    primary: [...cells.map((name) => ({ name })), { name: 'D', bounds: monominoes ? `0:${n}` : String(n / 2) }, ...(monominoes ? [{ name: 'M', bounds: `0:${n}` }] : [])],
    secondary: [],
    options,
  };
  const items = problem.primary.length;
  const group = Array.from({ length: n }, (_, r) => ({
    items: Array.from({ length: items }, (_, i) => (i < n ? (i + r) % n : i)),
    options: Array.from({ length: options.length }, (_, o) => (o < n ? (o + r) % n : n + ((o - n + r) % n))),
  }));
  return { problem, group };
}
