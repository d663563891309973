import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBoxSymmetry, boxSymmetries } from '@polydance/lattice';
import type { LatticeDescriptor, Site } from '@polydance/lattice';
import { findHexiamond, macmahonProblem } from '@polydance/macmahon';
import { polyiamond } from '@polydance/lattice-triangle';
import { polyomino } from '@polydance/lattice-square';
import { polycube } from '@polydance/lattice-cube';
import { polystick } from '@polydance/lattice-stick';
import { polyhex } from '@polydance/lattice-hex';
import { polyabolo } from '@polydance/lattice-abolo';
import { polytrig } from '@polydance/lattice-trig';
import { polytwig } from '@polydance/lattice-twig';
import { detectLattice, findLattice, LATTICES } from './index.js';

const ORDERS: Record<string, number> = { square: 8, triangle: 12, cube: 48, stick: 8, hex: 12, abolo: 8, trig: 12, twig: 12, macmahon: 12 };
/** Site kinds of each lattice, for random sites. */
const KINDS: Record<string, number> = { square: 1, triangle: 5, cube: 1, stick: 3, hex: 1, abolo: 4, trig: 9, twig: 9, macmahon: 5 };

function lattice(name: string): LatticeDescriptor {
  const l = findLattice(name);
  if (!l) throw new Error(name);
  return l;
}

const siteOf = (name: string) =>
  fc.record({
    kind: fc.integer({ min: 0, max: KINDS[name]! - 1 }),
    x: fc.integer({ min: -40, max: 40 }),
    y: fc.integer({ min: -40, max: 40 }),
    z: name === 'cube' ? fc.integer({ min: -40, max: 40 }) : fc.constant(0),
  });

describe.each(LATTICES.map((l) => [l.name, l] as const))('the point group of the %s lattice', (name, l) => {
  const n = l.group.elements.length;
  const element = fc.integer({ min: 0, max: n - 1 });

  it('has the lattice’s order, the identity first', () => {
    expect(n).toBe(ORDERS[name]);
    expect(l.group.elements.filter((e) => e.rotation).length).toBe(n / 2);
    expect(l.group.compose(0, 0)).toBe(0);
  });

  it('is closed, associative, with inverses (group axioms)', () => {
    fc.assert(
      fc.property(element, element, element, (a, b, c) => {
        const ab = l.group.compose(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThan(n);
        expect(l.group.compose(a, l.group.compose(b, c))).toBe(l.group.compose(ab, c));
        expect(l.group.compose(a, l.group.inverse(a))).toBe(0);
        expect(l.group.compose(l.group.inverse(a), a)).toBe(0);
        expect(l.group.compose(0, a)).toBe(a);
        // rotations form a subgroup: the product of two elements is a rotation iff they agree
        expect(l.group.elements[ab]!.rotation).toBe(l.group.elements[a]!.rotation === l.group.elements[b]!.rotation);
      }),
    );
  });

  it('acts on sites: every site goes to a site of the same lattice, as the table says', () => {
    fc.assert(
      fc.property(element, element, siteOf(name), (a, b, site: Site) => {
        const bs = l.group.apply(b, site);
        expect(bs).toBeDefined();
        expect(l.group.apply(a, bs!)).toEqual(l.group.apply(l.group.compose(a, b), site));
        expect(l.group.apply(l.group.inverse(a), l.group.apply(a, site)!)).toEqual(site);
      }),
    );
  });

  it('names sites and reads the names back, suffixes included', () => {
    fc.assert(
      fc.property(siteOf(name), fc.constantFrom('', '!', 'x'), (site, suffix) => {
        const s = { ...site, x: Math.abs(site.x), y: Math.abs(site.y), z: Math.abs(site.z) };
        const item = l.formatItem(s, suffix);
        expect(item).toBeDefined();
        expect(l.parseItem(item!)).toEqual({ site: s, suffix });
      }),
    );
    expect(l.parseItem('F')).toBeUndefined();
    expect(l.parseItem('*')).toBeUndefined();
  });
});

describe.each(LATTICES.map((l) => [l.name, l] as const))('the neighbours on the %s lattice', (name, l) => {
  const key = (s: Site): string => `${s.kind} ${s.x} ${s.y} ${s.z}`;
  const boxSite = siteOf(name).filter((s) => l.boxKinds.includes(s.kind));

  it('are sites of box kinds, never the site itself, each once, and a site is a neighbour of its neighbours', () => {
    fc.assert(
      fc.property(boxSite, (site) => {
        const around = l.neighbours(site);
        // a site of a box kind that is not on the lattice (an edge of the hexagonal grid through a hexagon's centre) has none
        fc.pre(around.length > 0);
        expect(new Set(around.map(key)).size).toBe(around.length);
        for (const n of around) {
          expect(l.boxKinds).toContain(n.kind);
          expect(key(n)).not.toBe(key(site));
          expect(l.neighbours(n).map(key)).toContain(key(site));
        }
      }),
    );
  });

  it('are moved by every symmetry with their site, and by translations', () => {
    fc.assert(
      // translations by multiples of 3 along (1, −1) (and along z, for cubes) are translations of every lattice, the hexagonal grid's too
      fc.property(boxSite, fc.integer({ min: 0, max: l.group.elements.length - 1 }), fc.integer({ min: -2, max: 2 }).map((k) => 3 * k), (site, g, d) => {
        const image = (s: Site): Site => l.group.apply(g, s)!;
        expect(new Set(l.neighbours(image(site)).map(key))).toEqual(new Set(l.neighbours(site).map(image).map(key)));
        const moved = (s: Site): Site => ({ ...s, x: s.x + d, y: s.y - d, z: name === 'cube' ? s.z + d : s.z });
        expect(new Set(l.neighbours(moved(site)).map(key))).toEqual(new Set(l.neighbours(site).map(moved).map(key)));
      }),
    );
  });
});

/** The box of a generated problem: its primary items that are sites of the box kinds. */
function box(l: LatticeDescriptor, items: readonly { name: string }[]): Site[] {
  return items.flatMap((i) => {
    const p = l.parseItem(i.name);
    return p && p.suffix === '' && l.boxKinds.includes(p.site.kind) ? [p.site] : [];
  });
}

function symmetriesOf(l: LatticeDescriptor, sites: readonly Site[]) {
  const syms = boxSymmetries(l.group, sites);
  const key = (s: Site): string => `${s.kind} ${s.x} ${s.y} ${s.z}`;
  const all = new Set(sites.map(key));
  for (const sym of syms) {
    const image = sites.map((s) => applyBoxSymmetry(l.group, sym, s)!);
    expect(new Set(image.map(key))).toEqual(all);
  }
  return syms;
}

describe('the symmetries of a box map the box onto itself', () => {
  const generators = { square: polyomino, triangle: polyiamond, hex: polyhex, abolo: polyabolo, trig: polytrig, twig: polytwig };
  it.each([
    ['square', '6x10 rectangle', 4, '[0-5][0-9]\nA 00\n'],
    ['square', '8x8 square', 8, '[0-7][0-7]\nA 00\n'],
    ['square', '8x8 square without its centre', 8, '[0-2][0-7] [5-7][0-7] [3-4][0-2] [3-4][5-7]\nA 00\n'],
    ['square', 'L-shaped box', 2, '[0-3]0 0[0-3]\nA 00\n'],
    ['square', 'no symmetry', 1, '00 10 20 01\nA 00\n'],
    ['triangle', '6x6 rhombus', 4, "[0-5][0-5] [0-5][0-5]'\nA 00\n"],
    ['triangle', 'hexagon of side 1', 12, "00' 01 01' 10 10' 11\nA 01\n"],
    ['triangle', 'one Δ', 6, '00\nA 00\n'],
    ['hex', 'hexagon of side 2', 12, '0[12] 1[0-2] 2[01]\nA 00\n'],
    ['hex', '3x3 rhombus', 4, '[0-2][0-2]\nA 00\n'],
    ['hex', '2x3 rhombus', 2, '[0-1][0-2]\nA 00\n'],
    ['hex', 'triangle of side 3', 6, '0[0-2] 1[01] 20\nA 00\n'],
    ['hex', 'one hexagon', 12, '00\nA 00\n'],
    ['abolo', '3x3 square', 8, '[0-2][0-2][ensw]\nA 00e\n'],
    ['abolo', '2x3 rectangle', 4, '[0-1][0-2][ensw]\nA 00e\n'],
    ['abolo', 'half a square', 2, '00[es]\nA 00e\n'],
    ['abolo', 'one quarter', 2, '00n\nA 00n\n'],
    ['abolo', 'a diamond of two quarters', 4, '00n 01s\nA 00n\n'],
    ['trig', 'the star of a point', 12, 'H01 H11 U10 U11 D01 D10\nA H01\n'],
    ['trig', 'a triangle', 6, 'H00 U00 D00\nA H00\n'],
    ['trig', 'a 2x1 parallelogram', 2, 'H[01][01] U[0-2]0 D[01]0\nA H00\n'],
    ['twig', 'a hexagon', 12, 'D11 H02 U01 D00 H10 U20\nA D00\n'],
    ['twig', 'two edges', 2, 'D00 H10\nA D00\n'],
  ] as const)('%s lattice: %s has %i', (name, _, expected, spec) => {
    const l = lattice(name);
    expect(symmetriesOf(l, box(l, generators[name](spec).problem.primary))).toHaveLength(expected);
  });

  it('cube lattice: the 3x3x3 cube has 48, 24 of them rotations; a 2x3x4 box 8', () => {
    const l = lattice('cube');
    const cube = symmetriesOf(l, box(l, polycube('[0-2][0-2][0-2]\nA 000\n').problem.primary));
    expect(cube).toHaveLength(48);
    expect(cube.filter((s) => s.rotation)).toHaveLength(24);
    expect(symmetriesOf(l, box(l, polycube('[0-1][0-2][0-3]\nA 000\n').problem.primary))).toHaveLength(8);
  });

  it('stick lattice: a 3x3 grid of squares has 8, a 2x3 grid 4', () => {
    const l = lattice('stick');
    expect(symmetriesOf(l, box(l, polystick('H[0-2][0-3] V[0-3][0-2]\nA H00\n').problem.primary))).toHaveLength(8);
    expect(symmetriesOf(l, box(l, polystick('H[0-1][0-3] V[0-2][0-2]\nA H00\n').problem.primary))).toHaveLength(4);
  });

  it("MacMahon's hexagon has 12, the lobster (crown) fewer", () => {
    const l = lattice('macmahon');
    const hexagon = macmahonProblem(findHexiamond('hexagon')!.board);
    expect(symmetriesOf(l, box(l, hexagon.primary))).toHaveLength(12);
    const butterfly = macmahonProblem(findHexiamond('butterfly')!.board);
    expect(symmetriesOf(l, box(l, butterfly.primary)).length).toBeLessThan(12);
  });
});

describe('the registry', () => {
  it('finds a lattice by its generator’s comment, or by item names', () => {
    expect(detectLattice(['this file was created by polyiamond-dlx from that data'], [])?.name).toBe('triangle');
    expect(detectLattice(['this file was created by polydance polystick'], [])?.name).toBe('stick');
    expect(detectLattice([], ['00', "00'"])?.name).toBe('triangle');
    expect(detectLattice([], ['000', 'A'])?.name).toBe('cube');
    expect(detectLattice([], ['H00', 'A'])?.name).toBe('stick');
    expect(detectLattice([], ['00e', '00n', 'A'])?.name).toBe('abolo');
    expect(detectLattice([], ['H00', 'U00', 'D00', 'A'])?.name).toBe('trig');
    expect(detectLattice([], ['D00', 'H10', 'U20', 'A'])?.name).toBe('twig');
    expect(detectLattice(['this file was created by polydance polytwig from that data'], [])?.name).toBe('twig');
    expect(detectLattice([], ['00e', '00a', 'A'])?.name).toBe('cube');
    expect(detectLattice(['this file was created by polydance polyabolo from that data'], [])?.name).toBe('abolo');
    expect(detectLattice([], ['-00', '00'])?.name).toBe('macmahon');
    expect(detectLattice([], ['00', 'A'])?.name).toBe('square');
    expect(detectLattice([], ['A'])).toBeUndefined();
  });
});
