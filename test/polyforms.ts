// Brute force on any lattice, from what its descriptor says and nothing else (the
// packages' tests share it; no source file imports it): every polyform of a size, fixed
// and free, grown unit by unit; the orientations of a piece; the tilings of a box, found
// by covering its first free site with every orientation of every piece. The types are
// the shapes of @polydance/lattice's, written out so that this file imports no package.

/** A site of a lattice: a cell, an edge or a point. */
export interface Site {
  readonly kind: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** What the brute force asks of a lattice descriptor. */
export interface Lattice {
  readonly boxKinds: readonly number[];
  neighbours(site: Site): readonly Site[];
  readonly units?: readonly (readonly Site[])[];
  readonly origin?: (sites: readonly Site[]) => readonly [number, number, number];
  readonly group: {
    readonly elements: readonly unknown[];
    apply(g: number, site: Site): Site | undefined;
  };
}

const siteKey = (s: Site): string => `${s.kind},${s.x},${s.y},${s.z}`;

/**
 * A set of sites moved to its place among its translates (the lattice's `origin`, or its
 * least x, y and z at 0), as text: equal texts, translates of each other.
 */
export function fixedKey(sites: readonly Site[], lattice?: Pick<Lattice, 'origin'>): string {
  const [dx, dy, dz] = lattice?.origin?.(sites) ?? [-Math.min(...sites.map((s) => s.x)), -Math.min(...sites.map((s) => s.y)), -Math.min(...sites.map((s) => s.z))];
  return sites
    .map((s) => siteKey({ kind: s.kind, x: s.x + dx, y: s.y + dy, z: s.z + dz }))
    .sort()
    .join(' ');
}

/** The sites of a key made by {@link fixedKey}. */
export function sitesOf(key: string): Site[] {
  return key.split(' ').map((t) => {
    const [kind, x, y, z] = t.split(',').map(Number) as [number, number, number, number];
    return { kind, x, y, z };
  });
}

/** The image of a set of sites under element g of the lattice's point group. */
function image(lattice: Lattice, g: number, sites: readonly Site[]): Site[] {
  return sites.map((s) => {
    const t = lattice.group.apply(g, s);
    if (!t) throw new Error(`the point group sends ${siteKey(s)} to no site`);
    return t;
  });
}

/** The distinct fixed forms (keys) of a set of sites under the point group: its orientations. */
export function orientationKeys(lattice: Lattice, sites: readonly Site[], rotationsOnly = false): Set<string> {
  const out = new Set<string>();
  lattice.group.elements.forEach((e, g) => {
    if (rotationsOnly && !(e as { rotation: boolean }).rotation) return;
    out.add(fixedKey(image(lattice, g, sites), lattice));
  });
  return out;
}

/** The key of a polyform's class under the whole point group (the least of its orientations). */
export function freeKey(lattice: Lattice, sites: readonly Site[]): string {
  return [...orientationKeys(lattice, sites)].sort()[0]!;
}

/** The units polyforms are made of, each at the origin: the descriptor's, or one site of each box kind. */
function units(lattice: Lattice): (readonly Site[])[] {
  return lattice.units ? [...lattice.units] : lattice.boxKinds.map((kind) => [{ kind, x: 0, y: 0, z: 0 }]);
}

/**
 * Every fixed polyform (distinct up to translation) of 1 to `max` units, as keys: size 1
 * is the units; size n + 1 adds to a polyform of size n a unit, moved anywhere, that
 * covers no site of it and has a site next to one of its sites.
 */
export function fixedPolyforms(lattice: Lattice, max: number): string[][] {
  const shapes = units(lattice);
  const bySize: string[][] = [[], [...new Set(shapes.map((u) => fixedKey(u, lattice)))]];
  for (let n = 2; n <= max; n++) {
    const next = new Set<string>();
    for (const key of bySize[n - 1]!) {
      const sites = sitesOf(key);
      const have = new Set(sites.map(siteKey));
      for (const s of sites) {
        for (const t of lattice.neighbours(s)) {
          if (have.has(siteKey(t))) continue;
          for (const unit of shapes) {
            for (const anchor of unit) {
              if (anchor.kind !== t.kind) continue;
              const moved = unit.map((u) => ({ kind: u.kind, x: u.x - anchor.x + t.x, y: u.y - anchor.y + t.y, z: u.z - anchor.z + t.z }));
              if (moved.some((u) => have.has(siteKey(u)))) continue;
              next.add(fixedKey([...sites, ...moved], lattice));
            }
          }
        }
      }
    }
    bySize.push([...next].sort());
  }
  return bySize;
}

/** The free polyforms (one fixed form of each class under the point group) of each size. */
export function freePolyforms(lattice: Lattice, fixed: readonly (readonly string[])[]): string[][] {
  return fixed.map((keys) => {
    const classes = new Map<string, string>();
    for (const key of keys) {
      const free = freeKey(lattice, sitesOf(key));
      if (!classes.has(free)) classes.set(free, key);
    }
    return [...classes.values()];
  });
}

/**
 * The number of ways to tile the box (a set of sites) with the pieces, each used as
 * often as `copies` says (once by default), in any orientation of the point group and
 * any translation: the first free site of the box, in the order given, is covered by
 * every orientation of every piece left, at every site of the piece's kind; a site of a
 * piece outside the box, or covered already, rules the placement out. With `accept`,
 * only the tilings it accepts (given as the placed pieces' sites) count.
 */
export function bruteTilings(
  lattice: Lattice,
  box: readonly Site[],
  pieces: readonly (readonly Site[])[],
  copies?: readonly number[],
  accept?: (placed: readonly (readonly Site[])[]) => boolean,
): number {
  const inBox = new Set(box.map(siteKey));
  const covered = new Set<string>();
  const left = pieces.map((_, i) => copies?.[i] ?? 1);
  const orientations = pieces.map((p) => [...orientationKeys(lattice, p)].map(sitesOf));
  const placed: Site[][] = [];
  let count = 0;
  const search = (): void => {
    const target = box.find((s) => !covered.has(siteKey(s)));
    if (target === undefined) {
      if (left.every((n) => n === 0) && (accept === undefined || accept(placed))) count++;
      return;
    }
    pieces.forEach((_, i) => {
      if (left[i] === 0) return;
      for (const o of orientations[i]!) {
        for (const anchor of o) {
          if (anchor.kind !== target.kind) continue;
          const sites = o.map((s) => ({ kind: s.kind, x: s.x - anchor.x + target.x, y: s.y - anchor.y + target.y, z: s.z - anchor.z + target.z }));
          const keys = sites.map(siteKey);
          if (!keys.every((k) => inBox.has(k) && !covered.has(k))) continue;
          left[i]!--;
          for (const k of keys) covered.add(k);
          placed.push(sites);
          search();
          placed.pop();
          for (const k of keys) covered.delete(k);
          left[i]!++;
        }
      }
    });
  };
  search();
  return count;
}

/** Counts exact covers: primary items exactly once, every other item at most once. */
export function countCovers(options: readonly (readonly string[])[], primary: readonly string[]): number {
  const covered = new Set<string>();
  let count = 0;
  const search = (): void => {
    let choices: (readonly string[])[] | undefined;
    for (const p of primary) {
      if (covered.has(p)) continue;
      const fit = options.filter((o) => o.includes(p) && o.every((i) => !covered.has(i)));
      if (choices === undefined || fit.length < choices.length) choices = fit;
      if (fit.length === 0) break;
    }
    if (choices === undefined) {
      count++;
      return;
    }
    for (const o of choices) {
      for (const i of o) covered.add(i);
      search();
      for (const i of o) covered.delete(i);
    }
  };
  search();
  return count;
}

/** The exact covers of a generated problem: its options (item names), its primary items each once. */
export function problemCovers(problem: {
  readonly options: readonly (readonly { readonly item: string }[])[];
  readonly primary: readonly { readonly name: string }[];
}): number {
  return countCovers(
    problem.options.map((o) => o.map((i) => i.item)),
    problem.primary.map((i) => i.name),
  );
}

/** A spec of a box line and pieces named A, B, C, ... in the order given. */
export function piecesSpec(box: string, pieces: readonly string[]): string {
  return `${box}\n${pieces.map((p, i) => `${String.fromCharCode(65 + i)} ${p}`).join('\n')}\n`;
}
