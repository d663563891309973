import type { FromWorker, TaskWorker, ToWorker } from '@polydance/dlx-solver/workers';
import { toWire } from '@polydance/dlx-solver/workers';
import type { TaskPool } from './engine.js';
import { workerCount } from './engine.js';

/** A Web Worker running `task-worker.ts`, as `runTasks` sees it. */
function taskWorker(worker: Worker): TaskWorker {
  return {
    post(message: ToWorker) {
      worker.postMessage(toWire(message));
    },
    listen(onMessage, onError) {
      worker.onmessage = (event: MessageEvent<FromWorker>) => onMessage(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onError(new Error(`a task worker failed: ${event.message || 'it could not start'}`));
      };
    },
  };
}

/**
 * Task workers for one count: as many as the machine has logical cores, at most
 * MAX_WORKERS. Started from the playground's worker (nested workers): when the page
 * terminates that worker, these end with it.
 */
export function startWebPool(cores = globalThis.navigator?.hardwareConcurrency): TaskPool {
  const workers = Array.from(
    { length: workerCount(cores) },
    () => new Worker(new URL('./task-worker.ts', import.meta.url), { type: 'module' }),
  );
  return {
    workers: workers.map(taskWorker),
    close() {
      for (const w of workers) w.terminate();
    },
  };
}
