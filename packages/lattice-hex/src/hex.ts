import { finish, generatePolyformSteps, PlainSuffixes, rotationAndReflection } from '@polydance/lattice';
import type { GenerateOptions, PolyformLattice, PolyformResult, Transformation, Steps } from '@polydance/lattice';

/*
 * Coordinates. A cell is a hexagon `xy` in axial coordinates: its centre is x·e1 + y·e2
 * with e1 = (1, 0) and e2 = (1/2, √3/2), the points where the triangle lattice has the
 * lower left corner of its Δ `xy`. x grows to the right, y upwards at 60°; the six
 * neighbours of `xy` are (x ± 1, y), (x, y ± 1), (x + 1, y − 1) and (x − 1, y + 1).
 * Hexagons stand on a corner (their sides are vertical on the left and right).
 */

/**
 * 60° counterclockwise: (x, y) ↦ (t − y, x + y), where t is the largest y of the shape
 * (a shift that keeps coordinates non-negative; the result is normalized afterwards).
 */
export const rotate: Transformation = {
  name: 'rotate',
  map: (c, max) => ({ x: max[1] - c.y, y: c.x + c.y, z: 0, suf: c.suf }),
};

/** Reflection (x, y) ↦ (y, x): the mirror line runs at 30° through the origin. */
export const transpose: Transformation = {
  name: 'transpose',
  map: (c) => ({ x: c.y, y: c.x, z: 0, suf: c.suf }),
};

/** The six neighbours of hexagon (x, y), each with the given suffix index. */
export function hexNeighbours(x: number, y: number, suffix = 0): [number, number, number, number][] {
  return [
    [x + 1, y, 0, suffix],
    [x - 1, y, 0, suffix],
    [x, y + 1, 0, suffix],
    [x, y - 1, 0, suffix],
    [x + 1, y - 1, 0, suffix],
    [x - 1, y + 1, 0, suffix],
  ];
}

/**
 * The hexagon lattice for the box-and-pieces generator: two coordinates, rotation then
 * reflection (up to 12 base placements per piece), suffixes as for polyominoes (a
 * suffixed cell is a secondary item), and pieces that must be connected.
 */
export const hexLattice: PolyformLattice = {
  program: 'polydance polyhex',
  spec: { dimensions: 2 },
  ...rotationAndReflection(rotate, transpose),
  suffixes: () => new PlainSuffixes(),
  neighbours: (x, y, _z, suffix) => hexNeighbours(x, y, suffix),
};

/**
 * Reads a polyhex spec (box line, then piece lines, in the syntax of `polydance
 * polyomino`) and builds the exact cover problem of packing the pieces into the box:
 * every rotation and reflection of each piece, breadth first from the piece as given,
 * then every translation that fits (x outer, y inner). Throws a SpecError (with line
 * and column) on malformed input, a piece that is not connected included.
 * With `maxOptions`, it stops (TooManyOptionsError) as soon as the problem would have
 * more options.
 */
export function polyhex(text: string, options?: GenerateOptions): PolyformResult {
  return finish(polyhexSteps(text, options));
}

/** {@link polyhex} as work that gives way (see `Steps` of `@polydance/exact-cover`). */
export function polyhexSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  if (typeof text !== 'string') throw new TypeError(`polyhex: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  return generatePolyformSteps(text, hexLattice, options);
}
