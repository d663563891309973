import { quote } from '@polydance/exact-cover';
import { findLattice, GENERATORS, LATTICE_NAMES } from '@polydance/lattices';
import { enumeratePieces, pieceLine, pieceSetLines, PIECE_SETS } from '@polydance/pieces';
import { closest } from '@polydance/spec-parser';
import type { Handedness } from '@polydance/spec-parser';
import type { Command } from '../command.js';
import { UsageError, write } from '../io.js';
import type { OptionTable } from '../options.js';
import { optionsHelp, withOptions } from '../options.js';

/** The lattices whose pieces a generator reads from piece lines (those it can list), in a reader's order. */
function polyformLattices(): { name: string; command: string }[] {
  return LATTICE_NAMES.flatMap((name) => {
    const g = GENERATORS.find((x) => x.lattice.name === name && x.reads === 'spec');
    return g ? [{ name, command: g.command }] : [];
  });
}

/** The options of this command: its parsing, its `--help` and its did-you-mean come from this table. */
const PIECES_OPTIONS: OptionTable = [
  { flag: '--free', help: `one piece per shape up to rotations and reflections (the default)` },
  { flag: '--one-sided', help: `up to rotations: a piece and its mirror image are two pieces, each
written NAME:one-sided (it keeps its handedness)` },
  { flag: '--fixed', help: `up to translations: each orientation of each piece is a piece,
written NAME:fixed (used exactly as written)` },
];

const HELP = `Usage: polydance pieces LATTICE SIZE [--free | --one-sided | --fixed]

Prints every polyform of SIZE cells (edges for sticks, trigs and twigs; half squares
for aboloes) on LATTICE, one piece line
each, as the lattice's generator reads them: a name, then the cells of one
orientation. The first line is a comment that says what they are and which command
reads them; nothing else is printed on stdout. Put a box line after it, and it is a
spec.

${optionsHelp(PIECES_OPTIONS, 16)}
LATTICE is square (polyominoes), triangle (polyiamonds), cube (polycubes: the cube
generator turns pieces but never reflects them, so free pieces are written NAME:free),
stick (polysticks), hex (polyhexes), abolo (polyaboloes), trig (polytrigs: sticks on
the triangular grid) or twig (polytwigs: sticks on the hexagonal grid).

Pieces with a conventional name come first, in the order of their named set (the
pentominoes F I L N P T U V W X Y Z as Knuth's examples write them, the tetrominoes,
hexiamonds, tetracubes, Soma pieces, tetrasticks, and Polyform Puzzler's letters of
polyhexes, polyaboloes, tritrigs and polytwigs); the others follow in a canonical
order, named N-K (the K-th free piece of N cells). A mirror image is named by its set
(the one-sided pentominoes' f, the tetracubes' B), or by the lowercase letter, or by
the name and '; a fixed piece by its one-sided piece, '.', and its orientation (F.1).

Examples:
  polydance pieces square 5                   the 12 pentominoes
  polydance pieces square 5 --one-sided       the 18 one-sided pentominoes
  polydance pieces cube 6 --one-sided | wc -l 167: a comment and 166 hexacubes
  (echo '| hexominoes: polydance polyomino'; echo '[0-5][0-9a-y]'; polydance pieces square 6)
`;

export const pieces: Command = withOptions(PIECES_OPTIONS, {
  name: 'pieces',
  summary: 'every polyform of a size on a lattice (free, one-sided or fixed), as piece lines',
  help: HELP,
  async run({ values, positional: words }, io) {
    const hands = (['--free', '--one-sided', '--fixed'] as const).filter((f) => values.has(f));
    if (hands.length > 1) throw new UsageError(`${hands[0]} and ${hands[1]} say different things: give one`);
    const hand: Handedness = hands[0] === undefined ? 'free' : (hands[0].slice(2) as Handedness);
    const lattices = polyformLattices();
    const [latticeWord, sizeWord, extra] = words;
    if (latticeWord === undefined || sizeWord === undefined) {
      throw new UsageError(`give a lattice (${lattices.map((l) => l.name).join(', ')}) and a size (see polydance pieces --help)`);
    }
    if (extra !== undefined) throw new UsageError(`expected LATTICE and SIZE, got also ${quote(extra)}`);
    const entry = lattices.find((l) => l.name === latticeWord);
    if (!entry && findLattice(latticeWord)) {
      throw new UsageError(`the ${latticeWord} lattice has no piece lines to list (its pieces are given); the lattices: ${lattices.map((l) => l.name).join(', ')}`);
    }
    if (!entry) {
      const near = closest(latticeWord, lattices.map((l) => l.name));
      const hint = near === undefined ? '' : ` (did you mean ${quote(near)}?)`;
      throw new UsageError(`the lattice is one of ${lattices.map((l) => l.name).join(', ')}, not ${quote(latticeWord)}${hint}`);
    }
    const size = /^\d+$/.test(sizeWord) ? Number(sizeWord) : NaN;
    if (!(size >= 1 && size <= 40)) throw new UsageError(`the size is a number from 1 to 40, not ${quote(sizeWord)}`);
    const lattice = findLattice(entry.name)!;
    const list = enumeratePieces(lattice, size, hand);
    const lines = list.map((p) => pieceLine(lattice, p));
    const set = PIECE_SETS.find((s) => s.lattice === lattice.name && sameLines(pieceSetLines(lattice, s), lines));
    const family = /\(([^)]+)\)/.exec(lattice.label)?.[1] ?? 'polyforms';
    // a polyabolo's unit is a half square, two of the lattice's quarter cells
    const unit = (lattice.units?.[0]?.length ?? 1) > 1 ? 'half square' : lattice.unit;
    const header = `| ${list.length} ${hand} ${family} of ${size} ${unit}${size === 1 ? '' : 's'}${set ? ` (set: ${set.name})` : ''}: polydance ${entry.command}`;
    await write(io.stdout, `${[header, ...lines].join('\n')}\n`);
    return 0;
  },
});

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}
