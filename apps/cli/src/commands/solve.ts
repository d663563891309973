import type { Problem } from '@polydance/exact-cover';
import { escapeText, itemToken, quote } from '@polydance/exact-cover';
import type { Progress, SearchOptions, SymmetryPart } from '@polydance/dlx-solver';
import {
  algorithmOf,
  count,
  countDistinct,
  solve as solveProblem,
  solveDistinct,
  symmetryParts,
} from '@polydance/dlx-solver';
import type { SymmetryMode } from '@polydance/symmetry';
import type { Command } from '../command.js';
import { readSolveInput, reportWarnings, writeNoSolution } from '../input.js';
import type { Io } from '../io.js';
import { UsageError, write } from '../io.js';
import type { StopSignals } from '../stop.js';
import { EXIT, stopSignals, unlessStopped } from '../stop.js';
import { drawKind, latticeName, SolutionPainter } from '../draw.js';
import type { LatticeName } from '../draw.js';
import type { ParallelArgs } from '../parallel/args.js';
import { checkParallelArgs, emptyParallelArgs, PARALLEL_HELP, parallelFlag } from '../parallel/args.js';
import type { Pool, SearchKind, SearchSettings } from '../parallel/search.js';
import { countOnWorkers, listOnWorkers, runPlanned, searchKind, startPool } from '../parallel/search.js';
import { defaultWorkers, startWorkers } from '../parallel/threads.js';
import { countJsonLine, countLine } from '../count-output.js';
import { problemName, svgName } from '../names.js';
import { countSymmetries, problemSymmetries, symmetryMode, symmetryWords } from '../symmetry.js';

const HELP = `polydance solve [FILE | PUZZLE] [--count] [--distinct] [--symmetry all|rotations|none]
                [--limit N] [--every N] [--format text|json]
                [--timeout SECONDS] [--no-progress]
                [--draw ascii|svg] [--out DIR] [--name NAME] [--force] [--lattice L] [--legend]
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
                     symmetries cut the search; a search
                     stopped by --timeout or Ctrl-C prints "at least N"
  --distinct         solutions up to symmetry: with --count, the number of distinct
                     solutions (orbits under the board's symmetries, found on the
                     lattice and checked on every option); without it, one solution
                     of each orbit. Exact, and faster than the plain search
  --symmetry S       the symmetries --distinct and --count use: all (rotations and
                     reflections, pieces renamed where a reflection turns one into
                     another; the default), rotations, or none
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
  --out DIR          the folder for SVG files (default: the current folder)
  --name NAME        the SVG files' name (default: FILE's name without its
                     extension, or 'solution' for stdin)
  --force            overwrite SVG files that exist (otherwise refused)
  --lattice L        square, triangle, cube, stick or macmahon: the lattice of a spec,
                     and of the pictures; by default it is known from the '| this
                     file was created by ...' comment that every generator writes,
                     or from the shape of the item names
  --legend           add a legend of piece names to SVG pictures
${PARALLEL_HELP}
Ctrl-C and SIGTERM also stop the search cleanly, within a fraction of a second: what
was found is printed, then the summary (on stderr). Exit status: 0 when the search ends
(or reaches --limit), 124 when --timeout stops it (counted from the start, reading the
input included), 130 on Ctrl-C, 143 on SIGTERM; a second Ctrl-C ends at once.

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
  draw: 'ascii' | 'svg' | undefined;
  out: string;
  name: string | undefined;
  force: boolean;
  lattice: LatticeName | undefined;
  legend: boolean;
  distinct: boolean;
  symmetry: SymmetryMode;
  parallel: ParallelArgs;
}

function positiveInteger(flag: string, value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${flag} needs a positive integer, not ${quote(value ?? '')}`);
  }
  return Number(value);
}

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
    parallel: emptyParallelArgs(),
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const eq = a.indexOf('=');
    const flag = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    const inline = a.startsWith('--') && eq > 0 ? a.slice(eq + 1) : undefined;
    const value = (): string | undefined => inline ?? args[++i];
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
        break;
      default:
        if (parallelFlag(flag, value, out.parallel)) break;
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${quote(a)} (see polydance solve --help)`);
        if (out.file !== undefined) throw new UsageError(`one input file only, not ${quote(out.file)} and ${quote(a)}`);
        out.file = a;
    }
  }
  if (out.draw !== undefined && out.count) throw new UsageError('--draw and --count do not go together');
  if (out.draw !== undefined && out.format === 'json') throw new UsageError('--draw and --format json do not go together');
  checkParallelArgs(out.parallel, out);
  return out;
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

/**
 * A count starts on this thread; once it has run FIRST_ALONE_MS, it goes on alone only
 * while Knuth's estimate of the fraction done says it will end within ALONE_MS in all.
 */
const FIRST_ALONE_MS = 1000;
const ALONE_MS = 4000;

/** How long a part after the first is counted here (at a second counter's speed) before it goes to threads of its own. */
const BRIEF_MS = 200;

/** Whether a first part counted here should go on here (false: move it to threads). */
const firstAlone = (p: Progress): boolean => !(p.elapsedMs >= FIRST_ALONE_MS && p.elapsedMs < ALONE_MS && p.elapsedMs > ALONE_MS * p.estimate);

/**
 * Counts on this thread while `goOn` says so, or until `stop`; the result says whether
 * it is complete.
 */
async function countAWhile(problem: Problem, options: SearchOptions, stop: AbortSignal, goOn: (p: Progress) => boolean): ReturnType<typeof count> {
  const alone = new AbortController();
  const abort = (): void => alone.abort();
  stop.addEventListener('abort', abort, { once: true });
  try {
    return await count(problem, {
      ...options,
      signal: alone.signal,
      progressInterval: Math.min(options.progressInterval ?? 100, 100),
      onProgress: (p) => {
        options.onProgress?.(p);
        if (!goOn(p)) abort();
      },
    });
  } finally {
    stop.removeEventListener('abort', abort);
  }
}

/** A part's count. */
interface Counted {
  readonly solutions: bigint;
  readonly nodes: number | bigint;
  readonly elapsedMs: number;
  readonly complete: boolean;
}

/** What a count of parts adds up to. */
interface PartsTotal {
  solutions: bigint;
  nodes: bigint;
  elapsedMs: number;
  complete: boolean;
}

/**
 * Counts parts one after another and adds them up, `weight` times each; stops at the
 * first part not counted to the end (the total is then a lower bound).
 */
async function countParts(
  parts: readonly SymmetryPart[],
  countOne: (part: Problem) => Promise<Counted>,
): Promise<PartsTotal> {
  const total: PartsTotal = { solutions: 0n, nodes: 0n, elapsedMs: 0, complete: true };
  for (const { problem, weight } of parts) {
    const r = await countOne(problem);
    total.solutions += BigInt(weight) * r.solutions;
    total.nodes += BigInt(r.nodes);
    total.elapsedMs += r.elapsedMs;
    if (!r.complete) {
      total.complete = false;
      break;
    }
  }
  return total;
}

/**
 * Counts the parts of a count one after another (symmetry parts; for --distinct also the
 * problems of the solutions each symmetry fixes): on this thread, or on workers. A
 * thread's second counting engine runs about half as fast as its first (the compiler
 * specializes the engine's code for one instance), so this thread counts one part at
 * most: each part after it, and each part counted on workers, gets threads of its own
 * (one thread with --workers 1, where the parts are still counted one at a time).
 * Without --workers, the first part is counted here for up to a second or so (see
 * {@link countAWhile}): a count that ends within it is not worth the threads.
 */
export class PartCounter {
  private pool: Pool | undefined;
  private used = false;
  /** Whether this thread has counted a part (with --workers N it counts none alone). */
  private counted = false;

  constructor(
    private readonly kind: SearchKind,
    private readonly parallel: ParallelArgs,
    /** The threads asked for, started with the command: for the first part. */
    early: Pool | undefined,
    private readonly searchOptions: SearchOptions,
    private readonly settings: SearchSettings,
    private readonly stop: AbortSignal,
    /** How long a later part is counted here before it moves to threads (BRIEF_MS; 0: none). */
    private readonly briefMs = BRIEF_MS,
  ) {
    this.pool = kind === 'workers' ? early : undefined;
  }

  /** The pools started so far (the early one included once used). */
  pools = 0;

  async count(part: Problem): Promise<Counted> {
    const first = !this.counted;
    if (this.kind !== 'workers') {
      this.counted = true;
      if (first) return count(part, this.searchOptions);
      return this.hereThenThreads(part, this.later(), () => startWorkers(1));
    }
    if (this.parallel.workers === undefined) {
      this.counted = true;
      return this.hereThenThreads(part, first ? firstAlone : this.later());
    }
    // --workers N: every part on threads of its own (the first on those started with the command)
    return countOnWorkers(part, this.parallel, this.settings, await this.freshPool());
  }

  /** How long a later part goes on here: for briefMs (none when it is 0). */
  private later(): ((p: Progress) => boolean) | undefined {
    const ms = this.briefMs;
    return ms > 0 ? (p) => p.elapsedMs < ms : undefined;
  }

  /** Counts here while `goOn` says so (not at all without it), then on a new pool (`start`; by default the workers asked for). */
  private async hereThenThreads(part: Problem, goOn: ((p: Progress) => boolean) | undefined, start?: () => Pool): Promise<Counted> {
    if (goOn === undefined) return countOnWorkers(part, this.parallel, this.settings, await this.freshPool(start));
    const here = await countAWhile(part, this.searchOptions, this.stop, goOn);
    if (here.complete || this.stop.aborted) return here;
    // the time and nodes of the try here count too
    const r = await countOnWorkers(part, this.parallel, this.settings, await this.freshPool(start));
    return { ...r, nodes: r.nodes + BigInt(here.nodes), elapsedMs: r.elapsedMs + here.elapsedMs };
  }

  /** Ends the threads (those started with the command too: closing twice is harmless). */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }

  /** The early pool for the first part counted on workers, then a new pool for each part. */
  private async freshPool(start: () => Pool = () => startPool(this.parallel.workers ?? defaultWorkers())): Promise<Pool> {
    if (this.used) await this.close();
    this.used = true;
    this.pools++;
    return (this.pool ??= start());
  }
}

const FLUSH_AT = 1 << 16;

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
    const early =
      opts.count && opts.limit === undefined && !opts.distinct && opts.parallel.workers !== undefined && searchKind(opts.parallel, undefined) === 'workers'
        ? startPool(opts.parallel.workers, true)
        : undefined;
    try {
      return await solveInput(opts, io, stop, early);
    } finally {
      stop.dispose();
      await early?.close();
    }
  },
};

async function solveInput(opts: SolveArgs, io: Io, stop: StopSignals, early: Pool | undefined): Promise<number> {
  const source = await unlessStopped(readSolveInput(io, opts.file, opts.lattice), stop.signal);
  if (source === undefined) {
    const why = stop.reason() ?? 'SIGINT';
    await write(io.stderr, `polydance solve: stopped by ${why === 'timeout' ? '--timeout' : why} before the input was read\n`);
    return EXIT[why];
  }
  const problem = source.problem;
  const painter =
    opts.draw === undefined
      ? undefined
      : new SolutionPainter(
          {
            kind: opts.draw,
            out: opts.out,
            name: opts.name ?? problemName(opts.file),
            force: opts.force,
            lattice: opts.lattice ?? source.lattice,
            legend: opts.legend,
          },
          problem.comments,
          [...problem.primary, ...problem.secondary].map((i) => i.name),
        );
  for (const ig of source.ignored) {
    await write(io.stderr, `polydance solve: line ${ig.line}: option without primary items ignored: ${escapeText(ig.text)}\n`);
  }
  if (await reportWarnings(io, source.warnings)) return writeNoSolution(io, problem, opts);
  const group = opts.distinct ? problemSymmetries(problem, opts.lattice ?? source.lattice, opts.symmetry) : undefined;

  const line = opts.progress && io.isTTY === true ? new ProgressLine(io) : undefined;
  const searchOptions = {
    signal: stop.signal,
    progressInterval: 500,
    ...(line ? { onProgress: (p: Progress) => line.show(p) } : {}),
  };

  let solutions: number | bigint;
  let nodes: number | bigint;
  let elapsedMs: number;
  let complete: boolean;
  let note = '';
  let distinctNote = '';
  // how the parts of a count are counted (--distinct counts its parts so too, and lists on one thread)
  const partKind = searchKind(opts.parallel, opts.limit);
  const kind = group ? 'single' : partKind;
  const settings = {
    signal: stop.signal,
    progressInterval: 500,
    ...(line ? { show: (t: string) => line.text(t) } : {}),
  };
  try {
    if (kind === 'planned') {
      const r = await runPlanned(problem, opts.parallel, settings, io, opts);
      await line?.clear();
      ({ solutions, nodes, elapsedMs, complete, note } = r);
    } else if (opts.count && opts.limit === undefined && group) {
      // the parts and the problems of the fixed solutions, one after another, as a count's parts
      const parts = new PartCounter(partKind, opts.parallel, early, searchOptions, settings, stop.signal);
      let r: Awaited<ReturnType<typeof countDistinct>>;
      try {
        r = await countDistinct(problem, group, {
          ...searchOptions,
          countPart: async (part) => {
            const c = await parts.count(part);
            return { solutions: c.solutions, nodes: Number(c.nodes), complete: c.complete };
          },
        });
      } finally {
        await parts.close();
      }
      ({ nodes, elapsedMs, complete } = r);
      solutions = r.solutions;
      await line?.clear();
      // stopped, what was found is a lower bound on all solutions, and the distinct count is unknown
      if (opts.format === 'json') await write(io.stdout, countJsonLine(r, { distinct: complete ? r.distinct : null, symmetries: r.symmetries }));
      else if (complete) await write(io.stdout, `${r.distinct}\n`);
      distinctNote = complete ? `, ${r.distinct} ${symmetryWords(opts.symmetry, group)}` : ' in all so far, the distinct ones not yet counted';
    } else if (opts.count && opts.limit === undefined) {
      const counter = new PartCounter(kind, opts.parallel, early, searchOptions, settings, stop.signal);
      try {
        // the board's symmetries cut the search: a few parts, each counted `weight` times
        const cut = countSymmetries(problem, opts.lattice ?? source.lattice, opts.symmetry);
        const parts = cut ? symmetryParts(problem, cut) : [{ problem, weight: 1 }];
        const r = await countParts(parts, (part) => counter.count(part));
        ({ solutions, nodes, elapsedMs, complete } = r);
        if (cut && parts.some((p) => p.weight > 1)) note = `, the search cut by ${cut.length} symmetries`;
      } finally {
        await counter.close();
      }
      await line?.clear();
      await write(
        io.stdout,
        opts.format === 'json'
          ? countJsonLine({ solutions, nodes, elapsedMs, complete })
          : countLine(solutions, stop.reason() !== undefined),
      );
    } else {
      const limit = opts.limit === undefined ? {} : { limit: opts.limit };
      const stream =
        kind === 'workers'
          ? listOnWorkers(problem, opts.parallel, settings, opts.limit)
          : group
            ? solveDistinct(problem, group, { ...searchOptions, ...limit })
            : solveProblem(problem, { ...searchOptions, ...limit });
      if (group) distinctNote = ` ${symmetryWords(opts.symmetry, group)}`;
      let buffer = '';
      let k = 0;
      for await (const solution of stream) {
        k++;
        if (!opts.count && k % opts.every === 0) {
          if (painter) {
            const drawn = await painter.paint(k, solution.map((o) => (problem.options[o] ?? []).map(itemToken)));
            if ('text' in drawn) buffer += drawn.text;
            else await write(io.stderr, `wrote ${drawn.file}\n`);
          } else buffer += solutionText(problem, k, solution, opts.format);
          if (buffer.length >= FLUSH_AT) {
            await line?.clear();
            await write(io.stdout, buffer);
            buffer = '';
          }
        }
      }
      await line?.clear();
      ({ solutions, nodes, elapsedMs, complete } = stream.stats);
      if (opts.count) {
        buffer +=
          opts.format === 'json'
            ? countJsonLine({ solutions, nodes, elapsedMs, complete })
            : countLine(solutions, stop.reason() !== undefined);
      }
      await write(io.stdout, buffer);
    }
  } finally {
    await line?.clear();
  }

  const distinctCountStopped = group !== undefined && opts.count && opts.limit === undefined && !complete;
  let summary = `${distinctCountStopped ? 'at least ' : ''}${plural(solutions, group && !(opts.count && opts.limit === undefined) ? 'distinct solution' : 'solution')}${distinctNote} (Algorithm ${algorithmOf(problem)}), ${plural(nodes, 'node')}, ${seconds(elapsedMs)} s${note}`;
  const reason = stop.reason();
  if (reason === 'timeout') summary += `; stopped by --timeout, the search is incomplete`;
  else if (reason === 'SIGINT') summary += `; interrupted, the search is incomplete`;
  else if (reason === 'SIGTERM') summary += `; terminated, the search is incomplete`;
  else if (!complete) summary += `; stopped at --limit ${opts.limit ?? ''}`;
  await write(io.stderr, `${summary}\n`);
  return reason === undefined ? 0 : EXIT[reason];
}
