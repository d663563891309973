import type { Site } from '@polydance/lattice';
import type { Handedness } from '@polydance/spec-parser';
import { compareForms, Imager, LatticeAction, MAX_SIZE, OFF, pack, SPAN, unpack } from './internal/action.js';
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
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new RangeError(`a polyform has 1 to ${MAX_SIZE} units, not ${size}`);
}

/**
 * Every polyform of `size` units (cells; edges for sticks; half squares for abolos),
 * one of each class, as packed sites in the class's canonical orientation (the least
 * of its images under the handedness's elements, each translated to least coordinates
 * 0 or where the lattice's `origin` says), in increasing order.
 *
 * Each polyform of n units has a unit whose removal leaves it connected (a leaf of a
 * spanning tree), so the classes of size n are found by adding a unit next to the
 * canonical form of each class of size n − 1, in every way, and keeping the canonical
 * forms of the results once each.
 */
export function enumeratePacked(action: LatticeAction, size: number, hand: Handedness): Int32Array[] {
  checkSize(size);
  const elements = action.subgroup(hand);
  const imager = new Imager(action);
  const us = action.unitSize;
  const sites = size * us;
  const cells: Cells = {
    kind: new Int32Array(sites),
    x: new Int32Array(sites),
    y: new Int32Array(sites),
    z: new Int32Array(sites),
  };
  /** Writes unit u moved by (tx, ty, tz) at cells[at ...]. */
  const place = (u: Int32Array, at: number, tx: number, ty: number, tz: number): void => {
    for (let i = 0; i < us; i++) {
      cells.kind[at + i] = u[4 * i]!;
      cells.x[at + i] = u[4 * i + 1]! + tx;
      cells.y[at + i] = u[4 * i + 2]! + ty;
      cells.z[at + i] = u[4 * i + 3]! + tz;
    }
  };
  let level = new Map<string, Int32Array>();
  for (const u of action.units) {
    place(u, 0, 0, 0, 0);
    const form = imager.least(elements, cells, us);
    level.set(form.join(','), form);
  }
  // keys of sites (and of placed units) near a form, whose coordinates may be a little below 0
  const key = (k: number, x: number, y: number, z: number): number => pack(k, x + OFF, y + OFF, z + OFF);
  const inside = new Set<number>();
  const tried = new Set<number>();
  for (let n = 2; n <= size; n++) {
    const m = (n - 1) * us;
    const next = new Map<string, Int32Array>();
    for (const form of level.values()) {
      const have = unpack(form);
      inside.clear();
      tried.clear();
      for (let j = 0; j < m; j++) inside.add(key(have.kind[j]!, have.x[j]!, have.y[j]!, have.z[j]!));
      cells.kind.set(have.kind);
      cells.x.set(have.x);
      cells.y.set(have.y);
      cells.z.set(have.z);
      for (let j = 0; j < m; j++) {
        const around = action.aroundAt(have.kind[j]!, have.x[j]!, have.y[j]!, have.z[j]!);
        for (let a = 0; a < around.length; a += 4) {
          const k = around[a]!;
          const x = have.x[j]! + around[a + 1]!;
          const y = have.y[j]! + around[a + 2]!;
          const z = have.z[j]! + around[a + 3]!;
          if (inside.has(key(k, x, y, z))) continue;
          // every unit with a site of kind k, moved so that the site is this one
          for (let u = 0; u < action.units.length; u++) {
            const unit = action.units[u]!;
            for (let i = 0; i < us; i++) {
              if (unit[4 * i] !== k) continue;
              const tx = x - unit[4 * i + 1]!;
              const ty = y - unit[4 * i + 2]!;
              const tz = z - unit[4 * i + 3]!;
              const id = key(u, tx, ty, tz);
              if (tried.has(id)) continue;
              tried.add(id);
              let free = true;
              for (let q = 0; q < us && free; q++) free = !inside.has(key(unit[4 * q]!, unit[4 * q + 1]! + tx, unit[4 * q + 2]! + ty, unit[4 * q + 3]! + tz));
              if (!free) continue;
              place(unit, m, tx, ty, tz);
              const grown = imager.least(elements, cells, m + us);
              const text = grown.join(',');
              if (!next.has(text)) next.set(text, grown);
            }
          }
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

/** A list of sites, packed and normalized (least x, y, z 0, or where the lattice's `origin` says) and sorted. */
export function packSites(action: LatticeAction, sites: readonly Site[]): Int32Array {
  const origin = action.lattice.origin;
  const [dx, dy, dz] = origin ? origin(sites) : [-Math.min(...sites.map((s) => s.x)), -Math.min(...sites.map((s) => s.y)), -Math.min(...sites.map((s) => s.z))];
  const out = Int32Array.from(sites, (s) => {
    const k = action.kinds.indexOf(s.kind);
    if (k < 0) throw new RangeError(`a site of kind ${s.kind} is no cell of the ${action.lattice.name} lattice`);
    const [x, y, z] = [s.x + dx, s.y + dy, s.z + dz];
    if (x < 0 || y < 0 || z < 0 || x >= SPAN || y >= SPAN || z >= SPAN) throw new RangeError('a polyform too wide');
    return pack(k, x, y, z);
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

/**
 * Whether a list of sites is a polyform: cells of the lattice, each once, connected
 * through neighbours, and where the lattice has `units`, made of whole units (an abolo's
 * quarters paired into half squares).
 */
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
  return reached.size === all.size && (lattice.units === undefined || tiledByUnits(lattice.units, sites, key));
}

/** Whether the sites are the disjoint union of translated units: the first site left is covered by each unit in turn. */
function tiledByUnits(units: readonly (readonly Site[])[], sites: readonly Site[], key: (s: Site) => string): boolean {
  const left = new Set(sites.map(key));
  const cover = (): boolean => {
    const first = sites.find((s) => left.has(key(s)));
    if (first === undefined) return true;
    for (const unit of units) {
      for (const anchor of unit) {
        if (anchor.kind !== first.kind) continue;
        const keys = unit.map((u) => key({ kind: u.kind, x: u.x - anchor.x + first.x, y: u.y - anchor.y + first.y, z: u.z - anchor.z + first.z }));
        if (!keys.every((k) => left.has(k))) continue;
        for (const k of keys) left.delete(k);
        if (cover()) return true;
        for (const k of keys) left.add(k);
      }
    }
    return false;
  };
  return cover();
}

/**
 * Every polyform of `size` units (cells, edges for sticks, half squares for abolos) on a lattice, one of each class: `free`, up to
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

/** How many polyforms of `size` units there are: {@link enumeratePolyforms}'s length. */
export function countPolyforms(lattice: PolyformGeometry, size: number, hand: Handedness = 'free'): number {
  return enumeratePacked(actionOf(lattice), size, hand).length;
}
