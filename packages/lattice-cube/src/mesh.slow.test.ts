import { describe, expect, it } from 'vitest';
import { checkMesh, PINCH, polycubeMesh } from './mesh.js';
import { fixedPolycubes } from './testing.js';

describe('polycubeMesh, slowly', () => {
  it('meshes each of the 3481 hexacubes (up to translation) as a closed, oriented 2-manifold of the right volume, with and without a gap', () => {
    const all = fixedPolycubes(6);
    expect(all).toHaveLength(3481);
    for (const cells of all) {
      for (const gap of [0, 0.1]) {
        const check = checkMesh(polycubeMesh(cells, { cell: 1, gap }));
        expect(check.problems, JSON.stringify(cells)).toEqual([]);
        expect(check.volume).toBeLessThanOrEqual(6 + 1e-9);
        expect(check.volume).toBeGreaterThan(gap === 0 ? 6 - 12 * 6 * PINCH * PINCH : 6 * (1 - 2 * gap) ** 3 - 1e-9);
      }
    }
  });
});
