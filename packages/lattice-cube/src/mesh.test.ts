import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMesh, PINCH, piecesStl, polycubeMesh, readStl, writeStl } from './mesh.js';
import { fixedPolycubes } from './testing.js';
import type { Cell } from './testing.js';

function expectSolid(cells: readonly Cell[], gap = 0, cell = 1): number {
  const check = checkMesh(polycubeMesh(cells, { cell, gap }));
  expect(check.problems, JSON.stringify(cells)).toEqual([]);
  return check.volume;
}

describe('checkMesh', () => {
  const cube = polycubeMesh([[0, 0, 0]]);

  it('accepts a cube, of volume 1000 mm³ at 10 mm a side', () => {
    const c = checkMesh(cube);
    expect(c).toEqual({ triangles: 12, volume: expect.closeTo(1000, 6) as number, problems: [] });
  });

  it('finds a hole: a triangle missing', () => {
    expect(checkMesh(cube.slice(9)).problems.join('\n')).toMatch(/one triangle only/);
  });

  it('finds a triangle turned the wrong way', () => {
    const t = cube.slice();
    t.set(cube.subarray(3, 6), 6);
    t.set(cube.subarray(6, 9), 3);
    expect(checkMesh(t).problems.join('\n')).toMatch(/same way/);
  });

  it('finds faces pointing inwards', () => {
    const t = cube.slice();
    for (let i = 0; i < t.length; i += 9) {
      t.set(cube.subarray(i + 3, i + 6), i + 6);
      t.set(cube.subarray(i + 6, i + 9), i + 3);
    }
    expect(checkMesh(t).problems.join('\n')).toMatch(/point inwards/);
  });

  it('finds an edge of four triangles and a vertex where two cones meet', () => {
    const two = (a: Cell, b: Cell): Float64Array => Float64Array.from([...polycubeMesh([a]), ...polycubeMesh([b])]);
    expect(checkMesh(two([0, 0, 0], [1, 1, 0])).problems.join('\n')).toMatch(/same way|one fan/);
    expect(checkMesh(two([0, 0, 0], [1, 1, 1])).problems.join('\n')).toMatch(/one fan/);
  });

  it('finds degenerate triangles', () => {
    const t = Float64Array.from([...cube, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(checkMesh(t).problems.join('\n')).toMatch(/degenerate/);
  });
});

describe('polycubeMesh', () => {
  it('meshes every polycube of up to 5 cells as a closed, oriented 2-manifold of the right volume', () => {
    for (let n = 1; n <= 5; n++) {
      const all = fixedPolycubes(n);
      expect(all.length).toBe([1, 3, 15, 86, 534, 3481][n - 1]);
      for (const cells of all) {
        const volume = expectSolid(cells);
        // exactly n, but for a sliver where a piece touches itself along an edge or at a corner
        expect(volume).toBeLessThanOrEqual(n + 1e-9);
        expect(volume).toBeGreaterThan(n - 12 * n * PINCH * PINCH);
      }
    }
  });

  it('is exactly the union of the cubes when no piece touches itself along an edge alone', () => {
    // the Soma pieces
    for (const cells of [
      [[0, 0, 0], [1, 0, 0], [0, 1, 0]],
      [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]],
      [[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]],
      [[0, 0, 0], [1, 0, 0], [1, 1, 0], [2, 1, 0]],
      [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
      [[0, 0, 0], [1, 0, 0], [1, 1, 0], [1, 1, 1]],
      [[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 0, 1]],
    ] as Cell[][]) {
      expect(expectSolid(cells, 0, 10)).toBeCloseTo(cells.length * 1000, 6);
    }
    // pinched: two cubes along an edge, joined through the layer above
    const pinched: Cell[] = [[0, 0, 0], [1, 1, 0], [0, 0, 1], [1, 0, 1], [1, 1, 1]];
    // each of the two cubes loses a prism PINCH × PINCH along the edge; the three cubes
    // above, a cube PINCH a side at the corner where the edge ends
    expect(expectSolid(pinched)).toBeCloseTo(5 - 2 * PINCH ** 2 - 3 * PINCH ** 3, 9);
  });

  it('meshes random larger polycubes, with and without a gap', () => {
    const cellArb = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(fc.uniqueArray(cellArb, { minLength: 1, maxLength: 30, selector: (c) => c.join() }), fc.constantFrom(0, 0.05, 0.2), (cells, gap) => {
        const volume = expectSolid(cells, gap);
        expect(volume).toBeLessThanOrEqual(cells.length + 1e-9);
        // the gap takes at most a shell of that thickness from each of the six sides of each cube
        expect(volume).toBeGreaterThanOrEqual(gap === 0 ? cells.length - 12 * cells.length * PINCH * PINCH : cells.length * (1 - 2 * gap) ** 3 - 1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a gap out of range', () => {
    expect(() => polycubeMesh([[0, 0, 0]], { gap: 0.3 })).toThrow(/0 to 0.25/);
  });
});

describe('STL', () => {
  it('writes and reads back solids, one per piece, normals along the corners’ order', () => {
    const text = piecesStl(
      [
        { name: 'A', cells: [[0, 0, 0], [1, 0, 0]] },
        { name: 'B b', cells: [[0, 1, 0]] },
      ],
      { layout: 'assembled' },
    );
    expect(text.startsWith('solid A\n  facet normal ')).toBe(true);
    const solids = readStl(text);
    expect(solids.map((s) => s.name)).toEqual(['A', 'B_b']);
    expect(solids.map((s) => checkMesh(s.triangles).volume)).toEqual([expect.closeTo(2000, 6), expect.closeTo(1000, 6)]);
    expect(writeStl(solids)).toBe(text);
  });

  it('lays pieces apart, a cell between them', () => {
    const solids = readStl(piecesStl([{ name: 'A', cells: [[5, 5, 5], [6, 5, 5]] }, { name: 'B', cells: [[0, 0, 0]] }], { layout: 'apart', cell: 1 }));
    const xs = solids.map((s) => [Math.min(...s.triangles.filter((_, i) => i % 3 === 0)), Math.max(...s.triangles.filter((_, i) => i % 3 === 0))]);
    expect(xs).toEqual([[0, 2], [3, 4]]);
  });

  it('names the line of a malformed file', () => {
    expect(() => readStl('solid a\n  facet normal 0 0 1\n    outer loop\n      vertex 0 0\n')).toThrow(/line 4: expected three numbers/);
    expect(() => readStl('solid a\n  facet normal 0 0 -1\n outer loop\n vertex 0 0 0\n vertex 1 0 0\n vertex 0 1 0\n endloop\n endfacet\nendsolid a\n')).toThrow(/line 8: the facet normal points against/);
  });
});
