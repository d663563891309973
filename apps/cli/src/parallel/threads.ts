import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { FromWorker, TaskWorker, ToWorker } from '@polydance/dlx-solver/workers';
import { toWire } from '@polydance/dlx-solver/workers';

/** The default number of workers: the CPUs this process may use. */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Starts a worker thread running `worker.ts`: the built `parallel-worker.cjs` (or `.js`,
 * of the ES module build) next to the bundle, or, when running from source (tests,
 * `pnpm dev`), the TypeScript file through tsx.
 */
function startThread(): Worker {
  // loaded here, not with the module: a count that stays on this thread never needs it
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  const here = import.meta.url;
  if (here.endsWith('.cjs')) return new Worker(new URL('./parallel-worker.cjs', here));
  if (!here.endsWith('.ts')) return new Worker(new URL('./parallel-worker.js', here));
  // the ESM entry of tsx's API (require.resolve finds its CommonJS twin)
  const api = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./worker.ts', here).href;
  const boot = `import(${JSON.stringify(api)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=@polydance/source'] });
}

/** A pool of worker threads for `runTasks`; `close` ends them. */
export function startWorkers(n: number): { workers: TaskWorker[]; close(): Promise<void> } {
  const threads = Array.from({ length: n }, () => startThread());
  let closing = false;
  const workers = threads.map((t): TaskWorker => {
    // one run after another: each `listen` replaces the handlers of the run before
    let onMessage: (message: FromWorker) => void = () => undefined;
    let onError: (error: Error) => void = () => undefined;
    t.on('message', (m: FromWorker) => onMessage(m));
    t.on('error', (e) => onError(e));
    t.on('exit', (code) => {
      if (code !== 0 && !closing) onError(new Error(`a worker thread stopped with status ${code}`));
    });
    return {
      post(message: ToWorker) {
        t.postMessage(toWire(message));
      },
      listen(message, error) {
        onMessage = message;
        onError = error;
      },
    };
  });
  return {
    workers,
    async close() {
      closing = true;
      await Promise.all(threads.map((t) => t.terminate()));
    },
  };
}
