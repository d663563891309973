import { cellX, cellY, placedPiece } from '@polydance/lattice';
import type { PlacedPiece, PolyformResult } from '@polydance/lattice';
import { drawSquareSvg, polyomino, squareCell } from '@polydance/lattice-square';
import { latticeCatalog } from './catalog.js';
import type { LatticeEntry } from './catalog.js';

/** A lattice the playground can generate, solve and draw. */
export interface PlaygroundLattice extends LatticeEntry {
  readonly generate: (spec: string) => PolyformResult;
  /** A solution (the items of its options) as placed pieces. */
  readonly pieces: (options: readonly (readonly string[])[]) => PlacedPiece[];
  readonly svg: (pieces: readonly PlacedPiece[], names: readonly string[]) => string;
  /** Coordinates of a generated cell key, for drawing placements. */
  readonly coords: (key: number) => number[];
}

function entry(id: string): LatticeEntry {
  const e = latticeCatalog.find((l) => l.id === id);
  if (!e) throw new Error(`lattice '${id}' is missing from the catalog`);
  return e;
}

export const playgroundLattices: readonly PlaygroundLattice[] = [
  {
    ...entry('square'),
    generate: polyomino,
    pieces: (options) => options.map((items) => placedPiece(items, squareCell)),
    svg: (pieces, names) => drawSquareSvg(pieces, { cell: 24, names }),
    coords: (k) => [cellX(k), cellY(k)],
  },
];

/** The lattice with the given id. */
export function findLattice(id: string): PlaygroundLattice | undefined {
  return playgroundLattices.find((l) => l.id === id);
}
