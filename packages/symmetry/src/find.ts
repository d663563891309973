import type { Problem, Symmetry } from '@polydance/exact-cover';
import { applyBoxSymmetry, boxSymmetries } from '@polydance/lattice';
import type { BoxSymmetry, LatticeDescriptor, Site } from '@polydance/lattice';

/** Which symmetries to look for: rotations and reflections, rotations only, or none (the identity). */
export type SymmetryMode = 'all' | 'rotations' | 'none';

/** A symmetry of a problem found on its lattice: the permutations, and the lattice symmetry behind them. */
export interface ProblemSymmetry extends Symmetry {
  readonly items: Int32Array;
  readonly options: Int32Array;
  readonly rotation: boolean;
  /** The point group element and translation of the lattice. */
  readonly lattice: BoxSymmetry;
}

/** The problem's items as one list: primary, then secondary. */
interface ItemInfo {
  readonly name: string;
  /** `p` or `s`, and the bounds as written: what a symmetry must keep. */
  readonly kind: string;
  /** The site, for items that are sites of the lattice. */
  readonly site: Site | undefined;
  readonly suffix: string;
}

function itemsOf(problem: Problem, lattice: LatticeDescriptor): ItemInfo[] {
  const out: ItemInfo[] = [];
  for (const [list, primary] of [
    [problem.primary, true],
    [problem.secondary, false],
  ] as const) {
    for (const it of list) {
      const parsed = lattice.parseItem(it.name);
      // A primary item with a suffix is a piece whose name happens to start like a cell.
      const isSite = parsed !== undefined && (parsed.suffix === '' || !primary);
      out.push({
        name: it.name,
        kind: primary ? `p${it.bounds ?? ''}` : 's',
        site: isSite ? parsed.site : undefined,
        suffix: isSite ? parsed.suffix : '',
      });
    }
  }
  return out;
}

/** The options as item indices and colors, with a key per option that does not depend on the order of its items. */
class OptionTable {
  readonly items: Int32Array[];
  readonly colors: (string | undefined)[][];
  /** Option indices by key (several for repeated options). */
  private readonly byKey = new Map<string, number[]>();

  constructor(problem: Problem, index: ReadonlyMap<string, number>) {
    this.items = problem.options.map((o) => Int32Array.from(o, (oi) => index.get(oi.item)!));
    this.colors = problem.options.map((o) => o.map((oi) => oi.color));
    this.items.forEach((_, o) => {
      const k = this.key(o, (i) => i);
      const list = this.byKey.get(k);
      if (list) list.push(o);
      else this.byKey.set(k, [o]);
    });
  }

  /** The key of option `o` with its items renamed by `map` (those where `keep` says no are left out). */
  key(o: number, map: (item: number) => number, keep?: (item: number) => boolean): string {
    const parts: string[] = [];
    const items = this.items[o]!;
    const colors = this.colors[o]!;
    for (let k = 0; k < items.length; k++) {
      if (keep && !keep(items[k]!)) continue;
      const c = colors[k];
      parts.push(c === undefined ? String(map(items[k]!)) : `${map(items[k]!)}:${c}`);
    }
    return parts.sort().join(' ');
  }

  /** The options with this key (a fresh copy, to be used up). */
  withKey(key: string): number[] {
    return [...(this.byKey.get(key) ?? [])];
  }
}

/**
 * Finds the symmetries of a problem on a lattice: each symmetry of its box (the
 * primary items that are cells of the lattice, or edges for sticks) that maps every
 * item that is a site (cells, suffixed cells, edges, junctions) to an item of the same
 * kind, renames the other items (pieces) consistently — a reflection may turn one
 * piece into its mirror image — and maps the set of options onto itself, colors
 * included. Each candidate is checked on every option; the identity comes first.
 */
export function findSymmetries(problem: Problem, lattice: LatticeDescriptor, mode: SymmetryMode = 'all'): ProblemSymmetry[] {
  const items = itemsOf(problem, lattice);
  const index = new Map(items.map((it, i) => [it.name, i]));
  const table = new OptionTable(problem, index);
  const n = items.length;
  const box = items.flatMap((it) =>
    it.site && it.kind.startsWith('p') && it.suffix === '' && lattice.boxKinds.includes(it.site.kind) ? [it.site] : [],
  );
  const candidates = boxSymmetries(lattice.group, box).filter(
    (s) => s.element === 0 || mode === 'all' || (mode === 'rotations' && s.rotation),
  );
  const isSite = (i: number): boolean => items[i]!.site !== undefined;
  const others = items.flatMap((it, i) => (it.site ? [] : [i]));
  // Which options each non-site item is in, and the key of those options' site parts.
  const optionsOf = new Map<number, number[]>(others.map((i) => [i, []]));
  table.items.forEach((its, o) => {
    for (const i of its) optionsOf.get(i)?.push(o);
  });
  const profile = (i: number, map: (item: number) => number): string =>
    optionsOf
      .get(i)!
      .map((o) => table.key(o, map, isSite))
      .sort()
      .join('\n');
  const original = new Map<string, number[]>();
  for (const i of others) {
    const p = `${items[i]!.kind}\n${profile(i, (x) => x)}`;
    const list = original.get(p);
    if (list) list.push(i);
    else original.set(p, [i]);
  }

  const found: ProblemSymmetry[] = [];
  const seen = new Set<string>();
  for (const sym of candidates) {
    const perm = new Int32Array(n).fill(-1);
    let ok = true;
    // sites go where the lattice symmetry takes them
    for (let i = 0; i < n && ok; i++) {
      const it = items[i]!;
      if (!it.site) continue;
      const image = applyBoxSymmetry(lattice.group, sym, it.site);
      const name = image && lattice.formatItem(image, it.suffix);
      const j = name === undefined ? undefined : index.get(name);
      ok = j !== undefined && items[j]!.kind === it.kind && items[j]!.site !== undefined;
      if (ok) perm[i] = j!;
    }
    // other items go to an item whose options have the images of their options' sites
    const used = new Set<number>();
    for (const i of others) {
      if (!ok) break;
      const pool = original.get(`${items[i]!.kind}\n${profile(i, (x) => perm[x]!)}`) ?? [];
      const j = pool.includes(i) && !used.has(i) ? i : pool.find((x) => !used.has(x));
      ok = j !== undefined;
      if (ok) {
        used.add(j!);
        perm[i] = j!;
      }
    }
    if (!ok || new Set(perm).size !== n) continue;
    // every option must go to an option
    const options = new Int32Array(problem.options.length);
    const pools = new Map<string, number[]>();
    for (let o = 0; o < options.length && ok; o++) {
      const key = table.key(o, (x) => perm[x]!);
      let pool = pools.get(key);
      if (!pool) pools.set(key, (pool = table.withKey(key)));
      const target = pool.shift();
      ok = target !== undefined;
      if (ok) options[o] = target!;
    }
    // a lattice symmetry that moves no item (the mirror along a strip one cell wide) is the identity again
    const key = `${perm.join(',')}/${options.join(',')}`;
    if (ok && !seen.has(key)) {
      seen.add(key);
      found.push({ items: perm, options, rotation: sym.rotation, lattice: sym });
    }
  }
  return found;
}
