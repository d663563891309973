import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from './descriptor.js';
import { boardFamily, narrowScanOrder } from './scan-order.js';

// a lattice whose items `xy` (one decimal digit each) are the cells (x, y)
const grid = {
  boxKinds: [0],
  parseItem: (name: string) => (/^\d\d$/.test(name) ? { site: { kind: 0, x: Number(name[0]), y: Number(name[1]), z: 0 }, suffix: '' } : undefined),
} as unknown as LatticeDescriptor;

function board(rows: number, cols: number): Problem {
  const primary: { name: string; bounds?: string }[] = [];
  for (let x = 0; x < rows; x++) for (let y = 0; y < cols; y++) primary.push({ name: `${x}${y}` });
  primary.splice(2, 0, { name: 'D', bounds: '0:9' });
  return { comments: ['a board'], primary, secondary: [{ name: 's' }], options: [[{ item: 'D' }, { item: '00' }, { item: '01' }]] };
}

describe('narrowScanOrder', () => {
  it('lists the cells of a long board along its narrow side, the other items after them', () => {
    const p = narrowScanOrder(board(2, 3), grid);
    expect(p.primary.map((i) => i.name)).toEqual(['00', '10', '01', '11', '02', '12', 'D']);
    expect(p.options).toEqual(board(2, 3).options);
    expect(p.secondary).toEqual([{ name: 's' }]);
  });

  it('keeps a board whose rows are already its narrow side in row order', () => {
    expect(narrowScanOrder(board(3, 2), grid).primary.map((i) => i.name)).toEqual(['00', '01', '10', '11', '20', '21', 'D']);
  });

  it('leaves a problem without cells as it is', () => {
    const p: Problem = { comments: [], primary: [{ name: 'a' }], secondary: [], options: [[{ item: 'a' }]] };
    expect(narrowScanOrder(p, grid)).toBe(p);
  });
});

describe('boardFamily', () => {
  it('lists the cells from the far end of the long side, and what each shorter board leaves out', () => {
    const f = boardFamily(board(2, 3), grid);
    expect(f?.problem.primary.map((i) => i.name)).toEqual(['02', '12', '01', '11', '00', '10', 'D']);
    expect(f?.members).toEqual([['02', '12', '01', '11'], ['02', '12'], []]);
    const none: Problem = { comments: [], primary: [{ name: 'a' }], secondary: [], options: [[{ item: 'a' }]] };
    expect(boardFamily(none, grid)).toBeUndefined();
  });
});
