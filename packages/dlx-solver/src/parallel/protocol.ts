import type { Solution } from '@polydance/exact-cover';
import type { PartProblem } from './part.js';
import type { TaskMode, TaskPart } from './runner.js';
import { TaskRunner } from './runner.js';
import { later } from '../internal/later.js';
import { Pacer } from '../internal/pacer.js';

/**
 * A message to a worker that searches tasks (see {@link serveTasks}). A worker can serve
 * one run after another: `init` (a problem), `run` and `split` messages, `stop`, then
 * `init` again.
 */
export type ToWorker =
  | {
      readonly type: 'init';
      readonly problem: PartProblem;
      readonly mode: TaskMode;
      /**
       * Listing: how many solutions the worker may find before it waits for a `credit`
       * message (no bound when absent), so that a reader that stops reading stops the
       * search instead of letting its solutions pile up.
       */
      readonly credit?: number;
      /** Counts: the most bytes the worker's table of remembered counts may take (see `memoBytes` of the counter; a default when absent). */
      readonly memoBytes?: number;
    }
  | { readonly type: 'credit'; readonly solutions: number }
  /** Search the unit below `path` (with `from`, a part that resumes a search: see `TaskPart`). */
  | { readonly type: 'run'; readonly unit: number; readonly path: readonly number[]; readonly from?: number }
  /**
   * Split the unit where it stands (see `TaskRunner.split`); `forIdle`: for a worker
   * with nothing to do, so only where a part can go to it.
   */
  | { readonly type: 'split'; readonly unit: number; readonly forIdle?: true }
  | { readonly type: 'stop' };

/**
 * A {@link ToWorker} as it travels to a worker in another thread: the problem of an
 * `init` as JSON text. Two native calls copy that several times faster than a structured
 * clone copies the problem's many small objects (the 6x10 pentominoes: about 4 ms each
 * way against about 16 ms), and the text is made once for all the workers of a run.
 */
export type ToWorkerWire =
  | Exclude<ToWorker, { readonly type: 'init' }>
  | { readonly type: 'init'; readonly problemJson: string; readonly mode: TaskMode; readonly credit?: number; readonly memoBytes?: number };

/** The JSON text of problems sent to workers, made once per problem. */
const problemJson = new WeakMap<PartProblem, string>();

/** A message to a worker, ready for `postMessage` to another thread (see {@link ToWorkerWire}). */
export function toWire(message: ToWorker): ToWorkerWire {
  if (message.type !== 'init') return message;
  let text = problemJson.get(message.problem);
  if (text === undefined) {
    text = JSON.stringify(message.problem);
    problemJson.set(message.problem, text);
  }
  return {
    type: 'init',
    problemJson: text,
    mode: message.mode,
    ...(message.credit === undefined ? {} : { credit: message.credit }),
    ...(message.memoBytes === undefined ? {} : { memoBytes: message.memoBytes }),
  };
}

/** The message {@link toWire} made, as the worker's handler takes it. */
export function fromWire(message: ToWorkerWire): ToWorker {
  if (message.type !== 'init') return message;
  const init = { type: 'init', problem: JSON.parse(message.problemJson) as PartProblem, mode: message.mode } as const;
  return { ...init, ...(message.credit === undefined ? {} : { credit: message.credit }), ...(message.memoBytes === undefined ? {} : { memoBytes: message.memoBytes }) };
}

/** A message from a worker that searches tasks. */
export type FromWorker =
  | { readonly type: 'found'; readonly unit: number; readonly solutions: Solution[] }
  | {
      readonly type: 'progress';
      readonly unit: number;
      readonly fraction: number;
      readonly solutions: bigint;
      readonly nodes: number;
    }
  | { readonly type: 'done'; readonly unit: number; readonly solutions: bigint; readonly nodes: number }
  | {
      readonly type: 'split';
      readonly unit: number;
      readonly solutions: bigint;
      readonly nodes: number;
      readonly parts: readonly TaskPart[];
    }
  | { readonly type: 'failed'; readonly message: string };

/** Milliseconds of searching before a worker thread lets its messages in. */
const YIELD_MS = 40;
/**
 * The same for a worker in the coordinator's own thread, which lets the coordinator
 * answer the other workers (a worker that finished a task waits for its next one).
 */
const SHARED_YIELD_MS = 4;
/** Milliseconds between progress messages. */
const PROGRESS_MS = 200;
/** Solutions held back before they are sent. */
const BATCH = 512;

function pause(): Promise<void> {
  return new Promise((resolve) => later(resolve));
}

/**
 * The worker's side of a parallel search, for any transport (`worker_threads`, Web
 * Workers, or a plain function call): returns the handler for the messages the worker
 * receives; `post` sends its answers. The tasks it is given are searched one after the
 * other; a split request is answered as soon as the search of that task allows it.
 */
export function serveTasks(
  post: (message: FromWorker) => void,
  options: { readonly yieldMs?: number } = {},
): (message: ToWorker) => void {
  const yieldMs = options.yieldMs ?? YIELD_MS;
  let runner: TaskRunner | undefined;
  const queue: { unit: number; path: readonly number[]; from: number | undefined }[] = [];
  let splitUnit = -1;
  /** Whether the split asked of `splitUnit` is for an idle worker only (see `ToWorker`). */
  let forIdle = false;
  let stopped = false;
  let busy = false;
  /** Listing: the solutions this worker may still find before it waits for credit. */
  let allowance = Number.POSITIVE_INFINITY;
  /** Wakes a search that waits for credit (or for a stop, a split, a new problem). */
  let wake: (() => void) | undefined;
  const rouse = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  /** Counts the problems given: a search of an earlier problem that was stopped never goes on. */
  let generation = 0;

  const search = (unit: number, path: readonly number[], from: number | undefined, r: TaskRunner): Promise<void> | undefined => {
    const mine = generation;
    r.start(path, from);
    let held: Solution[] = [];
    const flush = (): void => {
      if (held.length > 0) post({ type: 'found', unit, solutions: held });
      held = [];
    };
    /** Splits the unit where it stands, if it has gone below its own node: true when it did. */
    const trySplit = (): boolean => {
      const count = r.count;
      const nodes = r.nodes;
      const parts = r.split(forIdle);
      if (parts === undefined) return false;
      splitUnit = -1;
      flush();
      post({ type: 'split', unit, solutions: count, nodes, parts });
      return true;
    };
    let lastYield = performance.now();
    let lastProgress = lastYield;
    // slices sized by their time, so that a stop comes on time whatever a node costs
    const pacer = new Pacer();
    const stoppedHere = (): undefined => {
      // what the unit found before the stop: the coordinator's count is a lower bound with it
      flush();
      post({ type: 'progress', unit, fraction: r.fraction(), solutions: r.count, nodes: r.nodes });
      return undefined;
    };
    const go = (): Promise<void> | undefined => {
      for (;;) {
        if (r.mode === 'list' && allowance <= 0) {
          // out of credit: the solutions found wait for the reader; the search stands
          // between two nodes, where it can still be split or stopped
          if (splitUnit === unit && trySplit()) return undefined;
          flush();
          return new Promise<void>((resolve) => {
            wake = resolve;
          }).then(() => {
            if (mine !== generation) return undefined;
            if (stopped) return stoppedHere();
            return go();
          });
        }
        const finished = r.step(pacer.slice, allowance);
        pacer.lap(r.nodes);
        if (r.mode === 'list') {
          const found = r.take();
          if (found.length > 0) {
            allowance -= found.length;
            held = held.length === 0 ? found : held.concat(found);
            if (held.length >= BATCH) flush();
          }
        }
        if (finished) {
          flush();
          post({ type: 'done', unit, solutions: r.count, nodes: r.nodes });
          return undefined;
        }
        if (splitUnit === unit && trySplit()) return undefined;
        const now = performance.now();
        if (now - lastProgress >= PROGRESS_MS) {
          lastProgress = now;
          flush();
          post({ type: 'progress', unit, fraction: r.fraction(), solutions: r.count, nodes: r.nodes });
        }
        if (now - lastYield >= yieldMs) {
          return pause().then(() => {
            lastYield = performance.now();
            if (mine !== generation) return undefined;
            if (stopped) return stoppedHere();
            return go();
          });
        }
      }
    };
    return go();
  };

  const loop = async (): Promise<void> => {
    busy = true;
    try {
      for (let next = queue.shift(); next !== undefined && !stopped; next = queue.shift()) {
        if (runner === undefined) throw new Error('a task came before the problem');
        await search(next.unit, next.path, next.from, runner);
      }
    } catch (e) {
      post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
    busy = false;
  };

  return (message) => {
    switch (message.type) {
      case 'init':
        // a worker serves one run after another (the parts of a count): a new problem starts afresh
        generation++;
        stopped = false;
        queue.length = 0;
        splitUnit = -1;
        allowance = message.credit ?? Number.POSITIVE_INFINITY;
        rouse();
        try {
          runner = new TaskRunner(message.problem, message.mode, message.memoBytes === undefined ? {} : { memoBytes: message.memoBytes });
        } catch (e) {
          post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
        }
        break;
      case 'run':
        queue.push({ unit: message.unit, path: message.path, from: message.from });
        if (!busy) void loop();
        break;
      case 'credit':
        allowance += message.solutions;
        rouse();
        break;
      case 'split':
        // a split for a pause or a snapshot wins over one for an idle worker
        forIdle = message.forIdle === true && (splitUnit !== message.unit || forIdle);
        splitUnit = message.unit;
        rouse();
        break;
      case 'stop':
        stopped = true;
        rouse();
        break;
    }
  };
}

/**
 * A worker that runs in the same thread (messages are passed on asynchronously): for
 * one worker without threads, and for tests.
 */
export function inProcessWorker(): {
  post(message: ToWorker): void;
  listen(onMessage: (message: FromWorker) => void, onError: (error: Error) => void): void;
} {
  let deliver: (message: FromWorker) => void = () => undefined;
  const handle = serveTasks(
    (m) => {
      later(() => deliver(m));
    },
    { yieldMs: SHARED_YIELD_MS },
  );
  return {
    post(message) {
      later(() => handle(message));
    },
    listen(onMessage) {
      deliver = onMessage;
    },
  };
}
