// The playground's Web Worker: receives a SolveRequest, posts WorkerMessages.
import { runPlayground } from './engine.js';
import type { SolveRequest, WorkerMessage } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: { data: SolveRequest }) => void) | null;
  postMessage(message: WorkerMessage): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  runPlayground(event.data, (message) => scope.postMessage(message));
};
