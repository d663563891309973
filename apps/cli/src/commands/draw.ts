import { quote } from '@polydance/exact-cover';
import { readDlx, readListing } from '@polydance/dlx-solver';
import type { Command } from '../command.js';
import { asciiSheet, boxPanels, piecePanels, svgSheet } from '@polydance/lattice';
import { drawKind, latticeList, latticeName, SolutionPainter, writeSvg } from '../draw.js';
import { specGenerator } from '../input.js';
import type { LatticeName } from '../draw.js';
import { outputError, readInput, readTextFile, UsageError, write } from '../io.js';
import { problemName, svgName } from '../names.js';

const HELP = `Usage: polydance draw DLXFILE [LISTING] [--draw ascii|svg] [--out DIR] [--name NAME] [--force]
                      [--lattice L] [--legend]
       polydance draw --pieces [SPEC] [--draw ascii|svg] [--out DIR] [--name NAME] [--force] [--lattice L]
       polydance draw --box [SPEC] [same options]

Draws the solutions of a solution listing (from LISTING, or stdin when it is absent or -):
the listing that 'polydance dlx1 m1' (or dlx2, dlx3, or Knuth's C programs) or
'polydance solve' prints, together with DLXFILE, the problem it solves (which tells the
lattice: from its '| this file was created by ...' comment or its item names).

  --draw ascii   pictures in the terminal (the default)
  --draw svg     one SVG file per solution: DIR/NAME-0001.svg, ...
  --out DIR      the folder for SVG files (default: the current folder)
  --name NAME    the SVG files' name (default: DLXFILE's name without its extension)
  --force        overwrite SVG files that exist (otherwise refused)
  --lattice L    ${latticeList()}, if it cannot be told
  --legend       add a legend of piece names to SVG pictures

With --pieces or --box, draws what a box-and-pieces spec (from SPEC, or stdin) means,
before any solving, so that a typo that makes another piece or box is seen at once:
--pieces each piece as written, with its name, its multiplicity and handedness if
given, and its number of orientations; --box the cells of the box, each named, and its
secondary cells (those with a suffix) apart. The spec's lattice is named by --lattice
or by its first line ('| ...: polydance polyomino'). As SVG, the picture is written to
DIR/NAME-pieces.svg or DIR/NAME-box.svg (NAME: SPEC's name without its extension).

Examples:
  polydance dlx1 m1 < examples/pentominoes-3x20.dlx | polydance draw examples/pentominoes-3x20.dlx
  polydance draw --pieces examples/hexiamonds-6x6.in
  polydance draw --box --draw svg examples/lozenges-hexagon-2.in
`;

export const draw: Command = {
  name: 'draw',
  summary: 'draw the solutions of a DLX1/2/3 or solve listing, in the terminal or as SVG',
  help: HELP,
  async run(args, io) {
    const files: string[] = [];
    let kind: 'ascii' | 'svg' = 'ascii';
    let out = '.';
    let lattice: LatticeName | undefined;
    let legend = false;
    let name: string | undefined;
    let force = false;
    let spec: 'pieces' | 'box' | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--pieces' || a === '--box') {
        if (spec !== undefined && spec !== a.slice(2)) throw new UsageError('--pieces and --box draw different things: give one');
        spec = a.slice(2) as 'pieces' | 'box';
      } else if (a === '--draw') kind = drawKind(args[++i]);
      else if (a === '--out') out = args[++i] ?? '';
      else if (a === '--lattice') lattice = latticeName(args[++i]);
      else if (a === '--legend') legend = true;
      else if (a === '--name') name = svgName(args[++i]);
      else if (a === '--force') force = true;
      else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${quote(a)} (see polydance draw --help)`);
      else files.push(a);
    }
    if (out === '') throw new UsageError('--out needs a folder');
    if (spec !== undefined) {
      if (legend) throw new UsageError(`--legend is for solutions; --${spec} names every piece already`);
      if (files.length > 1) throw new UsageError(`--${spec} draws one spec, not ${files.length} files`);
      return drawSpec(spec, files[0], { kind, out, name: name ?? problemName(files[0]).replace(/^solution$/, 'spec'), force, lattice }, io);
    }
    const [dlxFile, listingFile, extra] = files;
    if (dlxFile === undefined) throw new UsageError('give the DLX file of the problem (see polydance draw --help)');
    if (extra !== undefined) throw new UsageError(`expected DLXFILE and at most one LISTING, got also ${quote(extra)}`);
    const dlxText = await readTextFile(dlxFile);
    const { problem } = readDlx(dlxText);
    const painter = new SolutionPainter(
      { kind, out, name: name ?? problemName(dlxFile), force, lattice, legend },
      problem.comments,
      [...problem.primary, ...problem.secondary].map((i) => i.name),
    );
    const solutions = readListing(await readInput(io, listingFile));
    if (solutions.length === 0) throw new UsageError('the listing has no solutions (lines "K:" followed by options)');
    const known = new Set([...problem.primary, ...problem.secondary].map((i) => i.name));
    for (const s of solutions) {
      for (const option of s.options) {
        const unknown = option.map((t) => t.split(':')[0]!).find((name) => !known.has(name));
        if (unknown !== undefined) {
          throw new UsageError(`solution ${s.number} names ${quote(unknown)}, which is not an item of ${quote(dlxFile)}`);
        }
      }
    }
    let text = '';
    for (const s of solutions) {
      const drawn = await painter.paint(s.number, s.options);
      if ('text' in drawn) text += drawn.text;
      else await write(io.stderr, `wrote ${drawn.file}\n`);
    }
    await write(io.stdout, text);
    return 0;
  },
};

/**
 * `draw --pieces` and `draw --box`: a box-and-pieces spec's pieces (each as written, with
 * its number of orientations) or its box (primary and secondary cells, each named), in
 * the terminal or as an SVG file.
 */
async function drawSpec(
  what: 'pieces' | 'box',
  file: string | undefined,
  settings: { kind: 'ascii' | 'svg'; out: string; name: string; force: boolean; lattice: LatticeName | undefined },
  io: Parameters<Command['run']>[1],
): Promise<number> {
  const text = await readInput(io, file);
  const generator = specGenerator(text, file, settings.lattice, `polydance draw --${what}`);
  const result = generator.generate(text).polyform;
  const pieces = generator.lattice.drawing.pieces;
  if (!result || !pieces) throw new UsageError(`the ${generator.lattice.name} lattice has no drawing of pieces`);
  const panels = what === 'pieces' ? piecePanels(result, (item) => pieces.cell(item)) : boxPanels(result, generator.lattice, (item) => pieces.cell(item));
  if (settings.kind === 'ascii') {
    await write(io.stdout, asciiSheet(panels, (p) => pieces.ascii(p)));
    return 0;
  }
  // the box's cells are labelled with their names: they need room
  const cell = what === 'box' ? generator.lattice.drawing.cell * 2 : 20;
  const svg = svgSheet(panels, (p, options) => pieces.svg(p, options), { cell, names: result.spec.pieces.map((p) => p.name), width: what === 'box' ? 1200 : 720 });
  let written: string;
  try {
    written = await writeSvg(settings, `-${what}`, svg);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw outputError(e, `into ${settings.out}`);
  }
  await write(io.stderr, `wrote ${written}\n`);
  return 0;
}
