import { readDlx } from '@polydance/dlx-solver';
import { findGenerator, findLattice } from '@polydance/lattices';
import { describe, expect, it } from 'vitest';
import { countDimers, dimerRegion } from '@polydance/dimers';
import { countStrategy, knownLattice, listingGroup, problemLatticeSource, randomStrategy, SearchError, sequenceStrategy } from './index.js';
import type { CountRequest } from './index.js';
import { cutSymmetries, cutSymmetriesSteps, problemSymmetries, problemSymmetriesSteps } from './symmetry.js';
import { heardTimer, stepsTaken } from '../../../test/testing.js';

const polyomino = (spec: string) => findGenerator('polyomino')!.generate(spec).problem;
const square = knownLattice(findLattice('square')!);
const plain: CountRequest = { distinct: false, determinant: true, tasks: () => 1 };
const PENTOMINOES = `[0-5][0-9]
F 10 20 01 11 12
I 00 01 02 03 04
L 00 01 02 03 10
N 00 01 02 12 13
P 00 01 02 10 11
T 00 01 02 11 21
U 00 01 02 10 12
V 00 01 02 10 20
W 00 01 11 12 22
X 01 10 11 12 21
Y 00 01 02 03 12
Z 00 01 11 21 22
`;

describe('the count strategy', () => {
  it('counts dominoes on a region without holes by the determinant, where asked; else searches', async () => {
    const dominoes = polyomino('[0-5][0-5]\n0:18|D 00 01\n');
    const s = await countStrategy(dominoes, square, plain);
    expect(s).toEqual(expect.objectContaining({ kind: 'determinant', solutions: 6728n, pieces: 'dominoes' }));
    const searched = await countStrategy(dominoes, square, { ...plain, determinant: false });
    expect(searched.kind).toBe('search');
  });

  it('counts any number of copies at the frontier, its cells along the narrow side, with the frontier tasks and no cut', async () => {
    const any = polyomino(PENTOMINOES.replace(/^([A-Z]) /gm, '0:12|$1 '));
    let asked: boolean | undefined;
    const s = await countStrategy(any, square, { ...plain, tasks: (frontier) => ((asked = frontier), frontier ? 1 : 32) });
    expect(asked).toBe(true);
    if (s.kind !== 'search') throw new Error('no search');
    expect(s.frontier).toBe(true);
    expect(s.group).toBeUndefined();
    expect(s.plan.symmetries).toBe(1);
    // the board's cells first, along the narrow side (6 rows of 10: the columns one after another)
    expect(s.problem.primary.slice(0, 7).map((i) => i.name)).toEqual(['00', '10', '20', '30', '40', '50', '01']);
    expect(s.problem.options).toBe(any.options);
  });

  it('cuts a plain count by the board’s symmetries, and counts distinct solutions by the group', async () => {
    const p = polyomino(PENTOMINOES);
    const s = await countStrategy(p, square, { ...plain, tasks: (frontier) => (frontier ? 1 : 8) });
    if (s.kind !== 'search') throw new Error('no search');
    expect(s.frontier).toBe(false);
    expect(s.group?.symmetries).toHaveLength(4);
    const d = await countStrategy(p, square, { ...plain, distinct: true, tasks: () => 8 });
    if (d.kind !== 'search') throw new Error('no search');
    expect(d.plan.mode).toBe('distinct');
    expect(d.plan.symmetries).toBe(4);
    const none = await countStrategy(p, square, { ...plain, symmetry: 'none', tasks: () => 8 });
    expect(none.kind === 'search' && none.group).toBe(undefined);
  });

  it('stopped while it looks for the symmetries, at any moment, keeps a group: the identity alone, or the whole group', async () => {
    const p = polyomino(PENTOMINOES);
    for (let after = 0; after < 40; after += 3) {
      let asked = 0;
      // shouldStop says yes from its call `after` on, as a clock does once the time is up
      const d = await countStrategy(p, square, { ...plain, distinct: true, tasks: () => 8, shouldStop: () => ++asked > after });
      if (d.kind !== 'search') throw new Error('no search');
      expect([1, 4]).toContain(d.group?.symmetries.length);
      expect(Array.from(d.group!.symmetries[0]!.items)).toEqual(p.primary.concat(p.secondary).map((_, i) => i));
    }
  });

  it('finds the lattice from the problem’s meaning, and refuses a distinct count on an unknown lattice by kind', async () => {
    const p = polyomino('[0-1][0-2]\nAA 00 01 10\nBB 11 12 02\n');
    const s = await countStrategy(p, problemLatticeSource(p, undefined), { distinct: true, determinant: false, tasks: () => 1 });
    expect(s.kind === 'search' && s.group?.symmetries.length).toBe(4);
    const bare = readDlx('A B\nA B\n').problem;
    const error = await countStrategy(bare, problemLatticeSource(bare, undefined), { distinct: true, determinant: false, tasks: () => 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect((error as SearchError).kind).toBe('no-lattice');
    // a plain count of it is searched, uncut
    const uncut = await countStrategy(bare, problemLatticeSource(bare, undefined), plain);
    expect(uncut.kind === 'search' && uncut.group).toBe(undefined);
  });

  it('draws dominoes by coupling from the past, the rest from the counter at the frontier', async () => {
    expect((await randomStrategy(polyomino('[0-3][0-3]\n0:8|D 00 01\n'), square)).kind).toBe('dimers');
    const holed = await randomStrategy(polyomino('[0-2][0-2] \n0:4|D 00 01\n'.replace('[0-2][0-2] ', '0[0-2] 1[02] 2[0-2]')), square);
    expect(holed).toEqual(expect.objectContaining({ kind: 'search', hole: 'dominoes' }));
  });

  it('makes the family of boards of a sequence, or says there is no board, by kind', async () => {
    const family = await sequenceStrategy(polyomino('[0-1][0-4]\n0:5|D 00 01\n'), square);
    expect(family.members).toHaveLength(5);
    const bare = readDlx('A B\nA B\n').problem;
    const error = await sequenceStrategy(bare, problemLatticeSource(bare, undefined)).catch((e: unknown) => e);
    expect((error as SearchError).kind).toBe('no-board');
  });
});

/** A board of 62 x 62 with a domino and a T tetromino: 22,000 options, and the 8 symmetries of the square. */
const wide = () => polyomino('[0-Z][0-Z]\nD 00 01\nT 00 01 02 11\n');

describe('the strategies give way', () => {
  it('problemSymmetriesSteps and cutSymmetriesSteps yield, and find what problemSymmetries and cutSymmetries find', () => {
    const p = wide();
    const lattice = findLattice('square')!;
    const { value, yields } = stepsTaken(problemSymmetriesSteps(p, lattice, 'all'));
    expect(yields).toBeGreaterThan(8);
    expect(value.symmetries).toHaveLength(8);
    expect(value).toEqual(problemSymmetries(p, lattice, 'all'));
    const pentominoes = polyomino(PENTOMINOES);
    const cut = stepsTaken(cutSymmetriesSteps(pentominoes, lattice, 'rotations'));
    expect(cut.yields).toBeGreaterThan(0);
    expect(cut.value).toEqual(cutSymmetries(pentominoes, lattice, 'rotations'));
    expect(stepsTaken(cutSymmetriesSteps(p, lattice, 'none'))).toEqual({ value: undefined, yields: 0 });
  });

  it('listingGroup lets a timer set before it run while it looks for the symmetries', async () => {
    const heard = heardTimer(false);
    const group = await listingGroup(wide(), square, 'all', heard.shouldStop);
    expect(heard.heard()).toBe(true);
    expect(group.symmetries).toHaveLength(8);
  });

  it('countStrategy lets a timer set before it run while the determinant is found, and a shouldStop that the timer sets stops it', async () => {
    // 40 x 40: 800 dominoes
    const dominoes = polyomino('[0-D][0-D]\n0:800|D 00 01\n');
    const region = dimerRegion(dominoes, findLattice('square')!);
    if (!('graph' in region)) throw new Error(region.reason);
    const heard = heardTimer(false);
    const s = await countStrategy(dominoes, square, { ...plain, shouldStop: heard.shouldStop });
    expect(heard.heard()).toBe(true);
    expect(s).toEqual(expect.objectContaining({ kind: 'determinant', solutions: countDimers(region.graph) }));
    const stop = heardTimer(true);
    expect(await countStrategy(dominoes, square, { ...plain, shouldStop: stop.shouldStop })).toEqual({ kind: 'stopped', phase: 'the determinant was found' });
  });

  it('countStrategy lets a timer set before it stop the symmetries and the plan, which give way', async () => {
    const stop = heardTimer(true);
    const s = await countStrategy(polyomino(PENTOMINOES), square, { ...plain, distinct: true, determinant: false, tasks: () => 5000, shouldStop: stop.shouldStop });
    expect(stop.heard()).toBe(true);
    if (s.kind !== 'search') throw new Error('no search');
    // a plan cut short (it covers the whole search all the same), of a group that is one
    expect(s.plan.tasks.length).toBeLessThan(s.plan.target);
    expect([1, 4]).toContain(s.group?.symmetries.length);
  });
});
