import { gridSticksBases, specError } from '@polydance/lattice/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteTilings, fixedKey, fixedPolyforms, freePolyforms, orientationKeys, piecesSpec, problemCovers, sitesOf } from '../../../test/polyforms.js';
import type { Site } from '../../../test/polyforms.js';
import { edges, ends } from '../../../test/sticks.js';
import { expectBasesAreOrientations, expectHandedness, expectInputError } from '../../../test/testing.js';
import { twigDescriptor } from './descriptor.js';
import { hexagonalGrid, hexagonalPoint, polytwig } from './twig.js';

const fixed = fixedPolyforms(twigDescriptor, 6);
const free = freePolyforms(twigDescriptor, fixed);

/** The fixed forms of the base placements the generator's transformations give a piece. */
const bases = gridSticksBases(hexagonalGrid, 9);
/**
 * The orientations of a piece, each moved to least x and y 0 as the generator's shapes
 * are (off the grid, maybe: the generator tries every translation, and only those on the
 * grid fit a box).
 */
const orientations = (sites: readonly Site[]): Set<string> => new Set([...orientationKeys(twigDescriptor, sites)].map((k) => fixedKey(sitesOf(k))));

describe('polytwigs, from the descriptor alone', () => {
  it('number 1, 1, 3, 4, 12, 27 free for 1 to 6 edges', () => {
    expect(free.slice(1).map((l) => l.length)).toEqual([1, 1, 3, 4, 12, 27]);
  });

  it.each([1, 2, 3, 4, 5, 6])('of %i edges each get as many base placements as their orbit under the 12 symmetries has shapes', (size) => {
    for (const k of free[size]!) expect(sitesOf(k).every((s) => ends(s).every(([x, y]) => hexagonalPoint(x, y)))).toBe(true);
    expectBasesAreOrientations(free[size]!.map(sitesOf), bases, orientations);
  });

  it('are as many fixed as their orbits hold shapes in all', () => {
    for (let size = 1; size <= 6; size++) {
      expect(free[size]!.reduce((sum, k) => sum + orientationKeys(twigDescriptor, sitesOf(k)).size, 0)).toBe(fixed[size]!.length);
    }
  });
});

/** The edges of the hexagonal grid among [HUD][0-w][0-h], as a box line. */
function gridBox(w: number, h: number): string {
  const out: string[] = [];
  for (const k of 'HUD') for (let x = 0; x <= w; x++) for (let y = 0; y <= h; y++) if (edges(`${k}${x}${y}`).every((e) => ends(e).every(([a, b]) => hexagonalPoint(a, b)))) out.push(`${k}${x}${y}`);
  return out.join(' ');
}

/** Pieces of the hexagonal grid: a bent pair, a chain of three, a claw, a chain of four, ... */
const PIECES = ['D00 H10', 'D00 H10 U20', 'H21 D11 U20', 'D00 H10 U20 H21', 'U01 D00 H10'];

describe('polytwig()', () => {
  it('packs pieces as a brute force over the geometry does', () => {
    const cases: [string, string[]][] = [
      ['D11 H02 U01 D00 H10 U20', ['D00 H10', 'D00 H10', 'D00 H10']],
      ['D11 H02 U01 D00 H10 U20', ['D00 H10 U20', 'D00 H10 U20']],
      [gridBox(2, 2), ['D00 H10 U20 H21', 'D00 H10 U20', 'D00 H10']],
      [gridBox(3, 2), ['D00 H10 U20 H21', 'D00 H10 U20', 'H21 D11 U20', 'D00 H10', 'U01 D00 H10']],
    ];
    const counts = cases.map(([box, pieces]) => {
      const count = problemCovers(polytwig(piecesSpec(box, pieces)).problem);
      expect(count).toBe(bruteTilings(twigDescriptor, edges(box), pieces.map(edges)));
      return count;
    });
    expect(counts.filter((c) => c > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('packs random pieces on random boxes as the brute force does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.nat(), fc.shuffledSubarray(PIECES, { minLength: 1, maxLength: 3 }), (w, h, drop, pieces) => {
        const all = gridBox(w, h).split(' ');
        const box = all.filter((_, i) => i !== drop % (all.length + 1)).join(' ');
        const spec = piecesSpec(box, pieces);
        expect(problemCovers(polytwig(spec).problem)).toBe(bruteTilings(twigDescriptor, edges(box), pieces.map(edges)));
      }),
      { numRuns: 40 },
    );
  });

  it('takes the edges of the grid among a set, and has no junction items: three edges at a point never cross', () => {
    const r = polytwig('[HUD][0-2][0-2]\nA D00 H10\n');
    expect(r.problem.primary.map((i) => i.name).join(' ')).toBe('H02 H10 H21 U01 U12 U20 D00 D11 D22 A');
    expect(r.problem.secondary).toEqual([]);
    expect(r.summary).toBe('Altogether 9 edges, 0 junction items, 1 pieces, 6 base placements.');
  });

  it('rejects a single edge off the grid, a set with none on it, and a piece that is not connected', () => {
    expectInputError(specError(() => polytwig('H00\nA H00\n')), 1, 1, /^H00 is not an edge of the hexagonal grid: an end point of it is not a point of the grid$/);
    expectInputError(specError(() => polytwig('[HUD][0-2][0-2]\nA D00 H00\n')), 2, 7, /^H00 is not an edge of the hexagonal grid/);
    expectInputError(specError(() => polytwig('[HU]00\nA D00\n')), 1, 1, /^none of these is an edge of the hexagonal grid$/);
    expectInputError(specError(() => polytwig('[HUD][0-5][0-5]\nA D00 D11\n')), 2, 1, /^piece 'A' is not connected/);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('the Y tetratwig: 12 orientations, one-sided the 6 turns, :fixed the piece as written', () => {
    expectHandedness(polytwig, '[HUD][0-6][0-6]', 'Y H02 H21 U20 D11', [12, 12, 6, 1], 'free');
  });
});
