import type { LatticeDescriptor, Steps } from '@polydance/lattice';
import { finish } from '@polydance/lattice';
import { expandPieceSets, SpecError } from '@polydance/spec-parser';
import type { PieceSets } from '@polydance/spec-parser';
import { pieceSetLines } from './names.js';
import { PIECE_SETS } from './sets.js';

/** The named sets of a lattice, as the spec reader's `expandPieceSets` takes them. */
export function pieceSets(lattice: LatticeDescriptor): PieceSets {
  const own = PIECE_SETS.filter((s) => s.lattice === lattice.name);
  return {
    names: own.map((s) => s.name),
    lines: (name) => {
      const set = own.find((s) => s.name === name);
      return set && pieceSetLines(lattice, set);
    },
    elsewhere: (name) => {
      const other = PIECE_SETS.find((s) => s.name === name);
      return other && `${other.title} are pieces of the ${other.lattice} lattice, not of the ${lattice.name} lattice`;
    },
  };
}

/**
 * Runs a generator on a spec whose set lines (`set: pentominoes`) are first replaced by
 * the lines of their pieces (see `expandPieceSets`); an error the generator finds in a
 * piece that a set line brought is reported at that set line. A spec without set lines
 * goes to the generator as it is.
 */
export function withPieceSets<T>(text: string, lattice: LatticeDescriptor, generate: (text: string) => T): T {
  // eslint-disable-next-line require-yield -- a generator that does not give way, run at once
  return finish(withPieceSetsSteps(text, lattice, function* (t) {
    return generate(t);
  }));
}

/** {@link withPieceSets} for a generator that gives way (see `Steps` of `@polydance/exact-cover`). */
export function* withPieceSetsSteps<T>(text: string, lattice: LatticeDescriptor, generate: (text: string) => Steps<T>): Steps<T> {
  const expansion = expandPieceSets(text, pieceSets(lattice));
  if (expansion === undefined) return yield* generate(text);
  try {
    return yield* generate(expansion.text);
  } catch (e) {
    if (e instanceof SpecError) throw expansion.remap(e);
    throw e;
  }
}
