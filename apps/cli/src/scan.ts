import type { Problem } from '@polydance/exact-cover';
import type { BoardFamily, LatticeDescriptor } from '@polydance/lattice';
import { boardFamily, narrowScanOrder } from '@polydance/lattice';
import { UsageError } from './io.js';

/**
 * The problem as a count by frontier branching takes it (problems of any number of
 * copies, see `counterBranching`): the cells of a board on a known lattice (named, or
 * known from the generator's comment or the item names) listed along its narrow side,
 * so that the counter remembers profiles; the problem itself on an unknown lattice.
 */
export function countingProblem(problem: Problem, descriptor: LatticeDescriptor | undefined): Problem {
  return descriptor === undefined ? problem : narrowScanOrder(problem, descriptor);
}

/**
 * The family of boards of `solve --count --sequence`: the boards of the first n rows
 * across the long side of the problem's board (see `boardFamily`). Refused when the
 * lattice is not known or the problem has no cell of it.
 */
export function sequenceFamily(problem: Problem, descriptor: LatticeDescriptor | undefined): BoardFamily {
  const family = descriptor === undefined ? undefined : boardFamily(problem, descriptor);
  if (family === undefined) throw new UsageError('--sequence needs a board on a known lattice (say --lattice, or give a spec)');
  return family;
}
