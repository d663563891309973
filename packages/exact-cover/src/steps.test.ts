// Work that gives way: finish runs it at once; giveWay gives the event loop a turn
// each time a slice of work has run, so that a timer (or a signal's listener) runs meanwhile.
import { describe, expect, it } from 'vitest';
import { finish, giveWay } from './steps.js';
import type { Steps } from './steps.js';

/** Work of `n` steps of about `ms` each, that notes whether `fired()` was true at each step. */
function* busy(n: number, ms: number, fired: () => boolean, seen: boolean[]): Steps<number> {
  for (let i = 0; i < n; i++) {
    const until = performance.now() + ms;
    while (performance.now() < until);
    seen.push(fired());
    yield;
  }
  return n;
}

describe('steps', () => {
  it('finish runs the work to its end without a turn of the event loop', () => {
    let fired = false;
    setTimeout(() => (fired = true), 0);
    const seen: boolean[] = [];
    expect(finish(busy(10, 2, () => fired, seen))).toBe(10);
    expect(seen.every((s) => !s)).toBe(true);
  });

  it('giveWay gives the event loop a turn after each slice: a timer runs in the middle of the work', async () => {
    let fired = false;
    setTimeout(() => (fired = true), 0);
    const seen: boolean[] = [];
    expect(await giveWay(busy(20, 2, () => fired, seen), 5)).toBe(20);
    // not before the first slice ended, and well before the work's end
    expect(seen[0]).toBe(false);
    expect(seen.indexOf(true)).toBeGreaterThan(0);
    expect(seen.indexOf(true)).toBeLessThan(10);
  });

  it('giveWay passes on the work’s error', async () => {
    function* failing(): Steps<number> {
      yield;
      throw new RangeError('no');
    }
    await expect(giveWay(failing())).rejects.toThrow(RangeError);
  });
});
