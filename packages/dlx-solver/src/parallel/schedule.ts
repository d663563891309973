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
  /** Counts: the most bytes each worker's table of remembered counts may take (a default of 12 MB when absent). */
  readonly memoBytes?: number;
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

/** What a run of tasks ends with: {@link runTasks}', and `runPlan`'s of a whole plan. */
export interface RunTotals {
  /** All solutions (a lower bound if incomplete: those found). */
  readonly solutions: bigint;
  readonly nodes: bigint;
  readonly elapsedMs: number;
  /** True if every task was searched to the end. */
  readonly complete: boolean;
  /** True if the run was stopped by its signal. */
  readonly aborted: boolean;
  /**
   * Every task's state at the end (counts): exact for finished pieces; a piece that was
   * still running when the run was stopped by its signal is open whole (what it found is
   * in `solutions` and `nodes`, not in its task's state).
   */
  readonly states: readonly TaskState[];
  /** The finished tasks, in task order (with their listings when `keepListing`). */
  readonly results: readonly TaskResult[];
}

export interface RunTasksResult extends RunTotals {
  /** True if the run was paused (see `RunTasksOptions.pause`). */
  readonly paused: boolean;
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

const NO_SPLIT = 0;
const FOR_IDLE = 1;
const WHOLE = 2;

const PENDING = 0;
const RUNNING = 1;
const DONE = 2;

/** A piece of work given to a worker: a task, or a part of a task that was split. */
interface Unit {
  readonly id: number;
  readonly task: number;
  readonly path: readonly number[];
  /** A part that resumes a search: the levels of `path` that are fixed (see `TaskPart`). */
  readonly from: number | undefined;
  readonly weight: number;
  state: number;
  worker: number;
  fraction: number;
  solutions: bigint;
  nodes: number;
  /** The split asked of its worker: none, one for an idle worker, or one for a pause or a snapshot. */
  splitAsked: typeof NO_SPLIT | typeof FOR_IDLE | typeof WHOLE;
  /** After a stop: whether the worker has reported what the unit found before it. */
  stopReported: boolean;
  /** Solutions found and not yet passed on (listing). */
  buffer: Solution[];
}

/** A unit of `task` not yet given to a worker: the search below `path`. */
function pendingUnit(id: number, task: number, part: { readonly path: readonly number[]; readonly from?: number }, weight: number): Unit {
  const { path, from } = part;
  return { id, task, path, from, weight, state: PENDING, worker: -1, fraction: 0, solutions: 0n, nodes: 0, splitAsked: NO_SPLIT, stopReported: false, buffer: [] };
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
  const given = typeof options.tasks === 'function' ? options.tasks() : options.tasks;
  const refused = refusedTasks(options, given);
  if (refused !== undefined) return Promise.reject(refused);
  return new TaskScheduler(options, given).run();
}

/** Why these tasks cannot run as asked: tasks of another mode's plan, or resume, pause and snapshots of a listing. */
function refusedTasks(options: RunTasksOptions, given: readonly Task[]): TypeError | undefined {
  // the tasks of a count of multiplicities follow the counting engine's branching, which
  // the workers use for it alone: a task of another plan would name other subtrees
  const counterTasks = counterPaths(options.problem, options.mode);
  const stray = given.find((t) => (t.counter === true) !== counterTasks);
  if (stray !== undefined) {
    return new TypeError(
      counterTasks
        ? `task ${stray.id} was planned for a listing; a count of this problem needs the tasks of planTasks(problem, { mode: 'count' })`
        : `task ${stray.id} was planned for a count (planTasks with mode 'count') and can only be counted`,
    );
  }
  if ((options.resume !== undefined || options.pause !== undefined || options.onSnapshot !== undefined) && options.mode !== 'count') {
    return new TypeError('runTasks: resume, pause and snapshots are for counts only');
  }
  return undefined;
}

/**
 * One run of {@link runTasks}, its jobs one method each: the units of work from the
 * tasks (and a resumed run's states), giving them to workers and splitting them
 * (`dispatch`), the workers' messages (`onMessage`), the listing passed on in order
 * within each worker's credit (`emit`), snapshots and pauses of a count, progress, and
 * the end (`end`, `fail`, which share `teardown`).
 */
class TaskScheduler {
  private readonly mode: TaskMode;
  private readonly workers: readonly TaskWorker[];
  private readonly started = performance.now();
  /** Listing to a reader: each worker may be ahead of it by `credit` solutions (see emit). */
  private readonly credit: number;
  private readonly bounded: boolean;
  /** Per worker: the solutions it may still find, as far as the messages received tell. */
  private readonly allowance: number[];
  /** The units in search order. */
  private readonly order: Unit[] = [];
  private readonly units = new Map<number, Unit>();
  private readonly tasks = new Map<number, TaskProgress>();
  private readonly results: TaskResult[] = [];
  private readonly running: (Unit | undefined)[];
  /**
   * The unit each worker is sent to start next, so that it does not wait for one after
   * each unit (given only while there is plenty of work left, as it cannot be split).
   */
  private readonly queued: (Unit | undefined)[];
  private readonly limit: number;
  private totalWeight = 0;
  private doneWeight = 0;
  private solutions = 0n;
  private nodes = 0n;
  private tasksDone = 0;
  private cursor = 0;
  private emitted = 0;
  private finished = false;
  private chain: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private snapTimer: ReturnType<typeof setTimeout> | undefined;
  private stopping = false;
  private pausing = false;
  /** The units a snapshot waits for. */
  private readonly waiting = new Set<number>();
  private snapping = false;
  /** The unit whose worker was given a credit of its own (see headCredit). */
  private bonusFor = -1;
  private resolve: (r: RunTasksResult) => void = () => undefined;
  private reject: (e: Error) => void = () => undefined;

  constructor(
    private readonly options: RunTasksOptions,
    given: readonly Task[],
  ) {
    this.mode = options.mode;
    this.workers = options.workers;
    this.credit =
      this.mode === 'list' && options.onSolutions !== undefined && options.keepListing !== true ? (options.credit ?? LISTING_CREDIT) : Number.POSITIVE_INFINITY;
    this.bounded = Number.isFinite(this.credit);
    this.allowance = this.workers.map(() => this.credit);
    this.running = this.workers.map(() => undefined);
    this.queued = this.workers.map(() => undefined);
    this.limit = options.limit ?? Number.POSITIVE_INFINITY;
    this.addTasks(given);
  }

  /** The units of the tasks: each task whole, or a resumed task's open pieces. */
  private addTasks(given: readonly Task[]): void {
    const resumed = new Map<number, TaskState>((this.options.resume ?? []).map((r) => [r.task, r]));
    for (const task of given) {
      const r = resumed.get(task.id);
      const pieces = r === undefined ? [{ path: task.path, share: 1 }] : r.open;
      const t: TaskProgress = { task, open: pieces.length, solutions: r?.solutions ?? 0n, nodes: r?.nodes ?? 0n };
      this.tasks.set(task.id, t);
      this.totalWeight += task.weight;
      this.solutions += t.solutions;
      this.nodes += t.nodes;
      let left = 0;
      for (const p of pieces) {
        const u = pendingUnit(nextUnitId++, task.id, p, task.weight * p.share);
        left += u.weight;
        this.order.push(u);
        this.units.set(u.id, u);
      }
      this.doneWeight += Math.max(0, task.weight - left);
    }
  }

  run(): Promise<RunTasksResult> {
    return new Promise<RunTasksResult>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      const { options } = this;
      for (const w of this.workers)
        w.post({
          type: 'init',
          problem: options.problem,
          mode: this.mode,
          ...(this.bounded ? { credit: this.credit } : {}),
          ...(options.memoBytes === undefined ? {} : { memoBytes: options.memoBytes }),
        });
      if (options.signal?.aborted) {
        this.end(false, true);
        return;
      }
      options.signal?.addEventListener('abort', this.onAbort);
      options.pause?.addEventListener('abort', this.onPause);
      this.pausing = options.pause?.aborted === true;
      this.arm();
      // tasks resumed with nothing left: finished now
      for (const t of this.tasks.values()) if (t.open === 0) this.taskDone(t);
      for (const w of this.workers) w.listen(this.onMessage, this.fail);
      if (options.onProgress !== undefined) {
        const report = options.onProgress;
        this.timer = setInterval(() => {
          if (!this.finished) report(this.progress());
        }, options.progressInterval ?? 1000);
      }
      if (options.limit !== undefined && options.limit <= 0) {
        this.end(false, false);
        return;
      }
      this.dispatch();
    });
  }

  // --- progress

  private progress(): ParallelProgress {
    let partWeight = this.doneWeight;
    let partSolutions = this.solutions;
    let partNodes = this.nodes;
    for (const u of this.running) {
      if (u === undefined) continue;
      partWeight += u.weight * u.fraction;
      partSolutions += u.solutions;
      partNodes += BigInt(u.nodes);
    }
    const fraction = this.totalWeight > 0 ? Math.min(1, partWeight / this.totalWeight) : 1;
    const elapsedMs = performance.now() - this.started;
    return {
      solutions: partSolutions,
      nodes: partNodes,
      elapsedMs,
      tasksDone: this.tasksDone,
      tasks: this.tasks.size,
      fraction,
      remainingMs: fraction > 0 ? (elapsedMs * (1 - fraction)) / fraction : undefined,
    };
  }

  // --- the end

  /** What both ends do: no more timers, listeners or work. False if the run had ended already. */
  private teardown(): boolean {
    if (this.finished) return false;
    this.finished = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    if (this.snapTimer !== undefined) clearTimeout(this.snapTimer);
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.options.pause?.removeEventListener('abort', this.onPause);
    for (const w of this.workers) w.post({ type: 'stop' });
    return true;
  }

  private end(complete: boolean, aborted: boolean): void {
    if (!this.teardown()) return;
    let s = this.solutions;
    let n = this.nodes;
    if (!complete) {
      // what the parts still running had found
      for (const u of this.running) {
        if (u === undefined) continue;
        n += BigInt(u.nodes);
        if (this.mode === 'count') s += u.solutions;
      }
      if (this.mode === 'list' && this.options.onSolutions !== undefined) s = BigInt(this.emitted);
    }
    this.results.sort((a, b) => a.task - b.task);
    const result = {
      solutions: s,
      nodes: n,
      elapsedMs: performance.now() - this.started,
      complete,
      aborted,
      paused: !complete && !aborted && this.pausing,
      results: this.results,
      states: this.mode === 'count' ? this.taskStates() : [],
    };
    this.chain.then(() => this.resolve(result), this.reject);
  }

  private readonly fail = (e: unknown): void => {
    if (!this.teardown()) return;
    this.reject(e instanceof Error ? e : new Error(String(e)));
  };

  /** A stop: the workers are told, and the running units' last counts awaited a moment. */
  private readonly onAbort = (): void => {
    if (this.finished || this.stopping) return;
    this.stopping = true;
    for (const w of this.workers) w.post({ type: 'stop' });
    if (this.running.every((u) => u === undefined || u.stopReported)) this.end(false, true);
    else setTimeout(() => this.end(false, true), STOP_WAIT_MS);
  };

  // --- pauses and snapshots of a count

  /** Every task's state: its finished pieces counted, the others open. */
  private taskStates(): TaskState[] {
    const open = new Map<number, TaskPart[]>();
    for (const u of this.order) {
      if (u.state === DONE) continue;
      const t = this.tasks.get(u.task) as TaskProgress;
      let list = open.get(u.task);
      if (list === undefined) open.set(u.task, (list = []));
      const share = t.task.weight > 0 ? u.weight / t.task.weight : 1;
      list.push(u.from === undefined ? { path: u.path, share } : { path: u.path, share, from: u.from });
    }
    return [...this.tasks.values()].map((t) => ({ task: t.task.id, solutions: t.solutions, nodes: t.nodes, open: open.get(t.task.id) ?? [] }));
  }

  /** A pause: no new piece starts; the running ones are split (see dispatch). */
  private readonly onPause = (): void => {
    this.pausing = true;
    this.dispatch();
  };

  /**
   * Asks the worker of unit `u` to split it where it stands (once): for a pause or a
   * snapshot, or, `forIdle`, for an idle worker (only where some part can go to it).
   */
  private askSplit(u: Unit, forIdle = false): void {
    const kind = forIdle ? FOR_IDLE : WHOLE;
    if (u.splitAsked >= kind) return;
    u.splitAsked = kind;
    (this.workers[u.worker] as TaskWorker).post(forIdle ? { type: 'split', unit: u.id, forIdle } : { type: 'split', unit: u.id });
  }

  /** The next snapshot's timer. */
  private arm(): void {
    const every = this.options.snapshotMs;
    if (this.finished || every === undefined || this.options.onSnapshot === undefined) return;
    this.snapTimer = setTimeout(
      () => {
        this.snapshot();
        this.arm();
      },
      Math.max(1, typeof every === 'function' ? every() : every),
    );
  }

  /** A snapshot: the running pieces are split, and once each has answered, the states are given. */
  private snapshot(): void {
    if (this.finished || this.snapping || this.options.onSnapshot === undefined) return;
    this.snapping = true;
    for (const u of this.running) {
      if (u === undefined) continue;
      this.waiting.add(u.id);
      this.askSplit(u);
    }
    this.snapDone();
  }

  private snapDone(): void {
    if (!this.snapping || this.waiting.size > 0 || this.options.onSnapshot === undefined) return;
    this.snapping = false;
    const states = this.taskStates();
    const sink = this.options.onSnapshot;
    this.after(() => sink(states));
  }

  /** Runs `work` after what the sinks were given before (a sink's failure ends the run). */
  private after(work: () => void | Promise<void>): void {
    this.chain = this.chain.then(work);
    this.chain.catch(this.fail);
  }

  // --- the listing, in search order, within each worker's credit

  /** Passes on the solutions that are next in search order. */
  private emit(): void {
    const { options, order, workers } = this;
    if (options.onSolutions === undefined || options.keepListing === true) return;
    const out: Solution[] = [];
    // the solutions passed on, by the worker that found them: its credit once taken
    const taken = this.bounded ? workers.map(() => 0) : undefined;
    while (this.cursor < order.length) {
      const u = order[this.cursor] as Unit;
      if (u.buffer.length > 0) {
        if (taken !== undefined) taken[u.worker] = (taken[u.worker] as number) + u.buffer.length;
        for (const s of u.buffer) out.push(s);
        u.buffer = [];
      }
      if (u.state !== DONE) break;
      this.cursor++;
    }
    this.headCredit();
    if (out.length === 0) return;
    let batch = out;
    if (this.emitted + out.length >= this.limit) batch = out.slice(0, this.limit - this.emitted);
    this.emitted += batch.length;
    const sink = options.onSolutions;
    this.after(async () => {
      await sink(batch);
      if (taken !== undefined) taken.forEach((n, w) => this.grant(w, n));
    });
    if (this.emitted >= this.limit) this.end(false, false);
  }

  /** Gives worker `w` credit for `n` more solutions. */
  private grant(w: number, n: number): void {
    if (n <= 0 || this.finished) return;
    this.allowance[w] = (this.allowance[w] as number) + n;
    (this.workers[w] as TaskWorker).post({ type: 'credit', solutions: n });
  }

  /**
   * The worker of the unit next in search order must not wait for the reader while its
   * credit is held by solutions of later units, which wait for that very unit: it gets
   * a credit of its own, once per unit (and a later unit it is running ahead of the
   * next one is split, so that it goes on to the next one).
   */
  private headCredit(): void {
    if (!this.bounded) return;
    const { order } = this;
    const head = order[this.cursor];
    if (head === undefined || head.state !== RUNNING || head.id === this.bonusFor) return;
    const w = head.worker;
    if ((this.allowance[w] as number) > 0) return;
    let heldBack = false;
    for (let i = this.cursor + 1; i < order.length && !heldBack; i++) {
      const u = order[i] as Unit;
      heldBack = u.worker === w && u.buffer.length > 0;
    }
    if (!heldBack) return;
    this.bonusFor = head.id;
    const ahead = this.running[w];
    if (ahead !== undefined && ahead !== head) this.askSplit(ahead);
    this.grant(w, this.credit);
  }

  // --- units and tasks done

  private taskDone(t: TaskProgress): void {
    this.tasksDone++;
    let listing: Solution[] | undefined;
    if (this.options.keepListing === true) {
      listing = [];
      for (const u of this.order) {
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
    this.results.push(r);
    const sink = this.options.onTaskDone;
    if (sink !== undefined) this.after(() => sink(r));
  }

  /** A unit's search is over (finished, or split with `parts` to come). */
  private close(u: Unit, count: bigint, n: number, parts: readonly TaskPart[]): void {
    u.state = DONE;
    this.waiting.delete(u.id);
    u.solutions = count;
    u.nodes = n;
    // a worker takes its units in the order it was sent them
    this.running[u.worker] = this.queued[u.worker];
    this.queued[u.worker] = undefined;
    const t = this.tasks.get(u.task) as TaskProgress;
    t.solutions += count;
    t.nodes += BigInt(n);
    this.solutions += count;
    this.nodes += BigInt(n);
    let partWeight = 0;
    if (parts.length > 0) {
      const added: Unit[] = parts.map((p) => {
        partWeight += u.weight * p.share;
        const v = pendingUnit(nextUnitId++, u.task, p, u.weight * p.share);
        this.units.set(v.id, v);
        return v;
      });
      this.order.splice(this.order.indexOf(u) + 1, 0, ...added);
      t.open += added.length;
    }
    this.doneWeight += u.weight - partWeight;
    t.open--;
    if (t.open === 0) this.taskDone(t);
  }

  // --- giving work out

  /** Whether more units wait than there are workers. */
  private plenty(): boolean {
    let n = 0;
    for (let i = this.cursor; i < this.order.length && n < this.workers.length; i++) if ((this.order[i] as Unit).state === PENDING) n++;
    return n >= this.workers.length;
  }

  private pick(): Unit | undefined {
    let best: Unit | undefined;
    for (let i = this.cursor; i < this.order.length; i++) {
      const u = this.order[i] as Unit;
      if (u.state !== PENDING) continue;
      if (this.mode === 'list') return u;
      if (best === undefined || u.weight > best.weight) best = u;
    }
    return best;
  }

  private send(w: number, u: Unit): void {
    u.state = RUNNING;
    u.worker = w;
    (this.workers[w] as TaskWorker).post(u.from === undefined ? { type: 'run', unit: u.id, path: u.path } : { type: 'run', unit: u.id, path: u.path, from: u.from });
  }

  /** Gives idle workers work; asks for a split when there is none; ends when all is done. */
  private dispatch(): void {
    if (this.finished) return;
    const { running, queued } = this;
    if (this.pausing) {
      if (running.every((u) => u === undefined)) {
        this.end(false, false);
        return;
      }
      for (const u of running) if (u !== undefined) this.askSplit(u);
      return;
    }
    let idle = 0;
    for (let w = 0; w < this.workers.length; w++) {
      if (running[w] === undefined) {
        const u = this.pick();
        if (u === undefined) {
          idle++;
          continue;
        }
        this.send(w, (running[w] = u));
      }
      if (queued[w] === undefined && this.plenty()) this.send(w, (queued[w] = this.pick() as Unit));
    }
    if (running.every((u) => u === undefined)) {
      this.end(true, false);
      return;
    }
    // idle workers: split the running parts with the most work left
    const candidates = running
      .filter((u): u is Unit => u !== undefined && u.splitAsked === NO_SPLIT)
      .sort((a, b) => b.weight * (1 - b.fraction) - a.weight * (1 - a.fraction));
    for (let i = 0; i < idle && i < candidates.length; i++) this.askSplit(candidates[i] as Unit, true);
  }

  // --- the workers' messages

  private readonly onMessage = (m: FromWorker): void => {
    if (this.finished) return;
    if (this.stopping && m.type !== 'progress') {
      // a unit that ended before it saw the stop: its count is whole
      if (m.type === 'done') {
        const u = this.units.get(m.unit);
        if (u !== undefined && u.state === RUNNING) this.onMessage({ type: 'progress', unit: u.id, fraction: 1, solutions: m.solutions, nodes: m.nodes });
      }
      return;
    }
    switch (m.type) {
      case 'failed':
        this.fail(new Error(m.message));
        return;
      case 'found': {
        const u = this.units.get(m.unit);
        if (u !== undefined) {
          for (const s of m.solutions) u.buffer.push(s);
          if (this.bounded) this.allowance[u.worker] = (this.allowance[u.worker] as number) - m.solutions.length;
        }
        this.emit();
        return;
      }
      case 'progress': {
        const u = this.units.get(m.unit);
        if (u !== undefined && u.state === RUNNING) {
          u.fraction = m.fraction;
          u.solutions = m.solutions;
          u.nodes = m.nodes;
          if (this.stopping) {
            u.stopReported = true;
            if (this.running.every((v) => v === undefined || v.stopReported)) this.end(false, true);
          }
        }
        return;
      }
      case 'done':
      case 'split': {
        const u = this.units.get(m.unit);
        if (u === undefined || u.state !== RUNNING) return;
        this.close(u, m.solutions, m.nodes, m.type === 'split' ? m.parts : []);
        this.emit();
        this.dispatch();
        this.snapDone();
        return;
      }
    }
  };
}
