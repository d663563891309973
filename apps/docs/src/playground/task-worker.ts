// A Web Worker of the playground's worker that searches tasks of a count (serveTasks of
// @polydance/dlx-solver): the playground counts on several of them.
import { serveTasks } from '@polydance/dlx-solver';
import type { FromWorker, ToWorker } from '@polydance/dlx-solver';

interface WorkerScope {
  onmessage: ((event: { data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = serveTasks((m) => scope.postMessage(m));
scope.onmessage = (event) => handle(event.data);
