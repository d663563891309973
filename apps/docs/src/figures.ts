import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemToken, parseItemToken } from '@polydance/exact-cover';
import { cellX, cellY, escapeXml, placedPiece } from '@polydance/lattice';
import type { PlacedPiece, PolyformResult, SvgOptions } from '@polydance/lattice';
import { drawSquareAscii, drawSquareSvg, polyomino, squareCell } from '@polydance/lattice-square';

/**
 * Pictures drawn at build time by the real packages. A ```figure block holds a spec;
 * its info string names the generator command and what to draw:
 *
 *     ```figure polyomino --pieces
 *     ```figure polyomino --placements=F
 *
 * `--pieces` draws each piece as given; `--placements=NAME` every base placement the
 * generator finds for piece NAME; `--listing=FILE#N` draws solution N of a solver's
 * listing (a file of the repository, such as the reference solver's output in
 * `fixtures/knuth/solve/`), after checking that it solves the spec's problem;
 * `--spec=FILE` draws the spec in FILE (the block is then empty); `--ascii` draws
 * with box-drawing characters instead of SVG.
 */

/** What a lattice contributes to the figures. */
interface FigureLattice {
  /** The `polydance` command that reads its specs. */
  readonly command: string;
  readonly generate: (spec: string) => PolyformResult;
  /** The drawing coordinates of a cell key. */
  readonly coords: (key: number) => number[];
  /** The drawing coordinates of a cell item name, or undefined for other items. */
  readonly cellOf: (item: string) => readonly number[] | undefined;
  readonly svg: (pieces: readonly PlacedPiece[], options?: SvgOptions) => string;
  readonly ascii: (pieces: readonly PlacedPiece[]) => string;
}

const lattices: readonly FigureLattice[] = [
  {
    command: 'polyomino',
    generate: polyomino,
    coords: (k) => [cellX(k), cellY(k)],
    cellOf: squareCell,
    svg: drawSquareSvg,
    ascii: drawSquareAscii,
  },
];

/** The commands whose specs can be drawn. */
export const figureCommands: readonly string[] = lattices.map((l) => l.command);

/** A parsed figure request. */
export interface FigureRequest {
  readonly command: string;
  readonly kind: 'pieces' | 'placements' | 'listing';
  /** For `placements`: the piece. */
  readonly piece?: string;
  /** For `listing`: the file (relative to the repository root) and the solution number. */
  readonly listing?: { readonly file: string; readonly solution: number };
  /** A spec file (relative to the repository root) to draw instead of the block's text. */
  readonly spec?: string;
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
  let listing: FigureRequest['listing'];
  let spec: string | undefined;
  let ascii = false;
  for (const flag of flags) {
    const [name, value] = flag.split('=', 2) as [string, string | undefined];
    if (name === '--pieces' && value === undefined) kind = 'pieces';
    else if (name === '--placements' && value !== undefined) [kind, piece] = ['placements', value];
    else if (name === '--listing' && value !== undefined && /^[^#]+#[1-9]\d*$/.test(value)) {
      const [file, n] = value.split('#') as [string, string];
      [kind, listing] = ['listing', { file, solution: Number(n) }];
    } else if (name === '--spec' && value !== undefined) spec = value;
    else if (name === '--ascii' && value === undefined) ascii = true;
    else throw new Error(`unknown figure option '${flag}'`);
  }
  if (kind === undefined) throw new Error('a figure needs --pieces, --placements=NAME or --listing=FILE#N');
  return {
    command,
    kind,
    ascii,
    ...(piece === undefined ? {} : { piece }),
    ...(listing === undefined ? {} : { listing }),
    ...(spec === undefined ? {} : { spec }),
  };
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

/**
 * Solution `n` of a solver's listing in the format of Knuth's DLX programs: a line
 * `n:` and then one line per chosen option, its item names followed by `(k of m)`.
 */
export function listedSolution(listing: string, n: number): string[][] {
  const lines = listing.split(/\r?\n/);
  const start = lines.indexOf(`${n}:`);
  if (start < 0) throw new Error(`the listing has no solution ${n}`);
  const options: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    options.push(line.replace(/\s*\(\d+ of \d+\)\s*$/, '').trim().split(/\s+/));
  }
  return options;
}

/**
 * Checks that `options` (lists of item tokens, `x` or `x:color`) solve the problem:
 * each is one of its options, every primary item is covered exactly once (or within
 * its multiplicity bounds), and every secondary item at most once or always with the
 * same color.
 */
export function checkSolution(result: PolyformResult, options: readonly (readonly string[])[]): void {
  const { problem } = result;
  const key = (tokens: readonly string[]): string => [...tokens].sort().join(' ');
  const known = new Set(problem.options.map((o) => key(o.map(itemToken))));
  const count = new Map<string, number>();
  const colors = new Map<string, (string | undefined)[]>();
  for (const option of options) {
    if (!known.has(key(option))) throw new Error(`'${option.join(' ')}' is not an option of the problem`);
    for (const token of option) {
      const { item, color } = parseItemToken(token);
      count.set(item, (count.get(item) ?? 0) + 1);
      colors.set(item, [...(colors.get(item) ?? []), color]);
    }
  }
  for (const item of problem.primary) {
    const [lo, hi] = (item.bounds ?? '1').split(':').map(Number) as [number, number | undefined];
    const c = count.get(item.name) ?? 0;
    if (c < lo || c > (hi ?? lo)) throw new Error(`item ${item.name} is covered ${c} times`);
  }
  for (const item of problem.secondary) {
    const used = colors.get(item.name) ?? [];
    const clash = used.length > 1 && (used.includes(undefined) || new Set(used).size > 1);
    if (clash) throw new Error(`secondary item ${item.name} is covered by options that disagree`);
  }
}

/** Where relative file names of figure blocks are read from. */
export interface FigureContext {
  /** The repository root. */
  readonly root: string;
}

/** Draws the figure of a ```figure block. */
export function renderFigure(meta: string, text: string, context?: FigureContext): Figure {
  const request = parseFigureMeta(meta);
  const lattice = lattices.find((l) => l.command === request.command)!;
  const read = (file: string): string => {
    if (!context) throw new Error(`reading ${file} needs the repository root`);
    return readFileSync(join(context.root, file), 'utf8');
  };
  if (request.spec !== undefined && text.trim() !== '') throw new Error('a figure with --spec=FILE has no text of its own');
  const result = lattice.generate(request.spec === undefined ? text : read(request.spec));
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
  } else if (request.kind === 'listing') {
    const { file, solution } = request.listing!;
    const options = listedSolution(read(file), solution);
    checkSolution(result, options);
    const pieces = options.map((o) => placedPiece(o, lattice.cellOf));
    const source = request.spec === undefined ? '' : ` from \`${request.spec}\``;
    caption = `Solution ${solution} as listed in \`${file}\`, checked against the problem \`polydance ${request.command}\` generates${source}.`;
    return request.ascii
      ? { ascii: lattice.ascii(pieces), caption, pieces }
      : { svg: lattice.svg(pieces, { cell: 24, names }), caption, pieces };
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
