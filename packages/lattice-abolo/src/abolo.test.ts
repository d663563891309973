import { cellKey, cellSuffix, cellX, cellY, closure, normalize, shapeOf, transform } from '@polydance/lattice';
import type { Shape } from '@polydance/lattice';
import { SpecError } from '@polydance/spec-parser';
import fc from 'fast-check';
import { expectBreadthFirst, expectBruteTilings, smallBoards } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { fixedPolyforms, freePolyforms, orientationKeys, problemCovers, sitesOf } from '../../../test/polyforms.js';
import type { Site } from '../../../test/polyforms.js';
import { caught, expectBasesAreOrientations, expectHandedness, expectInputError } from '../../../test/testing.js';
import { aboloDescriptor } from './descriptor.js';
import { aboloLattice, polyabolo, rotate, transpose } from './abolo.js';

const fixed = fixedPolyforms(aboloDescriptor, 5);
const free = freePolyforms(aboloDescriptor, fixed);

/** A set of quarters as a normalized shape of the generator's packed cells (the quarter is the suffix index). */
function shape(sites: readonly Site[]): Shape {
  return normalize(shapeOf(sites.map((s) => cellKey(s.x + 8, s.y + 8, 0, s.kind))));
}
const key = (s: Shape): string =>
  s.cells
    .map((k) => `${cellSuffix(k)},${cellX(k)},${cellY(k)},0`)
    .sort()
    .join(' ');
/** The keys of the base placements the generator's transformations give a piece, as fixed forms. */
const bases = (sites: readonly Site[]): string[] => closure(shape(sites), aboloLattice.generators).map((b) => normalizedKey(b));
const normalizedKey = (s: Shape): string => {
  const sites = s.cells.map((k) => ({ kind: cellSuffix(k), x: cellX(k), y: cellY(k), z: 0 }));
  const x0 = Math.min(...sites.map((c) => c.x));
  const y0 = Math.min(...sites.map((c) => c.y));
  return sites
    .map((c) => `${c.kind},${c.x - x0},${c.y - y0},0`)
    .sort()
    .join(' ');
};

describe('polyaboloes, from the descriptor alone (half squares joined side to side)', () => {
  it('number 1, 3, 4, 14, 30 free for sizes 1 to 5 (OEIS A006074)', () => {
    expect(free.slice(1).map((l) => l.length)).toEqual([1, 3, 4, 14, 30]);
  });

  it.each([1, 2, 3, 4, 5])('of size %i each get as many base placements as their orbit under the 8 symmetries has shapes', (size) => {
    expectBasesAreOrientations(free[size]!.map(sitesOf), bases, (sites) => orientationKeys(aboloDescriptor, sites));
  });

  it('have as many base placements in all as there are fixed polyaboloes', () => {
    for (let size = 1; size <= 5; size++) {
      expect(free[size]!.reduce((sum, k) => sum + bases(sitesOf(k)).length, 0)).toBe(fixed[size]!.length);
    }
  });

  it('are not the shapes of quarters joined side to side, which number 1, 2, 2 for one to three quarters', () => {
    const byQuarters = { boxKinds: aboloDescriptor.boxKinds, neighbours: aboloDescriptor.neighbours, group: aboloDescriptor.group };
    const quarters = freePolyforms(byQuarters, fixedPolyforms(byQuarters, 3));
    // one quarter; the half square and the diamond; a half square with a quarter beyond
    // one of its legs, and three quarters round the centre of a square
    expect(quarters.slice(1).map((l) => l.length)).toEqual([1, 2, 2]);
  });
});

describe('the generators', () => {
  const asymmetric = sitesOf(free[4]!.find((k) => orientationKeys(aboloDescriptor, sitesOf(k)).size === 8)!);

  it('turn a quarter counterclockwise and mirror in the diagonal, up to translation', () => {
    const turn: Record<number, number> = { 0: 1, 1: 3, 3: 2, 2: 0 };
    const mirror: Record<number, number> = { 0: 1, 1: 0, 2: 3, 3: 2 };
    for (const k of free[4]!) {
      const sites = sitesOf(k);
      expect(key(transform(shape(sites), rotate))).toBe(key(shape(sites.map((s) => ({ kind: turn[s.kind]!, x: -s.y, y: s.x, z: 0 })))));
      expect(key(transform(shape(sites), transpose))).toBe(key(shape(sites.map((s) => ({ kind: mirror[s.kind]!, x: s.y, y: s.x, z: 0 })))));
    }
  });

  it('agree with the point group of the descriptor', () => {
    // the quarter turn of the group is the generator's rotation, up to translation
    for (const k of free[3]!) {
      const sites = sitesOf(k);
      const turned = sites.map((s) => aboloDescriptor.group.apply(1, s)!);
      expect(normalizedKey(transform(shape(sites), rotate))).toBe(normalizedKey(shape(turned)));
    }
  });

  it('give the piece first, then breadth first: rotation, then reflection, of each placement found', () => {
    expectBreadthFirst(shape(asymmetric), aboloLattice.generators, 8);
  });
});

/** The tilings of a spec's box by its pieces: the generated problem's exact covers. */
const covers = (spec: string): number => problemCovers(polyabolo(spec).problem);

const LETTERS = 'ensw';
const cells = (text: string): Site[] =>
  text.split(' ').map((c) => ({ kind: LETTERS.indexOf(c[2]!), x: parseInt(c[0]!, 36), y: parseInt(c[1]!, 36), z: 0 }));
/** The quarters of the squares `xy` given. */
const squares = (text: string): string => text.split(' ').flatMap((c) => [...LETTERS].map((q) => `${c}${q}`)).join(' ');

/** Small pieces in quarters: the half square, the diamond, the diaboloes, triaboloes, a quarter. */
const PIECES = ['00s 00e', '00n 01s', '00e 00n 00s 00w', '00s 00e 10s 10w', '00s 00e 10n 10w', '00s 00e 00n', '00s 00e 10w', '00e'];

describe('polyabolo()', () => {
  it('tiles small boards as a brute force over the geometry does', () => {
    const cases: [string, string[]][] = [
      [squares('00 10'), ['00s 00e 10s 10w', '00n 00w', '10n 10e']],
      [squares('00 10'), ['00s 00e 10n 10w', '00n 00w', '10s 10e']],
      [squares('00 10 01'), ['00s 00e 10s 10w', '00s 00e 10n 10w', '00s 00e', '00s 00e 00n']],
    ];
    for (const [box, pieces] of cases) expectBruteTilings(aboloDescriptor, covers, cells, box, pieces);
  });

  it('tiles random small boards as the brute force does', () => {
    const boards = smallBoards(3, 2, (x, y) => [...LETTERS].map((q) => `${x}${y}${q}`));
    fc.assert(
      fc.property(boards, fc.shuffledSubarray(PIECES, { minLength: 1, maxLength: 4 }), (box, pieces) => expectBruteTilings(aboloDescriptor, covers, cells, box.join(' '), pieces)),
      { numRuns: 50 },
    );
  });

  it('writes the quarters of a square in the order e, n, s, w, and the four of [0-1][0][ensw] square by square', () => {
    const r = polyabolo('[0-1]0[ensw]\nT 00s 00e\n');
    expect(r.problem.primary.map((i) => i.name).join(' ')).toBe('00e 00n 00s 00w 10e 10n 10s 10w T');
    expect(r.bases).toHaveLength(4);
    expect(r.summary).toBe('Altogether 8 cells, 1 pieces, 4 base placements, 19 nodes.');
  });

  it('turns a suffix with its quarter', () => {
    const r = polyabolo('00[ensw] 00[ensw]!\nT 00s 00e 00s!\n');
    expect(r.problem.secondary.map((i) => i.name)).toEqual(['00e!', '00n!', '00s!', '00w!']);
    const names = r.bases.map((b) => b.shape.cells.map(r.cellName).join(' '));
    expect(names).toContain('00e 00s 00s!');
    expect(names).toContain('00e 00n 00e!');
    expect(names).toHaveLength(8);
  });

  it('rejects a letter that is no quarter, a cell without its quarter, and a piece that is not connected', () => {
    expectInputError(caught(SpecError, () => polyabolo('[0-2][0-2][ensw]\nA 00x 00s\n')), 2, 3, /^'x' is not a quarter of a square/);
    expectInputError(caught(SpecError, () => polyabolo('[0-2][0-2][a-z]\nA 00e\n')), 1, 1, /^'a' is not a quarter of a square/);
    expectInputError(caught(SpecError, () => polyabolo('[0-2][0-2][ensw]\nA 00\n')), 2, 5, /^incomplete cell: a cell is a square xy followed by its quarter/);
    expectInputError(caught(SpecError, () => polyabolo('[0-2][0-2][ensw]\nA 00n 00s\n')), 2, 1, /^piece 'A' is not connected: .* joins 00n to 00s$/);
    // two half squares that meet at a corner only
    expectInputError(caught(SpecError, () => polyabolo('[0-2][0-2][ensw]\nA 00n 00e 11s 11w\n')), 2, 1, /not connected/);
    expect(() => polyabolo(null as unknown as string)).toThrow(TypeError);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('the parallelogram diabolo: 4 orientations, one-sided the 2 turns, :fixed the piece as written', () => {
    expectHandedness(polyabolo, '[0-3][0-3][ensw]', 'P 00e 00n 01s 01w', [4, 4, 2, 1], 'free');
  });
});
