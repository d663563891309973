import { describe, expect, it } from 'vitest';
import { boundsOf } from './index.js';

describe('boundsOf', () => {
  it('is the smallest box around the points', () => {
    expect(boundsOf([{ x: 3, y: -1 }, { x: 0, y: 4 }, { x: 2, y: 2 }])).toEqual({ xmin: 0, xmax: 3, ymin: -1, ymax: 4 });
  });
  it('is empty for no points', () => {
    const { xmin, xmax, ymin, ymax } = boundsOf([]);
    expect(xmin > xmax && ymin > ymax).toBe(true);
  });
});
