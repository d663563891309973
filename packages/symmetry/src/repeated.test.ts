// Symmetries of problems whose options repeat, as a DLX file may (a problem of issue 34:
// a file of 80,000 options, each one of two, took half a minute to check).
import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import { giveWay } from '@polydance/exact-cover';
import { findLattice } from '@polydance/lattices';
import { findSymmetries, findSymmetriesSteps, symmetryReading, symmetryReadingSteps } from './index.js';
import { stepsTaken } from '../../../test/testing.js';

const square = findLattice('square')!;

/** Two cells, `00 01`, each an option of its own `copies` times; and a piece item in every option if `pieces`. */
function repeated(copies: number, pieces = false): Problem {
  const option = (cell: string, k: number) => (pieces ? [{ item: cell }, { item: `piece${k}` }] : [{ item: cell }]);
  return {
    comments: [],
    primary: [{ name: '00' }, { name: '01' }, ...(pieces ? Array.from({ length: copies }, (_, k) => ({ name: `piece${k}` })) : [])],
    secondary: [],
    options: [...Array.from({ length: copies }, (_, k) => option('00', k)), ...Array.from({ length: copies }, (_, k) => option('01', k))],
  };
}

describe('repeated options and alike pieces are gone through once', () => {
  it('40,000 options of two kinds: the mirror that swaps the cells maps the k-th of one kind to the k-th of the other', () => {
    const n = 20_000;
    const group = findSymmetries(repeated(n), square);
    expect(group.length).toBeGreaterThan(1);
    const swap = group.find((g) => g.items[0] === 1)!;
    expect(swap.options[0]).toBe(n);
    expect(swap.options[n - 1]).toBe(2 * n - 1);
    expect(swap.options[n]).toBe(0);
    // each option has one image, and each image one option
    expect(new Set(swap.options).size).toBe(2 * n);
  });

  it('5,000 pieces alike (each in one option of each cell) are mapped one to one', () => {
    const group = findSymmetries(repeated(5_000, true), square);
    const swap = group.find((g) => g.items[0] === 1)!;
    expect(new Set(swap.items).size).toBe(swap.items.length);
  });

  it('shouldStop ends the search for symmetries with those found so far', () => {
    let asked = 0;
    const all = findSymmetries(repeated(10_000), square);
    const some = findSymmetries(repeated(10_000), square, 'all', { shouldStop: () => ++asked > 3 });
    expect(asked).toBeGreaterThan(3);
    expect(some.length).toBeLessThan(all.length);
    expect(all.slice(0, some.length).map((g) => g.items.join())).toEqual(some.map((g) => g.items.join()));
  });
});

describe('the search for symmetries gives way', () => {
  it('yields every few thousand items or options, and finds what the search without turns finds', () => {
    const problem = repeated(20_000);
    const { value, yields } = stepsTaken(symmetryReadingSteps(problem, square));
    // 40,000 options, gone through several times (once per pass, once per candidate)
    expect(yields).toBeGreaterThan(20);
    expect(value).toEqual(symmetryReading(problem, square));
    expect(stepsTaken(findSymmetriesSteps(problem, square, 'rotations')).value).toEqual(findSymmetries(problem, square, 'rotations'));
  });

  it('given way to, lets a timer set before it run while it works, and a shouldStop that the timer sets stops it', async () => {
    const problem = repeated(40_000);
    const all = findSymmetries(problem, square);
    let fired = false;
    let heard = false;
    setTimeout(() => (fired = true), 0);
    const group = await giveWay(
      findSymmetriesSteps(problem, square, 'all', {
        shouldStop: () => {
          if (fired) heard = true;
          return false;
        },
      }),
    );
    expect(heard).toBe(true);
    expect(group).toEqual(all);
    // a signal's listener, as a timer: the search without turns would never hear it
    let stop = false;
    setTimeout(() => (stop = true), 0);
    const some = await giveWay(findSymmetriesSteps(problem, square, 'all', { shouldStop: () => stop }));
    expect(stop).toBe(true);
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(all.slice(0, some.length).map((g) => g.items.join())).toEqual(some.map((g) => g.items.join()));
  });
});
