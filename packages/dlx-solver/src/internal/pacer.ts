/**
 * How long a search runs between two looks at the clock, its signal and its progress
 * callback. An engine runs in slices of `slice` nodes; after each slice the pacer times
 * it and sizes the next one, so that a slice takes about SLICE_MS whatever a node
 * costs. A fixed number of nodes cannot do that: a node of a problem with 100,000 items
 * or a 62×62 board costs a thousand times what a node of a small puzzle costs.
 *
 * Slices begin small (FIRST_SLICE nodes) and at most double from one to the next, so a
 * slow first node is noticed at once; a slice that took too long shrinks the next one
 * in proportion. The next slice is sized by the slowest recent rate (a slow rate is
 * forgotten by 10% a slice), so a search whose node costs swing back and forth does not
 * overrun each time they rise.
 */

/** The time a slice should take, in milliseconds. */
export const SLICE_MS = 10;
/** The size of the first slice. */
export const FIRST_SLICE = 16;
/** The largest slice. */
export const MAX_SLICE = 1 << 20;

export class Pacer {
  /** Nodes to run before the next look at the clock. */
  slice = FIRST_SLICE;
  private markTime: number;
  private markNodes = 0;
  /** The slowest recent rate (nodes per millisecond), forgotten by 10% a slice. */
  private slowRate = Infinity;

  /** `now` gives milliseconds (`performance.now` by default). */
  constructor(private readonly now: () => number = () => performance.now()) {
    this.markTime = now();
  }

  /**
   * Call after each slice with the number of nodes entered so far (the engine's total);
   * sizes the next slice and returns the time.
   */
  lap(nodes: number): number {
    const t = this.now();
    const dt = t - this.markTime;
    if (dt < SLICE_MS / 2) {
      // too short to measure well: go on measuring, with a larger slice, but never
      // larger than the slowest recent rate allows (costs that swing back and forth
      // would otherwise make a doubled slice land in a dear part); a quick lap lets
      // that rate rise by 10% (after a stall, such as a pause of the caller between two
      // slices, slices grow back within a few dozen laps)
      const rate = dt > 0 ? (nodes - this.markNodes) / dt : Infinity;
      this.slowRate = Math.max(this.slowRate, Math.min(rate, this.slowRate * 1.1));
      this.slice = Math.max(1, Math.min(MAX_SLICE, this.slice * 2, Math.floor(this.slowRate * SLICE_MS)));
      return t;
    }
    // at least one node: a lap without any (a stall) must not leave the rate at 0
    const rate = Math.max(nodes - this.markNodes, 1) / dt;
    // the slowest recent rate: costs that change back and forth (cheap and dear parts of
    // a search) size the slice for the dear part, until it has not been seen for a while
    const pace = Math.min(rate, this.slowRate * 1.1);
    this.slowRate = pace;
    this.slice = Math.max(1, Math.min(MAX_SLICE, 2 * this.slice, Math.floor(pace * SLICE_MS)));
    this.markTime = t;
    this.markNodes = nodes;
    return t;
  }
}
