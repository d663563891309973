import type { Solution } from '@polydance/exact-cover';
import type { PartProblem } from './part.js';
import type { Task } from './plan.js';
import type { FromWorker, ToWorker } from './protocol.js';
import type { TaskMode, TaskPart } from './runner.js';
import { counterPaths } from './runner.js';

/** One worker as the coordinator sees it, whatever runs it (a thread, a Web Worker, a function). */
export interface TaskWorker {
  post(message: ToWorker): void;
  /** Sets what is called with each message of the worker, and with its failure. */
  listen(onMessage: (message: FromWorker) => void, onError: (error: Error) => void): void;
}

/** The result of one task. Counts are exact (bigint), whatever their size. */
export interface TaskResult {
  readonly task: number;
  readonly path: readonly number[];
  readonly solutions: bigint;
  readonly nodes: bigint;
  /** The task's solutions in search order, when listing with `keepListing`. */
  readonly listing?: readonly Solution[];
}

/**
 * How far a task has got: the solutions and nodes of its finished pieces, and the
 * pieces still to be searched (`open`, each a path below which the search has not
 * been made, with its share of the task). A task with no open piece is finished. What a
 * checkpoint keeps of each task, and what `runTasks` takes to go on with it.
 */
export interface TaskState {
  readonly task: number;
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly open: readonly TaskPart[];
}

/** A snapshot of a parallel search. */
export interface ParallelProgress {
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly elapsedMs: number;
  /** Tasks finished and tasks in this run. */
  readonly tasksDone: number;
  readonly tasks: number;
  /** The fraction of the run's work done, by task weights, in [0, 1]. */
  readonly fraction: number;
  /** Milliseconds left, estimated from the time taken so far and `fraction`. */
  readonly remainingMs: number | undefined;
}

export interface RunTasksOptions {
  readonly problem: PartProblem;
  readonly mode: TaskMode;
  /**
   * The tasks to search (from a plan; any subset, in the plan's order), or a function
   * that makes them: it is called once the workers have been sent the problem, so that
   * they prepare their engines while the tasks are planned.
   */
  readonly tasks: readonly Task[] | (() => readonly Task[]);
  readonly workers: readonly TaskWorker[];
  /** Stops the run (what was found so far is kept). */
  readonly signal?: AbortSignal;
  /**
   * How far tasks got in an earlier run (from `states` of its result, or a checkpoint):
   * such a task starts with its counts and searches only its open pieces. Counts only.
   */
  readonly resume?: readonly TaskState[];
  /**
   * Pauses the run: no piece is started any more, the running ones are split where they
   * stand, and the run ends (`paused`) with `states` saying exactly what is left, to be
   * given as `resume` to another run (on other workers, say). Counts only.
   */
  readonly pause?: AbortSignal;
  /**
   * Every `snapshotMs` milliseconds, the running pieces are split where they stand and
   * `onSnapshot` is given the state of every task (done or not), as `resume` takes it:
   * a checkpoint that loses only what was searched since. Counts only.
   */
  readonly snapshotMs?: number | (() => number);
  readonly onSnapshot?: (states: readonly TaskState[]) => void | Promise<void>;
  /** Listing: receives the solutions in search order, as soon as all before them are known. */
  readonly onSolutions?: (solutions: readonly Solution[]) => void | Promise<void>;
  /**
   * Listing with `onSolutions`: how many solutions each worker may have found that
   * `onSolutions` has not yet taken (its promise resolved); a worker that reaches it
   * waits. The default, {@link LISTING_CREDIT}, keeps the memory of a listing bounded
   * whatever the reader's pace; pass Infinity for no bound.
   */
  readonly credit?: number;
  /** Listing: stops after this many solutions have been given to `onSolutions`. */
  readonly limit?: number;
  /** Listing: keep each task's solutions in its result instead. */
  readonly keepListing?: boolean;
  /** Called as each task is finished (in the order they finish). */
  readonly onTaskDone?: (result: TaskResult) => void | Promise<void>;
  readonly onProgress?: (progress: ParallelProgress) => void;
  /** Milliseconds between progress reports (default 1000). */
  readonly progressInterval?: number;
}

export interface RunTasksResult {
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly elapsedMs: number;
  /** True if every task was searched to the end. */
  readonly complete: boolean;
  /** True if the run was stopped by its signal. */
  readonly aborted: boolean;
  /** True if the run was paused (see `RunTasksOptions.pause`). */
  readonly paused: boolean;
  /**
   * Every task's state at the end (counts): exact for finished pieces; a piece that was
   * still running when the run was stopped by its signal is open whole (what it found is
   * in `solutions` and `nodes`, not in its task's state).
   */
  readonly states: readonly TaskState[];
  /** The finished tasks, in task order. */
  readonly results: readonly TaskResult[];
}

/**
 * Unit numbers are never used twice in a process, so that when workers serve one run
 * after another, a late message of an earlier run names no unit of the present one.
 */
let nextUnitId = 0;

/**
 * The solutions a worker of a listing may find before `onSolutions` has taken them (the
 * worker then waits): a few batches, so that the workers are not held up by a reader
 * that keeps pace, and a few megabytes at most when it does not.
 */
export const LISTING_CREDIT = 4096;

/** The most milliseconds a stopped run waits for its workers' last counts (they come within a slice of the search). */
const STOP_WAIT_MS = 250;

const PENDING = 0;
const RUNNING = 1;
const DONE = 2;

/** A piece of work given to a worker: a task, or a part of a task that was split. */
interface Unit {
  readonly id: number;
  readonly task: number;
  readonly path: readonly number[];
  readonly weight: number;
  state: number;
  worker: number;
  fraction: number;
  solutions: bigint;
  nodes: number;
  splitAsked: boolean;
  /** After a stop: whether the worker has reported what the unit found before it. */
  stopReported: boolean;
  /** Solutions found and not yet passed on (listing). */
  buffer: Solution[];
}

/** A unit of `task` not yet given to a worker: the search below `path`. */
function pendingUnit(id: number, task: number, path: readonly number[], weight: number): Unit {
  return { id, task, path, weight, state: PENDING, worker: -1, fraction: 0, solutions: 0n, nodes: 0, splitAsked: false, stopReported: false, buffer: [] };
}

interface TaskProgress {
  readonly task: Task;
  open: number;
  solutions: bigint;
  nodes: bigint;
}

/**
 * Searches tasks on workers and puts their results together: counts summed exactly,
 * listings passed on in the order one search would find them (later tasks' solutions
 * wait until all before them are known). When a worker has nothing left to do, the
 * running part with the most work left (by Knuth's estimate) is split, so that no single
 * task keeps the others waiting. Needs no particular runtime: workers are anything that
 * passes {@link ToWorker} and {@link FromWorker} messages (see `serveTasks`).
 */
export function runTasks(options: RunTasksOptions): Promise<RunTasksResult> {
  const { mode, workers } = options;
  const started = performance.now();
  // listing to a reader: each worker may be ahead of it by `credit` solutions (see emit)
  const credit = mode === 'list' && options.onSolutions !== undefined && options.keepListing !== true ? (options.credit ?? LISTING_CREDIT) : Number.POSITIVE_INFINITY;
  const bounded = Number.isFinite(credit);
  for (const w of workers) w.post({ type: 'init', problem: options.problem, mode, ...(bounded ? { credit } : {}) });
  /** Per worker: the solutions it may still find, as far as the messages received tell. */
  const allowance = workers.map(() => credit);
  const given = typeof options.tasks === 'function' ? options.tasks() : options.tasks;
  // the tasks of a count of multiplicities follow the counting engine's branching, which
  // the workers use for it alone: a task of another plan would name other subtrees
  const counterTasks = counterPaths(options.problem, mode);
  const stray = given.find((t) => (t.counter === true) !== counterTasks);
  if (stray !== undefined) {
    return Promise.reject(
      new TypeError(
        counterTasks
          ? `task ${stray.id} was planned for a listing; a count of this problem needs the tasks of planTasks(problem, { mode: 'count' })`
          : `task ${stray.id} was planned for a count (planTasks with mode 'count') and can only be counted`,
      ),
    );
  }
  const order: Unit[] = [];
  const units = new Map<number, Unit>();
  const tasks = new Map<number, TaskProgress>();
  if ((options.resume !== undefined || options.pause !== undefined || options.onSnapshot !== undefined) && mode !== 'count') {
    return Promise.reject(new TypeError('runTasks: resume, pause and snapshots are for counts only'));
  }
  const resumed = new Map<number, TaskState>((options.resume ?? []).map((r) => [r.task, r]));
  let totalWeight = 0;
  let doneWeight = 0;
  let solutions = 0n;
  let nodes = 0n;
  for (const task of given) {
    const r = resumed.get(task.id);
    const pieces = r === undefined ? [{ path: task.path, share: 1 }] : r.open;
    const t: TaskProgress = { task, open: pieces.length, solutions: r?.solutions ?? 0n, nodes: r?.nodes ?? 0n };
    tasks.set(task.id, t);
    totalWeight += task.weight;
    solutions += t.solutions;
    nodes += t.nodes;
    let left = 0;
    for (const p of pieces) {
      const u = pendingUnit(nextUnitId++, task.id, p.path, task.weight * p.share);
      left += u.weight;
      order.push(u);
      units.set(u.id, u);
    }
    doneWeight += Math.max(0, task.weight - left);
  }
  const results: TaskResult[] = [];
  // tasks resumed with nothing left to search are finished at once (see below)
  const running: (Unit | undefined)[] = workers.map(() => undefined);
  // the unit each worker is sent to start next, so that it does not wait for one after
  // each unit (given only while there is plenty of work left, as it cannot be split)
  const queued: (Unit | undefined)[] = workers.map(() => undefined);
  let tasksDone = 0;
  let cursor = 0;
  let emitted = 0;
  let finished = false;
  let chain: Promise<void> = Promise.resolve();
  const limit = options.limit ?? Number.POSITIVE_INFINITY;

  return new Promise<RunTasksResult>((resolve, reject) => {
    let timer: ReturnType<typeof setInterval> | undefined;

    const progress = (): ParallelProgress => {
      let partWeight = doneWeight;
      let partSolutions = solutions;
      let partNodes = nodes;
      for (const u of running) {
        if (u === undefined) continue;
        partWeight += u.weight * u.fraction;
        partSolutions += u.solutions;
        partNodes += BigInt(u.nodes);
      }
      const fraction = totalWeight > 0 ? Math.min(1, partWeight / totalWeight) : 1;
      const elapsedMs = performance.now() - started;
      return {
        solutions: partSolutions,
        nodes: partNodes,
        elapsedMs,
        tasksDone,
        tasks: tasks.size,
        fraction,
        remainingMs: fraction > 0 ? (elapsedMs * (1 - fraction)) / fraction : undefined,
      };
    };

    const end = (complete: boolean, aborted: boolean): void => {
      if (finished) return;
      finished = true;
      if (timer !== undefined) clearInterval(timer);
      if (snapTimer !== undefined) clearTimeout(snapTimer);
      options.signal?.removeEventListener('abort', onAbort);
      options.pause?.removeEventListener('abort', onPause);
      for (const w of workers) w.post({ type: 'stop' });
      let s = solutions;
      let n = nodes;
      if (!complete) {
        // what the parts still running had found
        for (const u of running) {
          if (u === undefined) continue;
          n += BigInt(u.nodes);
          if (mode === 'count') s += u.solutions;
        }
        if (mode === 'list' && options.onSolutions !== undefined) s = BigInt(emitted);
      }
      results.sort((a, b) => a.task - b.task);
      const result = {
        solutions: s,
        nodes: n,
        elapsedMs: performance.now() - started,
        complete,
        aborted,
        paused: !complete && !aborted && pausing,
        results,
        states: mode === 'count' ? taskStates() : [],
      };
      chain.then(() => resolve(result), reject);
    };

    const fail = (e: unknown): void => {
      if (finished) return;
      finished = true;
      if (timer !== undefined) clearInterval(timer);
      if (snapTimer !== undefined) clearTimeout(snapTimer);
      options.signal?.removeEventListener('abort', onAbort);
      options.pause?.removeEventListener('abort', onPause);
      for (const w of workers) w.post({ type: 'stop' });
      reject(e instanceof Error ? e : new Error(String(e)));
    };

    // a stop: the workers are told, and the running units' last counts awaited a moment
    let stopping = false;
    const onAbort = (): void => {
      if (finished || stopping) return;
      stopping = true;
      for (const w of workers) w.post({ type: 'stop' });
      if (running.every((u) => u === undefined || u.stopReported)) end(false, true);
      else setTimeout(() => end(false, true), STOP_WAIT_MS);
    };

    /** Every task's state: its finished pieces counted, the others open. */
    const taskStates = (): TaskState[] => {
      const open = new Map<number, TaskPart[]>();
      for (const u of order) {
        if (u.state === DONE) continue;
        const t = tasks.get(u.task) as TaskProgress;
        let list = open.get(u.task);
        if (list === undefined) open.set(u.task, (list = []));
        list.push({ path: u.path, share: t.task.weight > 0 ? u.weight / t.task.weight : 1 });
      }
      return [...tasks.values()].map((t) => ({ task: t.task.id, solutions: t.solutions, nodes: t.nodes, open: open.get(t.task.id) ?? [] }));
    };

    // pause: no new piece starts; the running ones are split (see dispatch)
    let pausing = false;
    const onPause = (): void => {
      pausing = true;
      dispatch();
    };

    // snapshots: the running pieces are split, and once each has answered, the states are given
    let snapTimer: ReturnType<typeof setTimeout> | undefined;
    const every = options.snapshotMs;
    const arm = (): void => {
      if (finished || every === undefined || options.onSnapshot === undefined) return;
      snapTimer = setTimeout(
        () => {
          snapshot();
          arm();
        },
        Math.max(1, typeof every === 'function' ? every() : every),
      );
    };
    const waiting = new Set<number>();
    let snapping = false;
    const snapshot = (): void => {
      if (finished || snapping || options.onSnapshot === undefined) return;
      snapping = true;
      for (const u of running) {
        if (u === undefined) continue;
        waiting.add(u.id);
        if (!u.splitAsked) {
          u.splitAsked = true;
          (workers[u.worker] as TaskWorker).post({ type: 'split', unit: u.id });
        }
      }
      snapDone();
    };
    const snapDone = (): void => {
      if (!snapping || waiting.size > 0 || options.onSnapshot === undefined) return;
      snapping = false;
      const states = taskStates();
      const sink = options.onSnapshot;
      chain = chain.then(() => sink(states));
      chain.catch(fail);
    };

    /** Passes on the solutions that are next in search order. */
    const emit = (): void => {
      if (options.onSolutions === undefined || options.keepListing === true) return;
      const out: Solution[] = [];
      // the solutions passed on, by the worker that found them: its credit once taken
      const taken = bounded ? workers.map(() => 0) : undefined;
      while (cursor < order.length) {
        const u = order[cursor] as Unit;
        if (u.buffer.length > 0) {
          if (taken !== undefined) taken[u.worker] = (taken[u.worker] as number) + u.buffer.length;
          for (const s of u.buffer) out.push(s);
          u.buffer = [];
        }
        if (u.state !== DONE) break;
        cursor++;
      }
      headCredit();
      if (out.length === 0) return;
      let batch = out;
      if (emitted + out.length >= limit) batch = out.slice(0, limit - emitted);
      emitted += batch.length;
      const sink = options.onSolutions;
      chain = chain.then(async () => {
        await sink(batch);
        if (taken !== undefined) taken.forEach((n, w) => grant(w, n));
      });
      chain.catch(fail);
      if (emitted >= limit) end(false, false);
    };

    /** Gives worker `w` credit for `n` more solutions. */
    const grant = (w: number, n: number): void => {
      if (n <= 0 || finished) return;
      allowance[w] = (allowance[w] as number) + n;
      (workers[w] as TaskWorker).post({ type: 'credit', solutions: n });
    };

    /**
     * The worker of the unit next in search order must not wait for the reader while its
     * credit is held by solutions of later units, which wait for that very unit: it gets
     * a credit of its own, once per unit (and a later unit it is running ahead of the
     * next one is split, so that it goes on to the next one).
     */
    let bonusFor = -1;
    const headCredit = (): void => {
      if (!bounded) return;
      const head = order[cursor];
      if (head === undefined || head.state !== RUNNING || head.id === bonusFor) return;
      const w = head.worker;
      if ((allowance[w] as number) > 0) return;
      let heldBack = false;
      for (let i = cursor + 1; i < order.length && !heldBack; i++) {
        const u = order[i] as Unit;
        heldBack = u.worker === w && u.buffer.length > 0;
      }
      if (!heldBack) return;
      bonusFor = head.id;
      const ahead = running[w];
      if (ahead !== undefined && ahead !== head && !ahead.splitAsked) {
        ahead.splitAsked = true;
        (workers[w] as TaskWorker).post({ type: 'split', unit: ahead.id });
      }
      grant(w, credit);
    };

    const taskDone = (t: TaskProgress): void => {
      tasksDone++;
      let listing: Solution[] | undefined;
      if (options.keepListing === true) {
        listing = [];
        for (const u of order) {
          if (u.task !== t.task.id) continue;
          for (const s of u.buffer) listing.push(s);
          u.buffer = [];
        }
      }
      const r: TaskResult = {
        task: t.task.id,
        path: t.task.path,
        solutions: t.solutions,
        nodes: t.nodes,
        ...(listing === undefined ? {} : { listing }),
      };
      results.push(r);
      if (options.onTaskDone !== undefined) {
        const sink = options.onTaskDone;
        chain = chain.then(() => sink(r));
        chain.catch(fail);
      }
    };

    /** A unit's search is over (finished, or split with `parts` to come). */
    const close = (u: Unit, count: bigint, n: number, parts: readonly { path: readonly number[]; share: number }[]): void => {
      u.state = DONE;
      waiting.delete(u.id);
      u.solutions = count;
      u.nodes = n;
      // a worker takes its units in the order it was sent them
      running[u.worker] = queued[u.worker];
      queued[u.worker] = undefined;
      const t = tasks.get(u.task) as TaskProgress;
      t.solutions += count;
      t.nodes += BigInt(n);
      solutions += count;
      nodes += BigInt(n);
      let partWeight = 0;
      if (parts.length > 0) {
        const added: Unit[] = parts.map((p) => {
          partWeight += u.weight * p.share;
          const v = pendingUnit(nextUnitId++, u.task, p.path, u.weight * p.share);
          units.set(v.id, v);
          return v;
        });
        order.splice(order.indexOf(u) + 1, 0, ...added);
        t.open += added.length;
      }
      doneWeight += u.weight - partWeight;
      t.open--;
      if (t.open === 0) taskDone(t);
    };

    /** Whether more units wait than there are workers. */
    const plenty = (): boolean => {
      let n = 0;
      for (let i = cursor; i < order.length && n < workers.length; i++) if ((order[i] as Unit).state === PENDING) n++;
      return n >= workers.length;
    };

    const pick = (): Unit | undefined => {
      let best: Unit | undefined;
      for (let i = cursor; i < order.length; i++) {
        const u = order[i] as Unit;
        if (u.state !== PENDING) continue;
        if (mode === 'list') return u;
        if (best === undefined || u.weight > best.weight) best = u;
      }
      return best;
    };

    /** Gives idle workers work; asks for a split when there is none; ends when all is done. */
    const dispatch = (): void => {
      if (finished) return;
      const send = (w: number, u: Unit): void => {
        u.state = RUNNING;
        u.worker = w;
        (workers[w] as TaskWorker).post({ type: 'run', unit: u.id, path: u.path });
      };
      if (pausing) {
        if (running.every((u) => u === undefined)) {
          end(false, false);
          return;
        }
        for (const u of running) {
          if (u === undefined || u.splitAsked) continue;
          u.splitAsked = true;
          (workers[u.worker] as TaskWorker).post({ type: 'split', unit: u.id });
        }
        return;
      }
      let idle = 0;
      for (let w = 0; w < workers.length; w++) {
        if (running[w] === undefined) {
          const u = pick();
          if (u === undefined) {
            idle++;
            continue;
          }
          send(w, (running[w] = u));
        }
        if (queued[w] === undefined && plenty()) send(w, (queued[w] = pick() as Unit));
      }
      if (running.every((u) => u === undefined)) {
        end(true, false);
        return;
      }
      // idle workers: split the running parts with the most work left
      const candidates = running
        .filter((u): u is Unit => u !== undefined && !u.splitAsked)
        .sort((a, b) => b.weight * (1 - b.fraction) - a.weight * (1 - a.fraction));
      for (let i = 0; i < idle && i < candidates.length; i++) {
        const u = candidates[i] as Unit;
        u.splitAsked = true;
        (workers[u.worker] as TaskWorker).post({ type: 'split', unit: u.id });
      }
    };

    const onMessage = (m: FromWorker): void => {
      if (finished) return;
      if (stopping && m.type !== 'progress') {
        // a unit that ended before it saw the stop: its count is whole
        if (m.type === 'done') {
          const u = units.get(m.unit);
          if (u !== undefined && u.state === RUNNING) onMessage({ type: 'progress', unit: u.id, fraction: 1, solutions: m.solutions, nodes: m.nodes });
        }
        return;
      }
      switch (m.type) {
        case 'failed':
          fail(new Error(m.message));
          return;
        case 'found': {
          const u = units.get(m.unit);
          if (u !== undefined) {
            for (const s of m.solutions) u.buffer.push(s);
            if (bounded) allowance[u.worker] = (allowance[u.worker] as number) - m.solutions.length;
          }
          emit();
          return;
        }
        case 'progress': {
          const u = units.get(m.unit);
          if (u !== undefined && u.state === RUNNING) {
            u.fraction = m.fraction;
            u.solutions = m.solutions;
            u.nodes = m.nodes;
            if (stopping) {
              u.stopReported = true;
              if (running.every((v) => v === undefined || v.stopReported)) end(false, true);
            }
          }
          return;
        }
        case 'done':
        case 'split': {
          const u = units.get(m.unit);
          if (u === undefined || u.state !== RUNNING) return;
          close(u, m.solutions, m.nodes, m.type === 'split' ? m.parts : []);
          emit();
          dispatch();
          snapDone();
          return;
        }
      }
    };

    if (options.signal?.aborted) {
      end(false, true);
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    options.pause?.addEventListener('abort', onPause);
    pausing = options.pause?.aborted === true;
    arm();
    // tasks resumed with nothing left: finished now
    for (const t of tasks.values()) if (t.open === 0) taskDone(t);
    for (const w of workers) w.listen(onMessage, fail);
    if (options.onProgress !== undefined) {
      const report = options.onProgress;
      timer = setInterval(() => {
        if (!finished) report(progress());
      }, options.progressInterval ?? 1000);
    }
    if (options.limit !== undefined && options.limit <= 0) {
      end(false, false);
      return;
    }
    dispatch();
  });
}
