import { describe, expect, it } from 'vitest';
import { checkPolyform } from './check.js';
import { generatePolyform } from './polyform.js';
import type { PolyformLattice } from './polyform.js';
import { PlainSuffixes } from './suffixes.js';
import type { CellCoords } from './transform.js';

/** A square lattice with the quarter turn and the transposition, as POLYOMINO-DLX has. */
const turn = { name: 'turn', map: (c: CellCoords, max: readonly [number, number, number]) => ({ ...c, x: max[1] - c.y, y: c.x }) };
const transpose = { name: 'transpose', map: (c: CellCoords) => ({ ...c, x: c.y, y: c.x }) };
const square: PolyformLattice = {
  program: 'test',
  spec: { dimensions: 2 },
  generators: [turn, transpose],
  handedness: { free: [turn, transpose], 'one-sided': [turn] },
  suffixes: () => new PlainSuffixes(),
};

const check = (spec: string, unit?: string) =>
  checkPolyform(generatePolyform(spec, square), unit === undefined ? {} : { unit });

describe('checkPolyform', () => {
  it('finds nothing wrong with a sound problem', () => {
    expect(check('[0-1][0-3]\n4|D 00 01\n')).toEqual([]);
    expect(check('[0-2][0-2]\n0:4|D 00 01\n0:9|M 00\n')).toEqual([]);
  });

  it('names both numbers when the cells cannot add up, counting multiplicities', () => {
    expect(check('[0-1][0-3]\n5|D 00 01\n')).toEqual([
      { kind: 'cell-count', fatal: true, message: 'the pieces have 10 cells (with their multiplicities), but the box has 8 cells' },
    ]);
    expect(check('[0-3][0-3]\n0:3|D 00 01\n1:5|M 00\n', 'edge')).toEqual([
      {
        kind: 'cell-count',
        fatal: true,
        message: 'the pieces have between 1 and 11 edges (with their multiplicities), but the box has 16 edges',
      },
    ]);
  });

  it('counts only the primary cells of a piece: suffixed cells are secondary', () => {
    expect(check('[0-1][0-3] [0-1][0-3]!\n4|D 00 01 00! 01!\n')).toEqual([]);
    expect(check('[0-1][0-3] [0-1][0-3]!\n3|D 00 01 00!\n')[0]?.message).toBe(
      'the pieces have 6 cells (with their multiplicities), but the box has 8 cells',
    );
  });

  it('reports a piece that fits nowhere: fatal unless it may be left out', () => {
    expect(check('[0-1][0-1]\nI 00 01 02\n2|D 00 01\n')).toEqual([
      { kind: 'cell-count', fatal: false, message: 'the pieces have 7 cells (with their multiplicities), but the box has 4 cells' },
      { kind: 'piece-fits-nowhere', fatal: true, message: 'piece I fits nowhere in the box' },
    ]);
    expect(check('[0-1][0-1]\n0:1|I 00 01 02\n2|D 00 01\n')).toEqual([
      { kind: 'piece-fits-nowhere', fatal: false, message: 'piece I fits nowhere in the box (it may be left out)' },
    ]);
  });

  it('reports cells of the box no piece can cover', () => {
    expect(check('[0-1][0-1] 44\n0:3|D 00 01\n')).toEqual([{ kind: 'cell-uncovered', fatal: true, message: 'no piece fits on cell 44' }]);
    const many = check('00 02 04 06 08 0a 0c 0e 0g 0i\n0:5|D 00 01\n0:10|M 00 01 02 03\n');
    expect(many.at(-1)).toEqual({
      kind: 'cell-uncovered',
      fatal: true,
      message: 'no piece fits on 10 cells of the box: 00, 02, 04, 06, 08, 0a, 0c, 0e and 2 more',
    });
  });
});
