import { describe, expect, it } from 'vitest';
import { cellKey, cellSuffix, cellX, cellY, cellZ, shiftKey } from './cell.js';
import { normalize, sameShape, shapeOf } from './shape.js';
import { closure, NodeCounter, transform } from './transform.js';
import type { Transformation } from './transform.js';

describe('cell keys', () => {
  it('pack and unpack coordinates and suffix, ordered by x, y, z, suffix', () => {
    const k = cellKey(61, 7, 33, 5);
    expect([cellX(k), cellY(k), cellZ(k), cellSuffix(k)]).toEqual([61, 7, 33, 5]);
    expect(cellKey(0, 1, 0, 9)).toBeLessThan(cellKey(1, 0, 0, 0));
    expect(cellKey(2, 3, 0, 0)).toBeLessThan(cellKey(2, 3, 0, 1));
    expect(shiftKey(cellKey(1, 2, 3, 4), 1, 1, 1)).toBe(cellKey(2, 3, 4, 4));
  });
});

describe('shapes', () => {
  it('sort, deduplicate, bound and normalize', () => {
    const s = shapeOf([cellKey(3, 5, 0, 0), cellKey(2, 6, 0, 0), cellKey(3, 5, 0, 0)]);
    expect(s.cells).toHaveLength(2);
    expect([s.min, s.max]).toEqual([
      [2, 5, 0],
      [3, 6, 0],
    ]);
    const n = normalize(s);
    expect(n.cells).toEqual([cellKey(0, 1, 0, 0), cellKey(1, 0, 0, 0)]);
    expect(sameShape(n, normalize(n))).toBe(true);
  });
});

describe('closure', () => {
  const mirror: Transformation = { name: 'mirror', map: (c, max) => ({ ...c, x: max[0] - c.x }) };
  it('applies generators breadth first and keeps new shapes only', () => {
    const l = shapeOf([cellKey(0, 0, 0, 0), cellKey(0, 1, 0, 0), cellKey(1, 1, 0, 0)]);
    const bases = closure(l, [mirror]);
    expect(bases).toHaveLength(2);
    expect(sameShape(bases[1]!, transform(l, mirror))).toBe(true);
    const symmetric = shapeOf([cellKey(0, 0, 0, 0), cellKey(1, 0, 0, 0)]);
    expect(closure(symmetric, [mirror])).toHaveLength(1);
  });
  it('counts nodes as the C programs do: recycled nodes are reused first', () => {
    const counter = new NodeCounter();
    counter.take(4);
    counter.give(3);
    counter.take(5);
    expect(counter.nodes).toBe(4 + 2 + 1);
  });
});
