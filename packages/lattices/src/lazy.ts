import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor } from '@polydance/lattice';
import { problemReading } from '@polydance/lattice';
import { dlxMeaning, generatorTag } from './meaning.js';

export { dlxMeaning, generatorTag } from './meaning.js';

/**
 * Every lattice, each loaded when it is asked for: `@polydance/lattices/lazy`, for a
 * program that needs one lattice and should not load the others (loading all nine
 * packages, with their generators, is most of what `polydance solve` of a DLX file
 * loads). The list is `LATTICES`' (same order, names and generator tags; a test checks
 * that they agree), with a loader for each instead of the descriptor.
 */
export interface LatticeEntry {
  readonly name: string;
  /** The tags of the `| this file was created by TAG ...` comments its generators write. */
  readonly programs: readonly string[];
  /** Its descriptor (the package is loaded on the first call). */
  load(): Promise<LatticeDescriptor>;
}

export const LATTICE_ENTRIES: readonly LatticeEntry[] = [
  { name: 'macmahon', programs: ['macmahon-triangles-dlx'], load: async () => (await import('@polydance/macmahon')).macmahonDescriptor },
  { name: 'twig', programs: ['polytwig'], load: async () => (await import('@polydance/lattice-twig')).twigDescriptor },
  { name: 'trig', programs: ['polytrig'], load: async () => (await import('@polydance/lattice-trig')).trigDescriptor },
  { name: 'stick', programs: ['polystick', 'polysticks'], load: async () => (await import('@polydance/lattice-stick')).stickDescriptor },
  { name: 'triangle', programs: ['polyiamond-dlx'], load: async () => (await import('@polydance/lattice-triangle')).triangleDescriptor },
  { name: 'abolo', programs: ['polyabolo'], load: async () => (await import('@polydance/lattice-abolo')).aboloDescriptor },
  { name: 'cube', programs: ['polycube-dlx'], load: async () => (await import('@polydance/lattice-cube')).cubeDescriptor },
  { name: 'square', programs: ['polyomino-dlx', 'polyominoes'], load: async () => (await import('@polydance/lattice-square')).squareDescriptor },
  { name: 'hex', programs: ['polyhex'], load: async () => (await import('@polydance/lattice-hex')).hexDescriptor },
];

/** The names of the lattices, in a reader's order (square first), as `LATTICE_NAMES`. */
export const LATTICE_NAMES: readonly string[] = ['square', 'triangle', 'cube', 'stick', 'hex', 'abolo', 'trig', 'twig', 'macmahon'];

/** The lattice of the given name, loaded; undefined for an unknown name. */
export async function loadLattice(name: string): Promise<LatticeDescriptor | undefined> {
  return LATTICE_ENTRIES.find((l) => l.name === name)?.load();
}

/**
 * The lattice of a DLX file, as `detectLattice` finds it: from its `| this file was
 * created by TAG` comment (which loads that lattice alone), or else from the shape of its
 * item names, the lattices loaded in the list's order until one recognizes them.
 */
export async function loadDetectedLattice(comments: readonly string[], items: readonly string[]): Promise<LatticeDescriptor | undefined> {
  const tag = generatorTag(comments);
  const found = tag === undefined ? undefined : LATTICE_ENTRIES.find((l) => l.programs.includes(tag));
  if (found) return found.load();
  for (const entry of LATTICE_ENTRIES) {
    const lattice = await entry.load();
    if (lattice.recognizes(items)) return lattice;
  }
  return undefined;
}

/** The lattice of a generator's tag (see `generatorTag`). */
export function taggedLattice(comments: readonly string[]): string | undefined {
  const tag = generatorTag(comments);
  return tag === undefined ? undefined : LATTICE_ENTRIES.find((l) => l.programs.includes(tag))?.name;
}

/**
 * A problem with its meaning (see `ProblemMeaning`): the one its generator gave it, or
 * for a DLX file the one its generator's comment and options tell (`dlxMeaning`), on the
 * lattice named (`--lattice`) or the comment's; the problem itself when neither says.
 */
export function withMeaning(problem: Problem, lattice?: string): Problem {
  if (problem.meaning !== undefined) return problem;
  const tagged = taggedLattice(problem.comments);
  const meaning = tagged === undefined ? undefined : dlxMeaning(problem, lattice ?? tagged);
  return meaning === undefined ? problem : { ...problem, meaning };
}

/**
 * The lattice of a problem, read as its meaning says (see `problemReading` of
 * `@polydance/lattice`): the one named, else its meaning's, else the one its generator's
 * comment or its item names tell (`loadDetectedLattice`); undefined when none does.
 */
export async function loadProblemLattice(problem: Problem, name?: string): Promise<LatticeDescriptor | undefined> {
  const known = name ?? problem.meaning?.lattice;
  const lattice =
    known !== undefined
      ? await loadLattice(known)
      : await loadDetectedLattice(
          problem.comments,
          [...problem.primary, ...problem.secondary].map((i) => i.name),
        );
  return lattice === undefined ? undefined : problemReading(lattice, withMeaning(problem, lattice.name));
}
