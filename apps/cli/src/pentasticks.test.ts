import { countSync } from '@polydance/dlx-solver';
import { normalizePolystick, polystick, polystickKey, polystickOrientations, stickName } from '@polydance/lattice-stick';
import type { Polystick, Stick } from '@polydance/lattice-stick';
import { findPuzzle } from '@polydance/puzzles';
import { describe, expect, it } from 'vitest';

/** One key for a polystick and all its rotations and reflections. */
const freeKey = (p: Polystick): string => polystickOrientations(p).map(polystickKey).sort()[0]!;

/** The edges that share an endpoint with `s`. */
function neighbours(s: Stick): Stick[] {
  const [x, y] = [s.x, s.y];
  const [x2, y2] = s.kind === 'H' ? [x + 1, y] : [x, y + 1];
  return [
    [x, y],
    [x2, y2],
  ].flatMap(([px, py]) => [
    { kind: 'H' as const, x: px!, y: py! },
    { kind: 'H' as const, x: px! - 1, y: py! },
    { kind: 'V' as const, x: px!, y: py! },
    { kind: 'V' as const, x: px!, y: py! - 1 },
  ]);
}

/** The free polysticks of `order` edges, grown edge by edge from one edge. */
function freePolysticks(order: number): Polystick[] {
  let level = new Map<string, Polystick>([['H00', [{ kind: 'H', x: 0, y: 0 }]]]);
  for (let n = 2; n <= order; n++) {
    const next = new Map<string, Polystick>();
    for (const p of level.values()) {
      const names = new Set(p.map(stickName));
      for (const s of p.flatMap(neighbours)) {
        if (s.x >= 0 && s.y >= 0 && names.has(stickName(s))) continue;
        const grown = normalizePolystick([...p, s]);
        next.set(freeKey(grown), grown);
      }
    }
    level = next;
  }
  return [...level.values()];
}

/** How many ways copies of `p` fill the edges of an N×N grid, no two crossing. */
function tilings(p: Polystick, n: number): bigint {
  const box = `H[0-${n - 1}][0-${n}] V[0-${n}][0-${n - 1}]`;
  const copies = (2 * n * (n + 1)) / p.length;
  return countSync(polystick(`${box}\n${copies}|Z ${p.map(stickName).join(' ')}\n`).problem).solutions;
}

/** The polystick of a catalogue puzzle made of copies of one piece. */
function pieceOf(name: string): string {
  const spec = findPuzzle(name)!.spec.split('\n');
  const [, ...edges] = spec[2]!.split(' ');
  return freeKey(edges.map((e) => ({ kind: e[0] as 'H' | 'V', x: Number(e[1]), y: Number(e[2]) })));
}

describe('the pentasticks of the catalogue', () => {
  const pentasticks = freePolysticks(5);

  it('are 55 (and the tetrasticks 16)', () => {
    expect(freePolysticks(4)).toHaveLength(16);
    expect(pentasticks).toHaveLength(55);
  });

  it('E alone fills a 4×4 grid, and only E and P fill a 5×5 grid, as the catalogue says', () => {
    const filling = (n: number): string[] => pentasticks.filter((p) => tilings(p, n) > 0n).map(freeKey).sort();
    expect(filling(4)).toEqual([pieceOf('pentastick-e-4x4')]);
    expect(filling(5)).toEqual([pieceOf('pentastick-e-5x5'), pieceOf('pentastick-p-5x5')].sort());
  });
});
