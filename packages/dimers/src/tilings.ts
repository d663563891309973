import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { MAX_COUNTED } from './count.js';
import { dimerRegion } from './region.js';
import type { DimerGraph } from './region.js';

/** The pieces of a tiling {@link findTilings} recognises. */
export type TilingPieces = 'dominoes' | 'lozenges';

/**
 * What {@link findTilings} found: a tiling by dominoes or lozenges (any number of copies)
 * of a region without holes, with its graph (counted by a determinant, drawn at random
 * exactly); such a tiling of a region with a hole (`hole`); or undefined, any other problem.
 */
export type Tilings = { readonly graph: DimerGraph; readonly pieces: TilingPieces } | { readonly hole: TilingPieces } | undefined;

/** How a count of {@link countDimers} is named where it is shown (`N solutions (by Kasteleyn's determinant)`). */
export const DETERMINANT = "by Kasteleyn's determinant";

/**
 * Whether a problem on `lattice` is a tiling by dominoes (square lattice) or lozenges
 * (triangle lattice) of a region, and of which kind: what the command line and the
 * playground count by the determinant. `lattice` undefined or without corner cycles:
 * undefined.
 */
export function findTilings(problem: Problem, lattice: LatticeDescriptor | undefined): Tilings {
  if (lattice?.cornerCycles === undefined) return undefined;
  const region = dimerRegion(problem, lattice);
  const pieces = lattice.name === 'square' ? 'dominoes' : 'lozenges';
  if ('graph' in region) return { graph: region.graph, pieces };
  return region.hole === true ? { hole: pieces } : undefined;
}

/** Whether `countDimers` takes the region (at most `MAX_COUNTED` cells of each color). */
export function countableDimers(graph: DimerGraph): boolean {
  return graph.cells <= 2 * MAX_COUNTED;
}
