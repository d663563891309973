/**
 * The number of single-character edits (insertions, deletions, substitutions, and
 * swaps of two neighbours) that turn `a` into `b`, ignoring case.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const width = t.length + 1;
  // three rows of the table: two back (for swaps), one back, this one
  let back2 = new Array<number>(width).fill(0);
  let back = Array.from({ length: width }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = new Array<number>(width).fill(0);
    row[0] = i;
    for (let j = 1; j <= t.length; j++) {
      const same = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(back[j]! + 1, row[j - 1]! + 1, back[j - 1]! + same);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, back2[j - 2]! + 1);
      row[j] = d;
    }
    back2 = back;
    back = row;
  }
  return back[t.length]!;
}

/**
 * The candidate a mistyped word most likely stands for, for "did you mean ...?": the
 * nearest by {@link editDistance}, if it is near enough (a quarter of the word’s length,
 * rounded down, at most 2 edits), or a candidate that begins with the word or with
 * which the word begins (at least 4 characters in common). The first of equals wins.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.min(2, Math.floor(word.length / 4));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    // the distance is at least the difference of the lengths: a long word costs nothing
    if (Math.abs(c.length - word.length) > limit) continue;
    const d = editDistance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best !== undefined && bestDistance <= limit) return best;
  const w = word.toLowerCase();
  if (w.length < 4) return undefined;
  return candidates.find((c) => c.toLowerCase().startsWith(w) || (c.length >= 4 && w.startsWith(c.toLowerCase())));
}
