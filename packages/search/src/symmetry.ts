import type { Problem, Steps } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { LATTICE_NAMES } from '@polydance/lattices/lazy';
import { renamedPieces, symmetryReadingSteps } from '@polydance/symmetry';
import type { ProblemSymmetry, SymmetryMode } from '@polydance/symmetry';
import { SearchError } from './errors.js';

/** The symmetry group of a problem, and the pieces its reflections rename into their mirror images. */
export interface SymmetryGroup {
  readonly symmetries: ProblemSymmetry[];
  /** The pairs of pieces a reflection of the group swaps (each pair once, in item order); none for a group of rotations. */
  readonly renamed: readonly (readonly [string, string])[];
}

/**
 * The symmetry group of a problem on its lattice, found and checked on every option by
 * `@polydance/symmetry` (read as the problem's meaning says: which items are pieces); a
 * SearchError of kind `no-lattice` when the lattice is not known.
 */
export function problemSymmetries(problem: Problem, descriptor: LatticeDescriptor | undefined, mode: SymmetryMode, shouldStop?: () => boolean): SymmetryGroup {
  return finish(problemSymmetriesSteps(problem, descriptor, mode, shouldStop));
}

/**
 * {@link problemSymmetries} as work that gives way (see `Steps` of `@polydance/exact-cover`):
 * it yields where it asks `shouldStop` (see `symmetryReadingSteps`), so that `giveWay` can
 * let a signal's listener run while the symmetries of a large problem are looked for.
 */
export function* problemSymmetriesSteps(problem: Problem, descriptor: LatticeDescriptor | undefined, mode: SymmetryMode, shouldStop?: () => boolean): Steps<SymmetryGroup> {
  if (!descriptor) {
    throw new SearchError('no-lattice', `cannot tell which lattice this problem is on, to find its symmetries; say --lattice ${LATTICE_NAMES.join('|')}`);
  }
  const reading = yield* symmetryReadingSteps(problem, descriptor, mode, shouldStop === undefined ? {} : { shouldStop });
  const { lattice } = reading;
  // stopped while they were looked for, the symmetries found so far need not be a group:
  // the identity alone is (the run is stopped, and says so)
  const group = shouldStop?.() === true ? reading.group.slice(0, 1) : reading.group;
  const reflection = group.find((g) => !g.rotation);
  return { symmetries: group, renamed: reflection ? renamedPieces(problem, lattice, reflection) : [] };
}

/**
 * The symmetries a count uses to cut its search: those of {@link problemSymmetries}, or
 * none when the lattice is not known, none are asked for, or the group is trivial.
 */
export function cutSymmetries(problem: Problem, descriptor: LatticeDescriptor | undefined, mode: SymmetryMode, shouldStop?: () => boolean): SymmetryGroup | undefined {
  return finish(cutSymmetriesSteps(problem, descriptor, mode, shouldStop));
}

/** {@link cutSymmetries} as work that gives way (see {@link problemSymmetriesSteps}). */
export function* cutSymmetriesSteps(problem: Problem, descriptor: LatticeDescriptor | undefined, mode: SymmetryMode, shouldStop?: () => boolean): Steps<SymmetryGroup | undefined> {
  if (mode === 'none' || descriptor === undefined) return undefined;
  const group = yield* problemSymmetriesSteps(problem, descriptor, mode, shouldStop);
  return group.symmetries.length > 1 ? group : undefined;
}
