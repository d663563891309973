import { gridSticksBases, specError } from '@polydance/lattice/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteTilings, fixedPolyforms, freePolyforms, orientationKeys, piecesSpec, problemCovers, sitesOf } from '../../../test/polyforms.js';
import type { Site } from '../../../test/polyforms.js';
import { edges, noCrossing } from '../../../test/sticks.js';
import { expectBasesAreOrientations, expectHandedness, expectInputError } from '../../../test/testing.js';
import { trigDescriptor } from './descriptor.js';
import { polytrig, triangularGrid } from './trig.js';

const fixed = fixedPolyforms(trigDescriptor, 4);
const free = freePolyforms(trigDescriptor, fixed);

/** The fixed forms of the base placements the generator's transformations give a piece. */
const bases = gridSticksBases(triangularGrid, 8);

describe('polytrigs, from the descriptor alone', () => {
  it('number 1, 3, 12, 60 free for 1 to 4 edges', () => {
    expect(free.slice(1).map((l) => l.length)).toEqual([1, 3, 12, 60]);
  });

  it('are as many fixed as their orbits hold shapes in all', () => {
    for (let size = 1; size <= 4; size++) {
      expect(free[size]!.reduce((sum, k) => sum + orientationKeys(trigDescriptor, sitesOf(k)).size, 0)).toBe(fixed[size]!.length);
    }
  });

  it.each([1, 2, 3, 4])('of %i edges each get as many base placements as their orbit under the 12 symmetries has shapes', (size) => {
    expectBasesAreOrientations(free[size]!.map(sitesOf), bases, (sites) => orientationKeys(trigDescriptor, sites));
  });
});

/** A spec's box as sites: its primary edges. */
const boxOf = (spec: string): Site[] =>
  polytrig(spec).problem.primary.flatMap((i) => {
    const p = trigDescriptor.parseItem(i.name);
    return p && p.suffix === '' && trigDescriptor.boxKinds.includes(p.site.kind) ? [p.site] : [];
  });

/** The exact covers of the generated problem, with its junction items and without them. */
function covers(spec: string): { readonly junctions: number; readonly crossing: number } {
  const { problem } = polytrig(spec);
  const junctions = new Set(problem.secondary.map((i) => i.name));
  return {
    junctions: problemCovers(problem),
    crossing: problemCovers({ ...problem, options: problem.options.map((o) => o.filter((i) => !junctions.has(i.item))) }),
  };
}

/** Pieces of two and three edges: straight, bent by 60° and 120°, a triangle, a claw, a zigzag. */
const PIECES = ['H00 H10', 'H00 U00', 'H00 U10', 'H00 U00 D00', 'H01 U10 D00', 'H10 U10 H01', 'H00 U10 H11', 'H00 H10 H20'];

describe('polytrig()', () => {
  it('packs pieces that never cross as a brute force over the geometry does, and as many more when they may', () => {
    // the hexagon of side 1 around the point (1, 1): its 12 edges
    const hexagon = 'H1[01] H0[12] U[01]1 U[12]0 D[01]1 D1[01] D00 D11 H02 H10 U20 U01';
    // the six edges at the point (1, 1): three straight lines through it
    const star = 'H01 H11 U10 U11 D01 D10';
    const cases: [string, string[]][] = [
      [star, ['H00 H10', 'H00 H10', 'H00 H10']],
      [star, ['H00 U10', 'H00 U10', 'H00 U10']],
      [star, ['H00 U00', 'H00 U00', 'H00 U00']],
      [hexagon, ['H00 H10', 'H00 H10', 'H00 H10', 'H00 U00 D00', 'H00 U00 D00']],
      [hexagon, ['H00 U10', 'H00 U10', 'H00 U10', 'H00 U10', 'H00 U10', 'H00 U10']],
      ['H[0-2][0-1] U[0-2]0 D[0-1]0', ['H00 H10', 'H00 U00 D00', 'H00 U10 H11', 'H00 U00']],
    ];
    let crossingsSeen = 0;
    for (const [box, pieces] of cases) {
      const spec = piecesSpec(box, pieces);
      const sites = boxOf(spec);
      const counted = covers(spec);
      expect(counted.junctions).toBe(bruteTilings(trigDescriptor, sites, pieces.map(edges), undefined, noCrossing));
      expect(counted.crossing).toBe(bruteTilings(trigDescriptor, sites, pieces.map(edges)));
      crossingsSeen += counted.crossing - counted.junctions;
    }
    expect(crossingsSeen).toBeGreaterThan(0);
  });

  it('packs random pieces on random boxes as the brute force does', () => {
    const box = fc.record({ w: fc.integer({ min: 1, max: 3 }), h: fc.integer({ min: 1, max: 2 }), drop: fc.nat() });
    fc.assert(
      fc.property(box, fc.shuffledSubarray(PIECES, { minLength: 1, maxLength: 4 }), ({ w, h, drop }, pieces) => {
        const all: string[] = [];
        for (const k of 'HUD') for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) all.push(`${k}${x}${y}`);
        const boxLine = all.filter((_, i) => i !== drop % (all.length + 1)).join(' ');
        const spec = piecesSpec(boxLine, pieces);
        const counted = covers(spec);
        expect(counted.junctions).toBe(bruteTilings(trigDescriptor, edges(boxLine), pieces.map(edges), undefined, noCrossing));
        expect(counted.crossing).toBe(bruteTilings(trigDescriptor, edges(boxLine), pieces.map(edges)));
      }),
      { numRuns: 40 },
    );
  });

  it('lists edges by kind then position, pieces, then the junction items by point and ray', () => {
    const r = polytrig('[HUD][01][01]\nA H00 H10\n');
    expect(r.problem.primary.map((i) => i.name).join(' ')).toBe('H00 H01 H10 H11 U00 U01 U10 U11 D00 D01 D10 D11 A');
    // the points where four or more edges meet: (0,1) and (1,0) on the border, and (1,1) with all six
    expect(r.problem.secondary.map((i) => i.name).join(' ')).toBe('I010 I011 I014 I015 I100 I101 I102 I103 I110 I111 I112 I113 I114 I115');
    // passing straight through (1,1) covers all its rays; along the border, none
    const options = r.problem.options.map((o) => o.map((i) => i.item).join(' '));
    expect(options).toContain('A H01 H11 I110 I111 I112 I113 I114 I115');
    // straight through (1,0) on the border: the rays on one side only, from 0° round to 180°
    expect(options).toContain('A H00 H10 I100 I101 I102 I103');
  });

  it('rejects a letter that is no kind of edge, a junction, a piece that is not connected', () => {
    expectInputError(specError(() => polytrig('[HUD][0-2][0-2]\nA H00 V00\n')), 2, 7, /^'V' is not a kind of edge of the triangular grid: an edge is H, U, D followed by xy$/);
    expectInputError(specError(() => polytrig('[HUD][0-2][0-2] I11\nA H00\n')), 1, 17, /^junctions are found automatically/);
    expectInputError(specError(() => polytrig('[HUD][0-2][0-2]\nA H00 H20\n')), 2, 1, /^piece 'A' is not connected: .* joins H00 to H20$/);
    expectInputError(specError(() => polytrig('[HUD][0-2][0-2]\nA H0\n')), 2, 5, /^incomplete edge/);
    expectInputError(specError(() => polytrig('[HUD][0-2][0-2]\nI110 H00\n')), 2, 1, /^piece name 'I110' is also a junction of the box/);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('the L tritrig: 12 orientations, one-sided the 6 turns, :fixed the piece as written', () => {
    expectHandedness(polytrig, '[HUD][0-4][0-4]', 'L H00 H10 U20', [12, 12, 6, 1], 'free');
  });
});
