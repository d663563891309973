import { describe, expect, it } from 'vitest';
import { congruenceKey, edgeCounts, fromPicture, isConnected } from '../test/board-model.js';
import type { Triangle } from './index.js';
import { HEXIAMONDS, findHexiamond, formatTriangle, macmahonProblem } from './index.js';

/**
 * The twelve hexiamonds as they are usually drawn (O'Beirne's names; the letters of
 * the letter-and-order naming), in the picture notation of `fromPicture`.
 */
const PICTURES: Record<string, readonly string[]> = {
  hexagon: [' AVA', ' VAV'],
  bar: ['AVAVAV'],
  crook: [' AVAVA', ' V'],
  crown: [' AVAVA', '   V'],
  sphinx: ['   A', 'AVAVA'],
  snake: ['    A', ' AVAV', ' V'],
  yacht: [' AVA', 'AVA'],
  chevron: ['   AV', 'AVAV'],
  signpost: [' AVAV', '   VA'],
  lobster: [' AV', 'AVAV'],
  hook: ['  VA', 'AVAV'],
  butterfly: ['  VAV', '  AVA'],
};

describe('HEXIAMONDS', () => {
  it('lists twelve hexiamonds under distinct names and letters', () => {
    expect(HEXIAMONDS).toHaveLength(12);
    const names = HEXIAMONDS.flatMap((h) => [h.name, h.letter.toLowerCase(), ...h.aliases]);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(PICTURES).sort()).toEqual(HEXIAMONDS.map((h) => h.name).sort());
  });

  it('places each as six triangles joined edge to edge, no two congruent', () => {
    for (const h of HEXIAMONDS) {
      expect(h.board, h.name).toHaveLength(6);
      expect(h.board.map(formatTriangle), h.name).toEqual(h.words);
      expect(isConnected(h.board), h.name).toBe(true);
    }
    expect(new Set(HEXIAMONDS.map((h) => congruenceKey(h.board))).size).toBe(12);
  });

  it.each(HEXIAMONDS.map((h) => [h.name, h] as const))('places the %s in the shape that bears its name', (name, h) => {
    expect(congruenceKey(h.board)).toBe(congruenceKey(fromPicture(PICTURES[name] ?? [])));
  });

  it('has two hexiamonds with four triangles one way up and two the other: the sphinx and the yacht', () => {
    const unbalanced = HEXIAMONDS.filter((h) => {
      const up = h.board.filter((t) => !t.down).length;
      return up !== 3;
    });
    expect(unbalanced.map((h) => h.name).sort()).toEqual(['sphinx', 'yacht']);
  });

  it('has five hexiamonds identical to their mirror images', () => {
    const mirror = (board: readonly Triangle[]) => board.map((t) => ({ x: t.y, y: t.x, down: t.down }));
    const achiral = HEXIAMONDS.filter((h) => sameUnderRotation(h.board, mirror(h.board)));
    expect(achiral.map((h) => h.name).sort()).toEqual(['butterfly', 'chevron', 'crown', 'hexagon', 'lobster']);
  });

  it('finds a hexiamond by name, other name or letter, in any case', () => {
    expect(findHexiamond('hexagon')?.name).toBe('hexagon');
    expect(findHexiamond('Hexagon')?.name).toBe('hexagon');
    expect(findHexiamond('o6')?.name).toBe('hexagon');
    expect(findHexiamond('bat')?.name).toBe('chevron');
    expect(findHexiamond('pistol')?.name).toBe('signpost');
    expect(findHexiamond('hexagone')).toBeUndefined();
  });
});

/** True when two boards agree after a rotation and a translation (no reflection). */
function sameUnderRotation(a: readonly Triangle[], b: readonly Triangle[]): boolean {
  // A turn by 60° about the origin maps Δ (x, y) to ∇ (−y − 1, x + y) and ∇ (x, y) to Δ (−y − 1, x + y + 1).
  const turn = (t: Triangle): Triangle =>
    t.down ? { x: -t.y - 1, y: t.x + t.y + 1, down: false } : { x: -t.y - 1, y: t.x + t.y, down: true };
  const key = (board: readonly Triangle[]) => {
    const mx = Math.min(...board.map((t) => t.x));
    const my = Math.min(...board.map((t) => t.y));
    return board
      .map((t) => `${t.x - mx},${t.y - my},${t.down ? 1 : 0}`)
      .sort()
      .join(' ');
  };
  const target = key(a);
  let turned = [...b];
  for (let i = 0; i < 6; i++) {
    if (key(turned) === target) return true;
    turned = turned.map(turn);
  }
  return false;
}

describe('boundary of each hexiamond', () => {
  it.each(HEXIAMONDS.map((h) => [h.name, h] as const))('%s: the boundary option colors exactly the outside edges', (_, h) => {
    const counts = edgeCounts(h.board);
    const outside = [...counts].filter(([, n]) => n === 1).map(([e]) => e);
    const problem = macmahonProblem(h.board);
    const boundary = problem.options.at(-1) ?? [];
    expect(boundary[0]).toEqual({ item: '*' });
    expect(boundary.slice(1).map((o) => o.item).sort()).toEqual(outside.sort());
    expect(problem.secondary.map((i) => i.name).sort()).toEqual([...counts.keys()].sort());
    // A double-size hexiamond has a perimeter of 12 unit edges (the hexagon) or 16.
    expect(outside).toHaveLength(h.name === 'hexagon' ? 12 : 16);
    // The outside edges make one closed path: every corner is met by exactly two of them.
    const degree = new Map<string, number>();
    for (const e of outside) for (const p of endpoints(e)) degree.set(p, (degree.get(p) ?? 0) + 1);
    expect([...degree.values()].every((d) => d === 2)).toBe(true);
  });
});

function endpoints(edge: string): string[] {
  const x = Number(edge[1]);
  const y = Number(edge[2]);
  const kind = edge.charAt(0);
  if (kind === '-') return [`${x},${y}`, `${x + 1},${y}`];
  if (kind === '/') return [`${x},${y}`, `${x},${y + 1}`];
  return [`${x + 1},${y}`, `${x},${y + 1}`];
}
