import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLattice } from './lattices.js';
import { setsOf, withPolyforms, withSet } from './pieces.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');

describe('pieces in the playground', () => {
  it('offers the named sets of each lattice, none for MacMahon’s triangles', () => {
    expect(setsOf('square').map((s) => s.name)).toContain('pentominoes');
    expect(setsOf('hex').map((s) => s.name)).toEqual(expect.arrayContaining(['tetrahexes', 'one-sided-pentahexes']));
    expect(setsOf('macmahon')).toEqual([]);
  });

  it('a set line added to a box is the spec of the 6x10 pentominoes: the same options', () => {
    const example = readFileSync(join(root, 'examples', 'pentominoes-6x10.in'), 'utf8');
    const square = findLattice('square')!;
    const bySet = square.generate(withSet('[0-5][0-9]', 'pentominoes'));
    const byHand = square.generate(example);
    expect(bySet.problem.options).toEqual(byHand.problem.options);
    expect(bySet.problem.primary).toEqual(byHand.problem.primary);
    expect(withSet('[0-5][0-9]\n', 'pentominoes')).toBe('[0-5][0-9]\nset: pentominoes\n');
  });

  it('adds every polyform of a size as piece lines, free, one-sided or fixed, on every lattice with pieces', () => {
    const hex = findLattice('hex')!;
    const spec = withPolyforms('[0-6][0-3]', 'hex', 4, 'free');
    expect(spec.split('\n').filter((l) => l !== '')).toHaveLength(1 + 7);
    // Polyform Puzzler's letters of the tetrahexes, in their set's order
    expect(hex.generate(spec).names).toEqual(['I', 'J', 'P', 'S', 'U', 'Y', 'O']);
    expect(findLattice('square')!.generate(withPolyforms('[0-5][0-5]', 'square', 5, 'one-sided')).names).toHaveLength(18);
    expect(findLattice('abolo')!.generate(withPolyforms('[0-3][0-3][ensw]', 'abolo', 3, 'fixed')).names).toHaveLength(24);
    expect(() => withPolyforms('x', 'macmahon', 3, 'free')).toThrow(/has no piece lines/);
  });
});
