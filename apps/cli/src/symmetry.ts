import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { LATTICE_NAMES } from '@polydance/lattices/lazy';
import { renamedPieces, symmetryReading } from '@polydance/symmetry';
import type { ProblemSymmetry, SymmetryMode } from '@polydance/symmetry';
import { UsageError } from './io.js';

/** The pieces each group found by {@link problemSymmetries} renames by a reflection (for {@link symmetryWords}). */
const renamings = new WeakMap<readonly ProblemSymmetry[], readonly (readonly [string, string])[]>();

/** How many renamed pairs the summary names before it says how many more there are. */
const PAIRS_SHOWN = 6;

/**
 * What the group is made of, for the summary: "up to rotations and reflections (4
 * symmetries)", say. Given the group itself, it says so when the reflections asked for
 * are none of its symmetries (pieces that keep their handedness, with no mirror image
 * among the pieces, or a box without mirror symmetry), and which pieces its reflections
 * rename into their mirror images.
 */
export function symmetryWords(mode: SymmetryMode, group: number | readonly ProblemSymmetry[]): string {
  const order = typeof group === 'number' ? group : group.length;
  const reflections = typeof group === 'number' ? undefined : group.some((g) => !g.rotation);
  const count = order === 1 ? '1 symmetry' : `${order} symmetries`;
  if (mode === 'all' && reflections === false) return `up to rotations only (${count}; no reflection maps the problem onto itself)`;
  const what = mode === 'all' ? 'rotations and reflections' : mode === 'rotations' ? 'rotations' : 'the identity alone';
  const pairs = typeof group === 'number' ? [] : (renamings.get(group) ?? []);
  if (pairs.length === 0) return `up to ${what} (${count})`;
  const shown = pairs.slice(0, PAIRS_SHOWN).map(([a, b]) => `${a} and ${b}`);
  const more = pairs.length > PAIRS_SHOWN ? `, and ${pairs.length - PAIRS_SHOWN} more pairs` : '';
  return `up to ${what} (${count}; a reflection swaps ${shown.join(', ')}${more})`;
}

/**
 * The symmetry group of a problem on its lattice (see `problemLattice`: named, or known
 * from the generator's comment or the item names; undefined when unknown), found and
 * checked on every option by `@polydance/symmetry`.
 */
export function problemSymmetries(problem: Problem, descriptor: LatticeDescriptor | undefined, mode: SymmetryMode, shouldStop?: () => boolean): ProblemSymmetry[] {
  if (!descriptor) {
    throw new UsageError(`cannot tell which lattice this problem is on, to find its symmetries; say --lattice ${LATTICE_NAMES.join('|')}`);
  }
  const { group, lattice } = symmetryReading(problem, descriptor, mode, shouldStop === undefined ? {} : { shouldStop });
  const reflection = group.find((g) => !g.rotation);
  if (reflection) renamings.set(group, renamedPieces(problem, lattice, reflection));
  return group;
}

/**
 * The symmetries `solve --count` uses to cut its search: those of
 * {@link problemSymmetries}, or none when the lattice is not known or the group is trivial.
 */
export function countSymmetries(problem: Problem, lattice: LatticeDescriptor | undefined, mode: SymmetryMode, shouldStop?: () => boolean): ProblemSymmetry[] | undefined {
  if (mode === 'none') return undefined;
  let group: ProblemSymmetry[];
  try {
    group = problemSymmetries(problem, lattice, mode, shouldStop);
  } catch (e) {
    if (e instanceof UsageError) return undefined;
    throw e;
  }
  return group.length > 1 ? group : undefined;
}
