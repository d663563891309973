import type { Problem } from '@polydance/exact-cover';
import { narrowScanOrder } from '@polydance/lattice';
import { detectLattice, findLattice } from '@polydance/lattices';

/**
 * The problem as a count by frontier branching takes it (problems of any number of
 * copies, see `counterBranching`): the cells of a board on a known lattice (named, or
 * known from the generator's comment or the item names) listed along its narrow side,
 * so that the counter remembers profiles; the problem itself on an unknown lattice.
 */
export function countingProblem(problem: Problem, lattice: string | undefined): Problem {
  const descriptor =
    lattice === undefined
      ? detectLattice(
          problem.comments,
          [...problem.primary, ...problem.secondary].map((i) => i.name),
        )
      : findLattice(lattice);
  return descriptor === undefined ? problem : narrowScanOrder(problem, descriptor);
}
