import { findGenerator } from '@polydance/lattices';
import type { Generated } from '@polydance/lattices';
import { latticeCatalog } from './catalog.js';
import type { LatticeEntry } from './catalog.js';

export type { Generated };

/** Options of a solution (their item tokens) → SVG. */
export type Drawing = (options: readonly (readonly string[])[], names: readonly string[]) => string;

/** A lattice the playground can generate, solve and draw. */
export interface PlaygroundLattice extends LatticeEntry {
  /** Throws a SpecError (with line and column) for a malformed spec. */
  readonly generate: (spec: string) => Generated;
  readonly draw: Drawing;
}

/** MacMahon's triangles: the text is the command line's arguments (six triangles or a hexiamond's name), after any `|` comment lines. */
export function macmahonGenerate(text: string): Generated {
  return findGenerator('macmahon')!.generate(text);
}

/** Each lattice of the catalog with its generator and drawing, from the registry. */
export const playgroundLattices: readonly PlaygroundLattice[] = latticeCatalog.map((entry) => {
  const generator = findGenerator(entry.command)!;
  const { drawing } = generator.lattice;
  return {
    ...entry,
    generate: (spec) => generator.generate(spec),
    draw: (options, names) => drawing.svg(options, { cell: drawing.cell, names }),
  };
});

/** The lattice with the given id. */
export function findLattice(id: string): PlaygroundLattice | undefined {
  return playgroundLattices.find((l) => l.id === id);
}
