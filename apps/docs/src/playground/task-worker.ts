// A task worker of the playground's count: a Web Worker started by the playground's
// worker (see pool.ts) that searches the tasks it is sent (serveTasks of @polydance/dlx-solver).
import type { FromWorker, ToWorkerWire } from '@polydance/dlx-solver/workers';
import { fromWire, serveTasks } from '@polydance/dlx-solver/workers';

interface TaskWorkerScope {
  onmessage: ((event: { data: ToWorkerWire }) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = globalThis as unknown as TaskWorkerScope;
const handle = serveTasks((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(fromWire(event.data));
