import { placedPiece } from '@polydance/lattice';
import type { GenerateOptions, PlacedPiece } from '@polydance/lattice';
import { findGenerator } from '@polydance/lattices';
import type { Generated } from '@polydance/lattices';
import { latticeCatalog } from './catalog.js';
import type { LatticeEntry } from './catalog.js';

export type { Generated };

/** Options of a solution (their item tokens) → SVG. */
export type Drawing = (options: readonly (readonly string[])[], names: readonly string[]) => string;

/** A lattice the playground can generate, solve and draw. */
export interface PlaygroundLattice extends LatticeEntry {
  /**
   * Throws a SpecError (with line and column) for a malformed spec; with `maxOptions`, a
   * TooManyOptionsError as soon as the problem would have more options.
   */
  readonly generate: (spec: string, options?: GenerateOptions) => Generated;
  readonly draw: Drawing;
  /** For a lattice of solids (its drawing has a mesh): a solution's pieces placed (the 3-D view's input), and its STL file. */
  readonly place?: (options: readonly (readonly string[])[]) => PlacedPiece[];
  readonly stl?: (options: readonly (readonly string[])[]) => string;
}

/** MacMahon's triangles: the text is the command line's arguments (six triangles or a hexiamond's name), after any `|` comment lines. */
export function macmahonGenerate(text: string): Generated {
  return findGenerator('macmahon')!.generate(text);
}

/** Each lattice of the catalog with its generator and drawing, from the registry. */
export const playgroundLattices: readonly PlaygroundLattice[] = latticeCatalog.map((entry) => {
  const generator = findGenerator(entry.command)!;
  const { drawing } = generator.lattice;
  const { pieces, mesh } = drawing;
  const place = pieces && mesh ? (options: readonly (readonly string[])[]) => options.map((o) => placedPiece(o, (item) => pieces.cell(item))) : undefined;
  return {
    ...entry,
    generate: (spec, options) => generator.generate(spec, options),
    draw: (options, names) => drawing.svg(options, { cell: drawing.cell, names }),
    ...(place && mesh ? { place, stl: (options: readonly (readonly string[])[]) => mesh.stl(place(options), 'assembled') } : {}),
  };
});

/** The lattice with the given id. */
export function findLattice(id: string): PlaygroundLattice | undefined {
  return playgroundLattices.find((l) => l.id === id);
}
