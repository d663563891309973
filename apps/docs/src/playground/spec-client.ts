import type { SpecReply, SpecRequest } from './spec-tasks.js';

/**
 * One kind of the editor's requests, answered off the page's main thread: a worker that
 * runs one request at a time. Asking again while a request runs cancels it (the worker
 * is terminated, and a fresh one started): the answer to an old spec is never waited for.
 * An answer is taken in one task (reading a reply of megabytes out of the message) and
 * handed over in the next, so that what the page makes of it is a task of its own.
 */
export class LatestRequest {
  private worker: Worker | undefined;
  private pending: ((reply: SpecReply | undefined) => void) | undefined;

  constructor(private readonly start: () => Worker = startSpecWorker) {}

  /** The answer, or undefined when a newer request (or {@link cancel}) replaced this one. */
  ask(request: SpecRequest): Promise<SpecReply | undefined> {
    this.cancel();
    const worker = (this.worker ??= this.start());
    return new Promise((resolve) => {
      this.pending = resolve;
      worker.onmessage = (event: MessageEvent<SpecReply>) => {
        const reply = event.data;
        setTimeout(() => {
          // unless cancelled (or asked again) meanwhile
          if (this.pending !== resolve) return;
          this.pending = undefined;
          resolve(reply);
        }, 0);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.stop();
        resolve({ type: 'failure', message: `The editor's worker failed: ${event.message || 'it could not start'}` });
      };
      worker.postMessage(request);
    });
  }

  /** Whether a request runs. */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Stops the request that runs, if any: its promise gives undefined. */
  cancel(): void {
    if (this.pending === undefined) return;
    const resolve = this.pending;
    this.stop();
    resolve(undefined);
  }

  /** Ends the worker (the page is left). */
  close(): void {
    this.cancel();
    this.stop();
  }

  private stop(): void {
    this.pending = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }
}

/** The editor's worker (spec-worker.ts), as a module worker. */
export function startSpecWorker(): Worker {
  return new Worker(new URL('./spec-worker.ts', import.meta.url), { type: 'module' });
}
