// The playground's counts on task workers that take seconds: the 6x10 pentominoes (the
// same check on a smaller board is in engine.test.ts). Run by `pnpm test:slow` and in CI.
import { describe, expect, test } from 'vitest';
import { PlaygroundSession } from './engine.js';
import type { WorkerMessage } from './protocol.js';
import { pools, repoFile, testCountsOnWorkers } from './testing.js';

describe('counting on task workers', () => {
  testCountsOnWorkers([['pentominoes-6x10', 9356, 2339, 4]]);

  test('the progress of a count says how many workers it runs on', async () => {
    const log = pools(2);
    const messages: WorkerMessage[] = [];
    const s = new PlaygroundSession((m) => messages.push(m), 10, log.start);
    await s.solve({ type: 'solve', lattice: 'square', spec: repoFile('examples', 'pentominoes-6x10.in'), draw: 0 });
    const counting = messages.filter((m) => m.type === 'progress' && m.counting && m.workers !== undefined);
    expect(counting.length).toBeGreaterThan(0);
    expect(counting.every((m) => m.type === 'progress' && m.workers === 2)).toBe(true);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 9356n, workers: 2 }));
  });
});
