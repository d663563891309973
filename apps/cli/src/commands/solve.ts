import { escapeText } from '@polydance/exact-cover';
import { algorithmOf } from '@polydance/dlx-solver/read';
import { withMeaning } from '@polydance/lattices/lazy';
import { problemLatticeSource, SearchError } from '@polydance/search';
import type { Command } from '../command.js';
import { now } from '../clock.js';
import { countJsonLine, countLine } from '../count-output.js';
import { SolutionPainter } from '../draw.js';
import { readSolveInput, reportWarnings, writeNoSolution } from '../input.js';
import type { Io } from '../io.js';
import { UsageError, write } from '../io.js';
import { problemName } from '../names.js';
import type { Pool } from '../parallel/search.js';
import type { StopSignals } from '../stop.js';
import { EXIT, stopSignals, unlessStopped } from '../stop.js';
import { cliEngine, countInput, sequenceRun } from '../solve/count.js';
import { listInput, randomInput } from '../solve/list.js';
import type { SolveArgs } from '../solve/options.js';
import { HELP, parseSolveArgs } from '../solve/options.js';
import type { Outcome } from '../solve/output.js';
import { plural, ProgressLine, seconds, StoppedBefore, stopWords } from '../solve/output.js';

/*
 * `polydance solve`: its flags (solve/options.ts), reading the input, and printing. What
 * is searched and how is the search layer's (`@polydance/search`: the strategy of a
 * count, a listing, a random draw, a sequence); where the tasks run is the CLI's Node
 * executor (parallel/).
 */

export const solve: Command = {
  name: 'solve',
  summary: 'solve DLX input (Algorithm X, C or M, as needed): list, count, limit, JSON',
  help: HELP,
  async run(args, io) {
    const opts = parseSolveArgs(args);
    // the clock and the signals count from the start: reading a large input is part of the wait
    const stop = stopSignals(opts.timeout, io.signals);
    // the threads of a count on workers (asked for) start now, while the input is read
    // and its symmetries found: a thread takes a while to load; this thread is one of
    // the workers of the first part (its first counter, so its compiled code is its own)
    const workers = opts.parallel.workers;
    const search = opts.count && opts.limit === undefined && workers !== undefined ? await cliEngine() : undefined;
    const early = search !== undefined && workers !== undefined && search.countKind(opts.parallel) === 'workers' ? search.startPool(workers, true) : undefined;
    try {
      return await solveInput(opts, io, stop, early);
    } catch (e) {
      // what the search layer cannot do as asked is a usage error, told apart by its kind
      if (e instanceof SearchError) throw new UsageError(e.message);
      throw e;
    } finally {
      stop.dispose();
      await early?.close();
    }
  },
};

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
    await write(io.stderr, `0 solutions, 0 nodes, ${seconds(elapsedMs)} s (before ${e.phase})${stopWords(reason)}\n`);
    return EXIT[reason];
  }
}

/** Stops before the parsing, when a signal was heard (or the deadline passed) while the input was read. */
function readYet(stop: StopSignals): Promise<void> {
  return stop.expired() ? Promise.reject(new StoppedBefore('the input was read')) : Promise.resolve();
}

async function prepareAndSolve(opts: SolveArgs, io: Io, stop: StopSignals, early: Pool | undefined): Promise<number> {
  // every phase gives way to the event loop every few milliseconds (reading, generating,
  // the symmetries, the plan, the determinant): a signal is heard by the listeners
  // installed before the input was read, and the work sees it at its next step (stop.expired)
  let source;
  try {
    source = await unlessStopped(
      readSolveInput(io, opts.file, opts.lattice, () => readYet(stop), { shouldStop: () => stop.expired(), utf8Names: opts.format === 'json', maxOptions: opts.maxOptions }),
      stop.signal,
    );
  } catch (e) {
    // a DLX file whose reading --timeout stopped (see ReadDlxOptions.shouldStop)
    if (e instanceof DOMException && e.name === 'AbortError' && stop.reason() !== undefined) throw new StoppedBefore('the input was read');
    throw e;
  }
  // a stopped count says what it always says, at least 0 (see solveInput)
  if (source === undefined) throw new StoppedBefore('the input was read');
  if (stop.expired()) throw new StoppedBefore('the search began');
  // what the items stand for: the generator's word, or its comment's and options' in a DLX file
  const named = opts.lattice ?? source.lattice;
  const problem = withMeaning(source.problem, named);
  const painter =
    opts.draw === undefined
      ? undefined
      : await SolutionPainter.create({ kind: opts.draw, out: opts.out, name: opts.name ?? problemName(opts.file), force: opts.force, lattice: named, legend: opts.legend }, problem);
  for (const ig of source.ignored) {
    await write(io.stderr, `polydance solve: line ${ig.line}: option without primary items ignored: ${escapeText(ig.text)}\n`);
  }
  // a shard searches all the same (the search is short): its file is what merge needs
  if ((await reportWarnings(io, source.warnings)) && opts.parallel.shard === undefined) {
    return writeNoSolution(io, problem, opts);
  }
  const lattice = problemLatticeSource(problem, named);
  if (opts.sequence) return sequenceRun(problem, lattice, io, stop);
  const line = opts.progress && io.isTTY === true ? new ProgressLine(io) : undefined;
  const counting = opts.count && opts.limit === undefined;
  const shown = { format: opts.format, painter };
  let outcome: Outcome;
  try {
    outcome =
      opts.random !== undefined
        ? await randomInput(problem, lattice, opts, io, stop, line, shown)
        : counting
          ? await countInput(problem, lattice, opts, io, stop, early, line)
          : await listInput(problem, lattice, opts, io, stop, line, shown);
  } finally {
    await line?.clear();
  }
  await write(io.stderr, `${summary(outcome, opts, counting, algorithmOf(problem), stop)}\n`);
  const reason = stop.reason();
  return reason === undefined ? 0 : EXIT[reason];
}

/** The summary line on stderr: what was found, how, in how long, and what stopped it. */
function summary(outcome: Outcome, opts: SolveArgs, counting: boolean, algorithm: string, stop: StopSignals): string {
  const { solutions, nodes, elapsedMs, complete, note, distinctNote, group, uncounted, method } = outcome;
  const distinctCountStopped = group && counting && !complete;
  const found = uncounted === true ? 'solutions not counted (too many cells)' : plural(solutions, group && !counting ? 'distinct solution' : 'solution');
  const atLeast = distinctCountStopped || (opts.random !== undefined && !complete && uncounted !== true) ? 'at least ' : '';
  const how = method === undefined ? `(Algorithm ${algorithm}), ${plural(nodes, 'node')}` : `(${method})`;
  let text = `${atLeast}${found}${distinctNote} ${how}, ${seconds(elapsedMs)} s${note}`;
  const reason = stop.reason();
  if (reason !== undefined) text += stopWords(reason);
  else if (!complete) text += `; stopped at --limit ${opts.limit ?? ''}`;
  return text;
}
