import type { PlanProgress } from '@polydance/dlx-solver';
import { algorithmOf } from '@polydance/dlx-solver/read';
import type { Problem } from '@polydance/exact-cover';
import type { CountRequest, LatticeSource } from '@polydance/search';
import { countStrategy, engines, sequenceStrategy } from '@polydance/search';
import { now } from '../clock.js';
import { countJsonLine, countLine, distinctAtLeast } from '../count-output.js';
import type { Io } from '../io.js';
import { write } from '../io.js';
import type { CountOutcome } from '../parallel/count.js';
import type { Pool } from '../parallel/search.js';
import type * as SolveEngine from '../solve-engine.js';
import type { StopSignals } from '../stop.js';
import { EXIT } from '../stop.js';
import type { SolveArgs } from './options.js';
import type { Outcome, ProgressLine } from './output.js';
import { plural, seconds, STOPPED_BY, StoppedBefore, symmetryWords } from './output.js';

/** The executors of `polydance solve` (threads, shards, checkpoints), loaded when a search runs. */
export const cliEngine = (): Promise<typeof SolveEngine> => import('../solve-engine.js');

/**
 * What `polydance solve --count` asks of the search layer: a distinct count or not, the
 * symmetries, Kasteleyn's determinant where the count is not split into tasks (it counts
 * at once, here), and the plan's tasks as the parallel options say.
 */
export function countRequest(opts: Pick<SolveArgs, 'distinct' | 'symmetry' | 'parallel'>): CountRequest {
  const p = opts.parallel;
  return {
    distinct: opts.distinct,
    symmetry: opts.symmetry,
    determinant: !opts.distinct && p.workers === undefined && p.shard === undefined && p.checkpoint === undefined && p.tasks === undefined,
    tasks: async () => (await cliEngine()).countTasks(p),
  };
}

/**
 * A count, plain or distinct, as the search layer chooses it (`countStrategy`): by the
 * determinant, or by one plan run here, on threads, as a shard or from a checkpoint
 * (`runCount`); printed as a number, JSON or a shard file.
 */
export async function countInput(input: Problem, lattice: LatticeSource, opts: SolveArgs, io: Io, stop: StopSignals, early: Pool | undefined, line: ProgressLine | undefined): Promise<Outcome> {
  const started = now();
  const p = opts.parallel;
  const strategy = await countStrategy(input, lattice, { ...countRequest(opts), shouldStop: () => stop.expired() });
  if (strategy.kind === 'stopped') throw new StoppedBefore(strategy.phase);
  if (strategy.kind === 'determinant') {
    const totals = { solutions: strategy.solutions, nodes: 0, elapsedMs: now() - started, complete: true };
    await write(io.stdout, opts.format === 'json' ? countJsonLine(totals) : countLine(strategy.solutions, false));
    return { ...totals, note: `; ${strategy.pieces} on a region without holes`, distinctNote: '', group: false, method: strategy.method };
  }
  // a plan cut short is not the plan a checkpoint or a shard file names
  if (stop.expired()) throw new StoppedBefore('the search began');
  const { CountExecutor, countKind, defaultWorkers, progressText, runCount, shardFile } = await cliEngine();
  const { plan, group } = strategy;
  // a count at the frontier remembers profiles: one counter, one table, unless told --workers N
  const executor = new CountExecutor(strategy.frontier && p.workers === undefined ? 'single' : countKind(p), p.workers ?? defaultWorkers(), early, plan);
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
  // what a distinct count stopped before its end knows: a lower bound
  const atLeast = complete ? undefined : distinctAtLeast(r.solutions, plan.symmetries);
  if (p.shard !== undefined) await write(io.stdout, `${JSON.stringify(shardFile(plan, p.shard, r.results, complete))}\n`);
  else if (opts.format === 'json') {
    const distinct = atLeast === undefined ? { distinct: r.distinct ?? null } : { distinct: null, distinctAtLeast: atLeast };
    await write(io.stdout, countJsonLine(totals, opts.distinct ? { ...distinct, symmetries: plan.symmetries } : {}));
  } else if (!opts.distinct) await write(io.stdout, countLine(r.solutions, stop.reason() !== undefined || !complete));
  else if (complete && r.distinct !== undefined) await write(io.stdout, `${r.distinct}\n`);
  // stopped: the orbits the solutions found make at least
  else await write(io.stdout, countLine(atLeast ?? 0n, true));
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
    else distinctNote = ` in all so far, so at least ${atLeast ?? 0n} ${symmetryWords(opts.symmetry, group ?? plan.symmetries)}`;
  }
  // the count is printed; then a checkpoint that could not be written ends the command (status 74)
  if (r.checkpointError !== undefined) throw r.checkpointError;
  return { solutions: r.solutions, nodes: r.nodes, elapsedMs, complete, note: notes.join(''), distinctNote, group: opts.distinct && p.shard === undefined };
}

/** `--count --sequence`: the counts of the family of boards, one per line, then the summary. */
export async function sequenceRun(problem: Problem, lattice: LatticeSource, io: Io, stop: StopSignals): Promise<number> {
  const started = now();
  const family = await sequenceStrategy(problem, lattice);
  const { countFamily } = await engines();
  const r = await countFamily(family.problem, family.members, { signal: stop.signal });
  await write(io.stdout, r.counts.map((c) => `${c}\n`).join(''));
  const reason = stop.reason();
  const stopped = reason === undefined ? '' : `; ${STOPPED_BY[reason]} before board ${r.counts.length + 1}`;
  await write(io.stderr, `${plural(r.counts.length, 'board')} of ${family.members.length} counted (1 to ${family.members.length} rows) (Algorithm ${algorithmOf(problem)}), ${seconds(now() - started)} s${stopped}\n`);
  return reason === undefined ? 0 : EXIT[reason];
}
