import { describe, expect, it } from 'vitest';
import { messageLater } from './later.js';

describe('messageLater (how a search lets other work run in a browser)', () => {
  it('runs each function once, in order, after the current task', async () => {
    const later = messageLater();
    const seen: number[] = [];
    const done = new Promise<void>((resolve) => {
      for (let k = 0; k < 5; k++) later(() => {
        seen.push(k);
        if (k === 4) resolve();
      });
    });
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });
});
