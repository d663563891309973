import { readFileSync } from 'node:fs';
import { parseDancePolysticks } from '@polydance/spec-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isConnectedPolystick,
  normalizePolystick,
  polystickKey,
  polystickOrientations,
  straightJunctions,
} from './polystick.js';
import { rotateStick, transposeStick } from './stick.js';
import type { Polystick, Stick } from './stick.js';

/** The edges that share an end point with an edge. */
function neighbours(s: Stick): Stick[] {
  const h = (x: number, y: number): Stick => ({ kind: 'H', x, y });
  const v = (x: number, y: number): Stick => ({ kind: 'V', x, y });
  return s.kind === 'H'
    ? [h(s.x - 1, s.y), h(s.x + 1, s.y), v(s.x, s.y - 1), v(s.x, s.y), v(s.x + 1, s.y - 1), v(s.x + 1, s.y)]
    : [v(s.x, s.y - 1), v(s.x, s.y + 1), h(s.x - 1, s.y), h(s.x, s.y), h(s.x - 1, s.y + 1), h(s.x, s.y + 1)];
}

/**
 * All fixed polysticks (distinct up to translation only) with 1..max edges,
 * grown edge by edge; this uses translation alone, none of the symmetries.
 */
function fixedPolysticks(max: number): Stick[][][] {
  const bySize: Stick[][][] = [[]];
  let current = new Map<string, Stick[]>();
  for (const s of [{ kind: 'H' as const, x: 0, y: 0 }, { kind: 'V' as const, x: 0, y: 0 }]) {
    current.set(polystickKey([s]), [s]);
  }
  bySize.push([...current.values()]);
  for (let n = 2; n <= max; n++) {
    const next = new Map<string, Stick[]>();
    for (const p of current.values()) {
      for (const s of p) {
        for (const t of neighbours(s)) {
          if (p.some((u) => u.kind === t.kind && u.x === t.x && u.y === t.y)) continue;
          const grown = normalizePolystick([...p, t]);
          next.set(polystickKey(grown), grown);
        }
      }
    }
    current = next;
    bySize.push([...current.values()]);
  }
  return bySize;
}

/** The 8 symmetries, applied directly: 0-3 counterclockwise turns, with or without a transposition first. */
function eightImages(p: Polystick): string[] {
  const images: string[] = [];
  for (const flip of [false, true]) {
    let q: Stick[] = flip ? p.map(transposeStick) : [...p];
    for (let turn = 0; turn < 4; turn++) {
      images.push(polystickKey(normalizePolystick(q)));
      q = q.map(rotateStick);
    }
  }
  return images;
}

const canonical = (p: Polystick): string => eightImages(p).sort()[0] ?? '';

describe('polysticks', () => {
  const fixed = fixedPolysticks(4);

  it('count 2, 6, 22, 88 fixed polysticks of sizes 1-4', () => {
    // OEIS A096267, fixed polysticks (polyedges).
    expect(fixed.slice(1).map((ps) => ps.length)).toEqual([2, 6, 22, 88]);
    for (const ps of fixed) for (const p of ps) expect(isConnectedPolystick(p)).toBe(true);
  });

  it('count 1, 2, 5, 16 free polysticks, and each free one has as many orientations as distinct images', () => {
    const free: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const classes = new Map<string, Stick[]>();
      for (const p of fixed[n] ?? []) {
        const c = canonical(p);
        if (!classes.has(c)) classes.set(c, p);
      }
      free.push(classes.size);
      let total = 0;
      for (const p of classes.values()) {
        const orientations = polystickOrientations(p);
        const keys = orientations.map(polystickKey);
        // The closure finds each of the distinct images of the 8 symmetries, once.
        expect(new Set(keys).size).toBe(keys.length);
        expect([...keys].sort()).toEqual([...new Set(eightImages(p))].sort());
        expect([1, 2, 4, 8]).toContain(keys.length);
        expect(keys[0]).toBe(polystickKey(normalizePolystick(p)));
        total += keys.length;
      }
      // Every fixed polystick is an orientation of exactly one free one.
      expect(total).toBe(fixed[n]?.length);
    }
    // OEIS A019988, free polysticks.
    expect(free).toEqual([1, 2, 5, 16]);
  });

  it('give the tristicks their known numbers of orientations', () => {
    const count = (text: string): number =>
      polystickOrientations(
        text.split(' ').map((t) => ({ kind: t[0] as 'H' | 'V', x: Number(t[1]), y: Number(t[2]) })),
      ).length;
    expect(count('H00 H10 H20')).toBe(2); // straight
    expect(count('H00 H10 V20')).toBe(8); // L
    expect(count('H00 V00 V10')).toBe(4); // U
    expect(count('H00 V10 H11')).toBe(4); // Z
    expect(count('H00 H10 V10')).toBe(4); // T
  });

  it('orient the tetrasticks of the golden input in s·t ways, with the junctions they pass straight through', () => {
    const input = readFileSync(new URL('../../../fixtures/knuth/polysticks/tetrasticks-omit-T1.in', import.meta.url), 'utf8');
    const spec = parseDancePolysticks(input);
    const seen = new Set<string>();
    for (const piece of spec.pieces) {
      const edges = piece.positions.filter((p) => p.kind !== 'I');
      const junctions = piece.positions.filter((p) => p.kind === 'I');
      expect(edges).toHaveLength(4);
      expect(isConnectedPolystick(edges)).toBe(true);
      expect(polystickOrientations(edges)).toHaveLength(piece.rotations * piece.transpositions);
      expect(normalizePolystick(junctions)).toEqual(normalizePolystick(straightJunctions(edges)));
      seen.add(canonical(edges));
    }
    expect(seen.size).toBe(15);
  });

  it('carry given junctions through the closure', () => {
    const withJunction = polystickOrientations([
      { kind: 'H', x: 0, y: 0 },
      { kind: 'H', x: 1, y: 0 },
      { kind: 'I', x: 1, y: 0 },
    ]);
    expect(withJunction.map(polystickKey)).toEqual(['H0,0 H1,0 I1,0', 'V0,0 V0,1 I0,1']);
  });

  it('find the points a polystick passes straight through', () => {
    const p = (text: string): Stick[] =>
      text.split(' ').map((t) => ({ kind: t[0] as 'H' | 'V' | 'I', x: Number(t[1]), y: Number(t[2]) }));
    expect(straightJunctions(p('H01 H11 V10 V11'))).toEqual(p('I11'));
    expect(straightJunctions(p('H00 V10 H11'))).toEqual([]);
    expect(straightJunctions(p('H00 H10 H20 V10 V11'))).toEqual(p('I10 I11 I20'));
    expect(straightJunctions(p('H10 H00 H10'))).toEqual(p('I10'));
  });

  it('normalize translation-invariantly and idempotently', () => {
    const stick = fc.record({
      kind: fc.constantFrom('H' as const, 'V' as const, 'I' as const),
      x: fc.integer({ min: -9, max: 9 }),
      y: fc.integer({ min: -9, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(stick, { minLength: 1, maxLength: 8 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (p, dx, dy) => {
        const n = normalizePolystick(p);
        expect(normalizePolystick(n)).toEqual(n);
        expect(normalizePolystick(p.map((s) => ({ ...s, x: s.x + dx, y: s.y + dy })))).toEqual(n);
        expect(Math.min(...n.map((s) => s.x))).toBe(0);
        expect(Math.min(...n.map((s) => s.y))).toBe(0);
      }),
    );
  });
});
