import type { Problem } from '@polydance/exact-cover';
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './protocol.js';

describe("the budget of a count's remembered counts (memoBytes) on its way to a worker", () => {
  const problem: Problem = { primary: [{ name: 'a' }, { name: 'b' }], secondary: [], options: [[{ item: 'a' }, { item: 'b' }]], comments: [] };

  it('crosses to a worker in another thread with the problem, and is absent when not given', () => {
    const init = { type: 'init', problem, mode: 'count', memoBytes: 1 << 20 } as const;
    expect(fromWire(toWire(init))).toEqual(init);
    expect(fromWire(toWire({ type: 'init', problem, mode: 'count', credit: 4 }))).toEqual({ type: 'init', problem, mode: 'count', credit: 4 });
  });
});
