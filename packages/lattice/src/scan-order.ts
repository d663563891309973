import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from './descriptor.js';

/**
 * The problem with its primary items of bounds 1 that are sites of the lattice (the
 * cells of a board) listed in a scan along the board's narrow side: the coordinate of
 * largest extent changes slowest, that of least extent fastest (then the kind of site,
 * then the input order). Other items keep their order, after them. Options are
 * unchanged (they name items), so the solutions and their count are too; a counter
 * that branches on the first uncovered cell in input order (the frontier branching of
 * `@polydance/dlx-solver`) then remembers profiles, as a transfer matrix does. Returns
 * the problem itself when none of its items is a site.
 */
export function narrowScanOrder(problem: Problem, lattice: LatticeDescriptor): Problem {
  const sites: { readonly index: number; readonly c: readonly [number, number, number]; readonly kind: number }[] = [];
  const low = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  problem.primary.forEach((it, index) => {
    if (it.bounds !== undefined && it.bounds !== '1' && it.bounds !== '1:1') return;
    const parsed = lattice.parseItem(it.name);
    if (parsed === undefined || !lattice.boxKinds.includes(parsed.site.kind)) return;
    const c = [parsed.site.x, parsed.site.y, parsed.site.z] as const;
    for (let a = 0; a < 3; a++) {
      low[a] = Math.min(low[a] as number, c[a] as number);
      high[a] = Math.max(high[a] as number, c[a] as number);
    }
    sites.push({ index, c, kind: parsed.site.kind });
  });
  if (sites.length === 0) return problem;
  // the axes by extent, largest first (on ties, z before y before x)
  const axes = [2, 1, 0].sort((a, b) => (high[b] as number) - (low[b] as number) - ((high[a] as number) - (low[a] as number)));
  sites.sort((s, t) => {
    for (const a of axes) if (s.c[a] !== t.c[a]) return (s.c[a] as number) - (t.c[a] as number);
    return s.kind - t.kind || s.index - t.index;
  });
  const taken = new Uint8Array(problem.primary.length);
  for (const s of sites) taken[s.index] = 1;
  const primary = [...sites.map((s) => problem.primary[s.index]!), ...problem.primary.filter((_, i) => taken[i] === 0)];
  return { ...problem, primary };
}
