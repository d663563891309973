/**
 * Work that gives way: a generator that yields every few milliseconds of work (where it
 * asks its `shouldStop`), so that the one who runs it can give the event loop a turn
 * (a signal's listener, a timer, a page's clicks) and go on where it was. The same work
 * runs to its end at once with {@link finish}, or giving way with {@link giveWay}: it is
 * written once.
 */
export type Steps<T> = Generator<undefined, T, undefined>;

/** Runs work that gives way to its end, without a turn of the event loop. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/** How long work runs between two turns of the event loop, at most (plus one step), in milliseconds. */
export const SLICE_MS = 25;

/** One turn of the event loop: `setImmediate` where there is one (Node), a zero timeout elsewhere. */
export function nextTurn(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (f: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (immediate !== undefined) immediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/**
 * Runs work that gives way to its end, with a turn of the event loop each time it has
 * run `sliceMs` since the last one: what listens meanwhile (a signal, a deadline's
 * timer) is heard, and the work's own `shouldStop` sees it at its next step.
 */
export async function giveWay<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let since = Date.now();
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
    if (Date.now() - since >= sliceMs) {
      await nextTurn();
      since = Date.now();
    }
  }
}
