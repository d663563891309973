/**
 * A problem in which an option may cover an item several times: the quotient of a
 * problem by a symmetry whose option orbits differ in size (an orbit of two options
 * covers a piece with two copies twice). Primary items `0..primary.length) have
 * bounds [lo, hi] on the number of times they are covered; secondary items
 * `primary.length..) are covered at most once, or any number of times with one color.
 */
export interface WeightedProblem {
  readonly primary: readonly (readonly [number, number])[];
  readonly secondary: number;
  readonly options: readonly (readonly { readonly item: number; readonly weight: number; readonly color: string | undefined }[])[];
}

/** A count of a weighted problem that runs in slices (see {@link weightedCounter}). */
export interface WeightedCounter {
  /** Searches on for up to `budget` more nodes; true once the search is over. */
  run(budget: number): boolean;
  /** The sets counted so far (all of them once `run` has returned true). */
  readonly count: bigint;
  readonly nodes: number;
}

/**
 * Counts the sets of options of a weighted problem that cover every primary item
 * within its bounds and every secondary item consistently (every option covers a
 * primary item, as those of a quotient problem do: the others are never chosen). Each set is found once:
 * the search takes an open primary item with the fewest usable options, chooses the
 * options that cover it in increasing order, and closes it (no more of its options)
 * whenever its count is within bounds. Plain backtracking over arrays, with its own
 * stack of frames, so that it can stop after a budget of nodes and go on later: a
 * caller yields to the event loop in between, where a time limit or a signal can stop
 * it. Quotient problems are usually small, not always (the dominoes of a 12x12 square
 * under a reflection).
 */
export function weightedCounter(problem: WeightedProblem): WeightedCounter {
  const np = problem.primary.length;
  const ni = np + problem.secondary;
  const lo = Int32Array.from(problem.primary, (b) => b[0]);
  const hi = Int32Array.from(problem.primary, (b) => b[1]);
  const colorIds = new Map<string, number>();
  const opts = problem.options.map((o) => ({
    items: Int32Array.from(o, (x) => x.item),
    weights: Int32Array.from(o, (x) => x.weight),
    colors: Int32Array.from(o, (x) => (x.color === undefined ? 0 : colorIds.get(x.color) ?? colorIds.set(x.color, colorIds.size + 1).size)),
  }));
  const byItem: number[][] = Array.from({ length: np }, () => []);
  opts.forEach((o, k) => {
    for (const i of o.items) if (i < np) byItem[i]!.push(k);
  });
  const covered = new Int32Array(ni); // primary: times covered; secondary: times used
  const color = new Int32Array(ni); // secondary: the color fixed (0 none)
  const closed = new Uint8Array(np);
  const chosen = new Uint8Array(opts.length);

  const usable = (k: number): boolean => {
    if (chosen[k]) return false;
    const o = opts[k]!;
    for (let j = 0; j < o.items.length; j++) {
      const i = o.items[j]!;
      if (i < np) {
        if (closed[i] || covered[i]! + o.weights[j]! > hi[i]!) return false;
      } else if (covered[i]! > 0 && (o.colors[j] === 0 || color[i] !== o.colors[j])) return false;
    }
    return true;
  };
  const apply = (k: number, sign: 1 | -1): void => {
    const o = opts[k]!;
    chosen[k] = sign === 1 ? 1 : 0;
    for (let j = 0; j < o.items.length; j++) {
      const i = o.items[j]!;
      if (i < np) covered[i]! += sign * o.weights[j]!;
      else {
        covered[i]! += sign;
        if (sign === 1) color[i] = o.colors[j]!;
        else if (covered[i] === 0) color[i] = 0;
      }
    }
  };

  // The frames of the search, each an extension of the sets that cover item `fItem`
  // by its options from `fNext` on: a frame first closes its item (when within bounds)
  // and searches below (CLOSE, then REOPEN), then tries its options one by one (OPTIONS;
  // `fApplied` is the option its child frame runs with). A frame closes an item or
  // applies an option, so there are at most one per item and per option.
  const CLOSE = 0;
  const REOPEN = 1;
  const OPTIONS = 2;
  const depthMax = np + opts.length + 1;
  const fItem = new Int32Array(depthMax);
  const fNext = new Int32Array(depthMax);
  const fState = new Int32Array(depthMax);
  const fApplied = new Int32Array(depthMax);
  const fClosed = new Uint8Array(depthMax);
  let depth = 0;
  let solutions = 0;
  let nodes = 0;

  /** A node: takes the open item with the fewest usable options into a new frame, or counts a solution (none open), or nothing (a dead end). */
  const enter = (): void => {
    nodes++;
    let best = -1;
    let bestCount = Infinity;
    for (let i = 0; i < np; i++) {
      if (closed[i]) continue;
      let c = 0;
      for (const k of byItem[i]!) if (usable(k)) c++;
      if (c === 0 && covered[i]! < lo[i]!) return;
      if (c < bestCount) [best, bestCount] = [i, c];
    }
    if (best < 0) {
      solutions++;
      return;
    }
    push(best, 0);
  };
  const push = (i: number, from: number): void => {
    fItem[depth] = i;
    fNext[depth] = from;
    fState[depth] = CLOSE;
    fApplied[depth] = -1;
    fClosed[depth] = 0;
    depth++;
  };

  let started = false;
  return {
    run(budget) {
      if (!started) {
        started = true;
        enter();
      }
      for (let steps = 0; depth > 0 && steps < budget; steps++) {
        const f = depth - 1;
        const i = fItem[f]!;
        if (fState[f] === CLOSE) {
          fState[f] = REOPEN;
          if (covered[i]! >= lo[i]!) {
            closed[i] = 1;
            fClosed[f] = 1;
            enter();
          }
        } else if (fState[f] === REOPEN) {
          if (fClosed[f]) closed[i] = 0;
          fState[f] = OPTIONS;
        } else {
          if (fApplied[f]! >= 0) apply(fApplied[f]!, -1);
          fApplied[f] = -1;
          const list = byItem[i]!;
          let k = fNext[f]!;
          while (k < list.length && !usable(list[k]!)) k++;
          if (k === list.length) {
            depth--;
            continue;
          }
          fNext[f] = k + 1;
          fApplied[f] = list[k]!;
          apply(list[k]!, 1);
          nodes++;
          push(i, k + 1);
        }
      }
      return depth === 0;
    },
    get count() {
      return BigInt(solutions);
    },
    get nodes() {
      return nodes;
    },
  };
}
