// The entry of a worker thread of `polydance solve --workers N`: it searches the tasks
// it is sent (see serveTasks in @polydance/dlx-solver).
import { parentPort } from 'node:worker_threads';
import type { ToWorkerWire } from '@polydance/dlx-solver/workers';
import { fromWire, serveTasks } from '@polydance/dlx-solver/workers';

const port = parentPort;
if (port !== null) {
  const handle = serveTasks((m) => port.postMessage(m));
  port.on('message', (m: ToWorkerWire) => handle(fromWire(m)));
}
