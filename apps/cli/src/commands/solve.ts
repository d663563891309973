import type { Problem } from '@polydance/exact-cover';
import { escapeText, itemToken, quote, quotePath } from '@polydance/exact-cover';
import type { PlanProgress, Progress, RandomResult } from '@polydance/dlx-solver';
import { algorithmOf } from '@polydance/dlx-solver/read';
import type { SymmetryMode } from '@polydance/symmetry';
import type { Command } from '../command.js';
import { now } from '../clock.js';
import type * as SolveEngine from '../solve-engine.js';
import { readSolveInput, reportWarnings, writeNoSolution } from '../input.js';
import type { Io } from '../io.js';
import { UsageError, write, writeUnlessStalled } from '../io.js';
import type { StopReason, StopSignals } from '../stop.js';
import { EXIT, stopSignals, unlessStopped } from '../stop.js';
import { drawKind, latticeList, latticeName, problemLattice, SolutionPainter } from '../draw.js';
import type { DrawKind, LatticeName } from '../draw.js';
import type { LatticeDescriptor } from '@polydance/lattice';
import { withMeaning } from '@polydance/lattices/lazy';
import type { ParallelArgs } from '../parallel/args.js';
import { checkParallelArgs, emptyParallelArgs, PARALLEL_HELP, parallelFlag } from '../parallel/args.js';
import type { Pool } from '../parallel/search.js';
import type { CountOutcome } from '../parallel/count.js';
import { countJsonLine, countLine } from '../count-output.js';
import { problemName, svgName } from '../names.js';
import { dimerTilings, drawTilings } from '../dimers.js';
import { countableDimers, countDimers, DETERMINANT } from '@polydance/dimers';

/** The search side (see solve-engine.ts), loaded when a search runs. */
const engine = (): Promise<typeof SolveEngine> => import('../solve-engine.js');

/** Reads the value of `--symmetry`. */
function symmetryMode(value: string | undefined): SymmetryMode {
  if (value !== 'all' && value !== 'rotations' && value !== 'none') {
    throw new UsageError(`--symmetry is all, rotations or none, not ${quote(value ?? '')}`);
  }
  return value;
}

const HELP = `polydance solve [FILE | PUZZLE] [--count] [--distinct] [--symmetry all|rotations|none]
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

  --count            print only the number of solutions, exactly at any size: a
                     memoizing engine counts (problems with multiplicities when
                     every option has an item of bounds 1), and the board's
                     symmetries cut the search; any number of copies (0:12|F ...,
                     as many as fit) is counted at the frontier: the cells along
                     the board's narrow side, profiles remembered; a search
                     stopped by --timeout or Ctrl-C prints "at least N"
  --distinct         solutions up to symmetry: with --count, the number of distinct
                     solutions (orbits under the board's symmetries, found on the
                     lattice and checked on every option); without it, one solution
                     of each orbit. Exact, and faster than the plain search
  --symmetry S       the symmetries --distinct and --count use: all (rotations and
                     reflections, pieces renamed where a reflection turns one into
                     another; the default), rotations, or none
  --random N         print N solutions drawn uniformly at random from all of them
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
                     --shard, --checkpoint or --tasks
  --sequence         with --count: count the family of boards made of the first
                     n rows across the long side of the board, n = 1, 2, ...
                     (the k x n boards of a k x N box), one count per line; a
                     problem of any number of copies (0:12|F ...) shares its
                     remembered counts between them. Bounds must suit every
                     board (0:N|D, not N|D). On one thread, as text
  --seed S           the seed of --random (a whole number; default 0): the same
                     seed draws the same solutions
  --limit N          stop after N solutions
  --every N          print only every N-th solution (default 1)
  --format text      each solution as "K:" and its options, one per line, as written
                     in the input (default)
  --format json      one JSON object per line: {"solution":K,"options":[indices],
                     "items":[[item tokens of each option]]}; with --count,
                     {"solutions":N,"nodes":M,"seconds":S,"complete":true|false};
                     with --distinct too, also "distinct":D and "symmetries":G; a
                     count beyond 2^53 is a string of all its digits
  --timeout SECONDS  stop after this long, keeping what was found (any length)
  --no-progress      no live progress line (shown on stderr when it is a terminal)
  --draw ascii       draw each solution printed, as a picture in the terminal
  --draw svg         draw each solution printed as DIR/NAME-0001.svg, ...
  --draw stl         each solution printed as a solid to 3-D print (cube lattice):
                     DIR/NAME-0001.stl, ..., one closed solid per piece
  --draw sheet       every solution printed, small, in a grid: DIR/NAME-sheet.svg
                     (with --distinct, one of each distinct solution)
  --out DIR          the folder for SVG and STL files (default: the current folder)
  --name NAME        the files' name (default: FILE's name without its
                     extension, or 'solution' for stdin)
  --force            overwrite files that exist (otherwise refused)
  --lattice L        the lattice of a spec, and of the pictures; by default it is
                     known from the '| this file was created by ...' comment that
                     every generator writes, or from the shape of the item names:
                     ${latticeList()}
  --legend           add a legend of piece names to SVG pictures
${PARALLEL_HELP}
Ctrl-C and SIGTERM also stop the search cleanly, within a fraction of a second: what
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

interface SolveArgs {
  file: string | undefined;
  count: boolean;
  limit: number | undefined;
  every: number;
  format: 'text' | 'json';
  timeout: number | undefined;
  progress: boolean;
  draw: DrawKind | undefined;
  out: string;
  name: string | undefined;
  force: boolean;
  lattice: LatticeName | undefined;
  legend: boolean;
  distinct: boolean;
  symmetry: SymmetryMode;
  /** Whether --symmetry was given (it has no meaning for --random). */
  symmetryGiven: boolean;
  random: number | undefined;
  seed: number | undefined;
  sequence: boolean;
  parallel: ParallelArgs;
}

function positiveInteger(flag: string, value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${flag} needs a positive integer, not ${quote(value ?? '')}`);
  }
  return Number(value);
}

/** The flags of `solve` that take no value. */
const FLAGS_WITHOUT_VALUE = new Set(['--count', '--no-progress', '--force', '--legend', '--distinct', '--force-workers']);

function parseArgs(args: readonly string[]): SolveArgs {
  const out: SolveArgs = {
    file: undefined,
    count: false,
    limit: undefined,
    every: 1,
    format: 'text',
    timeout: undefined,
    progress: true,
    draw: undefined,
    out: '.',
    name: undefined,
    force: false,
    lattice: undefined,
    legend: false,
    distinct: false,
    symmetry: 'all',
    symmetryGiven: false,
    random: undefined,
    seed: undefined,
    sequence: false,
    parallel: emptyParallelArgs(),
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const eq = a.indexOf('=');
    const flag = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    const inline = a.startsWith('--') && eq > 0 ? a.slice(eq + 1) : undefined;
    const value = (): string | undefined => inline ?? args[++i];
    // a flag of no value takes none: --count=no must not count
    if (inline !== undefined && FLAGS_WITHOUT_VALUE.has(flag)) throw new UsageError(`${flag} takes no value, not ${quote(a)}`);
    switch (flag) {
      case '--count':
        out.count = true;
        break;
      case '--limit':
        out.limit = positiveInteger('--limit', value());
        break;
      case '--every':
        out.every = positiveInteger('--every', value());
        break;
      case '--format': {
        const v = value();
        if (v !== 'text' && v !== 'json') throw new UsageError(`--format is text or json, not ${quote(v ?? '')}`);
        out.format = v;
        break;
      }
      case '--timeout': {
        const v = value();
        if (v === undefined || !/^\d+(\.\d*)?$|^\.\d+$/.test(v) || Number(v) <= 0) {
          throw new UsageError(`--timeout needs a positive number of seconds, not ${quote(v ?? '')}`);
        }
        out.timeout = Number(v);
        break;
      }
      case '--no-progress':
        out.progress = false;
        break;
      case '--draw':
        out.draw = drawKind(value());
        break;
      case '--out': {
        const v = value();
        if (v === undefined || v === '') throw new UsageError('--out needs a folder');
        out.out = v;
        break;
      }
      case '--name':
        out.name = svgName(value());
        break;
      case '--force':
        out.force = true;
        break;
      case '--lattice':
        out.lattice = latticeName(value());
        break;
      case '--legend':
        out.legend = true;
        break;
      case '--distinct':
        out.distinct = true;
        break;
      case '--symmetry':
        out.symmetry = symmetryMode(value());
        out.symmetryGiven = true;
        break;
      case '--sequence':
        out.sequence = true;
        break;
      case '--random':
        out.random = positiveInteger('--random', value());
        break;
      case '--seed': {
        const v = value();
        if (v === undefined || !/^\d{1,9}$/.test(v)) throw new UsageError(`--seed needs a whole number below 10^9, not ${quote(v ?? '')}`);
        out.seed = Number(v);
        break;
      }
      default:
        if (parallelFlag(flag, value, out.parallel)) break;
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${quote(a)} (see polydance solve --help)`);
        if (out.file !== undefined) throw new UsageError(`one input file only, not ${quotePath(out.file)} and ${quotePath(a)}`);
        out.file = a;
    }
  }
  if (out.seed !== undefined && out.random === undefined) throw new UsageError('--seed goes with --random N');
  if (out.random !== undefined) checkRandomArgs(out);
  if (out.sequence) checkSequenceArgs(out);
  if (out.draw !== undefined && out.count) throw new UsageError('--draw and --count do not go together');
  if (out.draw !== undefined && out.format === 'json') throw new UsageError('--draw and --format json do not go together');
  checkParallelArgs(out.parallel, out);
  return out;
}

/** --random draws on one thread from one count: the options that would change either are refused, by name. */
function checkRandomArgs(o: SolveArgs): void {
  const p = o.parallel;
  const conflicts: [boolean, string][] = [
    [o.count, '--count'],
    [o.distinct, '--distinct'],
    [o.symmetryGiven, '--symmetry'],
    [o.limit !== undefined, '--limit'],
    [o.every !== 1, '--every'],
    [p.workers !== undefined, '--workers'],
    [p.shard !== undefined, '--shard'],
    [p.checkpoint !== undefined, '--checkpoint'],
    [p.checkpointEvery !== undefined, '--checkpoint-every'],
    [p.tasks !== undefined, '--tasks'],
  ];
  const found = conflicts.find(([given]) => given);
  if (found) throw new UsageError(`--random and ${found[1]} do not go together (--random draws on one thread from one whole count)`);
}

/** --sequence counts on one thread, as text, one count per board. */
function checkSequenceArgs(o: SolveArgs): void {
  if (!o.count) throw new UsageError('--sequence goes with --count');
  const p = o.parallel;
  const conflicts: [boolean, string][] = [
    [o.distinct, '--distinct'],
    [o.limit !== undefined, '--limit'],
    [o.format === 'json', '--format json'],
    [p.workers !== undefined, '--workers'],
    [p.shard !== undefined, '--shard'],
    [p.checkpoint !== undefined, '--checkpoint'],
    [p.checkpointEvery !== undefined, '--checkpoint-every'],
    [p.tasks !== undefined, '--tasks'],
  ];
  const found = conflicts.find(([given]) => given);
  if (found) throw new UsageError(`--sequence and ${found[1]} do not go together (--sequence counts on one thread, one line per board)`);
}

/** `--count --sequence`: the counts of the family of boards, one per line, then the summary. */
async function sequenceRun(problem: Problem, lattice: ProblemLattice, io: Io, stop: StopSignals): Promise<number> {
  const started = now();
  stop.listen();
  const { countFamily, sequenceFamily } = await engine();
  const family = sequenceFamily(problem, await lattice.descriptor());
  const r = await countFamily(family.problem, family.members, { signal: stop.signal });
  await write(io.stdout, r.counts.map((c) => `${c}\n`).join(''));
  const reason = stop.reason();
  const stopped = reason === undefined ? '' : `; ${STOPPED_BY[reason]} before board ${r.counts.length + 1}`;
  await write(io.stderr, `${plural(r.counts.length, 'board')} of ${family.members.length} counted (1 to ${family.members.length} rows) (Algorithm ${algorithmOf(problem)}), ${seconds(now() - started)} s${stopped}\n`);
  return reason === undefined ? 0 : EXIT[reason];
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms < 10000 ? 3 : 1);
}

function plural(n: number | bigint, word: string): string {
  return `${n} ${word}${String(n) === '1' ? '' : 's'}`;
}

/** The live progress line on a terminal: overwritten in place, cleared at the end. */
class ProgressLine {
  private shown = false;

  constructor(private readonly io: Io) {}

  private most = { solutions: 0n, fraction: 0 };

  /**
   * A plan's progress: solutions as the result counts them (the symmetry parts'
   * weights applied), the weighted fraction done, and the time left at the rate
   * measured so far; never backwards (a new estimate below the last one shown is not shown).
   */
  plan(p: PlanProgress, progressText: (p: PlanProgress) => string): void {
    const m = this.most;
    if (p.solutions > m.solutions) m.solutions = p.solutions;
    if (p.fraction > m.fraction) m.fraction = p.fraction;
    this.text(progressText({ ...p, solutions: m.solutions, fraction: m.fraction }));
  }

  show(p: Progress): void {
    const pct = (100 * Math.min(1, Math.max(0, p.estimate))).toFixed(p.estimate < 0.01 ? 4 : 2);
    this.text(`${plural(p.solutions, 'solution')}, ${plural(p.nodes, 'node')}, ${seconds(p.elapsedMs)} s, about ${pct}% explored`);
  }

  text(line: string): void {
    this.io.stderr.write(`\r\x1b[K${line}`);
    this.shown = true;
  }

  async clear(): Promise<void> {
    if (this.shown) await write(this.io.stderr, '\r\x1b[K');
    this.shown = false;
  }
}

export function solutionText(problem: Problem, k: number, options: readonly number[], format: 'text' | 'json'): string {
  const items = options.map((o) => (problem.options[o] ?? []).map(itemToken));
  if (format === 'json') return `${JSON.stringify({ solution: k, options, items })}\n`;
  return `${k}:\n${items.map((it) => ` ${it.join(' ')}\n`).join('')}`;
}

const FLUSH_AT = 1 << 16;
/** After a stop, how long the output may wait for a reader that does not read, before the command ends without it. */
const STALLED_MS = 300;

/** A solution as printed: its text (or picture), or nothing when its SVG file was written (said on stderr). */
async function shownSolution(problem: Problem, k: number, solution: readonly number[], opts: SolveArgs, io: Io, painter: SolutionPainter | undefined): Promise<string> {
  if (!painter) return solutionText(problem, k, solution, opts.format);
  const drawn = await painter.paint(k, solution.map((o) => (problem.options[o] ?? []).map(itemToken)));
  if ('text' in drawn) return drawn.text;
  await write(io.stderr, `wrote ${drawn.file}\n`);
  return '';
}

/**
 * `--random N`: the solutions counted (stoppable), then N drawn uniformly at random from
 * the counter's remembered counts and printed as a listing prints them.
 */
async function randomInput(
  problem: Problem,
  lattice: ProblemLattice,
  opts: SolveArgs,
  io: Io,
  stop: StopSignals,
  line: ProgressLine | undefined,
  painter: SolutionPainter | undefined,
): Promise<Outcome> {
  const started = now();
  const n = opts.random ?? 1;
  const seed = opts.seed ?? 0;
  const tilings = await dimerTilings(problem, lattice.descriptor, lattice.named);
  if (tilings !== undefined && 'graph' in tilings) {
    // dominoes or lozenges on a region without holes: a determinant, and coupling from the past
    const { count, drawn } = drawTilings(tilings.graph, n, seed, () => stop.expired());
    await writeSolutions(problem, drawn, opts, io, painter);
    // a stop cuts the draws short, never the count (exact before any draw)
    const complete = drawn.length === n || count === 0n;
    const how = `by coupling from the past (${tilings.pieces} on a region without holes)`;
    const note = complete ? `; ${drawn.length} drawn uniformly at random (seed ${seed}) ${how}` : `; ${drawn.length} of ${n} drawn ${how}`;
    return { solutions: count ?? 0n, uncounted: count === undefined, nodes: 0, elapsedMs: now() - started, complete: complete || count !== undefined, note, distinctNote: '', group: false, ...(count === undefined ? {} : { method: DETERMINANT }) };
  }
  const hole = tilings === undefined ? '' : `; ${tilings.hole} on a region with a hole: drawn from the search's counts`;
  stop.listen();
  line?.text(`counting the solutions, to draw ${plural(n, 'solution')} from them`);
  let r: RandomResult;
  try {
    // counted as --count counts (any number of copies: the cells along the narrow side); the options are the same
    const { counterBranching, countingProblem, randomSolutions } = await engine();
    const counted = counterBranching(problem) === 'frontier' ? countingProblem(problem, await lattice.descriptor()) : problem;
    r = await randomSolutions(counted, n, { seed, signal: stop.signal });
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(`--random: ${e.message.replace(/^randomSolutions: /, '')}`);
    throw e;
  }
  await line?.clear();
  await writeSolutions(problem, r.drawn, opts, io, painter);
  const note = r.complete ? `; ${r.drawn.length} drawn uniformly at random (seed ${seed})${hole}` : '; nothing drawn';
  return { solutions: r.solutions, nodes: r.nodes, elapsedMs: now() - started, complete: r.complete, note, distinctNote: '', group: false };
}

/** Drawn solutions, printed as a listing prints them (numbered from 1). */
async function writeSolutions(problem: Problem, drawn: readonly (readonly number[])[], opts: SolveArgs, io: Io, painter: SolutionPainter | undefined): Promise<void> {
  let buffer = '';
  for (const [i, solution] of drawn.entries()) {
    buffer += await shownSolution(problem, i + 1, solution, opts, io, painter);
    if (buffer.length >= FLUSH_AT) {
      await write(io.stdout, buffer);
      buffer = '';
    }
  }
  await write(io.stdout, buffer);
}

export const solve: Command = {
  name: 'solve',
  summary: 'solve DLX input (Algorithm X, C or M, as needed): list, count, limit, JSON',
  help: HELP,
  async run(args, io) {
    const opts = parseArgs(args);
    // the clock and the signals count from the start: reading a large input is part of the wait
    const stop = stopSignals(opts.timeout, io.signals);
    // the threads of a count on workers (asked for) start now, while the input is read
    // and its symmetries found: a thread takes a while to load; this thread is one of
    // the workers of the first part (its first counter, so its compiled code is its own)
    const workers = opts.parallel.workers;
    const search = opts.count && opts.limit === undefined && workers !== undefined ? await engine() : undefined;
    const early = search !== undefined && workers !== undefined && search.countKind(opts.parallel) === 'workers' ? search.startPool(workers, true) : undefined;
    try {
      return await solveInput(opts, io, stop, early);
    } finally {
      stop.dispose();
      await early?.close();
    }
  },
};

/** What a search found, for the summary line. */
interface Outcome {
  readonly solutions: number | bigint;
  readonly nodes: number | bigint;
  readonly elapsedMs: number;
  readonly complete: boolean;
  /** Added after the time: the cut, the workers, the shard, the checkpoint. */
  readonly note: string;
  /** Added after the solutions: the distinct count and its symmetries. */
  readonly distinctNote: string;
  /** Whether solutions are counted up to symmetry (--distinct). */
  readonly group: boolean;
  /** True when the solutions were drawn without being counted (a region of dominoes too large to count). */
  readonly uncounted?: boolean;
  /** How the solutions were counted when no search counted them (then no algorithm and no nodes are named). */
  readonly method?: string;
}

/** A problem's lattice: `named` when given (`--lattice`, a spec's), else found from the problem when first asked for (see `problemLattice`). */
interface ProblemLattice {
  readonly named: boolean;
  readonly descriptor: () => Promise<LatticeDescriptor | undefined>;
}

function lazyLattice(problem: Problem, name: LatticeName | undefined): ProblemLattice {
  let found: Promise<LatticeDescriptor | undefined> | undefined;
  return { named: name !== undefined, descriptor: () => (found ??= problemLattice(problem, name)) };
}

/**
 * A count, plain or distinct, on any executor: one plan (the symmetry parts of the cut;
 * for --distinct also Burnside's quotient problems), its tasks run here, on threads, as
 * a shard or from a checkpoint (`runCount`); printed as a number, JSON or a shard file.
 */
async function countInput(
  input: Problem,
  lattice: ProblemLattice,
  opts: SolveArgs,
  io: Io,
  stop: StopSignals,
  early: Pool | undefined,
  line: ProgressLine | undefined,
): Promise<Outcome> {
  const started = now();
  const p = opts.parallel;
  const tilings =
    !opts.distinct && p.workers === undefined && p.shard === undefined && p.checkpoint === undefined && p.tasks === undefined
      ? await dimerTilings(input, lattice.descriptor, lattice.named)
      : undefined;
  if (tilings !== undefined && 'graph' in tilings && countableDimers(tilings.graph)) {
    // dominoes or lozenges on a region without holes: Kasteleyn's determinant
    const solutions = countDimers(tilings.graph);
    const elapsedMs = now() - started;
    const totals = { solutions, nodes: 0, elapsedMs, complete: true };
    await write(io.stdout, opts.format === 'json' ? countJsonLine(totals) : countLine(solutions, false));
    return { ...totals, note: `; ${tilings.pieces} on a region without holes`, distinctNote: '', group: false, method: DETERMINANT };
  }
  // a count of any number of copies remembers profiles: one counter, one table, no cut
  // by symmetries (each part would count the profiles again), unless told --workers N
  const { counterBranching, countingProblem, countKind, CountExecutor, countSymmetries, countTasks, defaultWorkers, planSearch, problemSymmetries, progressText, runCount, shardFile, symmetryWords } = await engine();
  const frontier = counterBranching(input) === 'frontier';
  const problem = frontier ? countingProblem(input, await lattice.descriptor()) : input;
  const shouldStop = (): boolean => stop.expired();
  const group = opts.distinct
    ? problemSymmetries(problem, await lattice.descriptor(), opts.symmetry, shouldStop)
    : frontier
      ? undefined
      : countSymmetries(problem, await lattice.descriptor(), opts.symmetry, shouldStop);
  if (stop.expired()) throw new StoppedBefore('the search began');
  const plan = planSearch(problem, { mode: opts.distinct ? 'distinct' : 'count', ...(group === undefined ? {} : { symmetries: group }), tasks: countTasks(p), shouldStop });
  // a plan cut short is not the plan a checkpoint or a shard file names
  if (stop.expired()) throw new StoppedBefore('the search began');
  stop.listen();
  const executor = new CountExecutor(frontier && p.workers === undefined ? 'single' : countKind(p), p.workers ?? defaultWorkers(), early, plan);
  let r: CountOutcome;
  try {
    r = await runCount({
      plan,
      parallel: p,
      executor,
      signal: stop.signal,
      ...(line === undefined ? {} : { onProgress: (pp: PlanProgress) => line.plan(pp, progressText) }),
      ...(p.checkpointEvery === undefined ? {} : { checkpointEvery: p.checkpointEvery }),
    });
  } finally {
    await executor.close();
  }
  // the last figures shown are the result's
  if (r.complete) line?.plan({ solutions: r.solutions, nodes: r.nodes, elapsedMs: r.elapsedMs, fraction: 1, tasksDone: r.tasks.length, tasks: r.tasks.length, part: plan.parts.length - 1, parts: plan.parts.length, workers: executor.workers }, progressText);
  await line?.clear();
  const elapsedMs = now() - started;
  const complete = r.complete;
  const totals = { solutions: r.solutions, nodes: r.nodes, elapsedMs, complete };
  if (p.shard !== undefined) await write(io.stdout, `${JSON.stringify(shardFile(plan, p.shard, r.results, complete))}\n`);
  else if (opts.format === 'json') {
    await write(io.stdout, countJsonLine(totals, opts.distinct ? { distinct: complete ? (r.distinct ?? null) : null, symmetries: plan.symmetries } : {}));
  } else if (!opts.distinct) await write(io.stdout, countLine(r.solutions, stop.reason() !== undefined || !complete));
  else if (complete && r.distinct !== undefined) await write(io.stdout, `${r.distinct}\n`);
  const notes: string[] = [];
  if (!opts.distinct && plan.parts.some((part) => part.role === 'total' && part.weight > 1)) notes.push(`, the search cut by ${plan.symmetries} symmetries`);
  // --workers N says how many threads counted (without it, as many as the count needed)
  if (p.workers !== undefined) notes.push(`; ${plural(executor.workers, 'worker')}`);
  if (p.shard !== undefined) notes.push(`; shard ${p.shard.index}/${p.shard.count}: ${r.tasks.length} of ${plan.tasks.length} tasks`);
  if (p.checkpoint !== undefined) {
    const state = r.checkpointed ? `checkpoint ${p.checkpoint}` : `no checkpoint written to ${p.checkpoint}`;
    notes.push(r.saved > 0 ? `; ${r.saved} of ${r.tasks.length} tasks were done already (${state})` : `; ${state}`);
  }
  let distinctNote = '';
  if (opts.distinct) {
    if (p.shard !== undefined) distinctNote = ` in this shard, ${symmetryWords(opts.symmetry, group ?? plan.symmetries)} once merged (polydance merge)`;
    else if (complete && r.distinct !== undefined) distinctNote = `, ${r.distinct} ${symmetryWords(opts.symmetry, group ?? plan.symmetries)}`;
    else distinctNote = ' in all so far, the distinct ones not yet counted';
  }
  // the count is printed; then a checkpoint that could not be written ends the command (status 74)
  if (r.checkpointError !== undefined) throw r.checkpointError;
  return { solutions: r.solutions, nodes: r.nodes, elapsedMs, complete, note: notes.join(''), distinctNote, group: opts.distinct && p.shard === undefined };
}

/**
 * A listing (or a count with --limit): one solution after another, here, on threads (in
 * the order of one search), or a shard's (its solutions kept in its shard file);
 * --distinct lists one solution of each orbit, here.
 */
async function listInput(
  problem: Problem,
  lattice: ProblemLattice,
  opts: SolveArgs,
  io: Io,
  stop: StopSignals,
  line: ProgressLine | undefined,
  painter: SolutionPainter | undefined,
): Promise<Outcome> {
  const shouldStop = (): boolean => stop.expired();
  const { listOnWorkers, listPlanned, problemSymmetries, searchKind, solveDistinct, solveProblem, symmetryWords } = await engine();
  const group = opts.distinct ? problemSymmetries(problem, await lattice.descriptor(), opts.symmetry, shouldStop) : undefined;
  if (stop.expired()) throw new StoppedBefore('the search began');
  stop.listen();
  const kind = searchKind(opts.parallel, opts.limit);
  const settings = {
    signal: stop.signal,
    shouldStop,
    progressInterval: 500,
    ...(line ? { show: (t: string) => line.text(t) } : {}),
  };
  if (kind === 'planned') {
    const r = await listPlanned(problem, opts.parallel, settings, io);
    return { ...r, distinctNote: '', group: false };
  }
  const searchOptions = {
    signal: stop.signal,
    progressInterval: 500,
    ...(line ? { onProgress: (pr: Progress) => line.show(pr) } : {}),
  };
  const limit = opts.limit === undefined ? {} : { limit: opts.limit };
  const stream =
    kind === 'workers' && !group
      ? listOnWorkers(problem, opts.parallel, settings, opts.limit)
      : group
        ? solveDistinct(problem, group, { ...searchOptions, ...limit })
        : solveProblem(problem, { ...searchOptions, ...limit });
  let buffer = '';
  let k = 0;
  // the solutions whose text the reader has taken, and whether it stopped taking any
  // after a stop (the command then ends all the same, see writeUnlessStalled)
  let printed = 0;
  let stalled = false;
  const flush = async (): Promise<void> => {
    const text = buffer;
    buffer = '';
    await line?.clear();
    if (await writeUnlessStalled(io.stdout, text, stop.signal, STALLED_MS)) printed = k;
    else stalled = true;
  };
  for await (const solution of stream) {
    k++;
    if (!opts.count && k % opts.every === 0) {
      buffer += await shownSolution(problem, k, solution, opts, io, painter);
      if (buffer.length >= FLUSH_AT) {
        await flush();
        if (stalled) break;
      }
    }
  }
  await line?.clear();
  const sheet = await painter?.finish();
  if (sheet !== undefined) await write(io.stderr, `wrote ${sheet}\n`);
  const { solutions, nodes, elapsedMs, complete } = stream.stats;
  if (opts.count) {
    buffer += opts.format === 'json' ? countJsonLine({ solutions, nodes, elapsedMs, complete }) : countLine(solutions, stop.reason() !== undefined);
  }
  if (!stalled) await flush();
  const workers = opts.parallel.workers === undefined ? '' : `; ${plural(kind === 'workers' && !group ? opts.parallel.workers : 1, 'worker')}`;
  const lost = stalled ? `; the reader took the first ${printed}, the others were dropped` : '';
  return {
    solutions: stalled ? k : solutions,
    nodes,
    elapsedMs,
    complete,
    note: `${workers}${lost}`,
    distinctNote: group ? ` ${symmetryWords(opts.symmetry, group)}` : '',
    group: group !== undefined,
  };
}

/** What the summary says of a stop. */
/** What stopped a command, in words. */
const STOPPED_BY: Readonly<Record<StopReason, string>> = { timeout: 'stopped by --timeout', SIGINT: 'interrupted', SIGTERM: 'terminated', SIGHUP: 'hung up' };

function stopWords(reason: StopReason): string {
  return `; ${STOPPED_BY[reason]}, the search is incomplete`;
}

/**
 * A stop (--timeout) that came while the search was being prepared, in work that does
 * not give the event loop a turn: it ends the command before anything is printed.
 */
class StoppedBefore extends Error {
  constructor(readonly phase: string) {
    super(`stopped before ${phase}`);
  }
}

async function stoppedBefore(io: Io, stop: StopSignals, phase: string): Promise<number> {
  const why = stop.reason() ?? 'SIGINT';
  await write(io.stderr, `polydance solve: stopped by ${why === 'timeout' ? '--timeout' : why} before ${phase}\n`);
  return EXIT[why];
}

async function solveInput(opts: SolveArgs, io: Io, stop: StopSignals, early: Pool | undefined): Promise<number> {
  const started = now();
  try {
    return await prepareAndSolve(opts, io, stop, early);
  } catch (e) {
    if (!(e instanceof StoppedBefore)) throw e;
    // a count says what it always says when stopped: at least 0 (a shard or a checkpoint
    // writes no file for a plan cut short)
    if (!opts.count || opts.parallel.shard !== undefined) return stoppedBefore(io, stop, e.phase);
    const elapsedMs = now() - started;
    await write(io.stdout, opts.format === 'json' ? countJsonLine({ solutions: 0, nodes: 0, elapsedMs, complete: false }) : countLine(0, true));
    const reason = stop.reason() ?? 'SIGINT';
    await write(io.stderr, `0 solutions, 0 nodes, ${seconds(elapsedMs)} s (before the search began)${stopWords(reason)}\n`);
    return EXIT[reason];
  } finally {
    stop.listen();
  }
}

async function prepareAndSolve(opts: SolveArgs, io: Io, stop: StopSignals, early: Pool | undefined): Promise<number> {
  // once the input is read, until the search begins, the work gives the event loop no
  // turn: Ctrl-C and SIGTERM end the process at once meanwhile, and --timeout is looked
  // at by the work itself (stop.expired)
  let source;
  try {
    source = await unlessStopped(
      readSolveInput(io, opts.file, opts.lattice, () => stop.deafen(), { shouldStop: () => stop.expired(), utf8Names: opts.format === 'json' }),
      stop.signal,
    );
  } catch (e) {
    // a DLX file whose reading --timeout stopped (see ReadDlxOptions.shouldStop)
    if (e instanceof DOMException && e.name === 'AbortError' && stop.reason() !== undefined) throw new StoppedBefore('the input was read');
    throw e;
  }
  if (source === undefined) return stoppedBefore(io, stop, 'the input was read');
  if (stop.expired()) throw new StoppedBefore('the search began');
  // what the items stand for: the generator's word, or its comment's and options' in a DLX file
  const problem = withMeaning(source.problem, opts.lattice ?? source.lattice);
  const painter =
    opts.draw === undefined
      ? undefined
      : await SolutionPainter.create(
          {
            kind: opts.draw,
            out: opts.out,
            name: opts.name ?? problemName(opts.file),
            force: opts.force,
            lattice: opts.lattice ?? source.lattice,
            legend: opts.legend,
          },
          problem,
        );
  for (const ig of source.ignored) {
    await write(io.stderr, `polydance solve: line ${ig.line}: option without primary items ignored: ${escapeText(ig.text)}\n`);
  }
  // a shard searches all the same (the search is short): its file is what merge needs
  if ((await reportWarnings(io, source.warnings)) && opts.parallel.shard === undefined) {
    stop.listen();
    return writeNoSolution(io, problem, opts);
  }
  const lattice = lazyLattice(problem, opts.lattice ?? source.lattice);
  if (opts.sequence) return sequenceRun(problem, lattice, io, stop);
  const line = opts.progress && io.isTTY === true ? new ProgressLine(io) : undefined;
  const counting = opts.count && opts.limit === undefined;
  let outcome: Outcome;
  try {
    outcome =
      opts.random !== undefined
        ? await randomInput(problem, lattice, opts, io, stop, line, painter)
        : counting
          ? await countInput(problem, lattice, opts, io, stop, early, line)
          : await listInput(problem, lattice, opts, io, stop, line, painter);
  } finally {
    await line?.clear();
  }
  const { solutions, nodes, elapsedMs, complete, note, distinctNote, group, uncounted, method } = outcome;
  const distinctCountStopped = group && counting && !complete;
  const found = uncounted === true ? 'solutions not counted (too many cells)' : plural(solutions, group && !counting ? 'distinct solution' : 'solution');
  let summary = `${distinctCountStopped || (opts.random !== undefined && !complete && uncounted !== true) ? 'at least ' : ''}${found}${distinctNote} ${method === undefined ? `(Algorithm ${algorithmOf(problem)}), ${plural(nodes, 'node')}` : `(${method})`}, ${seconds(elapsedMs)} s${note}`;
  const reason = stop.reason();
  if (reason !== undefined) summary += stopWords(reason);
  else if (!complete) summary += `; stopped at --limit ${opts.limit ?? ''}`;
  await write(io.stderr, `${summary}\n`);
  return reason === undefined ? 0 : EXIT[reason];
}
