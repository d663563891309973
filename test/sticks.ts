// What the tests of the lattices of sticks on the triangle lattice's grid share (no
// source file imports it): edges as sites (kind 0 H, 1 U, 2 D), their end points, and a
// check of crossings from the picture alone.
import type { Site } from './polyforms.js';

/** The end points of an edge of the triangle lattice's grid: H (x,y)–(x+1,y), U (x,y)–(x,y+1), D (x,y+1)–(x+1,y). */
export function ends(e: Site): [[number, number], [number, number]] {
  if (e.kind === 0) return [[e.x, e.y], [e.x + 1, e.y]];
  if (e.kind === 1) return [[e.x, e.y], [e.x, e.y + 1]];
  return [[e.x, e.y + 1], [e.x + 1, e.y]];
}

/** Edges written `Hxy`, `Uxy`, `Dxy`, as sites. */
export function edges(text: string): Site[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((t) => ({ kind: 'HUD'.indexOf(t[0]!), x: parseInt(t[1]!, 36), y: parseInt(t[2]!, 36), z: 0 }));
}

/** The angle on the page of the ray from a point along (dx, dy) in skewed coordinates, in degrees. */
function angle(dx: number, dy: number): number {
  const a = (Math.atan2((dy * Math.sqrt(3)) / 2, dx + dy / 2) * 180) / Math.PI;
  return (Math.round(a) + 360) % 360;
}

/**
 * Whether no two of the placed pieces cross at a point: at every point, for any two rays
 * of one piece, the other piece's rays there are not on both sides of them (going round
 * the point by angle).
 */
export function noCrossing(placed: readonly (readonly Site[])[]): boolean {
  const rays = new Map<string, Map<number, number[]>>();
  placed.forEach((piece, i) => {
    for (const e of piece) {
      const [a, b] = ends(e);
      for (const [p, q] of [
        [a, b],
        [b, a],
      ] as const) {
        const at = rays.get(`${p[0]},${p[1]}`) ?? new Map<number, number[]>();
        at.set(i, [...(at.get(i) ?? []), angle(q[0] - p[0], q[1] - p[1])]);
        rays.set(`${p[0]},${p[1]}`, at);
      }
    }
  });
  for (const at of rays.values()) {
    const pieces = [...at.values()];
    for (const s of pieces)
      for (const t of pieces) {
        if (s === t) continue;
        for (const a of s)
          for (const b of s) {
            if (a >= b) continue;
            const inside = (r: number): boolean => r > a && r < b;
            if (t.some(inside) && t.some((r) => r < a || r > b)) return false;
          }
      }
  }
  return true;
}
