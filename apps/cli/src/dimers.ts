import { countDimers, dimerRegion, MAX_COUNTED, randomDimers } from '@polydance/dimers';
import type { DimerGraph } from '@polydance/dimers';
import type { Problem, Solution } from '@polydance/exact-cover';
import { detectLattice, findLattice } from '@polydance/lattices';

/**
 * A tiling by dominoes or lozenges (any number of copies) of a region without holes,
 * which `@polydance/dimers` counts by a determinant and draws at random exactly; a
 * region with a hole says so (the search's memo draws it); undefined for any other problem.
 */
export type Tilings = { readonly graph: DimerGraph; readonly pieces: string } | { readonly hole: string } | undefined;

export function dimerTilings(problem: Problem, lattice: string | undefined): Tilings {
  // a DLX file's lattice: its `created by` comment, or the shape of its item names, as drawings find it
  const descriptor = lattice === undefined ? detectLattice(problem.comments, problem.primary.map((i) => i.name)) : findLattice(lattice);
  if (descriptor?.cornerCycles === undefined) return undefined;
  const region = dimerRegion(problem, descriptor);
  const pieces = descriptor.name === 'square' ? 'dominoes' : 'lozenges';
  if ('graph' in region) return { graph: region.graph, pieces };
  return region.hole === true ? { hole: pieces } : undefined;
}

/** The tilings' number (undefined when the region is too large to count it), then n drawn uniformly at random. */
export function drawTilings(graph: DimerGraph, n: number, seed: number, shouldStop: () => boolean): { count: bigint | undefined; drawn: Solution[] } {
  const count = countable(graph) ? countDimers(graph) : undefined;
  const drawn = count === 0n ? [] : randomDimers(graph, n, { seed, shouldStop });
  return { count, drawn };
}

/** Whether {@link countDimers} takes the region (at most `MAX_COUNTED` cells of each color). */
export function countable(graph: DimerGraph): boolean {
  return graph.cells <= 2 * MAX_COUNTED;
}
