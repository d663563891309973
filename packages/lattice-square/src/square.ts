import { finish, generatePolyformSteps, PlainSuffixes, rotationAndReflection } from '@polydance/lattice';
import type { GenerateOptions, PolyformLattice, PolyformResult, Transformation, Steps } from '@polydance/lattice';

/** 90° rotation: (x, y) ↦ (y, xmax − x). */
export const rotate: Transformation = {
  name: 'rotate',
  map: (c, max) => ({ x: c.y, y: max[0] - c.x, z: 0, suf: c.suf }),
};

/** Reflection about the main diagonal: (x, y) ↦ (y, x). */
export const transpose: Transformation = {
  name: 'transpose',
  map: (c) => ({ x: c.y, y: c.x, z: 0, suf: c.suf }),
};

/** The square lattice as POLYOMINO-DLX sees it: two coordinates, rotation then transposition. */
export const squareLattice: PolyformLattice = {
  program: 'polyomino-dlx',
  spec: { dimensions: 2 },
  ...rotationAndReflection(rotate, transpose),
  suffixes: () => new PlainSuffixes(),
};

/**
 * Reads a POLYOMINO-DLX spec (box line, then piece lines) and builds the exact cover
 * problem of packing the pieces into the box, with the reference program's options
 * in its order. Throws a SpecError (with line and column) on malformed input.
 * With `maxOptions`, it stops (TooManyOptionsError) as soon as the problem would have
 * more options.
 */
export function polyomino(text: string, options?: GenerateOptions): PolyformResult {
  return finish(polyominoSteps(text, options));
}

/** {@link polyomino} as work that gives way (see `Steps` of `@polydance/exact-cover`). */
export function polyominoSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  if (typeof text !== 'string') throw new TypeError(`polyomino: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  return generatePolyformSteps(text, squareLattice, options);
}
