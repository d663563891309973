import { describe, expect, it } from 'vitest';
import { checkSpec, editorLattice, editorRegion } from './editor.js';
import { latticeCatalog } from './catalog.js';

describe('the editor of the playground', () => {
  it('draws every lattice of box-and-pieces specs; MacMahon’s triangles, whose pieces are given and board named, not', () => {
    const drawn = latticeCatalog.filter((l) => 'lattice' in editorLattice(l.id)).map((l) => l.id);
    expect(drawn).toEqual(['square', 'triangle', 'cube', 'stick', 'hex', 'abolo', 'trig', 'twig']);
    const macmahon = editorLattice('macmahon');
    expect('why' in macmahon && macmahon.why).toMatch(/pieces are given/);
  });

  it('draws a region around the items: two past the largest coordinates, at least the least size; cubes one layer more', () => {
    const square = editorLattice('square');
    if (!('lattice' in square)) throw new Error('no square');
    expect(editorRegion(square.lattice, [], 12)).toHaveLength(144);
    expect(editorRegion(square.lattice, ['00', '59'], 4)).toHaveLength(8 * 12);
    const cube = editorLattice('cube');
    if (!('lattice' in cube)) throw new Error('no cube');
    expect(editorRegion(cube.lattice, ['000', '222'], 3, 1)).toHaveLength(4 * 4 * 4);
  });

  it('reads a spec before any search: the summary, or the error at its line and column', () => {
    const good = checkSpec('square', '[0-1][0-1]\nset: tetrominoes -T -L -S -I\n');
    expect('summary' in good && good.summary).toMatch(/^Altogether 4 cells, 1 pieces?/);
    const bad = checkSpec('square', '[0-1][0-1]\nA 00 0\n');
    expect('error' in bad && [bad.error.line, bad.error.column]).toEqual([2, 7]);
    expect(checkSpec('nowhere', '')).toEqual({ failure: "unknown lattice 'nowhere'" });
  });
});
