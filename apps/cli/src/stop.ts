import { now } from './clock.js';
/** Why a search was stopped before its end. */
export type StopReason = 'timeout' | 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/** The exit status for each way of stopping: 124 as timeout(1) uses, 128 + the signal's number for signals. */
export const EXIT: Record<StopReason, number> = { timeout: 124, SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** The longest delay a Node timer takes (2^31 - 1 ms, about 24.8 days); longer ones are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a long-running command listens to: a deadline, Ctrl-C and SIGTERM, as one AbortSignal. */
export interface StopSignals {
  readonly signal: AbortSignal;
  /** Why the signal was aborted, if it was. */
  reason(): StopReason | undefined;
  /**
   * For work that gives way (reading, generating, finding symmetries, planning, the
   * determinant: each yields every few milliseconds, see `giveWay` of
   * `@polydance/exact-cover`): whether it should stop now, for a signal heard meanwhile
   * or a deadline passed. Looks at the clock itself, so a deadline is seen at once (and
   * aborts the signal) even before its timer has run.
   */
  expired(): boolean;
  /** Stops listening (call when the command is over). */
  dispose(): void;
}

/** The process events that {@link stopSignals} listens to; tests pass their own. */
export interface SignalSource {
  on(event: 'SIGINT' | 'SIGTERM' | 'SIGHUP', listener: () => void): unknown;
  off(event: 'SIGINT' | 'SIGTERM' | 'SIGHUP', listener: () => void): unknown;
}

/**
 * Starts the clock of `--timeout` (seconds; none when undefined) and listens to SIGINT
 * and SIGTERM: the first of them aborts the signal, and the command stops cleanly,
 * keeping what it found. A second Ctrl-C or SIGTERM ends the process at once.
 */
export function stopSignals(
  timeoutSeconds: number | undefined,
  source: SignalSource = process,
  exit: (code: number) => void = (code) => process.exit(code),
): StopSignals {
  const controller = new AbortController();
  let why: StopReason | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = Number.POSITIVE_INFINITY;
  const stop = (r: StopReason): void => {
    if (why !== undefined && r !== 'timeout') exit(EXIT[r]);
    why ??= r;
    controller.abort();
  };
  if (timeoutSeconds !== undefined && Number.isFinite(timeoutSeconds)) {
    deadline = now() + timeoutSeconds * 1000;
    const arm = (): void => {
      const left = deadline - now();
      if (left <= 0) stop('timeout');
      else timer = setTimeout(arm, Math.min(Math.ceil(left), MAX_TIMER_MS));
    };
    arm();
  }
  const onSigint = (): void => stop('SIGINT');
  const onSigterm = (): void => stop('SIGTERM');
  // the terminal went away (SIGHUP): as SIGTERM, so that a listing ends between two solutions
  const onSighup = (): void => stop('SIGHUP');
  // installed once, before the input is read, and never taken off until the command is
  // over: every phase gives way to the event loop every few milliseconds, so they are heard
  source.on('SIGINT', onSigint);
  source.on('SIGTERM', onSigterm);
  source.on('SIGHUP', onSighup);
  return {
    signal: controller.signal,
    reason: () => why,
    expired() {
      if (why === undefined && now() >= deadline) stop('timeout');
      return why !== undefined;
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      source.off('SIGINT', onSigint);
      source.off('SIGTERM', onSigterm);
      source.off('SIGHUP', onSighup);
    },
  };
}

/** Resolves to what `work` gives, or to undefined as soon as `signal` is aborted. */
export function unlessStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) {
    // the work is given up: how it ends, a failure too, is of no interest after the stop
    work.catch(() => undefined);
    return Promise.resolve(undefined);
  }
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = (): void => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
