import { quote } from '@polydance/exact-cover';
import type { Count, Puzzle, PuzzleLattice } from '@polydance/puzzles';
import { findPuzzle, isPublished, PUZZLES, searchPuzzles } from '@polydance/puzzles';
import type { PieceSet } from '@polydance/pieces';
import { findPieceSet, PIECE_SETS } from '@polydance/pieces';
import { closest } from '@polydance/spec-parser';
import type { Command } from '../command.js';
import { latticeList, latticeName } from '../draw.js';
import { UsageError, write } from '../io.js';
import type { OptionTable } from '../options.js';
import { optionsHelp, parseOptions } from '../options.js';

/** The options of this command: its parsing, its `--help` and its did-you-mean come from this table. */
const PUZZLES_OPTIONS: OptionTable = [
  { flag: '--lattice', value: 'L', help: `only puzzles on one lattice: ${latticeList()}` },
  { flag: '--set', value: 'NAME', help: `only puzzles that use every piece of a named set (polydance pieces
lists them), e.g. --set pentominoes, --set tetrahexes` },
];

const HELP = `Usage: polydance puzzles [WORD ...] [--lattice L] [--set NAME]
       polydance puzzles show NAME

Lists the catalogue of classic puzzles: name, lattice, the number of solutions (all of
them, and up to symmetry) and the pieces, in 80 columns. A count marked * was computed
by Polydance (no source gives it); the others are published (polydance puzzles show
NAME cites the source). A distinct count marked r is up to rotations only (mirror
images apart); ? is a count Polydance does not finish within a minute on one core.

  WORD ...      only puzzles whose name, title, description, pieces or box contain
                every word
${optionsHelp(PUZZLES_OPTIONS, 16)}  show NAME     print the puzzle's spec, as its generator reads it (on stdout), and
                what is known about it (on stderr)

Solve a catalogue puzzle in one step with polydance solve NAME, e.g.
  polydance solve --count pentominoes-6x10
  polydance puzzles show soma > soma.in && polydance polycube soma.in | polydance solve --count

Examples:
  polydance puzzles
  polydance puzzles pentomino 8x8
  polydance puzzles --lattice cube
  polydance puzzles --set hexiamonds
  polydance puzzles show hexiamonds-6x6
`;

/** The width the list fits in. */
const WIDTH = 80;

function countText(count: Count | undefined): string {
  if (count === undefined) return '?';
  return `${count.value}${isPublished(count) ? '' : '*'}${count.symmetry === 'rotations' ? 'r' : ''}`;
}

/** The text cut to `width` columns, with an ellipsis where it was cut. */
function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/**
 * The list: name, lattice, all, distinct, and the pieces in what is left of 80 columns
 * (cut short where they do not fit; left out when fewer than 16 columns are left).
 */
function table(puzzles: readonly Puzzle[]): string {
  const head = ['name', 'lattice', 'all', 'distinct'];
  const rows = puzzles.map((p) => [p.name, p.lattice, countText(p.counts.all), countText(p.counts.distinct)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const used = widths.reduce((a, b) => a + b, 0) + 2 * widths.length;
  const room = WIDTH - used;
  const right = new Set([2, 3]);
  const line = (cells: readonly string[], pieces: string): string =>
    [...cells.map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))), ...(room >= 16 ? [cut(pieces, room)] : [])]
      .join('  ')
      .trimEnd();
  return `${[line(head, 'pieces'), ...rows.map((r, i) => line(r, puzzles[i]!.pieces))].join('\n')}\n`;
}

/** The names nearest to a mistyped one: the closest by spelling, and those that contain it or it contains. */
function nearNames(name: string): string[] {
  const lower = name.toLowerCase();
  const nearest = closest(lower, PUZZLES.map((p) => p.name));
  const containing = PUZZLES.filter((p) => p.name.includes(lower) || lower.includes(p.name)).map((p) => p.name);
  return [...new Set([...(nearest === undefined ? [] : [nearest]), ...containing])].slice(0, 5);
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
    const near = nearNames(name);
    const hint = near.length > 0 ? `; did you mean ${near.join(', ')}?` : ' (polydance puzzles lists them)';
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
    const { values, positional: words } = parseOptions(PUZZLES_OPTIONS, args, 'puzzles');
    // latticeName accepts exactly the lattices of the registry, which are the puzzles' lattices.
    const lattice = values.has('--lattice') ? (latticeName(values.get('--lattice')) as PuzzleLattice) : undefined;
    const set: PieceSet | undefined = values.has('--set') ? pieceSet(values.get('--set')) : undefined;
    const found = searchPuzzles({ ...(lattice === undefined ? {} : { lattice }), ...(set === undefined ? {} : { set }), words });
    if (found.length === 0) {
      const what =
        `${words.length === 0 ? '' : ` ${words.map((w) => quote(w)).join(' ')}`}` +
        `${set === undefined ? '' : ` with ${set.title}`}${lattice === undefined ? '' : ` on the ${lattice} lattice`}`;
      const near = words.length === 1 ? nearNames(words[0]!) : [];
      const setName = words.length === 1 && set === undefined ? closest(words[0]!.toLowerCase(), PIECE_SETS.map((s) => s.name)) : undefined;
      const hint =
        near.length > 0 ? `; did you mean ${near.join(', ')}?` : setName !== undefined ? `; for the puzzles of a piece set: --set ${setName}` : '';
      await write(io.stderr, `polydance puzzles: no puzzle matches${what}${hint}\n`);
      return 1;
    }
    await write(io.stdout, table(found));
    const computed = found.some((p) => [p.counts.all, p.counts.distinct].some((c) => c !== undefined && !isPublished(c)));
    const rotations = found.some((p) => p.counts.distinct?.symmetry === 'rotations');
    const unknown = found.some((p) => p.counts.all === undefined || p.counts.distinct === undefined);
    await write(
      io.stderr,
      `${found.length} puzzle${found.length === 1 ? '' : 's'}${computed ? '; * computed by Polydance, not published' : ''}` +
        `${rotations ? '; r up to rotations only' : ''}${unknown ? '; ? not counted within a minute' : ''}\n`,
    );
    return 0;
  },
};

/** The named piece set of `--set`, or a usage error that names the nearest. */
function pieceSet(name: string | undefined): PieceSet {
  if (name === undefined || name === '') throw new UsageError('--set needs the name of a piece set (polydance pieces lists them)');
  const found = findPieceSet(name.toLowerCase());
  if (found) return found;
  const nearest = closest(name.toLowerCase(), PIECE_SETS.map((s) => s.name));
  throw new UsageError(`no piece set named ${quote(name)}${nearest === undefined ? ' (polydance pieces lists them)' : `; did you mean ${nearest}?`}`);
}
