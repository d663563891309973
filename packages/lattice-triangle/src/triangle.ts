import { finish, generatePolyformSteps, rotationAndReflection } from '@polydance/lattice';
import type { GenerateOptions, PolyformLattice, PolyformResult, Transformation, Steps } from '@polydance/lattice';
import { TriangleSuffixes } from './internal/suffixes.js';

/*
 * Coordinates. A cell is `xy` (a Δ) or `xy'` (the ∇ just to its right): think of a
 * square cell xy cut along its diagonal into two right triangles, then squashed until
 * they are equilateral. x grows to the right, y upwards (at 60°). A ∇ is a cell whose
 * suffix index is odd (see TriangleSuffixes), so a transformation that swaps Δ and ∇
 * moves the suffix index to its partner (index ± 1).
 */

/**
 * 60° rotation: Δ (x, y) ↦ ∇ (x + y, t − x) and ∇ (x, y)' ↦ Δ (x + y + 1, t − x), where t
 * is the largest x of the shape (the C program's constant that keeps coordinates
 * non-negative; the result is normalized afterwards).
 */
export const rotate: Transformation = {
  name: 'rotate',
  map: (c, max) =>
    (c.suf & 1) === 1
      ? { x: c.x + c.y + 1, y: max[0] - c.x, z: 0, suf: c.suf - 1 }
      : { x: c.x + c.y, y: max[0] - c.x, z: 0, suf: c.suf + 1 },
};

/**
 * Reflection (x, y) ↦ (y, x), keeping Δ as Δ and ∇ as ∇: the mirror line runs at 30°
 * through the origin.
 */
export const transpose: Transformation = {
  name: 'transpose',
  map: (c) => ({ x: c.y, y: c.x, z: 0, suf: c.suf }),
};

/** The longest suffix POLYIAMOND-DLX accepts (cell name plus suffix fit DLX's 8 characters). */
const MAX_SUFFIX = 6;

/**
 * The triangle lattice as POLYIAMOND-DLX sees it: two coordinates, rotation then
 * transposition (up to 12 base placements), and suffixes paired with and without `'`.
 */
export const triangleLattice: PolyformLattice = {
  program: 'polyiamond-dlx',
  spec: { dimensions: 2, maxSuffix: MAX_SUFFIX },
  ...rotationAndReflection(rotate, transpose),
  suffixes: () => new TriangleSuffixes(MAX_SUFFIX),
};

/**
 * Reads a POLYIAMOND-DLX spec (box line, then piece lines) and builds the exact cover
 * problem of packing the pieces into the box, with the reference program's options
 * in its order. Throws a SpecError (with line and column) on malformed input.
 * With `maxOptions`, it stops (TooManyOptionsError) as soon as the problem would have
 * more options.
 */
export function polyiamond(text: string, options?: GenerateOptions): PolyformResult {
  return finish(polyiamondSteps(text, options));
}

/** {@link polyiamond} as work that gives way (see `Steps` of `@polydance/exact-cover`). */
export function polyiamondSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  if (typeof text !== 'string') throw new TypeError(`polyiamond: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  return generatePolyformSteps(text, triangleLattice, options);
}
