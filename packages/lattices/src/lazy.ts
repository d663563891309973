import type { LatticeDescriptor } from '@polydance/lattice';

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
  for (const c of comments) {
    const m = /^this file was created by (?:polydance )?(\S+)/.exec(c);
    const found = m ? LATTICE_ENTRIES.find((l) => l.programs.includes(m[1]!)) : undefined;
    if (found) return found.load();
  }
  for (const entry of LATTICE_ENTRIES) {
    const lattice = await entry.load();
    if (lattice.recognizes(items)) return lattice;
  }
  return undefined;
}
