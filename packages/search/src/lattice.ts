import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { loadProblemLattice } from '@polydance/lattices/lazy';

/**
 * The lattice of a problem, as the search asks for it: `named` when the front end said
 * which (a spec's generator, `--lattice`, the playground's menu), and the descriptor,
 * read as the problem's meaning says (see `ProblemMeaning`), found when first asked for
 * (finding it from the item names may load every lattice, which a count by the
 * determinant of a region named by rows and columns never needs).
 */
export interface LatticeSource {
  readonly named: boolean;
  descriptor(): Promise<LatticeDescriptor | undefined>;
}

/** The lattice named, or else the one the problem's meaning, its generator's comment or its item names tell; found once. */
export function problemLatticeSource(problem: Problem, name: string | undefined): LatticeSource {
  let found: Promise<LatticeDescriptor | undefined> | undefined;
  return { named: name !== undefined || problem.meaning !== undefined, descriptor: () => (found ??= loadProblemLattice(problem, name)) };
}

/** A lattice the front end holds already. */
export function knownLattice(descriptor: LatticeDescriptor): LatticeSource {
  return { named: true, descriptor: () => Promise.resolve(descriptor) };
}
