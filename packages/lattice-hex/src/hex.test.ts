import { cellKey, cellX, cellY, closure, normalize, shapeOf, transform } from '@polydance/lattice';
import type { Shape } from '@polydance/lattice';
import { SpecError } from '@polydance/spec-parser';
import fc from 'fast-check';
import { expectBreadthFirst, expectBruteTilings, smallBoards } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { fixedPolyforms, freePolyforms, orientationKeys, piecesSpec, problemCovers, sitesOf } from '../../../test/polyforms.js';
import type { Site } from '../../../test/polyforms.js';
import { caught, expectBasesAreOrientations, expectHandedness, expectInputError } from '../../../test/testing.js';
import { hexDescriptor } from './descriptor.js';
import { hexLattice, polyhex, rotate, transpose } from './hex.js';

const fixed = fixedPolyforms(hexDescriptor, 6);
const free = freePolyforms(hexDescriptor, fixed);

/** A set of sites as a normalized shape of the generator's packed cells. */
function shape(sites: readonly Site[]): Shape {
  return normalize(shapeOf(sites.map((s) => cellKey(s.x + 8, s.y + 8, 0, 0))));
}
const key = (s: Shape): string => s.cells.map((k) => `0,${cellX(k)},${cellY(k)},0`).join(' ');
/** The keys of the base placements the generator's transformations give a piece. */
const bases = (sites: readonly Site[]): string[] => closure(shape(sites), hexLattice.generators).map(key);

describe('polyhexes, from the descriptor alone', () => {
  it('number 1, 3, 11, 44, 186, 814 fixed and 1, 1, 3, 7, 22, 82 free for sizes 1 to 6', () => {
    expect(fixed.slice(1).map((l) => l.length)).toEqual([1, 3, 11, 44, 186, 814]);
    expect(free.slice(1).map((l) => l.length)).toEqual([1, 1, 3, 7, 22, 82]);
  });

  it.each([1, 2, 3, 4, 5, 6])('of size %i each get as many base placements as their orbit under the 12 symmetries has shapes', (size) => {
    expectBasesAreOrientations(free[size]!.map(sitesOf), bases, (sites) => orientationKeys(hexDescriptor, sites));
  });

  it('have as many base placements in all as there are fixed polyhexes', () => {
    for (let size = 1; size <= 6; size++) {
      expect(free[size]!.reduce((sum, k) => sum + bases(sitesOf(k)).length, 0)).toBe(fixed[size]!.length);
    }
  });
});

describe('the generators', () => {
  const asymmetric = sitesOf(free[5]!.find((k) => orientationKeys(hexDescriptor, sitesOf(k)).size === 12)!);

  it('rotate by 60° counterclockwise and mirror in the line at 30°, up to translation', () => {
    for (const k of free[5]!) {
      const sites = sitesOf(k);
      expect(key(transform(shape(sites), rotate))).toBe(key(shape(sites.map((s) => ({ ...s, x: -s.y, y: s.x + s.y })))));
      expect(key(transform(shape(sites), transpose))).toBe(key(shape(sites.map((s) => ({ ...s, x: s.y, y: s.x })))));
    }
  });

  it('rotation has order 6, reflection order 2, and t r t = r⁻¹', () => {
    const start = shape(asymmetric);
    let s = start;
    for (let k = 1; k <= 6; k++) {
      s = transform(s, rotate);
      expect(s.cells.join() === start.cells.join()).toBe(k === 6);
    }
    expect(transform(transform(start, transpose), transpose).cells).toEqual(start.cells);
    let inverse = start;
    for (let k = 0; k < 5; k++) inverse = transform(inverse, rotate);
    expect(transform(transform(transform(start, transpose), rotate), transpose).cells).toEqual(inverse.cells);
  });

  it('give the piece first, then breadth first: rotation, then reflection, of each placement found', () => {
    expectBreadthFirst(shape(asymmetric), hexLattice.generators, 12);
  });
});

/** The box of a spec line as sites, read back from the generated problem's primary cells. */
function boxSites(spec: string): Site[] {
  return polyhex(spec)
    .problem.primary.flatMap((i) => hexDescriptor.parseItem(i.name) ?? [])
    .filter((p) => p.suffix === '')
    .map((p) => p.site);
}

/** The tilings of a spec's box by its pieces: the generated problem's exact covers. */
const covers = (spec: string): number => problemCovers(polyhex(spec).problem);

const TETRAHEXES = ['00 10 20 30', '00 10 20 21', '00 10 20 11', '00 10 11 21', '01 10 20 21', '01 11 12 20', '00 10 01 11'];
const cells = (text: string): Site[] => text.split(' ').map((c) => ({ kind: 0, x: parseInt(c[0]!, 36), y: parseInt(c[1]!, 36), z: 0 }));

describe('polyhex()', () => {
  it('tiles small boards as a brute force over the geometry does', () => {
    // the triangle of side 3 by the three trihexes and a monohex; a 2x4 rhombus by the bar and the pistol
    const cases: [string, string[]][] = [
      ['00 01 02 10 11 20', ['00 10 01', '00 10 20', '00 10 11']],
      ['[0-3][0-1]', ['00 10 20 30', '00 10 20 11']],
      ['[0-2][0-2]', ['00 10 20', '00 01 02', '00 10 01']],
      ['[0-2][0-3]', ['00 10 20 30', '00 10 20 21', '01 10 20 21']],
    ];
    for (const [box, pieces] of cases) expectBruteTilings(hexDescriptor, covers, cells, box, pieces, boxSites(piecesSpec(box, pieces)));
  });

  it('tiles random small boards as the brute force does', () => {
    const boards = smallBoards(4, 3, (x, y) => [`${x}${y}`]);
    fc.assert(
      fc.property(boards, fc.shuffledSubarray(TETRAHEXES.concat('00 10', '00 01', '00 10 01', '00'), { minLength: 1, maxLength: 4 }), (box, pieces) => {
        if (box.length > 0) expectBruteTilings(hexDescriptor, covers, cells, box.join(' '), pieces);
      }),
      { numRuns: 60 },
    );
  });

  it('makes suffixed cells secondary items and says so in the summary', () => {
    const r = polyhex('[0-1][0-1] 00!\nA 00 10 00!\nB 01 11\n');
    expect(r.problem.secondary.map((i) => i.name)).toEqual(['00!']);
    expect(r.summary).toMatch(/^Altogether 4\+1 cells, 2 pieces, /);
    expect(r.problem.options.some((o) => o.map((i) => i.item).join(' ') === 'A 00 00! 10')).toBe(true);
  });

  it('rejects a piece that is not connected, at its name', () => {
    const e = caught(SpecError, () => polyhex('[0-3][0-3]\nA 00 10\nB 00 20\n'));
    expectInputError(e, 3, 1, /^piece 'B' is not connected: no chain of its cells, each sharing a side with the next, joins 00 to 20$/);
    // a suffixed cell is a marker: it need not touch the piece
    expect(polyhex('[0-3][0-3] 33!\nA 00 10 33!\n').bases).toHaveLength(12);
  });

  it('rejects what the spec parser rejects, with line and column', () => {
    expectInputError(caught(SpecError, () => polyhex('[0-3][0-#]\n')), 1, 9, /illegal digit '#' in brackets/);
    expectInputError(caught(SpecError, () => polyhex('[0-3][0-3]\nA 0\n')), 2, 4, /incomplete cell/);
    expect(() => polyhex(3 as unknown as string)).toThrow(TypeError);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('the J tetrahex: 12 orientations, one-sided the 6 turns, :fixed the piece as written', () => {
    expectHandedness(polyhex, '[0-5][0-5]', 'J 00 10 20 21', [12, 12, 6, 1], 'free');
  });
});
