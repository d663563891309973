import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countSync, solve } from '@polydance/dlx-solver';
import { itemToken, parseItemToken } from '@polydance/exact-cover';
import type { Item, Problem } from '@polydance/exact-cover';
import { escapeXml, placedPiece } from '@polydance/lattice';
import type { PlacedPiece, PolyformResult, SvgOptions } from '@polydance/lattice';
import { dancePolyominoesText, drawSquareAscii, drawSquareSvg, polyomino, squareCell } from '@polydance/lattice-square';
import { cubeCell, drawCubeLayersAscii, drawCubeSvg, polycube } from '@polydance/lattice-cube';
import { dancePolysticksText, drawStickAscii, drawStickSvg, polystick, stickPiece } from '@polydance/lattice-stick';
import { drawTriangleAscii, drawTriangleSvg, polyiamond, triangleCell } from '@polydance/lattice-triangle';
import { drawMacmahonAscii, drawMacmahonSvg, findHexiamond, macmahonProblem, parseBoard, PIECES } from '@polydance/macmahon';
import { findPuzzle } from '@polydance/puzzles';
import { parseDancePolyominoes, parseDancePolysticks } from '@polydance/spec-parser';

/**
 * Pictures drawn at build time by the real packages. A ```figure block holds a spec;
 * its info string names the generator command and what to draw:
 *
 *     ```figure polyomino --pieces
 *     ```figure polyomino --placements=F
 *     ```figure polyomino --spec=examples/pentominoes-3x20.in --listing=fixtures/knuth/solve/pentominoes-3x20.out#1
 *
 * `--pieces` draws each piece as given; `--placements=NAME` every base placement the
 * generator finds for piece NAME; `--solve=N` solves the problem with
 * `@polydance/dlx-solver` and draws its N-th solution (with `--listing=FILE#M` too, it
 * checks that this is solution M of that listing); `--count` adds the number of all
 * solutions to the caption; `--listing=FILE#N` alone draws solution N of a solver's
 * listing (a file of the repository, such as the reference solver's output in
 * `fixtures/knuth/solve/`), after checking that it solves the spec's problem;
 * `--spec=FILE` draws the spec in FILE (the block is then empty); `--puzzle=NAME` the
 * spec of a puzzle of the catalogue (`@polydance/puzzles`); `--ascii` draws with
 * box-drawing characters instead of SVG.
 */

/** What a generator made of a figure's spec. */
interface Generated {
  readonly problem: Problem;
  /** The piece names, for colors that stay the same across pictures. */
  readonly names: readonly string[];
  /** The generator's own result, for lattices that draw pieces and placements. */
  readonly polyform?: PolyformResult;
}

/** What a lattice contributes to the figures. */
interface FigureLattice {
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
}

/** An exact cover problem from the text of a DANCE-era generator (item line, then options). */
export function problemOfRows(text: string): Problem {
  const [head = '', ...rows] = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('|'));
  const [primaryText = '', secondaryText = ''] = head.split(/\s\|\s|\s\|$/);
  const item = (token: string): Item => {
    const bar = token.lastIndexOf('|');
    return bar < 0 ? { name: token } : { name: token.slice(bar + 1), bounds: token.slice(0, bar) };
  };
  const words = (t: string): string[] => t.split(/\s+/).filter((w) => w !== '');
  return {
    comments: [],
    primary: words(primaryText).map(item),
    secondary: words(secondaryText).map(item),
    options: rows.map((r) => words(r).map(parseItemToken)),
  };
}

function polyformGenerated(polyform: PolyformResult): Generated {
  return { problem: polyform.problem, names: polyform.spec.pieces.map((p) => p.name), polyform };
}

function rowsGenerated(rows: Iterable<string>, names: readonly string[]): Generated {
  return { problem: problemOfRows([...rows].join('')), names };
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

const lattices: readonly FigureLattice[] = [
  {
    command: 'polyomino',
    generate: (spec) => polyformGenerated(polyomino(spec)),
    ...square,
    grid: { cell: squareCell, svg: drawSquareSvg, ascii: drawSquareAscii },
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
  },
  {
    command: 'polycube',
    generate: (spec) => polyformGenerated(polycube(spec)),
    svg: (options, svgOptions) => drawCubeSvg(options.map(cubePiece), { ...svgOptions, layers: true }),
    ascii: (options) => drawCubeLayersAscii(options.map(cubePiece)),
    cell: 28,
  },
  { command: 'polystick', generate: (spec) => polyformGenerated(polystick(spec)), ...stick },
  {
    command: 'polysticks',
    generate: (spec) => {
      const parsed = parseDancePolysticks(spec);
      return rowsGenerated(dancePolysticksText(parsed), parsed.pieces.map((p) => p.name));
    },
    ...stick,
  },
  {
    // The block holds the command's arguments: six triangles or a hexiamond's name
    // (after any comment lines, as in the catalogue's specs).
    command: 'macmahon',
    generate: (args) => {
      const words = args
        .split('\n')
        .filter((line) => !line.startsWith('|'))
        .join(' ')
        .split(/\s+/)
        .filter((w) => w !== '');
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
export const figureCommands: readonly string[] = lattices.map((l) => l.command);

/** A parsed figure request. */
export interface FigureRequest {
  readonly command: string;
  readonly kind: 'pieces' | 'placements' | 'listing' | 'solve';
  /** For `placements`: the piece. */
  readonly piece?: string;
  /** For `listing`: the file (relative to the repository root) and the solution number. */
  readonly listing?: { readonly file: string; readonly solution: number };
  /** A spec file (relative to the repository root) to draw instead of the block's text. */
  readonly spec?: string;
  /** A catalogue puzzle whose spec is drawn instead of the block's text. */
  readonly puzzle?: string;
  /** For `solve`: which solution to draw (1 is the first the solver finds). */
  readonly solution?: number;
  /** Count all solutions too (for the caption). */
  readonly count?: boolean;
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
  let puzzle: string | undefined;
  let solution: number | undefined;
  let count = false;
  let ascii = false;
  for (const flag of flags) {
    const [name, value] = flag.split('=', 2) as [string, string | undefined];
    if (name === '--pieces' && value === undefined) kind = 'pieces';
    else if (name === '--placements' && value !== undefined) [kind, piece] = ['placements', value];
    else if (name === '--listing' && value !== undefined && /^[^#]+#[1-9]\d*$/.test(value)) {
      const [file, n] = value.split('#') as [string, string];
      [kind, listing] = ['listing', { file, solution: Number(n) }];
    } else if (name === '--solve' && value !== undefined && /^[1-9]\d*$/.test(value)) solution = Number(value);
    else if (name === '--count' && value === undefined) count = true;
    else if (name === '--spec' && value !== undefined) spec = value;
    else if (name === '--puzzle' && value !== undefined) puzzle = value;
    else if (name === '--ascii' && value === undefined) ascii = true;
    else throw new Error(`unknown figure option '${flag}'`);
  }
  if (solution !== undefined) {
    if (kind !== undefined && kind !== 'listing') throw new Error('--solve=N draws a solution: it goes with no --pieces or --placements');
    kind = 'solve';
  }
  if (kind === undefined) throw new Error('a figure needs --pieces, --placements=NAME, --solve=N or --listing=FILE#N');
  return {
    command,
    kind,
    ascii,
    count,
    ...(solution === undefined ? {} : { solution }),
    ...(piece === undefined ? {} : { piece }),
    ...(listing === undefined ? {} : { listing }),
    ...(spec === undefined ? {} : { spec }),
    ...(puzzle === undefined ? {} : { puzzle }),
  };
}

/** A drawn figure: SVG (or box-drawing text) and a caption in plain text. */
export interface Figure {
  readonly svg?: string;
  readonly ascii?: string;
  readonly caption: string;
  /** How many pieces (or options of a solution) the picture shows, for tests. */
  readonly pieces: number;
  /** For `--pieces` and `--placements`: the pieces as laid out, for tests. */
  readonly placed?: readonly PlacedPiece[];
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
export function checkSolution(problem: Problem, options: readonly (readonly string[])[]): void {
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
  if ((request.spec !== undefined || request.puzzle !== undefined) && text.trim() !== '') {
    throw new Error('a figure with --spec=FILE or --puzzle=NAME has no text of its own');
  }
  const puzzle = request.puzzle === undefined ? undefined : findPuzzle(request.puzzle);
  if (request.puzzle !== undefined) {
    if (!puzzle) throw new Error(`no catalogue puzzle named '${request.puzzle}'`);
    if (puzzle.generator !== request.command) throw new Error(`the puzzle ${puzzle.name} is for polydance ${puzzle.generator}, not ${request.command}`);
  }
  const generated = lattice.generate(puzzle ? puzzle.spec : request.spec === undefined ? text : read(request.spec));
  const { names } = generated;

  const source = puzzle ? ` from the catalogue spec of \`${puzzle.name}\`` : request.spec === undefined ? '' : ` from \`${request.spec}\``;
  const drawSolution = (options: readonly (readonly string[])[], caption: string): Figure =>
    request.ascii
      ? { ascii: lattice.ascii(options), caption, pieces: options.length }
      : { svg: lattice.svg(options, { cell: lattice.cell, names }), caption, pieces: options.length };
  const total = (): string => {
    if (!request.count) return '';
    const counted = countSync(generated.problem);
    return ` ${plural(counted.solutions, 'solution')} in all, counted by \`polydance solve --count\` as this page was built.`;
  };

  if (request.kind === 'solve') {
    const n = request.solution!;
    const { problem } = generated;
    let found: readonly number[] | undefined;
    let k = 0;
    for (const s of solve(problem, { limit: n })) if (++k === n) found = s;
    if (!found) throw new Error(`the problem has only ${plural(k, 'solution')}, not ${n}`);
    const options = found.map((o) => (problem.options[o] ?? []).map(itemToken));
    checkSolution(problem, options);
    let caption = `Solution ${n} found by \`polydance solve\` in the problem \`polydance ${request.command}\` generates${source}`;
    if (request.listing) {
      const { file, solution } = request.listing;
      const listed = listedSolution(read(file), solution);
      const key = (o: readonly string[]): string => [...o].sort().join(' ');
      const same = listed.length === options.length && listed.map(key).sort().join('\n') === options.map(key).sort().join('\n');
      if (!same) throw new Error(`solution ${n} differs from solution ${solution} of ${file}`);
      caption += `; it is solution ${solution} of the reference listing \`${file}\` too`;
    }
    return drawSolution(options, `${caption}.${total()}`);
  }

  if (request.kind === 'listing') {
    const { file, solution } = request.listing!;
    const options = listedSolution(read(file), solution);
    checkSolution(generated.problem, options);
    return drawSolution(options, `Solution ${solution} as listed in \`${file}\`, checked against the problem \`polydance ${request.command}\` generates${source}.${total()}`);
  }

  const result = generated.polyform;
  const grid = lattice.grid;
  if (!result || !grid) throw new Error(`--${request.kind} is not available for 'polydance ${request.command}'`);
  const shapeOf = (piece: number, cells: readonly number[]): PlacedPiece => ({
    name: names[piece]!,
    cells: cells.flatMap((k) => {
      const cell = grid.cell(result.cellName(k));
      return cell ? [cell] : [];
    }),
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
    ? { ascii: grid.ascii(pieces), caption, pieces: pieces.length, placed: pieces }
    : { svg: grid.svg(pieces, { cell: 20, names }), caption, pieces: pieces.length, placed: pieces };
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
