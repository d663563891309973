import type { Problem, Steps, Symmetry } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import { applyBoxSymmetry, boxSymmetries, problemReading, withPieces } from '@polydance/lattice';
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

/**
 * Counts the steps of a search for symmetries (items or options gone through): every
 * STOP_EVERY of them, the search yields and then asks `shouldStop`, which throws Stopped
 * when it says so. `if (clock.due()) yield* clock.pause();` at each step.
 */
class Clock {
  private ticks = 0;
  constructor(private readonly shouldStop: (() => boolean) | undefined) {}

  /** Counts a step: whether the search gives way at this one. */
  due(): boolean {
    return ++this.ticks % STOP_EVERY === 0;
  }

  /** Gives way, then stops the search if `shouldStop` says so. */
  *pause(): Steps<void> {
    yield;
    if (this.shouldStop?.() === true) throw new Stopped();
  }
}

function* itemsOf(problem: Problem, lattice: LatticeDescriptor, clock: Clock): Steps<ItemInfo[]> {
  const out: ItemInfo[] = [];
  for (const [list, primary] of [
    [problem.primary, true],
    [problem.secondary, false],
  ] as const) {
    for (const it of list) {
      if (clock.due()) yield* clock.pause();
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

/** A 32-bit mix (murmur3's finalizer). */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two 32-bit sums as one safe integer (53 bits): a fingerprint of a multiset. */
function fingerprint(a: number, b: number): number {
  return (a >>> 0) * 0x200000 + (b & 0x1fffff);
}

/**
 * The options as item indices and colors, each with a fingerprint that does not depend
 * on the order of its items: a sum of mixed (item, color) pairs, so that the image of an
 * option under a permutation is found without building a string. Fingerprints only
 * point at candidates; `same` decides.
 */
class OptionTable {
  /** Option indices by fingerprint (several for repeated options, or the rare collision). */
  private readonly byPrint = new Map<number, number[]>();
  /** `at[x]`: the place of item x in the option `same` compares with, or -1. */
  private readonly at: Int32Array;

  private constructor(
    readonly items: Int32Array[],
    readonly colors: Int32Array[],
    n: number,
  ) {
    this.at = new Int32Array(n).fill(-1);
  }

  /** The table of a problem's options, `index` naming its n items; `clock` counts a step per option, at each of the table's passes (see `findInto`). */
  static *of(problem: Problem, index: ReadonlyMap<string, number>, n: number, clock: Clock): Steps<OptionTable> {
    const colorIds = new Map<string, number>();
    const items: Int32Array[] = [];
    const colors: Int32Array[] = [];
    for (const o of problem.options) {
      if (clock.due()) yield* clock.pause();
      items.push(Int32Array.from(o, (oi) => index.get(oi.item)!));
      colors.push(
        Int32Array.from(o, (oi) => {
          if (oi.color === undefined) return 0;
          let c = colorIds.get(oi.color);
          if (c === undefined) colorIds.set(oi.color, (c = colorIds.size + 1));
          return c;
        }),
      );
    }
    const table = new OptionTable(items, colors, n);
    const identity = (x: number): number => x;
    for (let o = 0; o < items.length; o++) {
      if (clock.due()) yield* clock.pause();
      const k = table.print(o, identity);
      const list = table.byPrint.get(k);
      if (list) list.push(o);
      else table.byPrint.set(k, [o]);
    }
    return table;
  }

  /** The fingerprint of option `o` with its items renamed by `map` (those where `keep` says no are left out). */
  print(o: number, map: (item: number) => number, keep?: (item: number) => boolean): number {
    const items = this.items[o]!;
    const colors = this.colors[o]!;
    let a = 0;
    let b = 0;
    for (let k = 0; k < items.length; k++) {
      if (keep && !keep(items[k]!)) continue;
      const e = Math.imul(map(items[k]!) + 1, 0x9e3779b1) ^ Math.imul(colors[k]!, 0x27d4eb2f);
      a = (a + mix(e)) | 0;
      b = (b + mix(e ^ 0x5bd1e995)) | 0;
    }
    return fingerprint(a, b);
  }

  /** Option `o` as text, its items renamed by `map` (those where `keep` says no are left out), in a fixed order. */
  text(o: number, map: (item: number) => number, keep: (item: number) => boolean): string {
    const parts: string[] = [];
    const items = this.items[o]!;
    for (let k = 0; k < items.length; k++) if (keep(items[k]!)) parts.push(`${map(items[k]!)}:${this.colors[o]![k]}`);
    return parts.sort().join(' ');
  }

  /** Whether option `t` is option `o` with its items renamed by `perm`, colors included. */
  same(o: number, perm: Int32Array, t: number): boolean {
    const from = this.items[o]!;
    const to = this.items[t]!;
    if (from.length !== to.length) return false;
    const at = this.at;
    for (let p = 0; p < to.length; p++) at[to[p]!] = p;
    let ok = true;
    const fromColors = this.colors[o]!;
    const toColors = this.colors[t]!;
    for (let p = 0; p < from.length && ok; p++) {
      const q = at[perm[from[p]!]!]!;
      ok = q >= 0 && toColors[q] === fromColors[p];
    }
    for (let p = 0; p < to.length; p++) at[to[p]!] = -1;
    return ok;
  }

  /** The options with this fingerprint (shared: do not change). */
  withPrint(print: number): readonly number[] {
    return this.byPrint.get(print) ?? [];
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
export function findSymmetries(problem: Problem, lattice: LatticeDescriptor, mode: SymmetryMode = 'all', options: FindOptions = {}): ProblemSymmetry[] {
  return finish(findSymmetriesSteps(problem, lattice, mode, options));
}

/** {@link findSymmetries} as work that gives way (see {@link symmetryReadingSteps}). */
export function* findSymmetriesSteps(problem: Problem, lattice: LatticeDescriptor, mode: SymmetryMode = 'all', options: FindOptions = {}): Steps<ProblemSymmetry[]> {
  return (yield* symmetryReadingSteps(problem, lattice, mode, options)).group;
}

/** The symmetries of a problem, and the reading of the lattice they were found in: see {@link symmetryReading}. */
export interface SymmetryReading {
  readonly group: ProblemSymmetry[];
  readonly lattice: LatticeDescriptor;
}

/**
 * The symmetries of {@link findSymmetries}, and the reading of the lattice they were
 * found in (the one to pass to {@link renamedPieces}). A problem whose meaning says which
 * items are pieces is read so. One without (a DLX file written by hand) is read by its
 * item names, and also with the items that begin an option, and then with the items
 * that read as cells but touch no other cell, taken for pieces (a piece named `AA` or
 * `P1` reads as a cell far from the box, and would hide every symmetry of the box):
 * the reading with the most symmetries wins. Every symmetry is checked on every option
 * in any reading, so none is ever wrong; the readings only keep a piece's name from
 * turning real symmetries off.
 */
export function symmetryReading(problem: Problem, lattice: LatticeDescriptor, mode: SymmetryMode = 'all', options: FindOptions = {}): SymmetryReading {
  return finish(symmetryReadingSteps(problem, lattice, mode, options));
}

/**
 * {@link symmetryReading} as work that gives way (see `Steps` of `@polydance/exact-cover`):
 * it yields where it asks `options.shouldStop`, every few thousand items or options gone
 * through and before each candidate symmetry, so that `giveWay` can let a signal's
 * listener run while the symmetries of a large problem are looked for.
 */
export function* symmetryReadingSteps(problem: Problem, lattice: LatticeDescriptor, mode: SymmetryMode = 'all', options: FindOptions = {}): Steps<SymmetryReading> {
  const read = problemReading(lattice, problem);
  let best: SymmetryReading = { group: yield* symmetriesOfSteps(problem, read, mode, false, options), lattice: read };
  if (problem.meaning !== undefined || mode === 'none') return best;
  for (const pieces of pieceGuesses(problem, read)) {
    yield;
    if (options.shouldStop?.() === true) break;
    const other = withPieces(read, pieces);
    if (other === read) continue;
    const group = yield* symmetriesOfSteps(problem, other, mode, false, options);
    if (group.length > best.group.length) best = { group, lattice: other };
  }
  return best;
}

/**
 * Guesses at the pieces of a problem read by its item names alone, among the primary
 * items that read as cells: those that begin an option (as every generator writes a
 * piece's name first), and those that touch no other such item.
 */
function pieceGuesses(problem: Problem, lattice: LatticeDescriptor): string[][] {
  const cells = new Map<string, Site>();
  for (const it of problem.primary) {
    const parsed = lattice.parseItem(it.name);
    if (parsed !== undefined && parsed.suffix === '' && lattice.boxKinds.includes(parsed.site.kind)) cells.set(it.name, parsed.site);
  }
  if (cells.size < 2) return [];
  const first = new Set<string>();
  for (const o of problem.options) if (o.length > 0 && cells.has(o[0]!.item)) first.add(o[0]!.item);
  const alone: string[] = [];
  for (const [name, site] of cells) {
    const touches = lattice.neighbours(site).some((n) => {
      const m = lattice.formatItem(n);
      return m !== undefined && m !== name && cells.has(m);
    });
    if (!touches) alone.push(name);
  }
  const out: string[][] = [];
  if (first.size > 0 && first.size < cells.size) out.push([...first]);
  if (alone.length > 0 && alone.length < cells.size) out.push(alone);
  return out;
}

/** The options of {@link findSymmetries}. */
export interface FindOptions {
  /**
   * Asked now and then (every few thousand options checked): true ends the search for
   * symmetries at once, with the symmetries found so far (those checked on every option).
   */
  readonly shouldStop?: () => boolean;
}

/** Options (or items) gone through between two calls of `shouldStop`. */
const STOP_EVERY = 4096;

/** Thrown by the loops of {@link symmetriesOfSteps} when `shouldStop` said so. */
class Stopped extends Error {}

/**
 * {@link findSymmetries}, with `exact`: pieces are mapped by their exact profiles (text)
 * from the start, not first by fingerprints (the tests check that both find the same).
 */
export function symmetriesOf(problem: Problem, given: LatticeDescriptor, mode: SymmetryMode, exact: boolean, settings: FindOptions = {}): ProblemSymmetry[] {
  return finish(symmetriesOfSteps(problem, given, mode, exact, settings));
}

/** {@link symmetriesOf} as work that gives way (see {@link symmetryReadingSteps}). */
export function* symmetriesOfSteps(problem: Problem, given: LatticeDescriptor, mode: SymmetryMode, exact: boolean, settings: FindOptions = {}): Steps<ProblemSymmetry[]> {
  const found: ProblemSymmetry[] = [];
  try {
    yield* findInto(found, problem, given, mode, exact, settings.shouldStop);
  } catch (e) {
    if (!(e instanceof Stopped)) throw e;
    // stopped before the identity was checked: it is a symmetry all the same
    if (found.length === 0) found.push(identityOf(problem));
  }
  return found;
}

/** The identity, the symmetry every problem has. */
function identityOf(problem: Problem): ProblemSymmetry {
  const n = problem.primary.length + problem.secondary.length;
  return {
    items: Int32Array.from({ length: n }, (_, i) => i),
    options: Int32Array.from({ length: problem.options.length }, (_, o) => o),
    rotation: true,
    lattice: { element: 0, rotation: true, translation: [0, 0, 0] },
  };
}

/**
 * {@link symmetriesOf}'s search, into `found`; each of its loops over the items or the
 * options yields every STOP_EVERY steps and asks `shouldStop` (as it does before each
 * candidate), and throws Stopped when it says so (the symmetries found by then were
 * checked on every option).
 */
function* findInto(found: ProblemSymmetry[], problem: Problem, given: LatticeDescriptor, mode: SymmetryMode, exact: boolean, shouldStop: (() => boolean) | undefined): Steps<void> {
  const clock = new Clock(shouldStop);
  const lattice = problemReading(given, problem);
  const items = yield* itemsOf(problem, lattice, clock);
  const index = new Map(items.map((it, i) => [it.name, i]));
  const n = items.length;
  const table = yield* OptionTable.of(problem, index, n, clock);
  const box = items.flatMap((it) =>
    it.site && it.kind.startsWith('p') && it.suffix === '' && lattice.boxKinds.includes(it.site.kind) ? [it.site] : [],
  );
  const candidates = boxSymmetries(lattice.group, box).filter(
    (s) => s.element === 0 || mode === 'all' || (mode === 'rotations' && s.rotation),
  );
  const isSite = (i: number): boolean => items[i]!.site !== undefined;
  const others = items.flatMap((it, i) => (it.site ? [] : [i]));
  // Which options each non-site item is in, and a fingerprint of those options' site parts.
  const optionsOf = new Map<number, number[]>(others.map((i) => [i, []]));
  for (let o = 0; o < table.items.length; o++) {
    if (clock.due()) yield* clock.pause();
    for (const i of table.items[o]!) optionsOf.get(i)?.push(o);
  }
  // a fingerprint of the site parts of the options of item i, renamed by `map`
  const profile = (i: number, map: (item: number) => number): string => {
    let a = 0;
    let b = 0;
    for (const o of optionsOf.get(i)!) {
      const f = table.print(o, map, isSite);
      a = (a + mix(f % 0x100000000)) | 0;
      b = (b + mix(Math.floor(f / 0x100000000) ^ 0x68e31da4)) | 0;
    }
    return `${items[i]!.kind}\n${fingerprint(a, b)}`;
  };
  // the same exactly, as text: used only if fingerprints that collide misled a candidate
  const exactProfile = (i: number, map: (item: number) => number): string =>
    `${items[i]!.kind}\n${optionsOf
      .get(i)!
      .map((o) => table.text(o, map, isSite))
      .sort()
      .join('\n')}`;
  const pools = function* (by: (i: number, map: (item: number) => number) => string): Steps<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    for (const i of others) {
      if (clock.due()) yield* clock.pause();
      const p = by(i, (x) => x);
      const list = out.get(p);
      if (list) list.push(i);
      else out.set(p, [i]);
    }
    return out;
  };
  const original = yield* pools(profile);
  let originalExact: Map<string, number[]> | undefined;
  /** Maps the non-site items (pieces) for `perm`, whose sites are mapped; false if some piece has no image. */
  const mapOthers = function* (perm: Int32Array, exact: boolean): Steps<boolean> {
    const by = exact ? exactProfile : profile;
    const where = exact ? (originalExact ??= yield* pools(exactProfile)) : original;
    const used = new Set<number>();
    // per pool, the pieces before this place are all used: a pool of many alike pieces is
    // gone through once, not once per piece
    const first = new Map<number[], number>();
    for (const i of others) {
      if (clock.due()) yield* clock.pause();
      const pool = where.get(by(i, (x) => perm[x]!)) ?? [];
      let j: number | undefined;
      if (!used.has(i) && inPool(pool, i)) j = i;
      else {
        let at = first.get(pool) ?? 0;
        while (at < pool.length && used.has(pool[at]!)) at++;
        first.set(pool, at);
        j = pool[at];
      }
      if (j === undefined) return false;
      used.add(j);
      perm[i] = j;
    }
    return true;
  };
  // whether item i is in its pool (pools list items in increasing order)
  const inPool = (pool: readonly number[], i: number): boolean => {
    let lo = 0;
    let hi = pool.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pool[mid]! < i) lo = mid + 1;
      else hi = mid;
    }
    return pool[lo] === i;
  };
  const taken = new Uint8Array(problem.options.length);
  /** The option permutation of `perm`: each option to the first one not yet taken that is its image. */
  const mapOptions = function* (perm: Int32Array): Steps<Int32Array | undefined> {
    const options = new Int32Array(problem.options.length);
    taken.fill(0);
    // per list of options alike, the options before this place are all taken: repeated
    // options are gone through once, not once per option
    const first = new Map<readonly number[], number>();
    for (let o = 0; o < options.length; o++) {
      if (clock.due()) yield* clock.pause();
      let target = -1;
      const list = table.withPrint(table.print(o, (x) => perm[x]!));
      let at = first.get(list) ?? 0;
      while (at < list.length && taken[list[at]!] !== 0) at++;
      first.set(list, at);
      for (let k = at; k < list.length; k++) {
        const t = list[k]!;
        if (taken[t] === 0 && table.same(o, perm, t)) {
          target = t;
          break;
        }
      }
      if (target < 0) return undefined;
      taken[target] = 1;
      options[o] = target;
    }
    return options;
  };

  const seen = new Set<string>();
  for (const sym of candidates) {
    yield* clock.pause();
    const perm = new Int32Array(n).fill(-1);
    let ok = true;
    // sites go where the lattice symmetry takes them
    for (let i = 0; i < n && ok; i++) {
      if (clock.due()) yield* clock.pause();
      const it = items[i]!;
      if (!it.site) continue;
      const image = applyBoxSymmetry(lattice.group, sym, it.site);
      const name = image && lattice.formatItem(image, it.suffix);
      const j = name === undefined ? undefined : index.get(name);
      ok = j !== undefined && items[j]!.kind === it.kind && items[j]!.site !== undefined;
      if (ok) perm[i] = j!;
    }
    // other items go to an item whose options have the images of their options' sites
    // (fingerprints propose, and the check of every option decides; a candidate whose
    // options fail is tried again with pieces mapped by their exact profiles, so a
    // collision cannot lose a symmetry: this costs time only for candidates that are no
    // symmetry, such as those that colors or secondary items rule out)
    if (!ok || !(yield* mapOthers(perm, exact))) continue;
    let options = new Set(perm).size === n ? yield* mapOptions(perm) : undefined;
    if (options === undefined && !exact && (yield* mapOthers(perm, true)) && new Set(perm).size === n) options = yield* mapOptions(perm);
    if (options === undefined) continue;
    // a lattice symmetry that moves no item (the mirror along a strip one cell wide) is the identity again
    const key = `${perm.join(',')}/${options.join(',')}`;
    if (!seen.has(key)) {
      seen.add(key);
      found.push({ items: perm, options, rotation: sym.rotation, lattice: sym });
    }
  }
}

/**
 * The pieces a symmetry renames, as pairs of item names (each pair once, in item
 * order): a reflection that turns a piece into its mirror image names both, the Soma
 * screws `A` and `B`, the one-sided pentominoes `F` and `f`. Items that are sites of
 * the lattice (cells, edges, ...) are not pieces.
 */
export function renamedPieces(problem: Problem, lattice: LatticeDescriptor, symmetry: Pick<ProblemSymmetry, 'items'>): [string, string][] {
  const items = finish(itemsOf(problem, problemReading(lattice, problem), new Clock(undefined)));
  const out: [string, string][] = [];
  items.forEach((it, i) => {
    const j = symmetry.items[i]!;
    if (it.site === undefined && j > i) out.push([it.name, items[j]!.name]);
  });
  return out;
}
