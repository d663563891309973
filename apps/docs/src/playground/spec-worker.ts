// The editor's worker: answers one SpecRequest at a time (spec-tasks.ts). The page
// terminates it to cancel a request that a newer one replaces (spec-client.ts).
import { answer, transfers } from './spec-tasks.js';
import type { SpecReply, SpecRequest } from './spec-tasks.js';

interface SpecWorkerScope {
  onmessage: ((event: { data: SpecRequest }) => void) | null;
  postMessage(message: SpecReply, transfer: Transferable[]): void;
}

const scope = globalThis as unknown as SpecWorkerScope;
scope.onmessage = (event) => void answer(event.data).then((reply) => scope.postMessage(reply, transfers(reply)));
