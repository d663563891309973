/**
 * The stick lattice. Its cells are the unit edges of the square grid:
 * `H` at (x,y) is the edge from (x,y) to (x+1,y), `V` at (x,y) the edge from
 * (x,y) to (x,y+1). A third kind, `I` at (x,y), is the lattice point (x,y)
 * itself: a junction, used as a secondary item so that two sticks never
 * cross there.
 */

/** `H` horizontal edge, `V` vertical edge, `I` junction point. */
export type StickKind = 'H' | 'V' | 'I';

/** An edge or a junction of the stick lattice. */
export interface Stick {
  readonly kind: StickKind;
  readonly x: number;
  readonly y: number;
}

/** A polystick: its edges (and possibly junctions), as a list. */
export type Polystick = readonly Stick[];

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The largest coordinate a stick name can show (`Z`, in radix 62). */
export const MAX_STICK_COORDINATE = DIGITS.length - 1;

/**
 * A stick's item name: its kind and its two coordinates as radix-62 digits
 * (`0`-`9`, `a`-`z`, `A`-`Z`), like `H01`, `V1a`, `I23`. For coordinates up to
 * 35 this is the DANCE-era POLYSTICKS naming. Throws a RangeError for a
 * coordinate outside 0-61.
 */
export function stickName(s: Stick): string {
  return s.kind + digit(s.x) + digit(s.y);
}

function digit(v: number): string {
  const d = Number.isInteger(v) ? DIGITS[v] : undefined;
  if (d === undefined) throw new RangeError(`stick coordinate ${v} is outside 0-${MAX_STICK_COORDINATE}`);
  return d;
}

/**
 * A quarter turn counterclockwise about the origin, (x,y) → (−y,x): an `H`
 * edge becomes a `V` edge and a `V` edge an `H` edge one step to the left.
 * This is the rotation of the DANCE-era POLYSTICKS program.
 */
export function rotateStick(s: Stick): Stick {
  switch (s.kind) {
    case 'H':
      return { kind: 'V', x: -s.y, y: s.x };
    case 'V':
      return { kind: 'H', x: -s.y - 1, y: s.x };
    case 'I':
      return { kind: 'I', x: -s.y, y: s.x };
  }
}

/**
 * A quarter turn clockwise about the origin, (x,y) → (y,−x): the inverse of
 * {@link rotateStick}, and the rotation POLYOMINO-DLX uses as a generator.
 */
export function rotateStickClockwise(s: Stick): Stick {
  switch (s.kind) {
    case 'H':
      return { kind: 'V', x: s.y, y: -s.x - 1 };
    case 'V':
      return { kind: 'H', x: s.y, y: -s.x };
    case 'I':
      return { kind: 'I', x: s.y, y: -s.x };
  }
}

/**
 * Reflection in the diagonal x = y, (x,y) → (y,x): `H` and `V` trade places.
 * It is its own inverse.
 */
export function transposeStick(s: Stick): Stick {
  switch (s.kind) {
    case 'H':
      return { kind: 'V', x: s.y, y: s.x };
    case 'V':
      return { kind: 'H', x: s.y, y: s.x };
    case 'I':
      return { kind: 'I', x: s.y, y: s.x };
  }
}

const KIND_ORDER: Readonly<Record<StickKind, number>> = { H: 0, V: 1, I: 2 };

/**
 * The order of sticks in a normalized polystick: `H` edges, then `V` edges,
 * then junctions `I`; within a kind by x, then by y.
 */
export function compareSticks(a: Stick, b: Stick): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.x - b.x || a.y - b.y;
}

/** Whether two sticks are the same edge or junction. */
export function sameStick(a: Stick, b: Stick): boolean {
  return a.kind === b.kind && a.x === b.x && a.y === b.y;
}
