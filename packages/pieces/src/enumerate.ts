import type { Site } from '@polydance/lattice';
import type { Handedness } from '@polydance/spec-parser';
import { compareForms, Imager, LatticeAction, MAX_SIZE, pack, SPAN, unpack } from './internal/action.js';
import type { Cells, PolyformGeometry } from './internal/action.js';

export type { PolyformGeometry } from './internal/action.js';

/** The lattices' tables, made once per descriptor. */
const actions = new WeakMap<PolyformGeometry, LatticeAction>();

/** The integer tables of a lattice's group and neighbours (made once, then shared). */
export function actionOf(lattice: PolyformGeometry): LatticeAction {
  let action = actions.get(lattice);
  if (action === undefined) {
    action = new LatticeAction(lattice);
    actions.set(lattice, action);
  }
  return action;
}

function checkSize(size: number): void {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new RangeError(`a polyform has 1 to ${MAX_SIZE} cells, not ${size}`);
}

/**
 * Every polyform of `size` cells, one of each class, as packed cells in the class's
 * canonical orientation (the least of its images under the handedness's elements, each
 * translated to least coordinates 0), in increasing order.
 *
 * Each polyform of n cells has a cell whose removal leaves it connected (a leaf of a
 * spanning tree), so the classes of size n are found by adding a neighbour cell to the
 * canonical form of each class of size n − 1, in every way, and keeping the canonical
 * forms of the results once each.
 */
export function enumeratePacked(action: LatticeAction, size: number, hand: Handedness): Int32Array[] {
  checkSize(size);
  const elements = action.subgroup(hand);
  const imager = new Imager(action);
  const cells: Cells = {
    kind: new Int32Array(size),
    x: new Int32Array(size),
    y: new Int32Array(size),
    z: new Int32Array(size),
  };
  let level = new Map<string, Int32Array>();
  for (let i = 0; i < action.kinds.length; i++) {
    cells.kind[0] = i;
    const form = imager.least(elements, cells, 1);
    level.set(form.join(','), form);
  }
  // a cell one step outside a normalized form may have coordinate −1: move everything by 1
  const inside = new Set<number>();
  const tried = new Set<number>();
  for (let n = 2; n <= size; n++) {
    const next = new Map<string, Int32Array>();
    for (const form of level.values()) {
      const have = unpack(form);
      inside.clear();
      tried.clear();
      for (let j = 0; j < n - 1; j++) inside.add(pack(have.kind[j]!, have.x[j]! + 1, have.y[j]! + 1, have.z[j]! + 1));
      for (let j = 0; j < n - 1; j++) {
        cells.kind[j] = have.kind[j]!;
        cells.x[j] = have.x[j]! + 1;
        cells.y[j] = have.y[j]! + 1;
        cells.z[j] = have.z[j]! + 1;
      }
      for (let j = 0; j < n - 1; j++) {
        const around = action.around[have.kind[j]!]!;
        for (let a = 0; a < around.length; a += 4) {
          const k = around[a]!;
          const x = have.x[j]! + 1 + around[a + 1]!;
          const y = have.y[j]! + 1 + around[a + 2]!;
          const z = have.z[j]! + 1 + around[a + 3]!;
          const key = pack(k, x, y, z);
          if (inside.has(key) || tried.has(key)) continue;
          tried.add(key);
          cells.kind[n - 1] = k;
          cells.x[n - 1] = x;
          cells.y[n - 1] = y;
          cells.z[n - 1] = z;
          const grown = imager.least(elements, cells, n);
          const id = grown.join(',');
          if (!next.has(id)) next.set(id, grown);
        }
      }
    }
    level = next;
  }
  return [...level.values()].sort(compareForms);
}

/** The sites of a packed polyform. */
export function sitesOf(action: LatticeAction, form: ArrayLike<number>): Site[] {
  const c = unpack(form);
  return Array.from(c.kind, (k, j) => ({ kind: action.kinds[k]!, x: c.x[j]!, y: c.y[j]!, z: c.z[j]! }));
}

/** A list of sites, packed and normalized (least x, y, z 0) and sorted. */
export function packSites(action: LatticeAction, sites: readonly Site[]): Int32Array {
  const x0 = Math.min(...sites.map((s) => s.x));
  const y0 = Math.min(...sites.map((s) => s.y));
  const z0 = Math.min(...sites.map((s) => s.z));
  const out = Int32Array.from(sites, (s) => {
    const k = action.kinds.indexOf(s.kind);
    if (k < 0) throw new RangeError(`a site of kind ${s.kind} is no cell of the ${action.lattice.name} lattice`);
    if (s.x - x0 >= SPAN || s.y - y0 >= SPAN || s.z - z0 >= SPAN) throw new RangeError('a polyform too wide');
    return pack(k, s.x - x0, s.y - y0, s.z - z0);
  });
  return out.sort();
}

/** The canonical form of a packed polyform under a handedness: the least of its images. */
export function canonicalForm(action: LatticeAction, form: ArrayLike<number>, hand: Handedness): Int32Array {
  return new Imager(action).least(action.subgroup(hand), unpack(form), form.length);
}

/** The images of a packed polyform under the elements of a handedness, each once, in the group's order. */
export function orientations(action: LatticeAction, form: ArrayLike<number>, hand: Handedness): Int32Array[] {
  const imager = new Imager(action);
  const cells = unpack(form);
  const seen = new Set<string>();
  const out: Int32Array[] = [];
  for (const e of action.subgroup(hand)) {
    const image = imager.image(e, cells, form.length, new Int32Array(form.length));
    const id = image.join(',');
    if (!seen.has(id)) {
      seen.add(id);
      out.push(image);
    }
  }
  return out;
}

/** Whether a list of sites is a polyform: cells of the lattice, each once, connected through neighbours. */
export function isPolyform(lattice: PolyformGeometry, sites: readonly Site[]): boolean {
  const key = (s: Site): string => `${s.kind},${s.x},${s.y},${s.z}`;
  const all = new Set(sites.map(key));
  if (sites.length === 0 || all.size !== sites.length || !sites.every((s) => lattice.boxKinds.includes(s.kind))) return false;
  const reached = new Set([key(sites[0]!)]);
  const stack = [sites[0]!];
  while (stack.length > 0) {
    for (const n of lattice.neighbours(stack.pop()!)) {
      const k = key(n);
      if (all.has(k) && !reached.has(k)) {
        reached.add(k);
        stack.push(n);
      }
    }
  }
  return reached.size === all.size;
}

/**
 * Every polyform of `size` cells on a lattice, one of each class: `free`, up to
 * rotations, reflections and translations; `one-sided`, up to rotations and
 * translations; `fixed`, up to translations. Each comes as its sites (cells, or edges
 * for sticks) in the class's canonical orientation, translated so that its least x, y
 * and z are 0, sorted by x, y, z, kind; the classes in the order of those lists.
 * Everything comes from the lattice's descriptor: its box kinds, neighbours and point
 * group.
 */
export function enumeratePolyforms(lattice: PolyformGeometry, size: number, hand: Handedness = 'free'): Site[][] {
  const action = actionOf(lattice);
  return enumeratePacked(action, size, hand).map((f) => sitesOf(action, f));
}

/** How many polyforms of `size` cells there are: {@link enumeratePolyforms}'s length. */
export function countPolyforms(lattice: PolyformGeometry, size: number, hand: Handedness = 'free'): number {
  return enumeratePacked(actionOf(lattice), size, hand).length;
}
