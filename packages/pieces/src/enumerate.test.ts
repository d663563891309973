import { describe, expect, it } from 'vitest';
import { pointGroup, radixItems } from '@polydance/lattice';
import type { Site } from '@polydance/lattice';
import { aboloDescriptor } from '@polydance/lattice-abolo';
import { cubeDescriptor } from '@polydance/lattice-cube';
import { hexDescriptor } from '@polydance/lattice-hex';
import { squareDescriptor } from '@polydance/lattice-square';
import { stickDescriptor } from '@polydance/lattice-stick';
import { triangleDescriptor } from '@polydance/lattice-triangle';
import { trigDescriptor } from '@polydance/lattice-trig';
import { twigDescriptor } from '@polydance/lattice-twig';
import type { Handedness } from '@polydance/spec-parser';
import { countPolyforms, enumeratePolyforms, isPolyform } from './enumerate.js';
import type { PolyformGeometry } from './enumerate.js';
import { fixedKey, fixedPolyforms, orientationKeys, sitesOf as sitesOfBruteKey } from '../../../test/polyforms.js';

/**
 * The counts of OEIS: free polyominoes A000105, one-sided A000988, fixed A001168;
 * polyiamonds A000577, A006534, A001420; polycubes up to rotations and reflections
 * A038119, up to rotations A000162, fixed A001931; polysticks A019988, A151537, A096267.
 */
const OEIS: Record<string, Record<Handedness, readonly number[]>> = {
  square: {
    free: [1, 1, 2, 5, 12, 35, 108, 369],
    'one-sided': [1, 1, 2, 7, 18, 60, 196, 704],
    fixed: [1, 2, 6, 19, 63, 216, 760, 2725],
  },
  triangle: {
    free: [1, 1, 1, 3, 4, 12, 24, 66],
    'one-sided': [1, 1, 1, 4, 6, 19, 43, 120],
    fixed: [2, 3, 6, 14, 36, 94, 250, 675],
  },
  cube: { free: [1, 1, 2, 7, 23, 112], 'one-sided': [1, 1, 2, 8, 29, 166], fixed: [1, 3, 15, 86, 534, 3481] },
  stick: { free: [1, 2, 5, 16, 55], 'one-sided': [1, 2, 7, 25, 99], fixed: [2, 6, 22, 88, 372] },
};

const LATTICES = { square: squareDescriptor, triangle: triangleDescriptor, cube: cubeDescriptor, stick: stickDescriptor };
const HANDS: readonly Handedness[] = ['free', 'one-sided', 'fixed'];

const key = (s: Site): string => `${s.kind},${s.x},${s.y},${s.z}`;

/** A set of sites translated to least coordinates 0, as one string (the same for translates). */
function normalKey(sites: readonly Site[]): string {
  const x0 = Math.min(...sites.map((s) => s.x));
  const y0 = Math.min(...sites.map((s) => s.y));
  const z0 = Math.min(...sites.map((s) => s.z));
  return sites
    .map((s) => key({ kind: s.kind, x: s.x - x0, y: s.y - y0, z: s.z - z0 }))
    .sort()
    .join(' ');
}

function sitesOfKey(k: string): Site[] {
  return k.split(' ').map((t) => {
    const [kind = 0, x = 0, y = 0, z = 0] = t.split(',').map(Number);
    return { kind, x, y, z };
  });
}

/**
 * Brute force, by other means than the enumerator's: every fixed polyform of n cells
 * grown cell by cell from every fixed polyform of n − 1 cells, kept as strings; then
 * the classes of `hand` counted as the orbits of those under the group's elements,
 * applied by the descriptor's own `group.apply`.
 */
function bruteForce(lattice: PolyformGeometry, n: number): Record<Handedness, number> & { fixedForms: string[] } {
  let level = new Set(lattice.boxKinds.map((kind) => normalKey([{ kind, x: 0, y: 0, z: 0 }])));
  for (let size = 2; size <= n; size++) {
    const next = new Set<string>();
    for (const form of level) {
      const sites = sitesOfKey(form);
      const inside = new Set(sites.map(key));
      for (const s of sites) for (const t of lattice.neighbours(s)) if (!inside.has(key(t))) next.add(normalKey([...sites, t]));
    }
    level = next;
  }
  const fixedForms = [...level];
  const orbits = (elements: readonly number[]): number => {
    const seen = new Set<string>();
    let count = 0;
    for (const form of fixedForms) {
      if (seen.has(form)) continue;
      count++;
      const sites = sitesOfKey(form);
      for (const e of elements) seen.add(normalKey(sites.map((s) => lattice.group.apply(e, s)!)));
    }
    return count;
  };
  const all = lattice.group.elements.map((e) => e.index);
  const rotations = lattice.group.elements.filter((e) => e.rotation).map((e) => e.index);
  return { free: orbits(all), 'one-sided': orbits(rotations), fixed: fixedForms.length, fixedForms };
}

/** Every set of n cells of kinds `kinds` with coordinates 0 to n − 1, connected, with least coordinates 0: the fixed polyforms. */
function windowCount(lattice: PolyformGeometry, n: number, dimensions: 2 | 3): number {
  const window: Site[] = [];
  for (const kind of lattice.boxKinds)
    for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) for (let z = 0; z < (dimensions === 3 ? n : 1); z++) window.push({ kind, x, y, z });
  let count = 0;
  const pick: Site[] = [];
  const choose = (from: number): void => {
    if (pick.length === n) {
      if (Math.min(...pick.map((s) => s.x)) === 0 && Math.min(...pick.map((s) => s.y)) === 0 && Math.min(...pick.map((s) => s.z)) === 0 && isPolyform(lattice, pick)) count++;
      return;
    }
    for (let i = from; i < window.length; i++) {
      pick.push(window[i]!);
      choose(i + 1);
      pick.pop();
    }
  };
  choose(0);
  return count;
}

describe.each(Object.entries(OEIS))('polyforms of the %s lattice', (name, counts) => {
  const lattice = LATTICES[name as keyof typeof LATTICES];

  it.each(HANDS)('%s: the OEIS counts', (hand) => {
    expect(counts[hand].map((_, i) => countPolyforms(lattice, i + 1, hand))).toEqual(counts[hand]);
  });

  it('the same counts by brute force: fixed forms grown as strings, classes as orbits under the group', () => {
    const sizes = name === 'square' || name === 'triangle' ? 7 : counts.free.length;
    for (let n = 1; n <= sizes; n++) {
      const brute = bruteForce(lattice, n);
      for (const hand of HANDS) expect([n, hand, brute[hand]]).toEqual([n, hand, countPolyforms(lattice, n, hand)]);
    }
  });

  it('fixed forms as every connected set of cells in a window, for few cells', () => {
    const dimensions = lattice.group.geometry.dimensions;
    for (let n = 1; n <= (dimensions === 3 ? 3 : 4); n++) expect(windowCount(lattice, n, dimensions)).toBe(counts.fixed[n - 1]);
  });

  it("Burnside's lemma: the classes are the average number of fixed forms each element keeps", () => {
    const n = Math.min(5, counts.free.length);
    const { fixedForms } = bruteForce(lattice, n);
    const kept = (e: number): number => fixedForms.filter((f) => normalKey(sitesOfKey(f).map((s) => lattice.group.apply(e, s)!)) === f).length;
    const all = lattice.group.elements.map((e) => kept(e.index));
    const rotations = lattice.group.elements.filter((e) => e.rotation).map((e) => kept(e.index));
    expect(all.reduce((a, b) => a + b, 0) / all.length).toBe(counts.free[n - 1]);
    expect(rotations.reduce((a, b) => a + b, 0) / rotations.length).toBe(counts['one-sided'][n - 1]);
  });

  it('gives each class once, as a polyform in its least orientation, translated to 0, in increasing order', () => {
    for (const hand of HANDS) {
      const forms = enumeratePolyforms(lattice, 4, hand);
      const keys = forms.map(normalKey);
      expect(new Set(keys).size).toBe(forms.length);
      for (const f of forms) {
        expect(isPolyform(lattice, f)).toBe(true);
        expect(normalKey(f)).toBe(f.map(key).sort().join(' '));
        expect(Math.min(...f.map((s) => s.x))).toBe(0);
      }
    }
  });
});

describe('a lattice given only by its descriptor', () => {
  // hexagons in axial coordinates: a sketch of a lattice the enumerator has never seen
  const geometry = {
    dimensions: 2 as const,
    encode: (s: Site) => [s.x, s.y],
    decode: ([x = 0, y = 0]: readonly number[]) => ({ kind: 0, x, y, z: 0 }),
  };
  const hexagons: PolyformGeometry = {
    name: 'hexagon',
    boxKinds: [0],
    group: pointGroup(geometry, [
      [0, -1, 1, 1],
      [0, 1, 1, 0],
    ]),
    neighbours: (s) =>
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
        [1, -1],
        [-1, 1],
      ].map(([dx = 0, dy = 0]) => ({ kind: 0, x: s.x + dx, y: s.y + dy, z: 0 })),
  };

  it('gets its polyforms: the polyhexes of OEIS A000228, A006535, A001207', () => {
    expect(radixItems(2, [{ kind: 0, prefix: '', postfix: '' }]).formatItem({ kind: 0, x: 1, y: 2, z: 0 })).toBe('12');
    expect([1, 2, 3, 4, 5, 6].map((n) => countPolyforms(hexagons, n, 'free'))).toEqual([1, 1, 3, 7, 22, 82]);
    expect([1, 2, 3, 4, 5, 6].map((n) => countPolyforms(hexagons, n, 'one-sided'))).toEqual([1, 1, 3, 10, 33, 147]);
    expect([1, 2, 3, 4, 5].map((n) => countPolyforms(hexagons, n, 'fixed'))).toEqual([1, 3, 11, 44, 186]);
  });

  it('says what is wrong with a descriptor whose neighbours are not cells', () => {
    const broken = { ...hexagons, neighbours: (s: Site) => [{ ...s, kind: 3 }] };
    expect(() => countPolyforms(broken, 2)).toThrow(/a neighbour is a site of kind 3, not one of the box kinds 0/);
  });

  it('rejects sizes it does not make', () => {
    expect(() => countPolyforms(hexagons, 0)).toThrow(RangeError);
    expect(() => countPolyforms(hexagons, 1.5)).toThrow(RangeError);
    expect(() => countPolyforms(hexagons, 41)).toThrow(RangeError);
  });
});

/**
 * The lattices of units other than one cell, or of translations other than every whole
 * vector: polyhexes (OEIS A000228), polyaboloes (A006074: half squares, two quarters
 * each), polytrigs (A159867) and polytwigs (A019522: the hexagonal grid, which moves
 * only by vectors whose x − y is a multiple of 3).
 */
const UNITS = {
  hex: { lattice: hexDescriptor, free: [1, 1, 3, 7, 22, 82, 333], brute: 6, fixed: [1, 3, 11, 44, 186, 814] },
  abolo: { lattice: aboloDescriptor, free: [1, 3, 4, 14, 30, 107, 318, 1116], brute: 6 },
  trig: { lattice: trigDescriptor, free: [1, 3, 12, 60, 375, 2613], brute: 4 },
  twig: { lattice: twigDescriptor, free: [1, 1, 3, 4, 12, 27, 78, 208], brute: 7 },
};

describe.each(Object.entries(UNITS))('polyforms of the %s lattice', (_, entry) => {
  const { lattice, free, brute } = entry;
  it('the OEIS counts of free polyforms (and of fixed polyhexes, A001207)', () => {
    expect(free.map((_c, i) => countPolyforms(lattice, i + 1, 'free'))).toEqual(free);
    const fixed = 'fixed' in entry ? entry.fixed : [];
    expect(fixed.map((_c, i) => countPolyforms(lattice, i + 1, 'fixed'))).toEqual(fixed);
  });

  it('free, one-sided and fixed counts as a brute force finds them: units grown as strings, classes as orbits', () => {
    const fixed = fixedPolyforms(lattice, brute);
    for (let n = 1; n <= brute; n++) {
      const classes = (rotationsOnly: boolean): number => new Set(fixed[n]!.map((k) => [...orientationKeys(lattice, sitesOfBruteKey(k), rotationsOnly)].sort()[0])).size;
      expect([n, countPolyforms(lattice, n, 'free'), countPolyforms(lattice, n, 'one-sided'), countPolyforms(lattice, n, 'fixed')]).toEqual([n, classes(false), classes(true), fixed[n]!.length]);
    }
  });

  it('gives each fixed form once, each a polyform of the lattice', () => {
    const forms = enumeratePolyforms(lattice, 4, 'fixed');
    const keys = new Set(forms.map((f) => fixedKey(f, lattice)));
    expect(keys.size).toBe(forms.length);
    expect([...keys].sort()).toEqual(fixedPolyforms(lattice, 4)[4]);
    for (const f of forms) expect(isPolyform(lattice, f)).toBe(true);
  });
});
