import { quote } from '@polydance/exact-cover';
import type { Count, Puzzle, PuzzleLattice } from '@polydance/puzzles';
import { findPuzzle, isPublished, PUZZLES, searchPuzzles } from '@polydance/puzzles';
import { closest } from '@polydance/spec-parser';
import type { Command } from '../command.js';
import { latticeList, latticeName } from '../draw.js';
import { UsageError, write } from '../io.js';

const HELP = `Usage: polydance puzzles [WORD] [--lattice L]
       polydance puzzles show NAME

Lists the catalogue of classic puzzles: name, lattice, pieces, box, and the number of
solutions (all of them, and up to symmetry) where it is known. A count marked * was
computed by Polydance; the others are published (polydance puzzles show NAME cites
the source). A distinct count marked r is up to rotations only (mirror images apart).

  WORD          only puzzles whose name, title, description, pieces or box contain it
  --lattice L   only puzzles on one lattice: ${latticeList()}
  show NAME     print the puzzle's spec, as its generator reads it (on stdout), and
                what is known about it (on stderr)

Solve a catalogue puzzle in one step with polydance solve NAME, e.g.
  polydance solve --count pentominoes-6x10
  polydance puzzles show soma > soma.in && polydance polycube soma.in | polydance solve --count

Examples:
  polydance puzzles
  polydance puzzles pentomino
  polydance puzzles --lattice cube
  polydance puzzles show hexiamonds-6x6
`;

function countText(count: Count | undefined): string {
  if (count === undefined) return '?';
  return `${count.value}${isPublished(count) ? '' : '*'}${count.symmetry === 'rotations' ? 'r' : ''}`;
}

function table(puzzles: readonly Puzzle[]): string {
  const rows = puzzles.map((p) => [p.name, p.lattice, p.pieces, p.box, countText(p.counts.all), countText(p.counts.distinct)]);
  const head = ['name', 'lattice', 'pieces', 'box', 'all', 'distinct'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = new Set([4, 5]);
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return `${[line(head), ...rows.map(line)].join('\n')}\n`;
}

function source(label: string, count: Count | undefined): string {
  if (count === undefined) return `${label}: not known\n`;
  const where = count.where === undefined ? '' : `, ${count.where}`;
  const url = count.source.url === undefined ? '' : ` <${count.source.url}>`;
  const kind = isPublished(count) ? `published: ${count.source.citation}${where}${url}` : `${count.source.citation}${where}`;
  const up = count.symmetry === 'rotations' ? ' up to rotations' : '';
  return `${label}: ${count.value}${up} (${kind})\n`;
}

async function show(name: string | undefined, io: Parameters<Command['run']>[1]): Promise<number> {
  if (name === undefined) throw new UsageError('show needs the name of a puzzle (polydance puzzles lists them)');
  const puzzle = findPuzzle(name);
  if (!puzzle) {
    const nearest = closest(name, PUZZLES.map((p) => p.name));
    const containing = PUZZLES.filter((p) => p.name.includes(name.toLowerCase()) || name.toLowerCase().includes(p.name)).map((p) => p.name);
    const near = [...new Set([...(nearest === undefined ? [] : [nearest]), ...containing])];
    const hint = near.length > 0 ? `; did you mean ${near.slice(0, 5).join(', ')}?` : ' (polydance puzzles lists them)';
    throw new UsageError(`no puzzle named ${quote(name)}${hint}`);
  }
  await write(io.stdout, puzzle.spec);
  await write(
    io.stderr,
    `${puzzle.title}: ${puzzle.description}\n` +
      source('all solutions', puzzle.counts.all) +
      source('distinct solutions', puzzle.counts.distinct) +
      `solve it: polydance solve ${puzzle.name}` +
      (puzzle.generator === 'macmahon'
        ? ` (or polydance macmahon ${puzzle.spec.split('\n').filter((l) => l !== '' && !l.startsWith('|')).join(' ')} | polydance solve)\n`
        : ` (or save this spec and run polydance ${puzzle.generator} FILE | polydance solve)\n`),
  );
  return 0;
}

export const puzzles: Command = {
  name: 'puzzles',
  summary: 'the catalogue of classic puzzles: list them, or show one’s spec',
  help: HELP,
  async run(args, io) {
    if (args[0] === 'show') {
      if (args.length > 2) throw new UsageError(`show takes one puzzle name, not ${args.length - 1} arguments`);
      return show(args[1], io);
    }
    let lattice: PuzzleLattice | undefined;
    let word: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--lattice' || a.startsWith('--lattice=')) {
        // latticeName accepts exactly the lattices of the registry, which are the puzzles' lattices.
        lattice = latticeName(a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i]) as PuzzleLattice;
      } else if (a.startsWith('-')) {
        throw new UsageError(`unknown option ${quote(a)} (see polydance puzzles --help)`);
      } else if (word !== undefined) {
        throw new UsageError(`one search word only, not ${quote(word)} and ${quote(a)}`);
      } else word = a;
    }
    const found = searchPuzzles({ ...(lattice === undefined ? {} : { lattice }), ...(word === undefined ? {} : { word }) });
    if (found.length === 0) {
      const what = `${word === undefined ? '' : ` ${quote(word)}`}${lattice === undefined ? '' : ` on the ${lattice} lattice`}`;
      await write(io.stderr, `polydance puzzles: no puzzle matches${what}\n`);
      return 1;
    }
    await write(io.stdout, table(found));
    const computed = found.some((p) => [p.counts.all, p.counts.distinct].some((c) => c !== undefined && !isPublished(c)));
    const rotations = found.some((p) => p.counts.distinct?.symmetry === 'rotations');
    await write(
      io.stderr,
      `${found.length} puzzle${found.length === 1 ? '' : 's'}${computed ? '; * computed by Polydance, not published' : ''}` +
        `${rotations ? '; r up to rotations only' : ''}; ? not known\n`,
    );
    return 0;
  },
};
