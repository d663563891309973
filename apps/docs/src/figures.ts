import { cellX, cellY, escapeXml } from '@polydance/lattice';
import type { PlacedPiece, PolyformResult, SvgOptions } from '@polydance/lattice';
import { drawSquareAscii, drawSquareSvg, polyomino } from '@polydance/lattice-square';

/**
 * Pictures drawn at build time by the real packages. A ```figure block holds a spec;
 * its info string names the generator command and what to draw:
 *
 *     ```figure polyomino --pieces
 *     ```figure polyomino --placements=F
 *
 * `--pieces` draws each piece as given; `--placements=NAME` every base placement the
 * generator finds for piece NAME; `--ascii` draws with box-drawing characters instead
 * of SVG.
 */

/** What a lattice contributes to the figures. */
interface FigureLattice {
  /** The `polydance` command that reads its specs. */
  readonly command: string;
  readonly generate: (spec: string) => PolyformResult;
  /** The drawing coordinates of a cell key. */
  readonly coords: (key: number) => number[];
  readonly svg: (pieces: readonly PlacedPiece[], options?: SvgOptions) => string;
  readonly ascii: (pieces: readonly PlacedPiece[]) => string;
}

const lattices: readonly FigureLattice[] = [
  {
    command: 'polyomino',
    generate: polyomino,
    coords: (k) => [cellX(k), cellY(k)],
    svg: drawSquareSvg,
    ascii: drawSquareAscii,
  },
];

/** The commands whose specs can be drawn. */
export const figureCommands: readonly string[] = lattices.map((l) => l.command);

/** A parsed figure request. */
export interface FigureRequest {
  readonly command: string;
  readonly kind: 'pieces' | 'placements';
  /** For `placements`: the piece. */
  readonly piece?: string;
  readonly ascii: boolean;
}

/** Reads a figure block's info string (without the leading `figure`). */
export function parseFigureMeta(meta: string): FigureRequest {
  const [command, ...flags] = meta.split(/\s+/).filter((w) => w !== '');
  if (command === undefined) throw new Error('a figure block needs a command, e.g. ```figure polyomino --pieces');
  if (!figureCommands.includes(command)) {
    throw new Error(`no drawing for '${command}' yet (figures can be drawn for: ${figureCommands.join(', ')})`);
  }
  let kind: FigureRequest['kind'] | undefined;
  let piece: string | undefined;
  let ascii = false;
  for (const flag of flags) {
    const [name, value] = flag.split('=', 2) as [string, string | undefined];
    if (name === '--pieces' && value === undefined) kind = 'pieces';
    else if (name === '--placements' && value !== undefined) [kind, piece] = ['placements', value];
    else if (name === '--ascii' && value === undefined) ascii = true;
    else throw new Error(`unknown figure option '${flag}'`);
  }
  if (kind === undefined) throw new Error('a figure needs --pieces or --placements=NAME');
  return { command, kind, ascii, ...(piece === undefined ? {} : { piece }) };
}

/** A drawn figure: SVG (or box-drawing text) and a caption in plain text. */
export interface Figure {
  readonly svg?: string;
  readonly ascii?: string;
  readonly caption: string;
  /** The pieces drawn, for tests. */
  readonly pieces: readonly PlacedPiece[];
}

/** Lays shapes out left to right on shelves at most `width` cells wide, one cell apart. */
function shelves(shapes: readonly PlacedPiece[], width: number): PlacedPiece[] {
  const placed: PlacedPiece[] = [];
  let row = 0;
  let col = 0;
  let shelfHeight = 0;
  for (const shape of shapes) {
    const h = Math.max(...shape.cells.map((c) => c[0]!)) + 1;
    const w = Math.max(...shape.cells.map((c) => c[1]!)) + 1;
    if (col > 0 && col + w > width) {
      row += shelfHeight + 1;
      col = 0;
      shelfHeight = 0;
    }
    placed.push({ name: shape.name, cells: shape.cells.map(([x = 0, y = 0]) => [x + row, y + col]) });
    col += w + 1;
    shelfHeight = Math.max(shelfHeight, h);
  }
  return placed;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Draws the figure of a ```figure block. */
export function renderFigure(meta: string, spec: string): Figure {
  const request = parseFigureMeta(meta);
  const lattice = lattices.find((l) => l.command === request.command)!;
  const result = lattice.generate(spec);
  const names = result.spec.pieces.map((p) => p.name);
  const shapeOf = (piece: number, cells: readonly number[]): PlacedPiece => ({
    name: names[piece]!,
    cells: cells.map(lattice.coords),
  });
  let shapes: PlacedPiece[];
  let caption: string;
  if (request.kind === 'pieces') {
    shapes = names.map((_, p) => {
      const base = result.bases.find((b) => b.piece === p);
      return shapeOf(p, base ? base.shape.cells : []);
    });
    caption = `The ${plural(names.length, 'piece')}; ${result.summary}`;
  } else {
    const p = names.indexOf(request.piece!);
    if (p < 0) throw new Error(`no piece named '${request.piece!}' in the spec`);
    shapes = result.bases.filter((b) => b.piece === p).map((b) => shapeOf(p, b.shape.cells));
    const options = result.placements.filter((pl) => pl.piece === p).length;
    caption = `The ${plural(shapes.length, 'base placement')} of ${request.piece!}, in the order \`polydance ${request.command}\` finds them; ${plural(options, 'option')} in this box.`;
  }
  const pieces = shelves(shapes.filter((s) => s.cells.length > 0), 40);
  return request.ascii
    ? { ascii: lattice.ascii(pieces), caption, pieces }
    : { svg: lattice.svg(pieces, { cell: 20, names }), caption, pieces };
}

/** The HTML of a figure (inline SVG or a text picture, and its caption). */
export function figureHtml(figure: Figure): string {
  const picture =
    figure.svg !== undefined
      ? `<div class="pd-figure-svg">${figure.svg}</div>`
      : `<pre class="pd-figure-ascii">${escapeXml(figure.ascii ?? '')}</pre>`;
  const caption = escapeXml(figure.caption).replace(/`([^`]+)`/g, '<code>$1</code>');
  return `<figure class="pd-figure" v-pre>${picture}<figcaption>${caption}</figcaption></figure>\n`;
}
