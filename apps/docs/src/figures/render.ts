import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countDistinctSync, solve } from '@polydance/dlx-solver';
import { findLattice } from '@polydance/lattices';
import { findSymmetries } from '@polydance/symmetry';
import { itemToken } from '@polydance/exact-cover';
import type { Problem, Symmetry } from '@polydance/exact-cover';
import { escapeXml, svgGrid } from '@polydance/lattice';
import { findPuzzle } from '@polydance/puzzles';
import type { PlacedPiece } from '@polydance/lattice';
import { latticeOfCommand } from '../playground/catalog.js';
import { findLattice as playgroundLattice } from '../playground/lattices.js';
import { playgroundAnchor, playgroundLink } from '../playground/link.js';
import { formatSolid } from '../playground/solid3d.js';
import { figureLattices } from './lattices.js';
import { parseFigureMeta } from './request.js';
import { shelves, svgShelves, textShelves } from './shelves.js';
import { checkSolution, listedSolution } from './solutions.js';

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
 * checks that this is solution M of that listing); `--count` adds the number of all (and of distinct)
 * solutions to the caption; `--listing=FILE#N` alone draws solution N of a solver's
 * listing (a file of the repository, such as the reference solver's output in
 * `fixtures/knuth/solve/`), after checking that it solves the spec's problem;
 * `--spec=FILE` draws the spec in FILE (the block is then empty); `--puzzle=NAME` the
 * spec of a puzzle of the catalogue (`@polydance/puzzles`); `--ascii` draws
 * with box-drawing characters instead of SVG; `--cells` draws the box alone, each cell
 * (each edge, for sticks) labelled with its item name: a diagram of the coordinates.
 */

/** A drawn figure: SVG (or box-drawing text) and a caption in plain text. */
export interface Figure {
  readonly svg?: string;
  readonly ascii?: string;
  readonly caption: string;
  /** How many pieces (or options of a solution) the picture shows, for tests. */
  readonly pieces: number;
  /** For `--pieces` and `--placements`: the pieces as laid out, for tests. */
  readonly placed?: readonly PlacedPiece[];
  /** With `--solid`: the solution's pieces placed and every piece name of the puzzle, for a 3-D view. */
  readonly solid?: { readonly pieces: readonly PlacedPiece[]; readonly names: readonly string[] };
  /** With `--playground`: the share link that opens the spec in the playground. */
  readonly link?: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Where relative file names of figure blocks are read from. */
export interface FigureContext {
  /** The repository root. */
  readonly root: string;
}

/** Draws the figure of a ```figure block. */
export function renderFigure(meta: string, text: string, context?: FigureContext): Figure {
  const figure = drawFigure(meta, text, context);
  const { playground, command } = parseFigureMeta(meta);
  if (playground === undefined) return figure;
  return { ...figure, link: playgroundLink(typeof playground === 'string' ? catalogued(playground) : { lattice: playgroundOf(command), spec: figureSpec(meta, text, context) }) };
}

function catalogued(name: string) {
  const puzzle = findPuzzle(name);
  if (!puzzle) throw new Error(`no catalogue puzzle named '${name}'`);
  return puzzle;
}

/** The playground's lattice that reads the specs of `polydance COMMAND`; an error when it reads another syntax. */
function playgroundOf(command: string): string {
  const entry = latticeOfCommand(command);
  if (!entry) throw new Error(`the playground does not read the specs of polydance ${command}: name a catalogue puzzle with --playground=NAME`);
  return entry.id;
}

/** The spec a figure draws: its puzzle's, its file's, or its text. */
function figureSpec(meta: string, text: string, context?: FigureContext): string {
  const request = parseFigureMeta(meta);
  if (request.puzzle !== undefined) return catalogued(request.puzzle).spec;
  if (request.spec === undefined) return text;
  if (!context) throw new Error(`reading ${request.spec} needs the repository root`);
  return readFileSync(join(context.root, request.spec), 'utf8');
}

function drawFigure(meta: string, text: string, context?: FigureContext): Figure {
  const request = parseFigureMeta(meta);
  const lattice = figureLattices.find((l) => l.command === request.command)!;
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
  const generated = lattice.generate(figureSpec(meta, text, context));
  const { names } = generated;

  const source = puzzle ? ` from the catalogue spec of \`${puzzle.name}\`` : request.spec === undefined ? '' : ` from \`${request.spec}\``;
  const place = request.solid === true ? playgroundLattice(lattice.lattice)?.place : undefined;
  if (request.solid === true && !place) throw new Error(`--solid is for solutions of solids (cubes), not of polydance ${request.command}`);
  const drawSolution = (options: readonly (readonly string[])[], caption: string): Figure =>
    request.ascii
      ? { ascii: lattice.ascii(options), caption, pieces: options.length }
      : {
          svg: lattice.svg(options, { cell: lattice.cell, names }),
          caption,
          pieces: options.length,
          ...(place ? { solid: { pieces: place(options), names } } : {}),
        };
  const total = (): string => {
    if (!request.count) return '';
    const group = findSymmetries(generated.problem, findLattice(lattice.lattice)!);
    const counted = countDistinctSync(generated.problem, group);
    const distinct = group.length > 1 ? `, ${counted.distinct} up to rotations and reflections` : '';
    return ` ${plural(Number(counted.solutions), 'solution')} in all${distinct}, counted by \`polydance solve --count --distinct\` as this page was built.`;
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

  if (request.kind === 'sheet') {
    const { problem } = generated;
    const group = findSymmetries(problem, findLattice(lattice.lattice)!);
    const distinct = distinctSolutions(problem, group);
    const panels = distinct.map((found, k) => {
      const options = found.map((o) => (problem.options[o] ?? []).map(itemToken));
      checkSolution(problem, options);
      return { svg: lattice.svg(options, { cell: lattice.cell * 0.5, names }), caption: `${k + 1}` };
    });
    const upTo = group.length > 1 ? ` up to the ${group.length} symmetries of the problem` : '';
    const caption = `Every solution${upTo}: ${plural(panels.length, 'distinct solution')}, found by \`polydance solve\` in the problem \`polydance ${request.command}\` generates${source}, each the first of its kind in the solver's order.`;
    return { svg: svgGrid(panels, 720), caption, pieces: panels.length };
  }

  if (request.kind === 'cells') {
    const cells = lattice.cells;
    if (!cells || request.ascii) throw new Error(`--cells is not available for 'polydance ${request.command}'${request.ascii ? ' with --ascii' : ''}`);
    const { problem } = generated;
    const pieces = [...problem.primary, ...problem.secondary].flatMap(({ name }) => {
      const cell = cells.cell(name);
      return cell ? [{ name, cells: [cell] }] : [];
    });
    const caption = `The ${plural(pieces.length, findLattice(lattice.lattice)!.unit)} of the box${source}, each named as \`polydance ${request.command}\` names it.`;
    return { svg: cells.svg(pieces, { cell: lattice.cell * 2 }), caption, pieces: pieces.length, placed: pieces };
  }

  const result = generated.polyform;
  const drawing = lattice.grid ?? lattice.cells;
  if (!result || !drawing) throw new Error(`--${request.kind} is not available for 'polydance ${request.command}'`);
  const shapeOf = (piece: number, cells: readonly number[]): PlacedPiece => ({
    name: names[piece]!,
    cells: cells.flatMap((k) => {
      const cell = drawing.cell(result.cellName(k));
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
  const drawn = shapes.filter((s) => s.cells.length > 0);
  if (lattice.grid) {
    // square cells: the pieces laid out on one grid
    const pieces = shelves(drawn, 40);
    return request.ascii
      ? { ascii: drawing.ascii(pieces), caption, pieces: pieces.length, placed: pieces }
      : { svg: drawing.svg(pieces, { cell: 20, names }), caption, pieces: pieces.length, placed: pieces };
  }
  // any other lattice: each piece drawn on its own, the pictures set side by side
  return request.ascii
    ? { ascii: textShelves(drawn.map((p) => drawing.ascii([p])), 100), caption, pieces: drawn.length, placed: drawn }
    : {
        svg: svgShelves(drawn.map((p) => drawing.svg([p], { cell: lattice.cell * 0.75, names, minWidth: 0 })), 720),
        caption,
        pieces: drawn.length,
        placed: drawn,
      };
}

/** The HTML of a figure (inline SVG or a text picture, and its caption). */
export function figureHtml(figure: Figure): string {
  const picture =
    figure.svg !== undefined
      ? `<div class="pd-figure-svg">${figure.svg}</div>`
      : `<pre class="pd-figure-ascii">${escapeXml(figure.ascii ?? '')}</pre>`;
  const caption = escapeXml(figure.caption).replace(/`([^`]+)`/g, '<code>$1</code>');
  const link = figure.link === undefined ? '' : ` ${playgroundAnchor(figure.link)}`;
  const solid =
    figure.solid === undefined
      ? ''
      : `<Solid3D pieces="${escapeXml(formatSolid(figure.solid.pieces))}" names="${escapeXml(figure.solid.names.join(' '))}" />\n`;
  return `<figure class="pd-figure" v-pre>${picture}<figcaption>${caption}${link}</figcaption></figure>\n${solid}`;
}

/** The most solutions a contact sheet draws: a sheet is for puzzles with few distinct solutions. */
export const SHEET_MAX = 24;

/**
 * One solution (the first the solver finds) of each class of solutions under `group`, in
 * the solver's order; an error when there are more than {@link SHEET_MAX} classes, or
 * more than `SHEET_MAX` times the group's order solutions in all.
 */
function distinctSolutions(problem: Problem, group: readonly Symmetry[]): (readonly number[])[] {
  const key = (solution: readonly number[]): string => [...solution].sort((a, b) => a - b).join(' ');
  const seen = new Set<string>();
  const kept: (readonly number[])[] = [];
  const most = SHEET_MAX * Math.max(1, group.length);
  let all = 0;
  for (const s of solve(problem, { limit: most + 1 })) {
    if (++all > most) throw new Error(`a contact sheet draws at most ${SHEET_MAX} distinct solutions; this problem has more than ${most} solutions`);
    if (seen.has(key(s))) continue;
    kept.push(s);
    seen.add(key(s));
    for (const g of group) seen.add(key(s.map((o) => g.options[o]!)));
    if (kept.length > SHEET_MAX) throw new Error(`a contact sheet draws at most ${SHEET_MAX} distinct solutions; this problem has more`);
  }
  return kept;
}
