import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Problem, Solution } from '@polydance/exact-cover';
import { arbitraryProblem, bruteForce } from '../internal/brute-force.js';
import { readDlx } from '../reader.js';
import { countSync, solve } from '../solve.js';
import { problemFingerprint } from './fingerprint.js';
import { planTasks } from './plan.js';
import { fromWire, inProcessWorker, toWire } from './protocol.js';
import type { FromWorker, ToWorker } from './protocol.js';
import type { TaskMode, TaskPart } from './runner.js';
import { counterPaths, partRoot, TaskRunner } from './runner.js';
import { runTasks } from './schedule.js';

const dir = new URL('../../../../fixtures/knuth/solve/', import.meta.url);
const read = (name: string): Problem => readDlx(readFileSync(new URL(name, dir), 'utf8')).problem;
const key = (s: readonly number[]): string => s.join(',');

/** Runs one task to the end on a runner, one node at a time; its solutions in order and its count. */
function runTask(r: TaskRunner, path: readonly number[]): { solutions: Solution[]; count: number } {
  r.start(path);
  const solutions: Solution[] = [];
  while (!r.step(1)) solutions.push(...r.take());
  solutions.push(...r.take());
  return { solutions, count: Number(r.count) };
}

/**
 * Runs a task (or a part that resumes a search), splitting it after `cut` nodes (for an
 * idle worker when `idle` says so), then its parts the same way (with the next cuts):
 * what the pieces find, in order, and how many splits there were.
 */
function runSplit(
  r: TaskRunner,
  part: { readonly path: readonly number[]; readonly from?: number },
  cuts: readonly number[],
  idle: readonly boolean[] = [],
): { solutions: Solution[]; count: number; splits: number } {
  r.start(part.path, part.from);
  const solutions: Solution[] = [];
  const [cut, ...rest] = cuts;
  const [forIdle = false, ...idleRest] = idle;
  for (let n = 0; ; n++) {
    const finished = r.step(1);
    solutions.push(...r.take());
    if (finished) return { solutions, count: Number(r.count), splits: 0 };
    if (cut !== undefined && n >= cut) {
      const count = Number(r.count);
      const parts = r.split(forIdle);
      if (parts !== undefined) {
        const root = partRoot(part);
        let total = count;
        let splits = 1;
        expect(parts.reduce((s, p) => s + p.share, 0)).toBeLessThanOrEqual(1 + 1e-9);
        // at most one part resumes the search; the others are the branches of one level
        expect(parts.slice(1).every((p) => p.from === undefined && p.path.length === (parts[1] as TaskPart).path.length)).toBe(true);
        if (forIdle) expect(parts.length).toBeGreaterThan(1);
        for (const p of parts) {
          expect(partRoot(p).slice(0, root.length)).toEqual(root);
          const got = runSplit(r, p, rest, idleRest);
          solutions.push(...got.solutions);
          total += got.count;
          splits += got.splits;
        }
        return { solutions, count: total, splits };
      }
    }
  }
}

/**
 * Checks on 400 problems drawn from `problems` that a plan's tasks of up to `tasks`,
 * split at random cuts (of up to `cut` nodes, for an idle worker or not) and their parts
 * run the same way, count and list the whole search in order; returns how many splits
 * there were.
 */
function splitsFindAll(problems: fc.Arbitrary<Problem>, tasks: number, cut: number): number {
  let splits = 0;
  fc.assert(
    fc.property(
      problems,
      fc.integer({ min: 1, max: tasks }),
      fc.array(fc.integer({ min: 0, max: cut }), { maxLength: 8 }),
      fc.array(fc.boolean(), { maxLength: 8 }),
      fc.constantFrom<TaskMode>('count', 'list'),
      (problem, target, cuts, idle, mode) => {
        const all = [...solve(problem)].map(key);
        const plan = planTasks(problem, { tasks: target, mode });
        const r = new TaskRunner(problem, mode);
        const found: string[] = [];
        let counted = 0;
        for (const t of plan.tasks) {
          const got = runSplit(r, t, cuts, idle);
          found.push(...got.solutions.map(key));
          counted += got.count;
          splits += got.splits;
        }
        expect(counted).toBe(all.length);
        if (mode === 'list') expect(found).toEqual(all);
      },
    ),
    { numRuns: 400 },
  );
  return splits;
}

const kinds = [
  ['X', { colors: false, bounds: false }],
  ['C', { colors: true, bounds: false }],
  ['M', { colors: true, bounds: true }],
] as const;

describe.each(kinds)('tasks of Algorithm %s problems', (_name, kind) => {
  it('partition the search exactly: the solutions of the tasks, in task order, are the search', () => {
    let ownPlans = 0;
    fc.assert(
      fc.property(arbitraryProblem(kind), fc.integer({ min: 1, max: 12 }), (problem, target) => {
        const all = [...solve(problem)].map(key);
        expect(all.length).toBe(bruteForce(problem).length);
        const plan = planTasks(problem, { tasks: target });
        expect(plan.tasks.map((t) => t.id)).toEqual(plan.tasks.map((_, i) => i));
        const lister = new TaskRunner(problem, 'list');
        const counter = new TaskRunner(problem, 'count');
        // a count of multiplicities that the counting engine takes has a plan of its own
        const own = counterPaths(problem, 'count');
        if (own) ownPlans++;
        const listed: string[] = [];
        for (const t of plan.tasks) {
          const l = runTask(lister, t.path);
          expect(l.count).toBe(l.solutions.length);
          listed.push(...l.solutions.map(key));
          // the counting engine (X and C) finds the same subtree below each path
          if (!own) expect(runTask(counter, t.path).count).toBe(l.solutions.length);
        }
        expect(listed).toEqual(all);
        const countPlan = planTasks(problem, { tasks: target, mode: 'count' });
        if (!own) expect(countPlan).toEqual(plan);
        expect(countPlan.tasks.every((t) => (t.counter === true) === own)).toBe(true);
        let counted = 0;
        for (const t of countPlan.tasks) counted += runTask(counter, t.path).count;
        expect(counted).toBe(all.length);
        for (const p of [plan, countPlan]) {
          // every task holds a solution, or is a node with branches: dead ends are left out
          if (p.exhausted) expect(p.tasks.length).toBe(all.length);
          const weight = p.tasks.reduce((s, t) => s + t.weight, 0);
          expect(weight).toBeLessThanOrEqual(1 + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
    // problems of multiplicities: many of them count with plans of the counting engine's own
    if (kind.bounds) expect(ownPlans).toBeGreaterThan(30);
  });

  it('can be split while they run (for an idle worker or not, parts that resume a search too), and the parts find the rest in order', () => {
    expect(splitsFindAll(arbitraryProblem({ ...kind, maxOptions: 16 }), 4, 6)).toBeGreaterThan(0);
  });
});

/**
 * Deeper searches than `arbitraryProblem`'s: tilings of a strip of up to 14 cells by
 * some of its monominoes, dominoes and straight trominoes, the dominoes counted by an
 * item of multiplicity (Algorithm M) when `dominoes` is given.
 */
const strips = fc
  .record({
    n: fc.integer({ min: 3, max: 14 }),
    keep: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 42, maxLength: 42 }),
    dominoes: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  })
  .map(({ n, keep, dominoes }): Problem => {
    const cell = (k: number) => ({ item: `c${k}` });
    const options: { item: string }[][] = [];
    for (let k = 0; k < n; k++) {
      if ((keep[3 * k] as number) < 9) options.push([cell(k)]);
      if (k + 1 < n && (keep[3 * k + 1] as number) < 8) options.push([cell(k), cell(k + 1), ...(dominoes === undefined ? [] : [{ item: 'D' }])]);
      if (k + 2 < n && (keep[3 * k + 2] as number) < 3) options.push([cell(k), cell(k + 1), cell(k + 2)]);
    }
    return {
      comments: [],
      primary: [...Array.from({ length: n }, (_, k) => ({ name: `c${k}` })), ...(dominoes === undefined ? [] : [{ name: 'D', bounds: `0:${dominoes}` }])],
      secondary: [],
      options,
    };
  });

describe('tasks of deep searches', () => {
  it('split while they run, for an idle worker or not, and resumed: the parts find the rest in order', () => {
    expect(splitsFindAll(strips, 3, 30)).toBeGreaterThan(300);
  });
});

describe('planTasks', () => {
  it('is deterministic and makes hundreds of tasks for the 3x20 pentominoes', () => {
    const problem = read('pentominoes-3x20.dlx');
    const a = planTasks(problem);
    const b = planTasks(problem);
    expect(a).toEqual(b);
    expect(a.tasks.length).toBeGreaterThanOrEqual(256);
    expect(a.exhausted).toBe(false);
    const r = new TaskRunner(problem, 'count');
    expect(a.tasks.reduce((s, t) => s + runTask(r, t.path).count, 0)).toBe(8);
  });

  it('plans a problem without primary items as its one solution', () => {
    const problem: Problem = { comments: [], primary: [], secondary: [{ name: 'x' }], options: [] };
    expect(planTasks(problem).tasks).toEqual([{ id: 0, path: [], weight: 1 }]);
  });
});

describe('runTasks on workers in this thread', () => {
  it('counts a problem of multiplicities with the counting engine, on the tasks of a count plan only', async () => {
    const problem = read('domino-6x6.dlx');
    const workers = [inProcessWorker(), inProcessWorker()];
    const countPlan = planTasks(problem, { tasks: 24, mode: 'count' });
    expect(countPlan.tasks.every((t) => t.counter === true)).toBe(true);
    const r = await runTasks({ problem, mode: 'count', tasks: countPlan.tasks, workers });
    expect([r.solutions, r.complete]).toEqual([6728n, true]);
    const listPlan = planTasks(problem, { tasks: 24 });
    await expect(runTasks({ problem, mode: 'count', tasks: listPlan.tasks, workers })).rejects.toThrow(/task 0 was planned for a listing/);
    await expect(runTasks({ problem, mode: 'list', tasks: countPlan.tasks, workers })).rejects.toThrow(/task 0 was planned for a count/);
    const listed = await runTasks({ problem, mode: 'list', tasks: listPlan.tasks, workers, keepListing: true });
    expect(listed.solutions).toBe(6728n);
    // the count remembers counts: a small share of the nodes DLX3 visits (25,695 in one search)
    expect(r.nodes * 10n).toBeLessThan(listed.nodes);
  });

  it('gives an idle worker the branches of one level of a deep search: a few short parts, counted and listed exactly, in order', async () => {
    // monominoes and dominoes on a strip of 24 cells: 75,025 tilings, a search 24 levels deep
    const n = 24;
    const problem: Problem = {
      comments: [],
      primary: Array.from({ length: n }, (_, k) => ({ name: `c${k}` })),
      secondary: [],
      options: Array.from({ length: n }, (_, k) => [[{ item: `c${k}` }], ...(k + 1 < n ? [[{ item: `c${k}` }, { item: `c${k + 1}` }]] : [])]).flat(),
    };
    const all = [...solve(problem)];
    expect(all).toHaveLength(75025);
    for (const mode of ['count', 'list'] as const) {
      const splits: FromWorker[] = [];
      // three workers, one task: two of them start idle, and get the work the first sheds
      const workers = Array.from({ length: 3 }, () => {
        const w = inProcessWorker();
        return {
          post: (m: ToWorker) => w.post(m),
          listen(onMessage: (m: FromWorker) => void, onError: (e: Error) => void) {
            w.listen((m) => {
              if (m.type === 'split') splits.push(m);
              onMessage(m);
            }, onError);
          },
        };
      });
      const r = await runTasks({ problem, mode, tasks: [{ id: 0, path: [], weight: 1 }], workers, keepListing: true });
      expect([r.solutions, r.complete]).toEqual([75025n, true]);
      if (mode === 'list') expect((r.results[0]?.listing ?? []).map(key)).toEqual(all.map(key));
      // (the count takes remembered counts: done before an idle worker asks)
      if (mode === 'list') expect(splits.length).toBeGreaterThan(0);
      // a few parts each, none longer than the search is deep: one that resumes the
      // search where it stood, and the branches left at one level
      for (const m of splits) {
        if (m.type !== 'split') continue;
        expect(m.parts.length).toBeLessThanOrEqual(3);
        expect(m.parts.every((p) => p.path.length <= n)).toBe(true);
        expect(m.parts.slice(1).every((p) => p.from === undefined)).toBe(true);
      }
    }
  });

  it('counts a tiling that needs many remembered counts with as few nodes on workers as in one search, give or take', async () => {
    // the dominoes of a 14x14 square: 112202208776036178000000 tilings, a count made of remembered counts
    const cell = (x: number, y: number): string => `${x.toString(36)}${y.toString(36)}`;
    const n = 14;
    const problem: Problem = {
      comments: [],
      primary: Array.from({ length: n * n }, (_, k) => ({ name: cell(k % n, Math.floor(k / n)) })),
      secondary: [],
      options: Array.from({ length: n * n }, (_, k) => [k % n, Math.floor(k / n)] as const).flatMap(([x, y]) => [
        ...(x + 1 < n ? [[{ item: cell(x, y) }, { item: cell(x + 1, y) }]] : []),
        ...(y + 1 < n ? [[{ item: cell(x, y) }, { item: cell(x, y + 1) }]] : []),
      ]),
    };
    const one = countSync(problem);
    expect(one.solutions).toBe(112202208776036178000000n);
    const plan = planTasks(problem, { mode: 'count' });
    const r = await runTasks({ problem, mode: 'count', tasks: plan.tasks, workers: [inProcessWorker(), inProcessWorker()] });
    expect([r.solutions, r.complete]).toEqual([112202208776036178000000n, true]);
    // each worker's table holds what its tasks meet (a table of 1 MB made this count hundreds of times the nodes)
    expect(r.nodes).toBeLessThan(4n * BigInt(one.nodes));
  });

  /** Lists the 3x20 pentominoes in 16 tasks on `workers` workers (up to a `limit`), collecting the solutions as they come. */
  async function list3x20(workers: number, options: { readonly limit?: number } = {}) {
    const problem = read('pentominoes-3x20.dlx');
    const plan = planTasks(problem, { tasks: 16 });
    const got: Solution[] = [];
    const r = await runTasks({
      problem,
      mode: 'list',
      tasks: plan.tasks,
      workers: Array.from({ length: workers }, () => inProcessWorker()),
      ...options,
      onSolutions: (s) => {
        got.push(...s);
      },
    });
    return { problem, plan, got, r };
  }

  it.each([1, 3])('lists the 3x20 pentominoes in the order of one search, on %i workers', async (n) => {
    const { problem, plan, got, r } = await list3x20(n);
    expect(got.map(key)).toEqual([...solve(problem)].map(key));
    expect(r.solutions).toBe(8n);
    expect(r.complete).toBe(true);
    expect(r.results.map((t) => t.task)).toEqual(plan.tasks.map((t) => t.id));
  });

  it('counts with colors and multiplicities, summing the tasks exactly', async () => {
    for (const name of ['knuth-c-example.dlx', 'knuth-m-example.dlx', 'soma.dlx']) {
      const problem = read(name);
      const plan = planTasks(problem, { tasks: 32 });
      const r = await runTasks({ problem, mode: 'count', tasks: plan.tasks, workers: [inProcessWorker(), inProcessWorker()] });
      expect(r.solutions).toBe(BigInt(countSync(problem).solutions));
      expect(r.results.reduce((s, t) => s + t.solutions, 0n)).toBe(r.solutions);
    }
  });

  it('serves one run after another on the same workers, after a run stopped halfway too', async () => {
    const workers = [inProcessWorker(), inProcessWorker()];
    const strip = read('pentominoes-3x20.dlx');
    // a listing stopped at its limit while both workers are still searching
    const first: Solution[] = [];
    const stopped = await runTasks({
      problem: strip,
      mode: 'list',
      tasks: planTasks(strip, { tasks: 16 }).tasks,
      workers,
      limit: 1,
      onSolutions: (s) => {
        first.push(...s);
      },
    });
    expect(stopped.complete).toBe(false);
    expect(first.map(key)).toEqual([...solve(strip, { limit: 1 })].map(key));
    for (const name of ['soma.dlx', 'knuth-c-example.dlx', 'pentominoes-3x20.dlx']) {
      const problem = read(name);
      const r = await runTasks({ problem, mode: 'count', tasks: planTasks(problem, { tasks: 32 }).tasks, workers });
      expect(r.complete, name).toBe(true);
      expect(r.solutions, name).toBe(BigInt(countSync(problem).solutions));
    }
  });

  it('stops at a limit, and when its signal fires', async () => {
    const { problem, plan, got, r } = await list3x20(2, { limit: 3 });
    expect(got.map(key)).toEqual([...solve(problem, { limit: 3 })].map(key));
    expect(r.complete).toBe(false);
    const stopped = await runTasks({
      problem,
      mode: 'count',
      tasks: plan.tasks,
      workers: [inProcessWorker()],
      signal: AbortSignal.abort(),
    });
    expect(stopped.aborted).toBe(true);
    expect(stopped.complete).toBe(false);
  });
});

describe('problemFingerprint', () => {
  it('names a problem by its items and options, not its comments', () => {
    const a = read('knuth-x-example.dlx');
    expect(problemFingerprint(a)).toMatch(/^[0-9a-f]{32}$/);
    expect(problemFingerprint({ ...a, comments: ['other'] })).toBe(problemFingerprint(a));
    expect(problemFingerprint({ ...a, options: a.options.slice(1) })).not.toBe(problemFingerprint(a));
    expect(problemFingerprint(read('knuth-c-example.dlx'))).not.toBe(problemFingerprint(a));
  });
});

describe('messages to worker threads (toWire, fromWire)', () => {
  const problem: Problem = {
    comments: ['a comment', 'ünïcödé \u{1F600}'],
    primary: [{ name: 'a' }, { name: 'm', bounds: '0:2' }],
    secondary: [{ name: 'x' }],
    options: [[{ item: 'a' }, { item: 'x', color: 'red' }], [{ item: 'a' }, { item: 'm' }], [{ item: 'm' }, { item: 'x', color: 'd\u00e9' }]],
  };

  it('carries a problem as JSON text and gives it back equal, bounds, colors and comments included', () => {
    const wire = toWire({ type: 'init', problem, mode: 'list' });
    expect(wire).toEqual({ type: 'init', problemJson: expect.any(String) as string, mode: 'list' });
    // what postMessage does to it: a structured clone
    expect(fromWire(structuredClone(wire))).toEqual({ type: 'init', problem, mode: 'list' });
    const back = fromWire(wire);
    expect(back.type === 'init' && countSync(back.problem as Problem).solutions).toBe(countSync(problem).solutions);
  });

  it('makes the text of a problem once for all the workers of a run', () => {
    const other: Problem = { ...problem, comments: [] };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (let k = 0; k < 3; k++) toWire({ type: 'init', problem: other, mode: 'count' });
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('passes the other messages on as they are', () => {
    for (const m of [{ type: 'run', unit: 3, path: [1, 0] }, { type: 'split', unit: 3 }, { type: 'stop' }] as const) {
      expect(toWire(m)).toBe(m);
      expect(fromWire(m)).toBe(m);
    }
  });
});
