import { quote } from '@polydance/exact-cover';
import { readDlx, readListing } from '@polydance/dlx-solver';
import type { Command } from '../command.js';
import { drawKind, latticeList, latticeName, SolutionPainter } from '../draw.js';
import type { LatticeName } from '../draw.js';
import { readInput, readTextFile, UsageError, write } from '../io.js';
import { problemName, svgName } from '../names.js';

const HELP = `Usage: polydance draw DLXFILE [LISTING] [--draw ascii|svg] [--out DIR] [--name NAME] [--force]
                      [--lattice L] [--legend]

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

Example:
  polydance dlx1 m1 < examples/pentominoes-3x20.dlx | polydance draw examples/pentominoes-3x20.dlx
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
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--draw') kind = drawKind(args[++i]);
      else if (a === '--out') out = args[++i] ?? '';
      else if (a === '--lattice') lattice = latticeName(args[++i]);
      else if (a === '--legend') legend = true;
      else if (a === '--name') name = svgName(args[++i]);
      else if (a === '--force') force = true;
      else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${quote(a)} (see polydance draw --help)`);
      else files.push(a);
    }
    if (out === '') throw new UsageError('--out needs a folder');
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
