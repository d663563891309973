import { describe, expect, it } from 'vitest';
import { checkRenamings, distinct, EXAMPLES } from './testing-renamed.js';
import { runCli } from './testing.js';

// A piece's name means nothing to the search (testing-renamed.ts): the first seed of names
// here, on every example; piece-names.slow.test.ts tries two more.

describe('piece names never change a distinct count', () => {
  it.each(EXAMPLES)('%s (%s)', (file, generator, lattice) => checkRenamings(file, generator, lattice, [1]));

  it('the two-letter names of the report: 1 distinct of 4, with 4 symmetries, on the square, triangle and hex lattices', async () => {
    for (const generator of ['polyomino', 'polyiamond', 'polyhex']) {
      const single = await runCli([generator], '[0-1][0-2]\nA 00 01 10\nB 11 12 02\n');
      const double = await runCli([generator], '[0-1][0-2]\nAA 00 01 10\nBB 11 12 02\n');
      expect(await distinct(double.stdout)).toEqual(await distinct(single.stdout));
    }
    const square = await runCli(['polyomino'], '[0-1][0-2]\nAA 00 01 10\nBB 11 12 02\n');
    expect(await distinct(square.stdout)).toEqual({ solutions: 4, distinct: 1, symmetries: 4 });
  });

  it('draws a piece whose name reads as a cell by its name, not as a cell far away', async () => {
    const dlx = await runCli(['polyomino'], '[0-1][0-2]\nAA 00 01 10\nBB 11 12 02\n');
    const r = await runCli(['solve', '--limit', '1', '--draw', 'ascii'], dlx.stdout);
    expect(r.stdout).toBe('1:\n┌───────┬───┐\n│AA  AA │BB │\n│   ┌───┘   │\n│AA │BB  BB │\n└───┴───────┘\n');
  });
});
