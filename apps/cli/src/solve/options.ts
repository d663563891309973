import { quote, quotePath } from '@polydance/exact-cover';
import type { SymmetryMode } from '@polydance/symmetry';
import { drawKind, latticeList, latticeName } from '../draw.js';
import type { DrawKind, LatticeName } from '../draw.js';
import { UsageError } from '../io.js';
import { MAX_OPTIONS_OPTION, maxOptions } from '../max-options.js';
import { svgName } from '../names.js';
import type { OptionTable } from '../options.js';
import { optionsHelp, parseOptions } from '../options.js';
import type { ParallelArgs } from '../parallel/args.js';
import { checkParallelArgs, PARALLEL_OPTIONS, parallelArgs } from '../parallel/args.js';

/** The options of `polydance solve`: its parsing, its `--help` and its did-you-mean come from this table. */
export const SOLVE_OPTIONS: OptionTable = [
  { flag: '--count', help: `print only the number of solutions, exactly at any size: a
memoizing engine counts (problems with multiplicities when
every option has an item of bounds 1), and the board's
symmetries cut the search; any number of copies (0:12|F ...,
as many as fit) is counted at the frontier: the cells along
the board's narrow side, profiles remembered; a search
stopped by --timeout or Ctrl-C prints "at least N"` },
  { flag: '--distinct', help: `solutions up to symmetry: with --count, the number of distinct
solutions (orbits under the board's symmetries, found on the
lattice and checked on every option); without it, one solution
of each orbit. Exact, and faster than the plain search` },
  { flag: '--symmetry', value: 'S', help: `the symmetries --distinct and --count use: all (rotations and
reflections, pieces renamed where a reflection turns one into
another; the default), rotations, or none` },
  { flag: '--random', value: 'N', missing: '--random needs a positive integer', help: `print N solutions drawn uniformly at random from all of them
(each independently; the same one may come twice), after
counting them with the memoizing engine, whose counts weigh
each branch of a walk down the search tree; listed (and drawn
with --draw) like any solutions, numbered 1 to N; the count
is in the summary. Dominoes (square) or lozenges (triangle)
on a region without holes are counted by a determinant and
drawn by coupling from the past instead (--count counts
them so too; cells named as the lattice names them, or
by row and column: 3_4, r3c4, (3,4)). On one thread: it does not go with
--count, --distinct, --symmetry, --limit, --every, --workers,
--shard, --checkpoint or --tasks` },
  { flag: '--sequence', help: `with --count: count the family of boards made of the first
n rows across the long side of the board, n = 1, 2, ...
(the k x n boards of a k x N box), one count per line; a
problem of any number of copies (0:12|F ...) shares its
remembered counts between them. Bounds must suit every
board (0:N|D, not N|D). On one thread, as text` },
  { flag: '--seed', value: 'S', help: `the seed of --random (a whole number; default 0): the same
seed draws the same solutions` },
  { flag: '--limit', value: 'N', missing: '--limit needs a positive integer', help: `stop after N solutions` },
  { flag: '--every', value: 'N', missing: '--every needs a positive integer', help: `print only every N-th solution (default 1)` },
  {
    flag: '--format',
    value: 'text|json',
    help: '',
    variants: [
      { value: 'text', help: `each solution as "K:" and its options, one per line, as written
in the input (default)` },
      { value: 'json', help: `one JSON object per line: {"solution":K,"options":[indices],
"items":[[item tokens of each option]]}; with --count,
{"solutions":N,"nodes":M,"seconds":S,"complete":true|false};
with --distinct too, also "distinct":D and "symmetries":G; a
count beyond 2^53 is a string of all its digits` },
    ],
  },
  { flag: '--timeout', value: 'SECONDS', help: `stop after this long, keeping what was found (any length)` },
  MAX_OPTIONS_OPTION,
  { flag: '--no-progress', help: `no live progress line (shown on stderr when it is a terminal)` },
  {
    flag: '--draw',
    value: 'ascii|svg|stl|sheet',
    help: '',
    variants: [
      { value: 'ascii', help: `draw each solution printed, as a picture in the terminal` },
      { value: 'svg', help: `draw each solution printed as DIR/NAME-0001.svg, ...` },
      { value: 'stl', help: `each solution printed as a solid to 3-D print (cube lattice):
DIR/NAME-0001.stl, ..., one closed solid per piece` },
      { value: 'sheet', help: `every solution printed, small, in a grid: DIR/NAME-sheet.svg
(with --distinct, one of each distinct solution)` },
    ],
  },
  { flag: '--out', value: 'DIR', missing: '--out needs a folder', help: `the folder for SVG and STL files (default: the current folder)` },
  { flag: '--name', value: 'NAME', help: `the files' name (default: FILE's name without its
extension, or 'solution' for stdin)` },
  { flag: '--force', help: `overwrite files that exist (otherwise refused)` },
  { flag: '--lattice', value: 'L', help: `the lattice of a spec, and of the pictures; by default it is
known from the '| this file was created by ...' comment that
every generator writes, or from the shape of the item names:
${latticeList()}` },
  { flag: '--legend', help: `add a legend of piece names to SVG pictures` },
  ...PARALLEL_OPTIONS,
];

export const HELP = `polydance solve [FILE | PUZZLE] [--count] [--distinct] [--symmetry all|rotations|none]
                [--random N [--seed S]] [--sequence] [--limit N] [--every N] [--format text|json]
                [--timeout SECONDS] [--no-progress]
                [--draw ascii|svg|stl|sheet] [--out DIR] [--name NAME] [--force] [--lattice L] [--legend]
                [--workers N] [--shard I/N] [--checkpoint FILE] [--tasks N]

Solves the exact cover problem in FILE (Knuth's DLX format; stdin if FILE is absent or -),
with Algorithm X, C or M, whichever the input needs: M if a primary item has bounds
(a:b|x or n|x), C if an option gives a secondary item a color (x:c), X otherwise.
Solutions come in the order Knuth's DLX1, DLX2 and DLX3 find them.

In one step: PUZZLE is the name of a catalogue puzzle (see polydance puzzles), and FILE
may be a spec for a generator instead of a DLX file: its lattice is named by --lattice
or by a first comment line that names the generator ('| ...: polydance polyiamond').
Before searching, solve warns (on stderr) when the pieces' cells cannot add up to the
box, a piece fits nowhere, or a primary item is in no option; where that rules out every
solution, the search is skipped and the answer is 0.

${optionsHelp(SOLVE_OPTIONS)}Ctrl-C and SIGTERM also stop the search cleanly, within a fraction of a second: what
was found is printed, then the summary (on stderr). Exit status: 0 when the search ends
(or reaches --limit), 124 when --timeout stops it (counted from the start, reading the
input included), 130 on Ctrl-C, 143 on SIGTERM, 129 on SIGHUP (as SIGTERM); a second
Ctrl-C ends at once.

Examples:
  polydance solve --count fixtures/knuth/solve/pentominoes-6x10-all.dlx
  polydance solve --count pentominoes-6x10
  polydance solve --limit 1 --draw ascii examples/hexiamonds-6x6.in
  polydance polyomino examples/pentominoes-6x10.in | polydance solve --limit 1 --draw ascii
  polydance polyomino examples/pentominoes-6x10.in | polydance solve --count --distinct
  polydance solve --limit 1 --draw svg --out out/ examples/pentominoes-3x20.dlx
  polydance solve --count --shard 0/4 p.dlx > shard-0.json   (then polydance merge shard-*.json)
`;

/** What `polydance solve` was asked. */
export interface SolveArgs {
  readonly file: string | undefined;
  readonly count: boolean;
  readonly limit: number | undefined;
  readonly every: number;
  readonly format: 'text' | 'json';
  readonly timeout: number | undefined;
  readonly progress: boolean;
  readonly draw: DrawKind | undefined;
  readonly out: string;
  readonly name: string | undefined;
  readonly force: boolean;
  readonly lattice: LatticeName | undefined;
  readonly legend: boolean;
  readonly distinct: boolean;
  readonly symmetry: SymmetryMode;
  /** Whether --symmetry was given (it has no meaning for --random). */
  readonly symmetryGiven: boolean;
  readonly random: number | undefined;
  readonly seed: number | undefined;
  readonly sequence: boolean;
  /** The budget of a spec's generator (`--max-options`, else the default). */
  readonly maxOptions: number;
  readonly parallel: ParallelArgs;
}

function positiveInteger(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} needs a positive integer, not ${quote(value)}`);
  return Number(value);
}

/** Reads the value of `--symmetry`. */
function symmetryMode(value: string | undefined): SymmetryMode {
  if (value === undefined) return 'all';
  if (value !== 'all' && value !== 'rotations' && value !== 'none') throw new UsageError(`--symmetry is all, rotations or none, not ${quote(value)}`);
  return value;
}

function format(value: string | undefined): 'text' | 'json' {
  if (value === undefined) return 'text';
  if (value !== 'text' && value !== 'json') throw new UsageError(`--format is text or json, not ${quote(value)}`);
  return value;
}

function timeout(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value) || Number(value) <= 0) throw new UsageError(`--timeout needs a positive number of seconds, not ${quote(value)}`);
  return Number(value);
}

function seed(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new UsageError(`--seed needs a whole number below 10^9, not ${quote(value)}`);
  return Number(value);
}

/** Reads the arguments of `polydance solve` (by {@link SOLVE_OPTIONS}), and refuses the combinations that do not go together. */
export function parseSolveArgs(args: readonly string[]): SolveArgs {
  const { values, positional } = parseOptions(SOLVE_OPTIONS, args, 'solve');
  const v = (flag: string): string | undefined => values.get(flag);
  if (positional.length > 1) throw new UsageError(`one input file only, not ${quotePath(positional[0]!)} and ${quotePath(positional[1]!)}`);
  const out = values.get('--out');
  if (out === '') throw new UsageError('--out needs a folder');
  const o: SolveArgs = {
    file: positional[0],
    count: values.has('--count'),
    limit: positiveInteger('--limit', v('--limit')),
    every: positiveInteger('--every', v('--every')) ?? 1,
    format: format(v('--format')),
    timeout: timeout(v('--timeout')),
    progress: !values.has('--no-progress'),
    draw: values.has('--draw') ? drawKind(v('--draw')) : undefined,
    out: out ?? '.',
    name: values.has('--name') ? svgName(v('--name')) : undefined,
    force: values.has('--force'),
    lattice: values.has('--lattice') ? latticeName(v('--lattice')) : undefined,
    legend: values.has('--legend'),
    distinct: values.has('--distinct'),
    symmetry: symmetryMode(v('--symmetry')),
    symmetryGiven: values.has('--symmetry'),
    random: positiveInteger('--random', v('--random')),
    seed: seed(v('--seed')),
    sequence: values.has('--sequence'),
    maxOptions: maxOptions(v('--max-options')),
    parallel: parallelArgs(values),
  };
  if (o.seed !== undefined && o.random === undefined) throw new UsageError('--seed goes with --random N');
  if (o.random !== undefined) refuseWith('--random', randomConflicts(o), 'draws on one thread from one whole count');
  if (o.sequence) {
    if (!o.count) throw new UsageError('--sequence goes with --count');
    refuseWith('--sequence', sequenceConflicts(o), 'counts on one thread, one line per board');
  }
  if (o.draw !== undefined && o.count) throw new UsageError('--draw and --count do not go together');
  if (o.draw !== undefined && o.format === 'json') throw new UsageError('--draw and --format json do not go together');
  checkParallelArgs(o.parallel, o);
  return o;
}

/** The options of a one-thread run given with it: the parallel ones. */
function threadConflicts(p: ParallelArgs): [boolean, string][] {
  return [
    [p.workers !== undefined, '--workers'],
    [p.shard !== undefined, '--shard'],
    [p.checkpoint !== undefined, '--checkpoint'],
    [p.checkpointEvery !== undefined, '--checkpoint-every'],
    [p.tasks !== undefined, '--tasks'],
    [p.memoBytes !== undefined, '--memo-memory'],
  ];
}

/** --random draws on one thread from one count: the options that would change either. */
function randomConflicts(o: SolveArgs): [boolean, string][] {
  return [
    [o.count, '--count'],
    [o.distinct, '--distinct'],
    [o.symmetryGiven, '--symmetry'],
    [o.limit !== undefined, '--limit'],
    [o.every !== 1, '--every'],
    ...threadConflicts(o.parallel),
  ];
}

/** --sequence counts on one thread, as text, one count per board. */
function sequenceConflicts(o: SolveArgs): [boolean, string][] {
  return [[o.distinct, '--distinct'], [o.limit !== undefined, '--limit'], [o.format === 'json', '--format json'], ...threadConflicts(o.parallel)];
}

function refuseWith(flag: string, conflicts: readonly [boolean, string][], why: string): void {
  const found = conflicts.find(([given]) => given);
  if (found) throw new UsageError(`${flag} and ${found[1]} do not go together (${flag} ${why})`);
}
