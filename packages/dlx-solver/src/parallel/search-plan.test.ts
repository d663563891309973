import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem, Solution } from '@polydance/exact-cover';
import { giveWay } from '@polydance/exact-cover';
import { countDistinct } from '../distinct.js';
import { arbitraryProblem, bruteForce, ring } from '../internal/brute-force.js';
import { readDlx } from '../reader.js';
import { countSync, solve } from '../solve.js';
import { inProcessWorker } from './protocol.js';
import { runPlan } from './run-plan.js';
import type { PlanPool } from './run-plan.js';
import type { TaskState } from './schedule.js';
import { planSearch, planSearchSteps, planTotals } from './search-plan.js';
import { checkpointFile, mergeShards, readCheckpoint, ShardError, shardFile, shardTasks } from './shards.js';
import { stepsTaken } from '../../../../test/testing.js';

const dir = new URL('../../../../fixtures/knuth/solve/', import.meta.url);
const read = (name: string): Problem => readDlx(readFileSync(new URL(name, dir), 'utf8')).problem;

/** Dominoes on an n x m grid with one cell taken out at (0,0) if `hole`: plain items, options in reading order. */
function dominoes(n: number, m: number): Problem {
  const cell = (x: number, y: number): string => `${x}_${y}`;
  const primary = [];
  const options = [];
  for (let x = 0; x < n; x++) for (let y = 0; y < m; y++) primary.push({ name: cell(x, y) });
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < m; y++) {
      if (x + 1 < n) options.push([{ item: cell(x, y) }, { item: cell(x + 1, y) }]);
      if (y + 1 < m) options.push([{ item: cell(x, y) }, { item: cell(x, y + 1) }]);
    }
  }
  return { comments: [], primary, secondary: [], options };
}

/** One worker in this thread for every part. */
const here = (): PlanPool => ({ workers: [inProcessWorker()], close: () => undefined });

describe('planSearch and runPlan', () => {
  it('count a distinct count exactly, whole or in shards merged, for any number of tasks and shards', async () => {
    for (const [n, mono] of [[6, false], [8, false], [7, true], [8, true], [10, true]] as const) {
      const { problem, group } = ring(n, mono);
      const want = await countDistinct(problem, group);
      for (const tasks of [1, 3, 17]) {
        const plan = planSearch(problem, { mode: 'distinct', symmetries: group, tasks });
        const whole = await runPlan({ plan, pool: here });
        expect([n, tasks, whole.solutions, whole.distinct, whole.complete]).toEqual([n, tasks, want.solutions, want.distinct, true]);
        for (const shards of [1, 2, 3, 5]) {
          const files = [];
          for (let i = 0; i < shards; i++) {
            const mine = shardTasks(plan.tasks, i, shards).map((t) => t.id);
            const r = await runPlan({ plan, pool: here, tasks: mine });
            files.push({ name: `s${i}.json`, data: JSON.parse(JSON.stringify(shardFile(plan, { index: i, count: shards }, r.results, r.complete))) as unknown });
          }
          const merged = mergeShards(files);
          expect([n, tasks, shards, merged.solutions, merged.distinct]).toEqual([n, tasks, shards, want.solutions, want.distinct]);
        }
      }
    }
  });

  it('count random problems exactly (a brute force), and list them in the order of one search, for any number of tasks', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryProblem({ colors: true }), fc.integer({ min: 1, max: 24 }), async (problem, tasks) => {
        const want = bruteForce(problem).length;
        const plan = planSearch(problem, { mode: 'count', tasks });
        const r = await runPlan({ plan, pool: here });
        expect(r.solutions).toBe(BigInt(want));
        expect(planTotals(plan, r.partCounts).solutions).toBe(BigInt(want));
        const listing: Solution[] = [];
        const lp = planSearch(problem, { mode: 'list', tasks });
        const l = await runPlan({ plan: lp, pool: here, onSolutions: (s) => void listing.push(...s) });
        const one: Solution[] = [];
        for await (const s of solve(problem)) one.push(s);
        expect(listing).toEqual(one);
        expect(l.solutions).toBe(BigInt(want));
      }),
      { numRuns: 150 },
    );
  });

  it("splits the work into tasks of about equal estimated size, each task's estimate a share of the whole", () => {
    const problem = dominoes(6, 7);
    const plan = planSearch(problem, { mode: 'count', tasks: 64 });
    expect(plan.tasks.length).toBeGreaterThanOrEqual(64);
    const sum = plan.tasks.reduce((a, t) => a + t.weight, 0);
    expect(sum).toBeCloseTo(1, 9);
    // deterministic: the same plan, the same fingerprint
    expect(planSearch(problem, { mode: 'count', tasks: 64 }).fingerprint).toBe(plan.fingerprint);
    expect(planSearch(problem, { mode: 'count', tasks: 65 }).fingerprint).not.toBe(plan.fingerprint);
    expect(planSearch(problem, { mode: 'distinct', tasks: 64 }).fingerprint).not.toBe(plan.fingerprint);
  });

  it('go on exactly from any snapshot of a count, and from a pause that moves the rest to another pool', async () => {
    const problem = dominoes(6, 8);
    const want = countSync(problem).solutions;
    const plan = planSearch(problem, { mode: 'count', tasks: 6 });
    const snapshots: (readonly TaskState[])[] = [];
    let pools = 0;
    const r = await runPlan({
      plan,
      pool: () => {
        pools++;
        return here();
      },
      // a pause at the first progress report (however fast or loaded the machine): the rest goes on on a second pool
      switchPool: (p) => p.turn === 0,
      progressInterval: 1,
      snapshotMs: 1,
      onSnapshot: (s) => void snapshots.push(s),
    });
    expect(r.solutions).toBe(BigInt(want));
    expect(pools).toBeGreaterThanOrEqual(2);
    expect(snapshots.length).toBeGreaterThan(0);
    for (const s of [snapshots[0]!, snapshots[Math.floor(snapshots.length / 2)]!, snapshots.at(-1)!]) {
      // through a checkpoint file, as JSON
      const file = JSON.parse(JSON.stringify(checkpointFile(plan, s))) as unknown;
      const resume = readCheckpoint(file, plan, 'c.json');
      const again = await runPlan({ plan, pool: here, resume });
      expect(again.solutions).toBe(BigInt(want));
    }
  });

  it('keep on a stop with pauseOnStop every task\'s state exact, and a second run ends the count', async () => {
    const problem = dominoes(7, 8);
    const want = countSync(problem).solutions;
    const plan = planSearch(problem, { mode: 'count', tasks: 4 });
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 20);
    const first = await runPlan({ plan, pool: here, signal: stop.signal, pauseOnStop: true });
    const second = await runPlan({ plan, pool: here, resume: first.states });
    expect(second.solutions).toBe(BigInt(want));
    expect(second.complete).toBe(true);
  });
});

describe('shard files and checkpoints of a plan', () => {
  const problem = read('domino-6x6.dlx');
  const plan = planSearch(problem, { mode: 'count', tasks: 8 });
  const results = plan.tasks.map((t) => ({ task: t.id, path: t.path, solutions: 1n, nodes: 1n }));
  const half = Math.ceil(results.length / 2);

  it('refuse shards and checkpoints of another plan, naming the file', () => {
    const other = planSearch(problem, { mode: 'count', tasks: 9 });
    const a = shardFile(plan, { index: 0, count: 2 }, results.slice(0, half), true);
    const b = shardFile(other, { index: 1, count: 2 }, results.slice(half), true);
    const files = [
      { name: 'a.json', data: JSON.parse(JSON.stringify(a)) as unknown },
      { name: 'b.json', data: JSON.parse(JSON.stringify(b)) as unknown },
    ];
    expect(() => mergeShards(files)).toThrow(ShardError);
    expect(() => mergeShards(files)).toThrow(/^b\.json \(shard 1\/2\) is from a plan of \d+ tasks \(--tasks 9\), not \d+ \(--tasks 8\) as a\.json is$/);
    const c = JSON.parse(JSON.stringify(checkpointFile(other, []))) as unknown;
    expect(() => readCheckpoint(c, plan, 'c.json')).toThrow(/^c\.json is the checkpoint of a plan of/);
  });

  it('refuse a file of an earlier version, an edited total, a task of another path', () => {
    const a = JSON.parse(JSON.stringify(shardFile(plan, { index: 0, count: 1 }, results, true))) as Record<string, unknown>;
    expect(mergeShards([{ name: 'a.json', data: a }]).solutions).toBe(BigInt(results.length));
    expect(() => mergeShards([{ name: 'a.json', data: { ...a, solutions: '99' } }])).toThrow(/a\.json \(shard 0\/1\) is damaged: its field 'solutions' is not the sum/);
    expect(() => mergeShards([{ name: 'a.json', data: { ...a, version: 1 } }])).toThrow(/earlier version of polydance/);
    const moved = checkpointFile(
      plan,
      results.map((r) => ({ task: r.task, solutions: 1n, nodes: 1n, open: [] })),
    );
    const edited = JSON.parse(JSON.stringify(moved)) as { tasks: { path: number[] }[] };
    edited.tasks[1]!.path = [...edited.tasks[1]!.path, 7];
    expect(() => readCheckpoint(edited, plan, 'x.json')).toThrow(/^x\.json is damaged: its task 1 is not the plan's/);
  });

  it('refuse a task that belongs to another shard (shards are runs of tasks, in order), naming the file', () => {
    const file = (index: number, rs: typeof results): { name: string; data: unknown } => ({
      name: `s${index}.json`,
      data: JSON.parse(JSON.stringify(shardFile(plan, { index, count: 2 }, rs, true))) as unknown,
    });
    expect(mergeShards([file(0, results.slice(0, half)), file(1, results.slice(half))]).solutions).toBe(BigInt(results.length));
    // the first task moved from shard 0 to shard 1, each file with its digest made anew
    expect(() => mergeShards([file(0, results.slice(1, half)), file(1, [results[0]!, ...results.slice(half)])])).toThrow(
      /^s0\.json \(shard 0\/2\) is damaged: its task 1 belongs to another shard of the plan$/,
    );
  });

  it('merge the shards of a problem with no solution', async () => {
    const none: Problem = { comments: [], primary: [{ name: 'a' }, { name: 'b' }], secondary: [], options: [[{ item: 'a' }]] };
    const p = planSearch(none, { mode: 'count', tasks: 4 });
    const files = [];
    for (let i = 0; i < 2; i++) {
      const r = await runPlan({ plan: p, pool: here, tasks: shardTasks(p.tasks, i, 2).map((t) => t.id) });
      files.push({ name: `s${i}`, data: JSON.parse(JSON.stringify(shardFile(p, { index: i, count: 2 }, r.results, r.complete))) as unknown });
    }
    expect(mergeShards(files).solutions).toBe(0n);
  });
});

describe('planSearch on large plans', () => {
  it('makes the same plans as before the splittable subtrees were kept in a heap (their fingerprints name them in shard files)', () => {
    const soma = read('soma.dlx');
    expect(planSearch(soma, { mode: 'count', tasks: 64 }).fingerprint).toBe('56d0fc8891e3d2eec4ee1227fca42bf7');
    expect(planSearch(soma, { mode: 'list', tasks: 500 }).fingerprint).toBe('e20453d7984e63f85fa3e389ce3f853f');
    const hexagon = read('macmahon-hexagon.dlx');
    expect(planSearch(hexagon, { mode: 'count', tasks: 7 }).fingerprint).toBe('6b00ca3f4cdebe01cf0ed77b53f57747');
  });

  it('asks shouldStop before each probe, and a plan stopped in the middle of a split still counts the whole search', async () => {
    const problem = dominoes(4, 6);
    const want = 281; // the domino tilings of a 4 x 6 rectangle
    for (const mode of ['count', 'list'] as const) {
      for (const stopAt of [1, 2, 3, 5, 8, 13]) {
        let asked = 0;
        const plan = planSearch(problem, { mode, tasks: 200, shouldStop: () => ++asked >= stopAt });
        // once it says stop, the planning ends: asked again at most once per level of its loops
        expect(asked).toBeGreaterThanOrEqual(stopAt);
        expect(asked).toBeLessThanOrEqual(stopAt + 2);
        const r = await runPlan({ plan, pool: here });
        expect([mode, stopAt, r.solutions]).toEqual([mode, stopAt, BigInt(want)]);
      }
    }
  });
});

describe('planSearchSteps gives way', () => {
  it('yields before each split, probe and walk, and makes the plan planSearch makes', () => {
    const soma = read('soma.dlx');
    const { value, yields } = stepsTaken(planSearchSteps(soma, { mode: 'count', tasks: 64 }));
    expect(value.fingerprint).toBe('56d0fc8891e3d2eec4ee1227fca42bf7');
    expect(yields).toBeGreaterThan(64);
    const r = ring(8);
    const distinct = stepsTaken(planSearchSteps(r.problem, { mode: 'distinct', symmetries: r.group, tasks: 20 }));
    expect(distinct.yields).toBeGreaterThan(0);
    expect(distinct.value.fingerprint).toBe(planSearch(r.problem, { mode: 'distinct', symmetries: r.group, tasks: 20 }).fingerprint);
  });

  it('given way to, lets a timer set before it run while it plans, and a shouldStop that the timer sets stops it', async () => {
    const soma = read('soma.dlx');
    let fired = false;
    let heard = false;
    setTimeout(() => (fired = true), 0);
    const shouldStop = (): boolean => {
      if (fired) heard = true;
      return false;
    };
    const plan = await giveWay(planSearchSteps(soma, { mode: 'count', tasks: 500, shouldStop }));
    expect(heard).toBe(true);
    expect(plan.fingerprint).toBe(planSearch(soma, { mode: 'count', tasks: 500 }).fingerprint);
    // a signal's listener, as a timer: the planning without turns would never hear it
    let stop = false;
    setTimeout(() => (stop = true), 0);
    const stopped = await giveWay(planSearchSteps(soma, { mode: 'count', tasks: 5000, shouldStop: () => stop }));
    expect(stop).toBe(true);
    // cut short, it is a plan of fewer tasks, that covers the whole search all the same
    expect(stopped.tasks.length).toBeLessThan(plan.tasks.length);
    expect(stopped.tasks.reduce((w, t) => w + t.weight, 0)).toBeCloseTo(1);
  });
});
