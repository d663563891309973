import { describe, expect, it } from 'vitest';
import type { WeightedProblem } from './weighted.js';
import { weightedCounter } from './weighted.js';

/** The sets of options that cover every primary item within its bounds and every secondary item consistently, by trying every subset. */
function bruteForce(p: WeightedProblem): bigint {
  const np = p.primary.length;
  let n = 0n;
  for (let set = 0; set < 1 << p.options.length; set++) {
    const covered = new Array<number>(np + p.secondary).fill(0);
    const colors = new Array<string | undefined>(np + p.secondary).fill(undefined);
    let ok = true;
    p.options.forEach((o, k) => {
      if (!((set >> k) & 1)) return;
      for (const { item, weight, color } of o) {
        if (item >= np && covered[item]! > 0 && (color === undefined || colors[item] !== color)) ok = false;
        covered[item]! += weight;
        colors[item] = color;
      }
    });
    if (ok && p.primary.every(([lo, hi], i) => covered[i]! >= lo && covered[i]! <= hi)) n++;
  }
  return n;
}

/** Random small weighted problems, from a seed (a linear congruential generator). */
function* problems(count: number, seed: number): Generator<WeightedProblem> {
  let s = seed;
  const rnd = (n: number): number => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  for (let t = 0; t < count; t++) {
    const np = 1 + rnd(5);
    const secondary = rnd(3);
    const primary = Array.from({ length: np }, () => {
      const lo = rnd(3);
      return [lo, lo + rnd(3)] as const;
    });
    const options = Array.from({ length: 1 + rnd(9) }, () => {
      // as in a quotient problem, every option covers a primary item
      const items = new Set<number>([rnd(np)]);
      for (let j = rnd(3); j > 0; j--) items.add(rnd(np + secondary));
      return [...items].map((item) => ({ item, weight: item < np ? 1 + rnd(3) : 1, color: item >= np && rnd(2) === 1 ? `c${rnd(2)}` : undefined }));
    });
    yield { primary, secondary, options };
  }
}

describe('the count of a weighted problem', () => {
  it('counts every set of options once, as trying every subset does', () => {
    let nonzero = 0;
    for (const p of problems(1500, 11)) {
      const c = weightedCounter(p);
      expect(c.run(1 << 30)).toBe(true);
      expect(c.count).toBe(bruteForce(p));
      if (c.count > 0n) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(300);
  });

  it('counts the same in slices of any size, and stops between them', () => {
    for (const p of problems(300, 5)) {
      const whole = weightedCounter(p);
      whole.run(1 << 30);
      for (const budget of [1, 2, 7]) {
        const c = weightedCounter(p);
        let slices = 0;
        while (!c.run(budget)) slices++;
        expect([c.count, c.nodes]).toEqual([whole.count, whole.nodes]);
        // a budget of one step stops at least once per node beyond the first
        if (budget === 1) expect(slices).toBeGreaterThanOrEqual(whole.nodes - 1);
      }
    }
  });
});
