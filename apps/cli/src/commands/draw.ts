import { InputError, itemToken, quote, quotePath, showPath } from '@polydance/exact-cover';
import type { Problem } from '@polydance/exact-cover';
import { readDlx, readListing } from '@polydance/dlx-solver';
import type { Command } from '../command.js';
import { asciiSheet, boxPanels, piecePanels, svgGrid, svgSheet } from '@polydance/lattice';
import type { LatticeDrawing, SheetPanel } from '@polydance/lattice';
import { drawKind, latticeList, latticeName, meshOf, SolutionPainter, writeDrawing } from '../draw.js';
import { cataloguePuzzle, specGenerator } from '../spec-input.js';
import type { DrawKind, LatticeName } from '../draw.js';
import { generating } from '../generation.js';
import { outputError, readInput, readTextFile, UsageError, write } from '../io.js';
import { MAX_OPTIONS_OPTION, maxOptions } from '../max-options.js';
import { problemName, svgName } from '../names.js';
import type { OptionTable } from '../options.js';
import { optionsHelp, withOptions } from '../options.js';

/** The options of this command: its parsing, its `--help` and its did-you-mean come from this table. */
const DRAW_OPTIONS: OptionTable = [
  { flag: '--pieces', help: '' },
  { flag: '--box', help: '' },
  {
    flag: '--draw',
    value: 'ascii|svg|stl|sheet',
    help: '',
    variants: [
      { value: 'ascii', help: `pictures in the terminal (the default)` },
      { value: 'svg', help: `one SVG file per solution: DIR/NAME-0001.svg, ...` },
      { value: 'stl', help: `one STL file per solution (cube lattice): DIR/NAME-0001.stl, ...,
the solution assembled, one closed solid per piece, 10 mm a cube` },
      { value: 'sheet', help: `one SVG file of every solution, small, in a grid: DIR/NAME-sheet.svg` },
    ],
  },
  { flag: '--out', value: 'DIR', help: `the folder for SVG and STL files (default: the current folder)` },
  { flag: '--name', value: 'NAME', help: `the files' name (default: DLXFILE's name without its extension)` },
  { flag: '--force', help: `overwrite files that exist (otherwise refused)` },
  { flag: '--lattice', value: 'L', help: `${latticeList()}, if it cannot be told` },
  { flag: '--legend', help: `add a legend of piece names to SVG pictures` },
  MAX_OPTIONS_OPTION,
];

const HELP = `Usage: polydance draw DLXFILE [LISTING] [--draw ascii|svg|stl|sheet] [--out DIR] [--name NAME]
                      [--force] [--lattice L] [--legend]
       polydance draw --pieces [SPEC | PUZZLE] [--draw ascii|svg|stl] [--out DIR] [--name NAME] [--force]
                      [--lattice L]
       polydance draw --box [SPEC | PUZZLE] [same options]
                      (with --pieces and --box: [--max-options N])

Draws the solutions of a solution listing (from LISTING, or stdin when it is absent or -):
the listing that 'polydance dlx1 m1' (or dlx2, dlx3, or Knuth's C programs) or
'polydance solve' prints, together with DLXFILE, the problem it solves (which tells the
lattice: from its '| this file was created by ...' comment or its item names).

${optionsHelp(DRAW_OPTIONS, 17)}
With --pieces or --box, draws what a box-and-pieces spec (from SPEC, or stdin) means,
before any solving, so that a typo that makes another piece or box is seen at once:
--pieces each piece as written, with its name, its multiplicity and handedness if
given, and its number of orientations; --box the cells of the box, each named, and its
secondary cells (those with a suffix) apart. The spec's lattice is named by --lattice
or by its first line ('| ...: polydance polyomino'); PUZZLE, the name of a catalogue
puzzle (see polydance puzzles), draws its spec, solvable or not. As SVG, the picture is
written to DIR/NAME-pieces.svg or DIR/NAME-box.svg (NAME: SPEC's name without its
extension); as STL (cube lattice), DIR/NAME-pieces.stl (the pieces side by side, one
solid each) or DIR/NAME-box.stl.

Examples:
  polydance dlx1 m1 < examples/pentominoes-3x20.dlx | polydance draw examples/pentominoes-3x20.dlx
  polydance draw --pieces examples/hexiamonds-6x6.in
  polydance draw --box macmahon-bar
  polydance solve --distinct pentominoes-3x20 | polydance draw --draw sheet examples/pentominoes-3x20.dlx
  polydance draw --box --draw svg examples/lozenges-hexagon-2.in
`;

export const draw: Command = withOptions(DRAW_OPTIONS, {
  name: 'draw',
  summary: 'draw the solutions of a DLX1/2/3 or solve listing, in the terminal or as SVG',
  help: HELP,
  async run({ values, positional: files }, io) {
    if (values.has('--pieces') && values.has('--box')) throw new UsageError('--pieces and --box draw different things: give one');
    const spec: 'pieces' | 'box' | undefined = values.has('--pieces') ? 'pieces' : values.has('--box') ? 'box' : undefined;
    const kind: DrawKind = values.has('--draw') ? drawKind(values.get('--draw')) : 'ascii';
    const out = values.get('--out') ?? '.';
    const lattice: LatticeName | undefined = values.has('--lattice') ? latticeName(values.get('--lattice')) : undefined;
    const legend = values.has('--legend');
    const name = values.has('--name') ? svgName(values.get('--name')) : undefined;
    const force = values.has('--force');
    if (out === '') throw new UsageError('--out needs a folder');
    if (spec !== undefined) {
      if (legend) throw new UsageError(`--legend is for solutions; --${spec} names every piece already`);
      if (files.length > 1) throw new UsageError(`--${spec} draws one spec, not ${files.length} files`);
      if (kind === 'sheet') throw new UsageError(`--draw sheet draws solutions; --${spec} --draw svg draws the ${spec} on one sheet already`);
      const budget = maxOptions(values.get('--max-options'));
      return drawSpec(spec, files[0], { kind, out, name: name ?? problemName(files[0]).replace(/^solution$/, 'spec'), force, lattice, maxOptions: budget }, io);
    }
    if (values.has('--max-options')) throw new UsageError('--max-options goes with --pieces or --box (a spec to generate)');
    const [dlxFile, listingFile, extra] = files;
    if (dlxFile === undefined) throw new UsageError('give the DLX file of the problem (see polydance draw --help)');
    if (extra !== undefined) throw new UsageError(`expected DLXFILE and at most one LISTING, got also ${quotePath(extra)}`);
    const dlxText = await readTextFile(dlxFile);
    const { problem } = readDlx(dlxText);
    const painter = await SolutionPainter.create(
      { kind, out, name: name ?? problemName(dlxFile), force, lattice, legend },
      problem,
    );
    const listingText = await readInput(io, listingFile);
    const solutions = readListing(listingText);
    if (solutions.length === 0) {
      // bad input, found at its end
      const end = listingText.split('\n').length;
      throw new InputError(end, 1, 'the listing has no solutions (lines "K:" followed by options)');
    }
    const known = new Set([...problem.primary, ...problem.secondary].map((i) => i.name));
    for (const s of solutions) {
      s.options.forEach((option, o) => {
        const k = option.findIndex((t) => !known.has(t.split(':')[0]!));
        if (k >= 0) {
          // bad input: the listing's line and column (status 1)
          const place = s.places[o];
          throw new InputError(
            place?.line ?? 0,
            place?.columns[k] ?? 1,
            `solution ${s.number} names ${quote(option[k]!.split(':')[0]!)}, which is not an item of ${quotePath(dlxFile)}`,
          );
        }
      });
    }
    let text = '';
    for (const s of solutions) {
      const drawn = await painter.paint(s.number, s.options);
      if ('text' in drawn) text += drawn.text;
      else await write(io.stderr, `wrote ${drawn.file}\n`);
    }
    const sheet = await painter.finish();
    if (sheet !== undefined) await write(io.stderr, `wrote ${sheet}\n`);
    await write(io.stdout, text);
    return 0;
  },
});

/**
 * `draw --pieces` and `draw --box`: a spec's (or a catalogue puzzle's) pieces, each as
 * written with its number of orientations, or its box (primary and secondary cells, each
 * named), in the terminal, as an SVG file, or as an STL file on a lattice of solids. A
 * generator of another kind (MacMahon's triangles) shows each piece in its first place.
 */
async function drawSpec(
  what: 'pieces' | 'box',
  file: string | undefined,
  settings: { kind: Exclude<DrawKind, 'sheet'>; out: string; name: string; force: boolean; lattice: LatticeName | undefined; maxOptions: number },
  io: Parameters<Command['run']>[1],
): Promise<number> {
  const puzzle = await cataloguePuzzle(file, settings.lattice);
  const text = puzzle?.spec ?? (await readInput(io, file));
  const generator = puzzle?.generator ?? specGenerator(text, file, settings.lattice, `polydance draw --${what}`);
  const generated = generating((options) => generator.generate(text, options), { maxOptions: settings.maxOptions });
  const { drawing } = generator.lattice;
  const pieces = drawing.pieces;
  if (!pieces) throw new UsageError(`the ${generator.lattice.name} lattice has no drawing of pieces`);
  const cellOf = (item: string): readonly number[] | undefined => pieces.cell(item);
  const result = generated.polyform;
  if (what === 'pieces' && !result) return drawPlacedPieces(generated, drawing, settings, io);
  const panels = what === 'pieces' && result ? piecePanels(result, cellOf) : boxPanels(generated, generator.lattice, cellOf);
  if (settings.kind === 'ascii') {
    await write(io.stdout, asciiSheet(panels, (p) => pieces.ascii(p)));
    return 0;
  }
  if (settings.kind === 'stl') {
    const mesh = await meshOf(generator.lattice);
    // pieces side by side, one solid each; the box as one solid (its secondary cells another)
    const solids = what === 'pieces' ? panels.flatMap((p) => p.pieces) : panels.map((p, i) => ({ name: i === 0 ? 'box' : 'secondary', cells: p.pieces.flatMap((c) => c.cells) }));
    return writeNoted(settings, `-${what}`, 'stl', mesh.stl(solids, 'apart'), io);
  }
  // the box's cells are labelled with their names: they need room
  const cell = what === 'box' ? Math.min(drawing.cell, 48) * 2 : 20;
  const svg = svgSheet(panels, (p, options) => pieces.svg(p, options), { cell, names: generated.names, width: what === 'box' ? 1200 : 720 });
  return writeNoted(settings, `-${what}`, 'svg', svg, io);
}

/** The pieces of a problem that is no box-and-pieces spec: each drawn where its first option places it. */
async function drawPlacedPieces(
  generated: { readonly problem: Problem; readonly names: readonly string[] },
  drawing: LatticeDrawing,
  settings: { kind: Exclude<DrawKind, 'sheet'>; out: string; name: string; force: boolean },
  io: Parameters<Command['run']>[1],
): Promise<number> {
  if (settings.kind === 'stl') throw new UsageError('--draw stl writes solids, and these pieces are flat (--draw svg draws them)');
  const placed = generated.names.map((name) => {
    const options = generated.problem.options.filter((o) => o.some((i) => i.item === name));
    const first = (options[0] ?? []).map(itemToken);
    return { caption: `${name}: ${options.length} placement${options.length === 1 ? '' : 's'}`, option: first };
  });
  if (settings.kind === 'ascii') {
    const panels: SheetPanel[] = placed.map((p, i) => ({ caption: p.caption, pieces: [{ name: String(i), cells: [] }] }));
    await write(io.stdout, asciiSheet(panels, (p) => drawing.ascii([placed[Number(p[0]!.name)]!.option])));
    return 0;
  }
  const svg = svgGrid(placed.map((p) => ({ caption: p.caption, svg: drawing.svg([p.option], { cell: Math.round(drawing.cell / 2), minWidth: 0 }) })));
  return writeNoted(settings, '-pieces', 'svg', svg, io);
}

/** Writes a file of `draw --pieces` or `--box` and notes it on stderr. */
async function writeNoted(
  settings: { out: string; name: string; force: boolean },
  tail: string,
  ext: 'svg' | 'stl',
  text: string,
  io: Parameters<Command['run']>[1],
): Promise<number> {
  let written: string;
  try {
    written = await writeDrawing(settings, tail, ext, text);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw outputError(e, `into ${showPath(settings.out)}`);
  }
  await write(io.stderr, `wrote ${written}\n`);
  return 0;
}
