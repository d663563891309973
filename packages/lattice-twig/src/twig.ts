import { finish, gridSticksSteps, triangularSticks } from '@polydance/lattice';
import type { GenerateOptions, PolyformResult, StickGrid, Steps } from '@polydance/lattice';

/** Whether (x, y) is a point of the hexagonal grid: a point of the triangle lattice that is no hexagon's centre. */
export function hexagonalPoint(x: number, y: number): boolean {
  return (((x - y) % 3) + 3) % 3 !== 0;
}

/**
 * The hexagonal grid: the triangular grid without the points (x, y) with x − y a
 * multiple of 3, the centres of its hexagons (the point (0, 0) among them), and without
 * the edges that reach them. Three edges meet at each point; at each position xy there
 * is one edge: `Hxy` when x − y leaves 1 when divided by 3, `Uxy` when it leaves 2, `Dxy`
 * when it leaves 0.
 */
export const hexagonalGrid: StickGrid = triangularSticks('hexagonal grid', 'polydance polytwig', hexagonalPoint);

/**
 * Reads a polytwig spec (box line, then piece lines, in the syntax of `polydance
 * polyomino`, each edge a letter H, U or D and xy, as on the triangular grid; a set of
 * positions stands for the edges of the hexagonal grid among them) and builds the exact
 * cover problem of packing the pieces on the box's edges: every rotation and reflection
 * of each piece (up to 12), then every translation that fits. Three edges meet at a
 * point, so two pieces never cross: there are no junction items. Throws a SpecError
 * (with line and column) on malformed input: an edge that is not on the hexagonal grid,
 * a letter that is no kind of edge, a piece that is not connected, ...
 * With `maxOptions`, it stops (TooManyOptionsError) as soon as the problem would have
 * more options.
 */
export function polytwig(text: string, options?: GenerateOptions): PolyformResult {
  return finish(polytwigSteps(text, options));
}

/** {@link polytwig} as work that gives way (see `Steps` of `@polydance/exact-cover`). */
export function polytwigSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  if (typeof text !== 'string') throw new TypeError(`polytwig: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  return gridSticksSteps(text, hexagonalGrid, options);
}
