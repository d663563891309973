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

/**
 * Counts the sets of options of a weighted problem that cover every primary item
 * within its bounds and every secondary item consistently. Each set is found once:
 * the search takes an open primary item with the fewest usable options, chooses the
 * options that cover it in increasing order, and closes it (no more of its options)
 * whenever its count is within bounds. Quotient problems are small; this is plain
 * backtracking over arrays.
 */
export function countWeighted(problem: WeightedProblem): bigint {
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

  const search = (): bigint => {
    let best = -1;
    let bestCount = Infinity;
    for (let i = 0; i < np; i++) {
      if (closed[i]) continue;
      let c = 0;
      for (const k of byItem[i]!) if (usable(k)) c++;
      if (c === 0 && covered[i]! < lo[i]!) return 0n;
      if (c < bestCount) [best, bestCount] = [i, c];
    }
    return best < 0 ? 1n : extend(best, 0);
  };
  const extend = (i: number, from: number): bigint => {
    let total = 0n;
    if (covered[i]! >= lo[i]!) {
      closed[i] = 1;
      total += search();
      closed[i] = 0;
    }
    const list = byItem[i]!;
    for (let k = from; k < list.length; k++) {
      const o = list[k]!;
      if (!usable(o)) continue;
      apply(o, 1);
      total += extend(i, k + 1);
      apply(o, -1);
    }
    return total;
  };
  return search();
}
