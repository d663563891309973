import { findTilings } from '@polydance/dimers';
import type { Tilings } from '@polydance/dimers';
import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { loadLattice } from '@polydance/lattices/lazy';
import type { LatticeSource } from './lattice.js';

export type { Tilings };

/**
 * A tiling by dominoes or lozenges (any number of copies) of a region without holes,
 * which `@polydance/dimers` counts by a determinant and draws at random exactly; a
 * region with a hole says so (the search's memo draws it); undefined for any other problem.
 */
export async function dimerTilings(problem: Problem, lattice: LatticeSource): Promise<Tilings> {
  // cells named by row and column first, when no lattice is named: no lattice has such
  // names, and looking for the problem's lattice by its names loads every lattice
  if (!lattice.named) {
    const coordinates = await coordinateSquares(problem.primary.map((i) => i.name));
    const found = coordinates === undefined ? undefined : findTilings(problem, coordinates);
    if (found !== undefined) return found;
  }
  return findTilings(problem, await lattice.descriptor());
}

/** A name of two whole numbers and what surrounds them: `3_4`, `r3c4`, `(3,4)`, `x12y7`. */
const TWO_NUMBERS = /^(\D*)(\d{1,6})(\D+)(\d{1,6})(\D*)$/;

/**
 * Cells named by their row and column, as a DLX file written by hand or by a script names
 * them (`3_4`, `r3c4`, `(3,4)`): the square lattice read through those names, when every
 * item but one (the piece's name, if any) has two whole numbers around the same text.
 * Only a guess at the names: `dimerRegion` then checks that every option joins two cells
 * that share a side and that the region has no hole, so a wrong guess only means the
 * search counts the problem.
 */
async function coordinateSquares(names: readonly string[]): Promise<LatticeDescriptor | undefined> {
  if (names.length < 2) return undefined;
  let shape: string | undefined;
  let others = 0;
  for (const name of names) {
    const m = TWO_NUMBERS.exec(name);
    const s = m === null ? undefined : `${m[1]}\u0000${m[3]}\u0000${m[5]}`;
    if (s === undefined || (shape !== undefined && s !== shape)) {
      if (++others > 1) return undefined;
    } else shape = s;
  }
  const square = shape === undefined ? undefined : await loadLattice('square');
  if (square === undefined) return undefined;
  const cellShape = shape;
  return {
    ...square,
    parseItem(name) {
      const m = TWO_NUMBERS.exec(name);
      if (m === null || `${m[1]}\u0000${m[3]}\u0000${m[5]}` !== cellShape) return undefined;
      return { site: { kind: 0, x: Number(m[2]), y: Number(m[4]), z: 0 }, suffix: '' };
    },
  };
}
