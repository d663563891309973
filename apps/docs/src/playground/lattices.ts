import { placedPiece } from '@polydance/lattice';
import type { PlacedPiece, PolyformResult } from '@polydance/lattice';
import { polycube } from '@polydance/lattice-cube';
import { drawSquareSvg, polyomino, squareCell } from '@polydance/lattice-square';
import { drawStickSvg, polystick, stickPiece } from '@polydance/lattice-stick';
import { polyiamond } from '@polydance/lattice-triangle';
import { latticeCatalog } from './catalog.js';
import type { LatticeEntry } from './catalog.js';

/** How the playground draws a lattice's solutions. */
export interface PlaygroundDrawing {
  /** A solution (the item names of its options) as placed pieces. */
  readonly pieces: (options: readonly (readonly string[])[]) => PlacedPiece[];
  readonly svg: (pieces: readonly PlacedPiece[], names: readonly string[]) => string;
}

/** A lattice the playground can generate and solve, and draw if `drawing` is given. */
export interface PlaygroundLattice extends LatticeEntry {
  readonly generate: (spec: string) => PolyformResult;
  /** Absent while the lattice has no drawing: its solutions are shown as text. */
  readonly drawing?: PlaygroundDrawing;
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
    drawing: {
      pieces: (options) => options.map((items) => placedPiece(items, squareCell)),
      svg: (pieces, names) => drawSquareSvg(pieces, { cell: 24, names }),
    },
  },
  { ...entry('triangle'), generate: polyiamond },
  { ...entry('cube'), generate: polycube },
  {
    ...entry('stick'),
    generate: polystick,
    drawing: {
      pieces: (options) => options.map(stickPiece),
      svg: (pieces, names) => drawStickSvg(pieces, { cell: 32, names }),
    },
  },
];

/** The lattice with the given id. */
export function findLattice(id: string): PlaygroundLattice | undefined {
  return playgroundLattices.find((l) => l.id === id);
}
