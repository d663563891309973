import type { Problem } from '@polydance/exact-cover';

/**
 * A 128-bit hash of a problem's items and options (comments do not count), as 32 hex
 * digits: shard files and checkpoints name the problem they belong to by it. Not a
 * cryptographic hash; it tells problems apart, it does not resist forgery.
 */
export function problemFingerprint(problem: Problem): string {
  return hash128((add) => {
    for (const it of problem.primary) add(`${it.bounds === undefined ? '' : `${it.bounds}|`}${it.name} `);
    add('| ');
    for (const it of problem.secondary) add(`${it.name} `);
    for (const o of problem.options) {
      add('\n');
      for (const oi of o) add(`${oi.item}${oi.color === undefined ? '' : `:${oi.color}`} `);
    }
  });
}

/**
 * The same hash of the paths of a plan's tasks, in order: shard files and checkpoints
 * name the plan they belong to by it, so that the tasks of two plans with as many tasks
 * (made by two versions, say) are never put together.
 */
export function planFingerprint(paths: readonly (readonly number[])[]): string {
  return hash128((add) => {
    for (const p of paths) add(`${p.join(',')};`);
  });
}

/** cyrb128 of the text that `feed` gives, as 32 hex digits. */
export function hash128(feed: (add: (s: string) => void) => void): string {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  feed((s: string): void => {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = h2 ^ Math.imul(h1 ^ c, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ c, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ c, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ c, 2716044179);
    }
  });
  // final mixing, as in cyrb128
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}
