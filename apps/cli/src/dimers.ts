import { countableDimers, countDimers, findTilings, randomDimers } from '@polydance/dimers';
import type { DimerGraph, Tilings } from '@polydance/dimers';
import type { Problem, Solution } from '@polydance/exact-cover';
import { detectLattice, findLattice } from '@polydance/lattices';

export type { Tilings };

/**
 * A tiling by dominoes or lozenges (any number of copies) of a region without holes,
 * which `@polydance/dimers` counts by a determinant and draws at random exactly; a
 * region with a hole says so (the search's memo draws it); undefined for any other problem.
 */
export function dimerTilings(problem: Problem, lattice: string | undefined): Tilings {
  // a DLX file's lattice: its `created by` comment, or the shape of its item names, as drawings find it
  const descriptor = lattice === undefined ? detectLattice(problem.comments, problem.primary.map((i) => i.name)) : findLattice(lattice);
  return findTilings(problem, descriptor);
}

/** The tilings' number (undefined when the region is too large to count it), then n drawn uniformly at random. */
export function drawTilings(graph: DimerGraph, n: number, seed: number, shouldStop: () => boolean): { count: bigint | undefined; drawn: Solution[] } {
  const count = countableDimers(graph) ? countDimers(graph) : undefined;
  const drawn = count === 0n ? [] : randomDimers(graph, n, { seed, shouldStop });
  return { count, drawn };
}
