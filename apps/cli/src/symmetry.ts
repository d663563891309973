import { quote } from '@polydance/exact-cover';
import type { Problem } from '@polydance/exact-cover';
import { detectLattice, findLattice, LATTICE_NAMES } from '@polydance/lattices';
import { findSymmetries } from '@polydance/symmetry';
import type { ProblemSymmetry, SymmetryMode } from '@polydance/symmetry';
import { UsageError } from './io.js';

/** Reads the value of `--symmetry`. */
export function symmetryMode(value: string | undefined): SymmetryMode {
  if (value !== 'all' && value !== 'rotations' && value !== 'none') {
    throw new UsageError(`--symmetry is all, rotations or none, not ${quote(value ?? '')}`);
  }
  return value;
}

/** What the group is made of, for the summary: "up to rotations and reflections (4 symmetries)", say. */
export function symmetryWords(mode: SymmetryMode, order: number): string {
  const what = mode === 'all' ? 'rotations and reflections' : mode === 'rotations' ? 'rotations' : 'the identity alone';
  return `up to ${what} (${order === 1 ? '1 symmetry' : `${order} symmetries`})`;
}

/**
 * The symmetry group of a problem on its lattice (named, or known from the generator's
 * comment or the item names), found and checked on every option by `@polydance/symmetry`.
 */
export function problemSymmetries(problem: Problem, lattice: string | undefined, mode: SymmetryMode): ProblemSymmetry[] {
  const descriptor =
    lattice === undefined
      ? detectLattice(
          problem.comments,
          [...problem.primary, ...problem.secondary].map((i) => i.name),
        )
      : findLattice(lattice);
  if (!descriptor) {
    throw new UsageError(`cannot tell which lattice this problem is on, to find its symmetries; say --lattice ${LATTICE_NAMES.join('|')}`);
  }
  return findSymmetries(problem, descriptor, mode);
}

/**
 * The symmetries `solve --count` uses to cut its search: those of
 * {@link problemSymmetries}, or none when the lattice is not known or the group is trivial.
 */
export function countSymmetries(problem: Problem, lattice: string | undefined, mode: SymmetryMode): ProblemSymmetry[] | undefined {
  if (mode === 'none') return undefined;
  let group: ProblemSymmetry[];
  try {
    group = problemSymmetries(problem, lattice, mode);
  } catch (e) {
    if (e instanceof UsageError) return undefined;
    throw e;
  }
  return group.length > 1 ? group : undefined;
}
