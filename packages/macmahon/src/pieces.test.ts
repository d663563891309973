import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EdgeColors } from './index.js';
import { COLORS, PIECES, rotations } from './index.js';

/** The lexicographically least rotation of a coloring: the same for all its rotations. */
function canonical(c: readonly string[]): string {
  const s = c.join('');
  return [s, s.slice(1) + s.slice(0, 1), s.slice(2) + s.slice(0, 2)].sort()[0] ?? s;
}

describe('PIECES', () => {
  it('has 24 pieces, named after their colors, no two alike up to rotation', () => {
    expect(PIECES).toHaveLength(24);
    for (const p of PIECES) expect(p.name).toBe(p.colors.join(''));
    expect(new Set(PIECES.map((p) => canonical(p.colors))).size).toBe(24);
  });

  it('holds every coloring of three edges with four colors, up to rotation', () => {
    const all = new Set<string>();
    for (const x of COLORS) for (const y of COLORS) for (const z of COLORS) all.add(canonical([x, y, z]));
    expect(new Set(PIECES.map((p) => canonical(p.colors)))).toEqual(all);
  });

  it('is in the order of the item line of MACMAHON-TRIANGLES-DLX', () => {
    const dlx = readFileSync(new URL('../../../fixtures/knuth/macmahon-triangles-dlx/hexagon.out', import.meta.url), 'utf8');
    const itemLine = dlx.split('\n')[1] ?? '';
    const primary = (itemLine.split(' | ')[0] ?? '').split(' ');
    expect(PIECES.map((p) => p.name)).toEqual(primary.slice(-24));
  });

  it('pairs each three-colored piece with its mirror image', () => {
    const three = PIECES.filter((p) => new Set(p.colors).size === 3);
    expect(three).toHaveLength(8);
    for (const p of three) {
      const mirror = [...p.colors].reverse();
      expect(canonical(mirror)).not.toBe(canonical(p.colors));
      expect(three.some((q) => canonical(q.colors) === canonical(mirror))).toBe(true);
    }
  });
});

describe('rotations', () => {
  it('gives one rotation for a one-colored piece and three for the others', () => {
    for (const p of PIECES) {
      const rs = rotations(p.colors);
      expect(rs).toHaveLength(new Set(p.colors).size === 1 ? 1 : 3);
      expect(new Set(rs.map((r) => r.join(''))).size).toBe(rs.length);
      for (const r of rs) expect(canonical(r)).toBe(canonical(p.colors));
    }
    const total = PIECES.reduce((n, p) => n + rotations(p.colors).length, 0);
    expect(total).toBe(4 * 1 + 20 * 3);
  });

  it('starts with the colors as given, then turns them by one edge at a time', () => {
    const abc: EdgeColors = ['a', 'b', 'c'];
    expect(rotations(abc)).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
    ]);
    expect(rotations(['d', 'd', 'd'])).toEqual([['d', 'd', 'd']]);
  });
});
