import { finish, gridSticksSteps, triangularSticks } from '@polydance/lattice';
import type { GenerateOptions, PolyformResult, StickGrid, Steps } from '@polydance/lattice';

/**
 * The triangular grid: every point (x, y) of the triangle lattice, edges `Hxy`, `Uxy`,
 * `Dxy` in its three directions (the base, left and right sides of the triangle Δ xy),
 * six of them at a point.
 */
export const triangularGrid: StickGrid = triangularSticks('triangular grid', 'polydance polytrig', () => true);

/**
 * Reads a polytrig spec (box line, then piece lines, in the syntax of `polydance
 * polyomino`, each edge a letter H, U or D and xy) and builds the exact cover problem of
 * packing the pieces on the box's edges, no two crossing: every rotation and reflection
 * of each piece (up to 12), then every translation that fits; the junction items of the
 * box's points where four or more of its edges meet keep pieces from crossing there
 * (`coveredRays` of `@polydance/lattice`). Throws a SpecError (with line and column) on
 * malformed input: a letter that is no kind of edge, a piece that is not connected, ...
 * With `maxOptions`, it stops (TooManyOptionsError) as soon as the problem would have
 * more options.
 */
export function polytrig(text: string, options?: GenerateOptions): PolyformResult {
  return finish(polytrigSteps(text, options));
}

/** {@link polytrig} as work that gives way (see `Steps` of `@polydance/exact-cover`). */
export function polytrigSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  if (typeof text !== 'string') throw new TypeError(`polytrig: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  return gridSticksSteps(text, triangularGrid, options);
}
