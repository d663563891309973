import { countDistinctSync, solve } from '@polydance/dlx-solver';
import { findLattice as latticeNamed } from '@polydance/lattices';
import { findSymmetries } from '@polydance/symmetry';
import type { Progress } from '@polydance/dlx-solver';
import { formatDlx } from '@polydance/dlx-writer';
import type { Problem } from '@polydance/exact-cover';
import { itemToken } from '@polydance/exact-cover';
import { findLattice } from './lattices.js';
import type { Generated, PlaygroundLattice } from './lattices.js';
import type { PageRequest, SolveRequest, WorkerMessage } from './protocol.js';

/** An error that points into the spec (a SpecError or any other error with a position). */
interface Positioned {
  readonly line: number;
  readonly column: number;
  readonly reason?: string;
  readonly message: string;
}

function isPositioned(e: unknown): e is Positioned {
  return e instanceof Error && typeof (e as Partial<Positioned>).line === 'number' && typeof (e as Partial<Positioned>).column === 'number';
}

/** Milliseconds between progress messages. */
const PROGRESS_MS = 100;

/** How many solutions the playground keeps to page through; past them it only counts. */
export const KEEP = 100_000;

/** Milliseconds of search between pauses in which page requests are answered. */
const SLICE_MS = 50;

/** Lets the worker's queued messages (page requests) in. */
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the playground's worker does: `solve` generates the exact cover problem with the
 * lattice's generator and solves it with `@polydance/dlx-solver`, reporting through
 * `post`: the problem (and its DLX text), progress, the first page of solutions drawn as
 * they are found, and the total. Every solution found is kept (up to {@link KEEP}), so
 * `page` draws any page of them, during the search (between solutions) or after it.
 * Past {@link KEEP} solutions the rest are only counted, with the solver's counting
 * engine where the problem allows. The page cancels by terminating the worker.
 */
export class PlaygroundSession {
  private readonly kept: (readonly number[])[] = [];
  private problem: Problem | undefined;
  private lattice: PlaygroundLattice | undefined;
  private names: readonly string[] = [];

  /** `keep`: how many solutions to keep for paging ({@link KEEP} by default). */
  constructor(
    private readonly post: (message: WorkerMessage) => void,
    private readonly keep = KEEP,
  ) {}

  /** Draws the kept solutions `from + 1` to `from + count` (those that are kept). */
  page(request: PageRequest): void {
    const end = Math.min(this.kept.length, request.from + request.count);
    for (let k = Math.max(0, request.from); k < end; k++) this.draw(k);
  }

  private draw(k: number): void {
    const problem = this.problem!;
    const options = this.kept[k]!.map((o) => (problem.options[o] ?? []).map(itemToken));
    this.post({ type: 'solution', index: k + 1, svg: this.lattice!.draw(options, this.names) });
  }

  async solve(request: SolveRequest): Promise<void> {
    const post = this.post;
    const lattice = findLattice(request.lattice);
    if (!lattice) {
      post({ type: 'failure', message: `unknown lattice '${request.lattice}'` });
      return;
    }
    let result: Generated;
    try {
      result = lattice.generate(request.spec);
    } catch (e) {
      if (isPositioned(e)) {
        post({ type: 'error', line: e.line, column: e.column, reason: e.reason ?? e.message, message: e.message });
      } else post({ type: 'failure', message: e instanceof Error ? e.message : String(e) });
      return;
    }
    const { problem, names } = result;
    this.problem = problem;
    this.lattice = lattice;
    this.names = names;
    post({
      type: 'problem',
      summary: result.summary,
      items: problem.primary.length + problem.secondary.length,
      options: problem.options.length,
      dlx: formatDlx(problem, { secondaryBar: result.polyform?.secondaryBar ?? false }),
    });

    const kept = this.kept;
    const progress =
      (counting: boolean) =>
      (p: Progress): void =>
        post({ type: 'progress', solutions: p.solutions, nodes: p.nodes, estimate: p.estimate, counting, kept: kept.length });
    const stream = solve(problem, { limit: this.keep + 1, onProgress: progress(false), progressInterval: PROGRESS_MS });
    const solutions = stream[Symbol.iterator]();
    let slice = Date.now();
    for (let next = solutions.next(); !next.done; next = solutions.next()) {
      if (kept.length === this.keep) break;
      kept.push(next.value);
      const first = kept.length <= request.draw;
      if (first) this.draw(kept.length - 1);
      if (first || Date.now() - slice >= SLICE_MS) {
        post({ type: 'progress', solutions: kept.length, nodes: stream.stats.nodes, estimate: 0, counting: false, kept: kept.length });
      }
      if (Date.now() - slice >= SLICE_MS) {
        await pause();
        slice = Date.now();
      }
    }
    const listed = stream.stats;
    // Up to the lattice's rotations and reflections: the counts of polydance solve --count --distinct.
    const group = findSymmetries(problem, latticeNamed(request.lattice)!);
    if (listed.complete) {
      const { distinct } = countDistinctSync(problem, group);
      post({
        type: 'done',
        solutions: kept.length,
        nodes: listed.nodes,
        algorithm: listed.algorithm,
        elapsedMs: listed.elapsedMs,
        kept: kept.length,
        distinct: Number(distinct),
        symmetries: group.length,
      });
      return;
    }
    // More solutions than are kept: count them all, from the start.
    post({ type: 'progress', solutions: 0, nodes: 0, estimate: 0, counting: true, kept: kept.length });
    const counted = countDistinctSync(problem, group, { onProgress: progress(true), progressInterval: PROGRESS_MS });
    post({
      type: 'done',
      solutions: Number(counted.solutions),
      nodes: counted.nodes,
      algorithm: listed.algorithm,
      elapsedMs: listed.elapsedMs + counted.elapsedMs,
      kept: kept.length,
      distinct: Number(counted.distinct),
      symmetries: group.length,
    });
  }
}
