// The playground's Web Worker: one session per worker; receives PageMessages (a solve
// request, then page requests), posts WorkerMessages. A count of all solutions runs on
// task workers that this worker starts (pool.ts).
import { PlaygroundSession } from './engine.js';
import { startWebPool } from './pool.js';
import type { PageMessage, WorkerMessage } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: { data: PageMessage }) => void) | null;
  postMessage(message: WorkerMessage): void;
}

const scope = globalThis as unknown as WorkerScope;
const session = new PlaygroundSession((message) => scope.postMessage(message), undefined, () => startWebPool());
scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'page') session.page(message);
  else if (message.type === 'stl') session.stl(message);
  else
    void session.solve(message).catch((e: unknown) => {
      scope.postMessage({ type: 'failure', message: e instanceof Error ? e.message : String(e) });
    });
};
