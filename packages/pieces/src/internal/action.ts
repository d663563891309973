import type { LatticeDescriptor } from '@polydance/lattice';

/**
 * What the enumerator asks of a lattice: its cells' kinds, its neighbours, its point
 * group, and where given the units polyforms are made of and where a set of sites goes
 * among its translates.
 */
export type PolyformGeometry = Pick<LatticeDescriptor, 'name' | 'boxKinds' | 'neighbours' | 'group'> & Partial<Pick<LatticeDescriptor, 'units' | 'origin'>>;

/** Coordinates stay below this after normalization (a polyform of n cells spans fewer than 2n + 2). */
export const SPAN = 128;
/** Kinds of cell a lattice may have, at most. */
export const KINDS = 8;
/** The largest polyform the enumerator makes, in units (cells, edges, half squares). */
export const MAX_SIZE = 40;
/** Added to coordinates in keys of sites near a polyform, which may be a little below 0. */
export const OFF = 8;

/** A cell as a packed integer: ((x · SPAN + y) · SPAN + z) · KINDS + kind index, so that numeric order is x, y, z, kind. */
export function pack(kind: number, x: number, y: number, z: number): number {
  return ((x * SPAN + y) * SPAN + z) * KINDS + kind;
}

/**
 * The point group and the neighbours of a lattice as integer tables, read once from
 * its descriptor: each group element maps a cell of kind k at (x, y, z) to a cell of
 * kind k' at M·(x, y, z) + b (an affine map for each kind, since the element is linear
 * and translations keep kinds), and the neighbours of a cell are those of the cell of
 * its kind at the origin, moved.
 */
export class LatticeAction {
  readonly kinds: readonly number[];
  readonly dimensions: 2 | 3;
  readonly elements: number;
  /** Per element and kind index (at (e · kinds + i) · 13): target kind index, then M row by row (9), then b (3). */
  readonly maps: Int32Array;
  /** Per kind index: [kind index, dx, dy, dz] of each neighbour (see {@link aroundAt}). */
  readonly around: readonly Int32Array[];
  /** For a lattice whose translations are not all whole vectors (it has an `origin`): each site's neighbours, as read. */
  private readonly aroundSites = new Map<number, Int32Array>();
  /** Whether each element is a rotation. */
  readonly rotation: readonly boolean[];
  /** The units polyforms are made of, each as [kind index, x, y, z] of its sites: the descriptor's `units`, or one cell of each kind. */
  readonly units: readonly Int32Array[];
  /** The number of sites of a unit (every unit has as many). */
  readonly unitSize: number;

  constructor(readonly lattice: PolyformGeometry) {
    const kinds = lattice.boxKinds;
    if (kinds.length === 0 || kinds.length > KINDS) throw new RangeError(`lattice ${lattice.name}: between 1 and ${KINDS} kinds of cell, not ${kinds.length}`);
    this.kinds = kinds;
    this.dimensions = lattice.group.geometry.dimensions;
    const group = lattice.group;
    this.elements = group.elements.length;
    this.rotation = group.elements.map((e) => e.rotation);
    this.maps = new Int32Array(this.elements * kinds.length * 13);
    const indexOf = (kind: number, what: string): number => {
      const i = kinds.indexOf(kind);
      if (i < 0) throw new RangeError(`lattice ${lattice.name}: ${what} is a site of kind ${kind}, not one of the box kinds ${kinds.join(', ')}`);
      return i;
    };
    for (let e = 0; e < this.elements; e++) {
      for (let i = 0; i < kinds.length; i++) {
        const at = (x: number, y: number, z: number) => {
          const s = group.apply(e, { kind: kinds[i]!, x, y, z });
          if (!s) throw new RangeError(`lattice ${lattice.name}: element ${e} maps a cell to no site`);
          return s;
        };
        const o = at(0, 0, 0);
        const unit = [at(1, 0, 0), at(0, 1, 0), this.dimensions === 3 ? at(0, 0, 1) : o];
        const base = (e * kinds.length + i) * 13;
        this.maps[base] = indexOf(o.kind, 'the image of a cell');
        for (let c = 0; c < 3; c++) {
          const u = unit[c]!;
          this.maps[base + 1 + c] = u.x - o.x;
          this.maps[base + 4 + c] = u.y - o.y;
          this.maps[base + 7 + c] = u.z - o.z;
        }
        this.maps[base + 10] = o.x;
        this.maps[base + 11] = o.y;
        this.maps[base + 12] = o.z;
        // the map is affine: check it where it was not read off
        const probe = at(2, -3, this.dimensions === 3 ? 5 : 0);
        const [k, x, y, z] = this.apply(e, i, 2, -3, this.dimensions === 3 ? 5 : 0);
        if (kinds[k] !== probe.kind || x !== probe.x || y !== probe.y || z !== probe.z) {
          throw new RangeError(`lattice ${lattice.name}: element ${e} does not map site coordinates by a translation-invariant rule`);
        }
      }
    }
    const units = lattice.units ?? kinds.map((kind) => [{ kind, x: 0, y: 0, z: 0 }]);
    this.units = units.map((u) => Int32Array.from(u.flatMap((site) => [indexOf(site.kind, 'a unit'), site.x, site.y, site.z])));
    this.unitSize = units[0]?.length ?? 0;
    if (units.length === 0 || units.length > KINDS || units.some((u) => u.length !== this.unitSize || u.length === 0)) {
      throw new RangeError(`lattice ${lattice.name}: between 1 and ${KINDS} units, all of as many sites`);
    }
    this.around = kinds.map((kind) =>
      Int32Array.from(
        lattice.neighbours({ kind, x: 0, y: 0, z: 0 }).flatMap((n) => [indexOf(n.kind, 'a neighbour'), n.x, n.y, n.z]),
      ),
    );
  }

  /**
   * The neighbours of the cell (kind index i, x, y, z), as [kind index, dx, dy, dz] each:
   * those of the cell of its kind at the origin, or, on a lattice whose translations are
   * not all whole vectors (the hexagonal grid of sticks), those the descriptor gives at
   * that very site.
   */
  aroundAt(i: number, x: number, y: number, z: number): Int32Array {
    if (this.lattice.origin === undefined) return this.around[i]!;
    const key = pack(i, x + OFF, y + OFF, z + OFF);
    let around = this.aroundSites.get(key);
    if (around === undefined) {
      const kinds = this.kinds;
      around = Int32Array.from(
        this.lattice.neighbours({ kind: kinds[i]!, x, y, z }).flatMap((n) => [kinds.indexOf(n.kind), n.x - x, n.y - y, n.z - z]),
      );
      if (around.some((v, j) => j % 4 === 0 && v < 0)) throw new RangeError(`lattice ${this.lattice.name}: a neighbour is not of a box kind`);
      this.aroundSites.set(key, around);
    }
    return around;
  }

  /** The image of cell (kind index i, x, y, z) under element e: [kind index, x, y, z]. */
  apply(e: number, i: number, x: number, y: number, z: number): [number, number, number, number] {
    const m = this.maps;
    const b = (e * this.kinds.length + i) * 13;
    return [
      m[b]!,
      m[b + 1]! * x + m[b + 2]! * y + m[b + 3]! * z + m[b + 10]!,
      m[b + 4]! * x + m[b + 5]! * y + m[b + 6]! * z + m[b + 11]!,
      m[b + 7]! * x + m[b + 8]! * y + m[b + 9]! * z + m[b + 12]!,
    ];
  }

  /** The element indices of the orientations a piece of this handedness takes. */
  subgroup(hand: 'free' | 'one-sided' | 'fixed'): number[] {
    if (hand === 'fixed') return [0];
    const all = Array.from({ length: this.elements }, (_, e) => e);
    return hand === 'free' ? all : all.filter((e) => this.rotation[e]);
  }
}

/** The cells of a packed polyform as parallel arrays. */
export interface Cells {
  readonly kind: Int32Array;
  readonly x: Int32Array;
  readonly y: Int32Array;
  readonly z: Int32Array;
}

export function unpack(form: ArrayLike<number>): Cells {
  const n = form.length;
  const cells = { kind: new Int32Array(n), x: new Int32Array(n), y: new Int32Array(n), z: new Int32Array(n) };
  for (let j = 0; j < n; j++) {
    let v = form[j]!;
    cells.kind[j] = v % KINDS;
    v = Math.floor(v / KINDS);
    cells.z[j] = v % SPAN;
    v = Math.floor(v / SPAN);
    cells.y[j] = v % SPAN;
    cells.x[j] = Math.floor(v / SPAN);
  }
  return cells;
}

/** Compares two packed polyforms of the same size, lexicographically. */
export function compareForms(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return a[j]! - b[j]!;
  return a.length - b.length;
}

/**
 * Images of polyforms under group elements, normalized and packed: the enumerator's
 * inner loop, on typed arrays allocated once.
 */
export class Imager {
  private readonly k: Int32Array;
  private readonly x: Int32Array;
  private readonly y: Int32Array;
  private readonly z: Int32Array;
  /** For a lattice with an `origin`: the sites it is given, one list per size, made once. */
  private readonly sites: { kind: number; x: number; y: number; z: number }[][] = [];

  constructor(readonly action: LatticeAction) {
    const n = (MAX_SIZE + 1) * action.unitSize;
    this.k = new Int32Array(n);
    this.x = new Int32Array(n);
    this.y = new Int32Array(n);
    this.z = new Int32Array(n);
  }

  /**
   * The image of the first n cells under element e, translated so that its least x, y
   * and z are 0 (or as the lattice's `origin` says), packed and sorted, written into
   * `out` (n long).
   */
  image(e: number, cells: Cells, n: number, out: Int32Array): Int32Array {
    const { k, x, y, z } = this;
    let x0 = Infinity;
    let y0 = Infinity;
    let z0 = Infinity;
    const m = this.action.maps;
    const kinds = this.action.kinds.length;
    for (let j = 0; j < n; j++) {
      // action.apply, inlined: this is the enumerator's innermost loop
      const b = (e * kinds + cells.kind[j]!) * 13;
      const cx = cells.x[j]!;
      const cy = cells.y[j]!;
      const cz = cells.z[j]!;
      const kk = m[b]!;
      const xx = m[b + 1]! * cx + m[b + 2]! * cy + m[b + 3]! * cz + m[b + 10]!;
      const yy = m[b + 4]! * cx + m[b + 5]! * cy + m[b + 6]! * cz + m[b + 11]!;
      const zz = m[b + 7]! * cx + m[b + 8]! * cy + m[b + 9]! * cz + m[b + 12]!;
      k[j] = kk;
      x[j] = xx;
      y[j] = yy;
      z[j] = zz;
      if (xx < x0) x0 = xx;
      if (yy < y0) y0 = yy;
      if (zz < z0) z0 = zz;
    }
    const origin = this.action.lattice.origin;
    if (origin !== undefined) [x0, y0, z0] = this.shift(origin, n);
    for (let j = 0; j < n; j++) out[j] = pack(k[j]!, x[j]! - x0, y[j]! - y0, z[j]! - z0);
    return out.sort();
  }

  /** What the lattice's `origin` says of the first n sites of the image: the translation's negative. */
  private shift(origin: NonNullable<PolyformGeometry['origin']>, n: number): [number, number, number] {
    let sites = this.sites[n];
    if (sites === undefined) this.sites[n] = sites = Array.from({ length: n }, () => ({ kind: 0, x: 0, y: 0, z: 0 }));
    const kinds = this.action.kinds;
    for (let j = 0; j < n; j++) {
      const s = sites[j]!;
      s.kind = kinds[this.k[j]!]!;
      s.x = this.x[j]!;
      s.y = this.y[j]!;
      s.z = this.z[j]!;
    }
    const [dx, dy, dz] = origin(sites);
    return [-dx, -dy, -dz];
  }

  /** The least image of the first n cells under the given elements (a new array). */
  least(elements: readonly number[], cells: Cells, n: number): Int32Array {
    const best = new Int32Array(n);
    const next = new Int32Array(n);
    this.image(elements[0]!, cells, n, best);
    for (let i = 1; i < elements.length; i++) {
      this.image(elements[i]!, cells, n, next);
      if (compareForms(next, best) < 0) best.set(next);
    }
    return best;
  }
}
