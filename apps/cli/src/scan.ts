import type { Problem } from '@polydance/exact-cover';
import type { BoardFamily, LatticeDescriptor } from '@polydance/lattice';
import { boardFamily, narrowScanOrder } from '@polydance/lattice';
import { detectLattice, findLattice } from '@polydance/lattices';
import { UsageError } from './io.js';

/** The lattice of a problem: named, or known from the generator's comment or the item names. */
function latticeOf(problem: Problem, lattice: string | undefined): LatticeDescriptor | undefined {
  return lattice === undefined
    ? detectLattice(
        problem.comments,
        [...problem.primary, ...problem.secondary].map((i) => i.name),
      )
    : findLattice(lattice);
}

/**
 * The problem as a count by frontier branching takes it (problems of any number of
 * copies, see `counterBranching`): the cells of a board on a known lattice (named, or
 * known from the generator's comment or the item names) listed along its narrow side,
 * so that the counter remembers profiles; the problem itself on an unknown lattice.
 */
export function countingProblem(problem: Problem, lattice: string | undefined): Problem {
  const descriptor = latticeOf(problem, lattice);
  return descriptor === undefined ? problem : narrowScanOrder(problem, descriptor);
}

/**
 * The family of boards of `solve --count --sequence`: the boards of the first n rows
 * across the long side of the problem's board (see `boardFamily`). Refused when the
 * lattice is not known or the problem has no cell of it.
 */
export function sequenceFamily(problem: Problem, lattice: string | undefined): BoardFamily {
  const descriptor = latticeOf(problem, lattice);
  const family = descriptor === undefined ? undefined : boardFamily(problem, descriptor);
  if (family === undefined) throw new UsageError('--sequence needs a board on a known lattice (say --lattice, or give a spec)');
  return family;
}
