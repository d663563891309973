import { describe, expect, it } from 'vitest';
import { coveredRays, edgeBetween, edgeEnds, edgeNeighbours, gridSticks, stickDirections, triangularSticks } from './grid-sticks.js';

/** Every subset of 0..n−1, as lists. */
function subsets(n: number): number[][] {
  return Array.from({ length: 2 ** n }, (_, mask) => Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1));
}

/**
 * Whether two pieces with these rays at a point cross there, from the picture alone:
 * two rays of one (a line through the point, bent or straight) have rays of the other
 * strictly on both sides of them, going round the point.
 */
function cross(s: readonly number[], t: readonly number[]): boolean {
  for (const a of s)
    for (const b of s) {
      if (a >= b) continue;
      const inside = (r: number): boolean => r > a && r < b;
      if (t.some(inside) && t.some((r) => !inside(r) && r !== a && r !== b)) return true;
    }
  return false;
}

describe('the junction items of a point', () => {
  it.each([4, 6])('two pieces share one exactly when they cross, with %i directions, whatever rays the box has there', (n) => {
    const all = subsets(n);
    let checked = 0;
    for (const s of all) {
      for (const t of all) {
        if (s.some((r) => t.includes(r))) continue;
        const cs = coveredRays(s, n);
        const ct = coveredRays(t, n);
        const crossing = cross(s, t);
        for (const box of all) {
          if (![...s, ...t].every((r) => box.includes(r))) continue;
          const shared = cs.some((r) => ct.includes(r) && box.includes(r));
          expect(shared, `${s.join()} ${t.join()} ${box.join()}`).toBe(crossing);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('are none for a piece that ends at the point or bends by one step', () => {
    expect(coveredRays([2], 6)).toEqual([]);
    expect(coveredRays([0, 1], 6)).toEqual([]);
    expect(coveredRays([0, 3], 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(coveredRays([0, 2], 6)).toEqual([0, 1, 2]);
  });
});

const triangular = triangularSticks('triangular grid', 'test', () => true);

describe('the triangular grid of sticks', () => {
  it('has six directions, counterclockwise from 0°', () => {
    expect(stickDirections(triangular)).toEqual([
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [0, -1],
      [1, -1],
    ]);
  });

  it('finds the edge between two points a step apart, and its end points back', () => {
    for (let kind = 0; kind < 3; kind++) {
      const e = { kind, x: 3, y: 4 };
      const [a, b] = edgeEnds(triangular, e);
      expect(edgeBetween(triangular, a, b)).toEqual(e);
      expect(edgeBetween(triangular, b, a)).toEqual(e);
    }
    expect(edgeBetween(triangular, [0, 0], [1, 1])).toBeUndefined();
  });

  it('gives an edge ten neighbours, five at each end point', () => {
    expect(edgeNeighbours(triangular, { kind: 0, x: 2, y: 2 })).toHaveLength(10);
  });

  it('reads sets of kinds and positions, and writes the junctions of points with four or more edges', () => {
    const r = gridSticks('[HUD]00\nA H00 U00\n', triangular);
    expect(r.problem.primary.map((i) => i.name)).toEqual(['H00', 'U00', 'D00', 'A']);
    expect(r.problem.secondary).toEqual([]);
    const star = gridSticks('H[01]1 U1[01] D[01][01]\nA H01 H11\n', triangular);
    expect(star.problem.secondary.map((i) => i.name)).toEqual(['I110', 'I111', 'I112', 'I113', 'I114', 'I115']);
    expect(star.summary).toBe('Altogether 8 edges, 6 junction items, 1 pieces, 3 base placements.');
  });
});
