import type { LatticeDescriptor } from '@polydance/lattice';
import { aboloDescriptor } from '@polydance/lattice-abolo';
import { cubeDescriptor } from '@polydance/lattice-cube';
import { hexDescriptor } from '@polydance/lattice-hex';
import { trigDescriptor } from '@polydance/lattice-trig';
import { twigDescriptor } from '@polydance/lattice-twig';
import { squareDescriptor } from '@polydance/lattice-square';
import { stickDescriptor } from '@polydance/lattice-stick';
import { triangleDescriptor } from '@polydance/lattice-triangle';
import { macmahonDescriptor } from '@polydance/macmahon';
import { generatorTag } from './meaning.js';

/**
 * Every lattice, in the order in which item names are tried when a DLX file does not
 * say which generator wrote it (the most distinctive names first; the hexagon lattice's
 * names are the square lattice's, so only its generator's comment tells it). This is
 * the one list: a new lattice is a package exporting a descriptor, added here.
 */
export const LATTICES: readonly LatticeDescriptor[] = [
  macmahonDescriptor,
  twigDescriptor,
  trigDescriptor,
  stickDescriptor,
  triangleDescriptor,
  aboloDescriptor,
  cubeDescriptor,
  squareDescriptor,
  hexDescriptor,
];

/** The names of the lattices, in a reader's order (square first). */
export const LATTICE_NAMES: readonly string[] = ['square', 'triangle', 'cube', 'stick', 'hex', 'abolo', 'trig', 'twig', 'macmahon'].filter((n) =>
  LATTICES.some((l) => l.name === n),
);

/** The lattice of the given name. */
export function findLattice(name: string): LatticeDescriptor | undefined {
  return LATTICES.find((l) => l.name === name);
}

/**
 * The lattice of a DLX file: from its `| this file was created by TAG` comment (a
 * generator's tag names its lattice), or else from the shape of its item names.
 */
export function detectLattice(comments: readonly string[], items: readonly string[]): LatticeDescriptor | undefined {
  const tag = generatorTag(comments);
  const found = tag === undefined ? undefined : LATTICES.find((l) => l.programs.includes(tag));
  if (found) return found;
  return LATTICES.find((l) => l.recognizes(items));
}
