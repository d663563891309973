// The playground's Web Worker: receives a SolveRequest, posts WorkerMessages. Counting
// runs on Web Workers of its own (task-worker.ts), one per core, up to four.
import type { FromWorker, TaskWorker } from '@polydance/dlx-solver';
import { countOnTaskWorkers, runPlayground } from './engine.js';
import type { SolveRequest, WorkerMessage } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: { data: SolveRequest }) => void) | null;
  postMessage(message: WorkerMessage): void;
  navigator?: { hardwareConcurrency?: number };
}

const scope = globalThis as unknown as WorkerScope;
const cores = Math.min(4, scope.navigator?.hardwareConcurrency ?? 1);
let running: Worker[] = [];

function start(): TaskWorker[] {
  running = Array.from({ length: cores }, () => new Worker(new URL('./task-worker.ts', import.meta.url), { type: 'module' }));
  return running.map((w) => ({
    post: (message) => w.postMessage(message),
    listen(onMessage, onError) {
      w.onmessage = (e: MessageEvent<FromWorker>) => onMessage(e.data);
      w.onerror = (e) => onError(new Error(e.message));
    },
  }));
}

function stop(): void {
  for (const w of running) w.terminate();
  running = [];
}

scope.onmessage = (event) => {
  const post = (message: WorkerMessage): void => scope.postMessage(message);
  const done = runPlayground(event.data, post, cores > 1 ? countOnTaskWorkers(start, stop) : undefined);
  if (done !== undefined) {
    done.catch((e: unknown) => post({ type: 'failure', message: e instanceof Error ? e.message : 'the count failed' }));
  }
};
