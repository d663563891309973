import { readDlx } from '@polydance/dlx-solver';
import type { Problem } from '@polydance/exact-cover';
import { placedPiece } from '@polydance/lattice';
import type { PlacedPiece, PolyformResult, SvgOptions } from '@polydance/lattice';
import { dancePolyominoesText, drawSquareAscii, drawSquareSvg, polyomino, squareCell } from '@polydance/lattice-square';
import { cubeCell, drawCubeLayersAscii, drawCubeSvg, polycube } from '@polydance/lattice-cube';
import { dancePolysticksText, drawStickAscii, drawStickSvg, polystick, stickItem, stickPiece } from '@polydance/lattice-stick';
import { drawTriangleAscii, drawTriangleSvg, polyiamond, triangleCell } from '@polydance/lattice-triangle';
import { drawMacmahonAscii, drawMacmahonSvg, findHexiamond, macmahonProblem, parseBoard, PIECES } from '@polydance/macmahon';
import { parseDancePolyominoes, parseDancePolysticks } from '@polydance/spec-parser';

/** What a generator made of a figure's spec. */
export interface Generated {
  readonly problem: Problem;
  /** The piece names, for colors that stay the same across pictures. */
  readonly names: readonly string[];
  /** The generator's own result, for lattices that draw pieces and placements. */
  readonly polyform?: PolyformResult;
}

/** What a lattice contributes to the figures. */
export interface FigureLattice {
  /** The `polydance` command that reads its specs. */
  readonly command: string;
  readonly generate: (spec: string) => Generated;
  /** A solution, given as the item tokens of its options, as SVG. */
  readonly svg: (options: readonly (readonly string[])[], svgOptions: SvgOptions) => string;
  readonly ascii: (options: readonly (readonly string[])[]) => string;
  /** The edge of a cell in pixels, in pictures of solutions. */
  readonly cell: number;
  /** For `--pieces` and `--placements` (square grids): cells of items, and drawing pieces. */
  readonly grid?: {
    readonly cell: (item: string) => readonly number[] | undefined;
    readonly svg: (pieces: readonly PlacedPiece[], options?: SvgOptions) => string;
    readonly ascii: (pieces: readonly PlacedPiece[]) => string;
  };
  /** For `--cells` (coordinate diagrams): cells of items, and drawing placed pieces. */
  readonly cells?: {
    readonly cell: (item: string) => readonly number[] | undefined;
    readonly svg: (pieces: readonly PlacedPiece[], options: SvgOptions) => string;
  };
}

function polyformGenerated(polyform: PolyformResult): Generated {
  return { problem: polyform.problem, names: polyform.spec.pieces.map((p) => p.name), polyform };
}

/** A DANCE-era generator's text (item line, then options) is a DLX file without comments. */
function rowsGenerated(rows: Iterable<string>, names: readonly string[]): Generated {
  return { problem: readDlx([...rows].join('')).problem, names };
}

/** A drawer of solutions from a drawer of placed pieces. */
function byPieces(
  toPiece: (items: readonly string[]) => PlacedPiece,
  draw: (pieces: readonly PlacedPiece[], svgOptions: SvgOptions) => string,
): (options: readonly (readonly string[])[], svgOptions: SvgOptions) => string {
  return (options, svgOptions) => draw(options.map(toPiece), svgOptions);
}

const squarePiece = (items: readonly string[]): PlacedPiece => placedPiece(items, squareCell);
const trianglePiece = (items: readonly string[]): PlacedPiece => placedPiece(items, triangleCell);
const cubePiece = (items: readonly string[]): PlacedPiece => placedPiece(items, cubeCell);

const square = {
  svg: byPieces(squarePiece, drawSquareSvg),
  ascii: (options: readonly (readonly string[])[]) => drawSquareAscii(options.map(squarePiece)),
  cell: 24,
};
const stick = {
  svg: byPieces(stickPiece, drawStickSvg),
  ascii: (options: readonly (readonly string[])[]) => drawStickAscii(options.map(stickPiece)),
  cell: 48,
};

/** The lattices figures can be drawn for, one per generator command. */
export const figureLattices: readonly FigureLattice[] = [
  {
    command: 'polyomino',
    generate: (spec) => polyformGenerated(polyomino(spec)),
    ...square,
    grid: { cell: squareCell, svg: drawSquareSvg, ascii: drawSquareAscii },
    cells: { cell: squareCell, svg: drawSquareSvg },
  },
  {
    command: 'polyominoes',
    generate: (spec) => {
      const parsed = parseDancePolyominoes(spec);
      return rowsGenerated(dancePolyominoesText(parsed), parsed.pieces.map((p) => p.name));
    },
    ...square,
  },
  {
    command: 'polyiamond',
    generate: (spec) => polyformGenerated(polyiamond(spec)),
    svg: byPieces(trianglePiece, drawTriangleSvg),
    ascii: (options) => drawTriangleAscii(options.map(trianglePiece)),
    cell: 32,
    cells: { cell: triangleCell, svg: drawTriangleSvg },
  },
  {
    command: 'polycube',
    generate: (spec) => polyformGenerated(polycube(spec)),
    svg: (options, svgOptions) => drawCubeSvg(options.map(cubePiece), { ...svgOptions, layers: true }),
    ascii: (options) => drawCubeLayersAscii(options.map(cubePiece)),
    cell: 28,
    cells: { cell: cubeCell, svg: (pieces, svgOptions) => drawCubeSvg(pieces, { ...svgOptions, layers: true }) },
  },
  {
    command: 'polystick',
    generate: (spec) => polyformGenerated(polystick(spec)),
    ...stick,
    cells: { cell: stickItem, svg: drawStickSvg },
  },
  {
    command: 'polysticks',
    generate: (spec) => {
      const parsed = parseDancePolysticks(spec);
      return rowsGenerated(dancePolysticksText(parsed), parsed.pieces.map((p) => p.name));
    },
    ...stick,
  },
  {
    // The block holds the command's arguments: six triangles or a hexiamond's name.
    command: 'macmahon',
    generate: (args) => {
      const words = args.split(/\s+/).filter((w) => w !== '');
      const shape = words.length === 1 ? findHexiamond(words[0]!) : undefined;
      const board = shape ? shape.board : parseBoard(words);
      return { problem: macmahonProblem(board), names: PIECES.map((p) => p.name) };
    },
    svg: (options, svgOptions) => drawMacmahonSvg(options, { ...(svgOptions.cell === undefined ? {} : { cell: svgOptions.cell }), legend: true }),
    ascii: drawMacmahonAscii,
    cell: 64,
  },
];

/** The commands whose specs can be drawn. */
export const figureCommands: readonly string[] = figureLattices.map((l) => l.command);
