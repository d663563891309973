import { describe, expect, it } from 'vitest';
import { LATTICE_ENTRIES, LATTICE_NAMES as LAZY_NAMES, loadDetectedLattice, loadLattice } from './lazy.js';
import { detectLattice, LATTICE_NAMES, LATTICES } from './registry.js';

describe('the lazy list of lattices', () => {
  it('is the list of LATTICES: the same order, names and generator tags, and the same descriptors', async () => {
    expect(LATTICE_ENTRIES.map((l) => l.name)).toEqual(LATTICES.map((l) => l.name));
    expect(LATTICE_ENTRIES.map((l) => l.programs)).toEqual(LATTICES.map((l) => l.programs));
    expect(LAZY_NAMES).toEqual(LATTICE_NAMES);
    for (const [i, entry] of LATTICE_ENTRIES.entries()) expect(await entry.load()).toBe(LATTICES[i]);
    expect(await loadLattice('square')).toBe(LATTICES.find((l) => l.name === 'square'));
    expect(await loadLattice('nonsuch')).toBeUndefined();
  });

  it('finds the lattice detectLattice finds, from a comment or from item names', async () => {
    const cases: [string[], string[]][] = [
      [['this file was created by polyiamond-dlx from that data'], ['00', '01']],
      [['this file was created by polydance polyhex'], ['00', '01']],
      [['this file was created by polyominoes'], []],
      [[], ['00', '01', '10', '11']],
      [[], ['000', '001']],
      [[], ['00h', '00v']],
      [[], ["00'", '01']],
      [[], ['a_b', 'c']],
      [['a comment', 'this file was created by nobody'], ['00']],
    ];
    for (const [comments, items] of cases) {
      expect((await loadDetectedLattice(comments, items))?.name, `${comments.join('; ')} / ${items.join(' ')}`).toBe(detectLattice(comments, items)?.name);
    }
  });
});
