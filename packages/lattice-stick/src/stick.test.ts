import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSticks, rotateStick, rotateStickClockwise, stickName, transposeStick } from './stick.js';
import type { Stick } from './stick.js';

const stickArb: fc.Arbitrary<Stick> = fc.record({
  kind: fc.constantFrom('H' as const, 'V' as const, 'I' as const),
  x: fc.integer({ min: -50, max: 50 }),
  y: fc.integer({ min: -50, max: 50 }),
});

/** The lattice points a stick touches: both ends of an edge, or the junction point. */
function points(s: Stick): string[] {
  const p = [[s.x, s.y]];
  if (s.kind === 'H') p.push([s.x + 1, s.y]);
  if (s.kind === 'V') p.push([s.x, s.y + 1]);
  return p.map(([x, y]) => `${x},${y}`).sort();
}

function pointsUnder(s: Stick, f: (x: number, y: number) => [number, number]): string[] {
  return points(s)
    .map((p) => {
      const [x, y] = p.split(',').map(Number) as [number, number];
      return f(x, y).join(',');
    })
    .sort();
}

const power = (f: (s: Stick) => Stick, n: number, s: Stick): Stick => (n === 0 ? s : power(f, n - 1, f(s)));

describe('stick transformations', () => {
  it('turn the end points of an edge as the plane turns, and keep edges edges', () => {
    fc.assert(
      fc.property(stickArb, (s) => {
        const ccw = rotateStick(s);
        const cw = rotateStickClockwise(s);
        const tr = transposeStick(s);
        expect(points(ccw)).toEqual(pointsUnder(s, (x, y) => [-y, x]));
        expect(points(cw)).toEqual(pointsUnder(s, (x, y) => [y, -x]));
        expect(points(tr)).toEqual(pointsUnder(s, (x, y) => [y, x]));
        expect(ccw.kind === 'I').toBe(s.kind === 'I');
        expect(tr.kind === 'I').toBe(s.kind === 'I');
      }),
    );
  });

  it('compose to the identity: rotation^4, transposition^2, (transposition·rotation)^2, clockwise·counterclockwise', () => {
    fc.assert(
      fc.property(stickArb, (s) => {
        expect(power(rotateStick, 4, s)).toEqual(s);
        expect(power(rotateStickClockwise, 4, s)).toEqual(s);
        expect(power(transposeStick, 2, s)).toEqual(s);
        expect(power((t) => transposeStick(rotateStick(t)), 2, s)).toEqual(s);
        expect(rotateStickClockwise(rotateStick(s))).toEqual(s);
        expect(power(rotateStick, 3, s)).toEqual(rotateStickClockwise(s));
      }),
    );
  });

  it('are not the identity before the fourth turn or the second transposition', () => {
    fc.assert(
      fc.property(stickArb, (s) => {
        for (let n = 1; n < 4; n++) expect(power(rotateStick, n, s)).not.toEqual(s);
        if (s.kind !== 'I') expect(transposeStick(s)).not.toEqual(s);
      }),
    );
  });

  it('names sticks with radix-62 digits', () => {
    expect(stickName({ kind: 'H', x: 0, y: 1 })).toBe('H01');
    expect(stickName({ kind: 'V', x: 1, y: 10 })).toBe('V1a');
    expect(stickName({ kind: 'I', x: 35, y: 36 })).toBe('IzA');
    expect(stickName({ kind: 'H', x: 61, y: 61 })).toBe('HZZ');
    expect(() => stickName({ kind: 'H', x: 62, y: 0 })).toThrow(RangeError);
    expect(() => stickName({ kind: 'V', x: 0, y: -1 })).toThrow(RangeError);
  });

  it('order H before V before I, then by x and y', () => {
    const sorted = [
      { kind: 'I' as const, x: 0, y: 0 },
      { kind: 'V' as const, x: 0, y: 1 },
      { kind: 'H' as const, x: 1, y: 0 },
      { kind: 'V' as const, x: 0, y: 0 },
      { kind: 'H' as const, x: 0, y: 5 },
    ].sort(compareSticks);
    expect(sorted.map(stickName)).toEqual(['H05', 'H10', 'V00', 'V01', 'I00']);
  });
});
