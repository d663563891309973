import { countableDimers, countDimersSteps, DETERMINANT, randomDimersSteps } from '@polydance/dimers';
import { giveWay } from '@polydance/exact-cover';
import type { Progress, RandomResult } from '@polydance/dlx-solver';
import { EngineLimitError } from '@polydance/dlx-solver/read';
import type { Problem, Solution } from '@polydance/exact-cover';
import type { LatticeSource } from '@polydance/search';
import { engines, listingGroup, randomStrategy } from '@polydance/search';
import { now } from '../clock.js';
import { countJsonLine, countLine } from '../count-output.js';
import type { Io } from '../io.js';
import { UsageError, write, writeUnlessStalled } from '../io.js';
import type { StopSignals } from '../stop.js';
import { cliEngine } from './count.js';
import type { SolveArgs } from './options.js';
import type { Outcome, ProgressLine, Shown } from './output.js';
import { FLUSH_AT, plural, shownSolution, StoppedBefore, symmetryWords, writeSolutions } from './output.js';

/** After a stop, how long the output may wait for a reader that does not read, before the command ends without it. */
const STALLED_MS = 300;

/**
 * A listing (or a count with --limit): one solution after another, here, on threads (in
 * the order of one search), or a shard's (its solutions kept in its shard file);
 * --distinct lists one solution of each orbit, here.
 */
export async function listInput(problem: Problem, lattice: LatticeSource, opts: SolveArgs, io: Io, stop: StopSignals, line: ProgressLine | undefined, shown: Shown): Promise<Outcome> {
  const shouldStop = (): boolean => stop.expired();
  const group = opts.distinct ? await listingGroup(problem, lattice, opts.symmetry, shouldStop) : undefined;
  if (stop.expired()) throw new StoppedBefore('the search began');
  const { listOnWorkers, listPlanned, searchKind, solveDistinct, solveProblem } = await cliEngine();
  const kind = searchKind(opts.parallel, opts.limit);
  const settings = { signal: stop.signal, shouldStop, progressInterval: 500, ...(line ? { show: (t: string) => line.text(t) } : {}) };
  if (kind === 'planned') {
    const r = await listPlanned(problem, opts.parallel, settings, io);
    return { ...r, distinctNote: '', group: false };
  }
  const searchOptions = { signal: stop.signal, progressInterval: 500, ...(line ? { onProgress: (pr: Progress) => line.show(pr) } : {}) };
  const limit = opts.limit === undefined ? {} : { limit: opts.limit };
  const stream =
    kind === 'workers' && !group
      ? listOnWorkers(problem, opts.parallel, settings, opts.limit)
      : group
        ? solveDistinct(problem, group.symmetries, { ...searchOptions, ...limit })
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
  // after a stop the listing ends at the next solution: the search (on workers, ahead of
  // the output) may have found more than the output has taken, and drawing them all (a
  // file each) would keep the command going for seconds; the summary says how many
  let cut = false;
  for await (const solution of stream) {
    if (stop.signal.aborted && !opts.count) {
      cut = true;
      break;
    }
    k++;
    if (!opts.count && k % opts.every === 0) {
      buffer += await shownSolution(problem, k, solution, shown, io);
      if (buffer.length >= FLUSH_AT) {
        await flush();
        if (stalled) break;
      }
    }
  }
  await line?.clear();
  const sheet = await shown.painter?.finish();
  if (sheet !== undefined) await write(io.stderr, `wrote ${sheet}\n`);
  const { solutions, nodes, elapsedMs, complete } = stream.stats;
  if (opts.count) {
    buffer += opts.format === 'json' ? countJsonLine({ solutions, nodes, elapsedMs, complete }) : countLine(solutions, stop.reason() !== undefined);
  }
  if (!stalled) await flush();
  const workers = opts.parallel.workers === undefined ? '' : `; ${plural(kind === 'workers' && !group ? opts.parallel.workers : 1, 'worker')}`;
  const lost = stalled ? `; the reader took the first ${printed}, the others were dropped` : '';
  const unlisted = cut && BigInt(solutions) > BigInt(k) ? `; ${BigInt(solutions) - BigInt(k)} more found before the stop, not listed` : '';
  return {
    solutions: stalled || cut ? k : solutions,
    nodes,
    elapsedMs,
    complete,
    note: `${workers}${lost}${unlisted}`,
    distinctNote: group ? ` ${symmetryWords(opts.symmetry, group)}` : '',
    group: group !== undefined,
  };
}

/**
 * `--random N`: drawn as the search layer chooses (`randomStrategy`): dominoes or
 * lozenges on a region without holes by a determinant and coupling from the past, the
 * rest counted (stoppable), then drawn from the counter's remembered counts; printed as
 * a listing prints them.
 */
export async function randomInput(problem: Problem, lattice: LatticeSource, opts: SolveArgs, io: Io, stop: StopSignals, line: ProgressLine | undefined, shown: Shown): Promise<Outcome> {
  const started = now();
  const n = opts.random ?? 1;
  const seed = opts.seed ?? 0;
  const strategy = await randomStrategy(problem, lattice);
  if (strategy.kind === 'dimers') {
    const shouldStop = (): boolean => stop.expired();
    // the determinant and the draws give way: a signal is heard meanwhile, and they stop at their next step
    const countable = countableDimers(strategy.graph);
    const count = countable ? await giveWay(countDimersSteps(strategy.graph, shouldStop)) : undefined;
    if (countable && count === undefined) throw new StoppedBefore('the determinant was found');
    const drawn = count === 0n ? [] : await giveWay(randomDimersSteps(strategy.graph, n, { seed, shouldStop }));
      await writeSolutions(problem, drawn, shown, io);
    // a stop cuts the draws short, never the count (exact before any draw)
    const complete = drawn.length === n || count === 0n;
    const how = `by coupling from the past (${strategy.pieces} on a region without holes)`;
    const note = `; ${complete ? drawn.length : `${drawn.length} of ${n}`} drawn uniformly at random (seed ${seed}) ${how}`;
    return { solutions: count ?? 0n, uncounted: count === undefined, nodes: 0, elapsedMs: now() - started, complete: complete || count !== undefined, note, distinctNote: '', group: false, ...(count === undefined ? {} : { method: DETERMINANT }) };
  }
  const hole = strategy.hole === undefined ? '' : `; ${strategy.hole} on a region with a hole: drawn from the search's counts`;
  line?.text(`counting the solutions, to draw ${plural(n, 'solution')} from them`);
  let r: RandomResult;
  // the draws are printed as they come, a batch every few milliseconds: a million of them
  // take no more memory than one, and a stop keeps those printed
  let printed = 0;
  const onDrawn = async (batch: readonly Solution[]): Promise<void> => {
    if (printed === 0) await line?.clear();
    await writeSolutions(problem, batch, shown, io, printed + 1);
    printed += batch.length;
  };
  try {
    r = await (await engines()).randomSolutions(strategy.problem, n, { seed, signal: stop.signal, onDrawn });
  } catch (e) {
    if (e instanceof EngineLimitError) throw new UsageError(`--random: ${e.reason}`);
    throw e;
  }
  await line?.clear();
  const drawn = r.drawnAll ? `${r.drawnCount} drawn uniformly at random (seed ${seed})` : `${r.drawnCount} of ${n} drawn uniformly at random (seed ${seed})`;
  const note = r.complete ? `; ${drawn}${hole}` : '; nothing drawn';
  return { solutions: r.solutions, nodes: r.nodes, elapsedMs: now() - started, complete: r.complete, note, distinctNote: '', group: false };
}
