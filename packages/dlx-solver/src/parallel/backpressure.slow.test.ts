import { describe, expect, it } from 'vitest';
import type { Problem, Solution } from '@polydance/exact-cover';
import { planTasks } from './plan.js';
import type { FromWorker } from './protocol.js';
import { inProcessWorker } from './protocol.js';
import { LISTING_CREDIT, runTasks } from './schedule.js';
import type { TaskWorker } from './schedule.js';

/** Every node a solution, nearly: 6 items with 10 options each, one item apiece (10^6 solutions). */
const dense: Problem = {
  comments: [],
  primary: ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name })),
  secondary: [],
  options: ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((item) => Array.from({ length: 10 }, () => [{ item }])),
};

/** In-process workers that count the solutions they send. */
function countingWorkers(n: number): { workers: TaskWorker[]; sent: () => number } {
  let sent = 0;
  const workers = Array.from({ length: n }, (): TaskWorker => {
    const w = inProcessWorker();
    return {
      post: (m) => w.post(m),
      listen(onMessage, onError) {
        w.listen((m: FromWorker) => {
          if (m.type === 'found') sent += m.solutions.length;
          onMessage(m);
        }, onError);
      },
    };
  });
  return { workers, sent: () => sent };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('a listing waits for its reader', () => {
  it('workers stop finding solutions while the reader takes none, and go on when it does', async () => {
    const { workers, sent } = countingWorkers(2);
    const waiting: (() => void)[] = [];
    let taken = 0;
    const stop = new AbortController();
    const done = runTasks({
      problem: dense,
      mode: 'list',
      tasks: planTasks(dense, { mode: 'list', tasks: 16 }).tasks,
      workers,
      signal: stop.signal,
      // a reader that takes nothing until told to
      onSolutions: (batch: readonly Solution[]) =>
        new Promise<void>((resolve) => {
          waiting.push(() => {
            taken += batch.length;
            resolve();
          });
        }),
    });
    await pause(400);
    const stalled = sent();
    // each of the 2 workers is at most its credit ahead (and one more credit for the
    // worker of the next unit in order), with a batch in flight
    expect(stalled).toBeGreaterThan(0);
    expect(stalled).toBeLessThanOrEqual(2 * 2 * LISTING_CREDIT + 2 * 512);
    await pause(200);
    expect(sent()).toBe(stalled);
    // the reader takes what waits: the search goes on
    for (let i = 0; i < 20; i++) {
      for (const take of waiting.splice(0)) take();
      await pause(20);
    }
    expect(sent()).toBeGreaterThan(stalled);
    stop.abort();
    const release = setInterval(() => {
      for (const take of waiting.splice(0)) take();
    }, 5);
    const r = await done;
    clearInterval(release);
    expect(r.aborted).toBe(true);
    expect(Number(r.solutions)).toBe(taken);
  });

  it('all solutions come, in order, through a reader slower than the search', async () => {
    const small: Problem = { ...dense, primary: dense.primary.slice(0, 4), options: dense.options.slice(0, 40) };
    const { workers } = countingWorkers(3);
    const got: Solution[] = [];
    const r = await runTasks({
      problem: small,
      mode: 'list',
      tasks: planTasks(small, { mode: 'list', tasks: 12 }).tasks,
      workers,
      credit: 7,
      onSolutions: async (batch) => {
        await pause(0);
        got.push(...batch);
      },
    });
    expect(r.complete).toBe(true);
    expect(got).toHaveLength(10 ** 4);
    // search order: options of item a first, then b, ... (lexicographic)
    const keys = got.map((s) => s.join(','));
    expect(new Set(keys).size).toBe(10 ** 4);
    expect(got[0]).toEqual([0, 10, 20, 30]);
    expect(got.at(-1)).toEqual([9, 19, 29, 39]);
  });
});
