import { closure, normalize, shapeOf } from '@polydance/lattice';
import { stickKey, stickLatticeGenerators, stickOfKey } from './packed.js';
import { compareSticks, rotateStick, rotateStickClockwise, sameStick, transposeStick } from './stick.js';
import type { Polystick, Stick } from './stick.js';

/** A polystick turned a quarter counterclockwise ({@link rotateStick} on each stick). */
export function rotatePolystick(p: Polystick): Stick[] {
  return p.map(rotateStick);
}

/** A polystick turned a quarter clockwise ({@link rotateStickClockwise} on each stick). */
export function rotatePolystickClockwise(p: Polystick): Stick[] {
  return p.map(rotateStickClockwise);
}

/** A polystick reflected in the diagonal x = y ({@link transposeStick} on each stick). */
export function transposePolystick(p: Polystick): Stick[] {
  return p.map(transposeStick);
}

/**
 * The normalized form of a polystick: translated so that its smallest x and
 * its smallest y are 0, sorted by {@link compareSticks}, repeats removed. Two
 * polysticks are translates of each other exactly when their normalized forms
 * are equal. (The smallest coordinates of the sticks are those of the lowest
 * and leftmost lattice points they touch, since every edge starts at its
 * lower-left end.)
 */
export function normalizePolystick(p: Polystick): Stick[] {
  if (p.length === 0) return [];
  let xmin = Infinity;
  let ymin = Infinity;
  for (const s of p) {
    if (s.x < xmin) xmin = s.x;
    if (s.y < ymin) ymin = s.y;
  }
  const moved = p.map((s) => ({ kind: s.kind, x: s.x - xmin, y: s.y - ymin })).sort(compareSticks);
  return moved.filter((s, i) => i === 0 || !sameStick(s, moved[i - 1] as Stick));
}

/** A string that identifies a normalized polystick (equal strings, equal shapes). */
export function polystickKey(normalized: Polystick): string {
  return normalized.map((s) => `${s.kind}${s.x},${s.y}`).join(' ');
}

/**
 * The two generating transformations of the stick lattice, in the order the
 * closure applies them: the clockwise quarter turn (x,y) → (y,−x) and the
 * transposition (x,y) → (y,x). Together they generate all 8 symmetries of
 * the square grid. ({@link stickLatticeGenerators} are the same two for the
 * packed cells of `@polydance/lattice`.)
 */
export const STICK_GENERATORS: readonly ((s: Stick) => Stick)[] = [rotateStickClockwise, transposeStick];

/**
 * Every distinct orientation of a polystick under the 8 symmetries of the
 * square grid, normalized, in a deterministic order: the normalized shape
 * first, then breadth first, as POLYOMINO-DLX finds the base placements of a
 * polyomino: for each known orientation in turn, its quarter turn and then
 * its transpose are appended when they are new (the `closure` of
 * `@polydance/lattice`). There are 1, 2, 4 or 8. Coordinates of the
 * normalized shape must stay below 190.
 */
export function polystickOrientations(p: Polystick): Stick[][] {
  const first = normalize(shapeOf(normalizePolystick(p).map(stickKey)));
  return closure(first, stickLatticeGenerators).map((shape) => shape.cells.map(stickOfKey).sort(compareSticks));
}

/**
 * The junctions a polystick passes straight through: every lattice point
 * where two of its edges meet in a straight line (`H` at x−1 and x, or `V`
 * at y−1 and y). A placement that covers such a point as a secondary item
 * `I` keeps any other stick from crossing it there, while sticks that only
 * touch a point (at an end or a corner) leave it free. Sorted, each once;
 * junctions already in the list are ignored.
 */
export function straightJunctions(p: Polystick): Stick[] {
  const edges = new Set(p.filter((s) => s.kind !== 'I').map((s) => `${s.kind}${s.x},${s.y}`));
  const points = new Map<string, Stick>();
  for (const s of p) {
    if (s.kind === 'H' && edges.has(`H${s.x - 1},${s.y}`)) points.set(`${s.x},${s.y}`, { kind: 'I', x: s.x, y: s.y });
    if (s.kind === 'V' && edges.has(`V${s.x},${s.y - 1}`)) points.set(`${s.x},${s.y}`, { kind: 'I', x: s.x, y: s.y });
  }
  return [...points.values()].sort(compareSticks);
}

/**
 * Whether the edges of a polystick form one piece: any two of them are
 * linked by a chain of edges, each sharing an end point with the next.
 * Junctions are ignored; no edges counts as not connected.
 */
export function isConnectedPolystick(p: Polystick): boolean {
  const edges = p.filter((s) => s.kind !== 'I');
  if (edges.length === 0) return false;
  const ends = (s: Stick): string[] =>
    s.kind === 'H' ? [`${s.x},${s.y}`, `${s.x + 1},${s.y}`] : [`${s.x},${s.y}`, `${s.x},${s.y + 1}`];
  const reached = new Set<number>([0]);
  const points = new Set(ends(edges[0] as Stick));
  let grew = true;
  while (grew) {
    grew = false;
    edges.forEach((e, i) => {
      if (reached.has(i)) return;
      const [a, b] = ends(e) as [string, string];
      if (points.has(a) || points.has(b)) {
        reached.add(i);
        points.add(a);
        points.add(b);
        grew = true;
      }
    });
  }
  return reached.size === edges.length;
}
