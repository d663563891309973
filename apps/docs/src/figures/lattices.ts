import type { Problem } from '@polydance/exact-cover';
import type { PlacedPiece, PolyformResult, SvgOptions } from '@polydance/lattice';
import { GENERATORS } from '@polydance/lattices';

/** What a generator made of a figure's spec. */
export interface Generated {
  readonly problem: Problem;
  /** The piece names, for colors that stay the same across pictures. */
  readonly names: readonly string[];
  /** The generator's own result, for lattices that draw pieces and placements. */
  readonly polyform?: PolyformResult;
}

/** Drawing pieces given by their cells. */
interface PieceDrawing {
  readonly cell: (item: string) => readonly number[] | undefined;
  readonly svg: (pieces: readonly PlacedPiece[], options?: SvgOptions) => string;
  readonly ascii: (pieces: readonly PlacedPiece[]) => string;
}

/** What a lattice contributes to the figures. */
export interface FigureLattice {
  /** The `polydance` command that reads its specs. */
  readonly command: string;
  /** The name of its lattice. */
  readonly lattice: string;
  readonly generate: (spec: string) => Generated;
  /** A solution, given as the item tokens of its options, as SVG. */
  readonly svg: (options: readonly (readonly string[])[], svgOptions: SvgOptions) => string;
  readonly ascii: (options: readonly (readonly string[])[]) => string;
  /** The edge of a cell in pixels, in pictures of solutions. */
  readonly cell: number;
  /** For `--pieces` and `--placements` (square grids): cells of items, and drawing pieces. */
  readonly grid?: PieceDrawing;
  /** For `--cells` (coordinate diagrams): cells of items, and drawing placed pieces. */
  readonly cells?: PieceDrawing;
}

/**
 * The generators figures can be drawn for, from the registry of `@polydance/lattices`:
 * coordinate diagrams for the box-and-pieces generators, lists of pieces and
 * placements on the square lattice.
 */
export const figureLattices: readonly FigureLattice[] = GENERATORS.map((g) => {
  const { drawing } = g.lattice;
  const pieces = g.reads === 'spec' ? drawing.pieces : undefined;
  return {
    command: g.command,
    lattice: g.lattice.name,
    generate: (spec) => g.generate(spec),
    svg: (options, svgOptions) => drawing.svg(options, drawing.legend ? { ...svgOptions, legend: true } : svgOptions),
    ascii: (options) => drawing.ascii(options),
    cell: drawing.cell,
    ...(pieces ? { cells: pieces } : {}),
    ...(pieces && g.lattice.name === 'square' ? { grid: pieces } : {}),
  };
});

/** The commands whose specs can be drawn. */
export const figureCommands: readonly string[] = figureLattices.map((l) => l.command);
