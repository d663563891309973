import { countableDimers, countDimersSteps, DETERMINANT } from '@polydance/dimers';
import type { DimerGraph, TilingPieces } from '@polydance/dimers';
import type * as Engines from '@polydance/dlx-solver';
import type { SearchPlan } from '@polydance/dlx-solver';
import type { Problem } from '@polydance/exact-cover';
import { giveWay } from '@polydance/exact-cover';
import type { BoardFamily, LatticeDescriptor } from '@polydance/lattice';
import { boardFamily, narrowScanOrder, problemReading } from '@polydance/lattice';
import type { SymmetryMode } from '@polydance/symmetry';
import { dimerTilings } from './dimers.js';
import { SearchError } from './errors.js';
import type { LatticeSource } from './lattice.js';
import type * as Finder from './symmetry.js';
import type { SymmetryGroup } from './symmetry.js';

/** The search engines (`@polydance/dlx-solver`), loaded when a search is to run: a count by the determinant loads none. */
export const engines = (): Promise<typeof Engines> => import('@polydance/dlx-solver');

/** The symmetry finder (`@polydance/symmetry`), loaded when symmetries are asked for. */
const symmetryFinder = (): Promise<typeof Finder> => import('./symmetry.js');

/** What a count asks for. */
export interface CountRequest {
  /** Count the solutions up to symmetry too (the orbits of the group). */
  readonly distinct: boolean;
  /** The symmetries to use: all (the default), rotations, or none. */
  readonly symmetry?: SymmetryMode;
  /**
   * Whether a count by Kasteleyn's determinant will do, where the problem is one of
   * dominoes or lozenges on a region without holes: it counts every tiling at once, in
   * this thread, and gives no distinct count (`polydance solve --count` without
   * `--distinct` and without a parallel option; the playground always).
   */
  readonly determinant: boolean;
  /**
   * About how many tasks the plan makes, given whether the count is at the frontier (one
   * table of profiles, best kept on one counter); asked only once a search is to run.
   */
  readonly tasks: (frontier: boolean) => number | Promise<number>;
  /**
   * Asked now and then while the determinant is found, the symmetries are found and the
   * plan is made: true stops them (the strategy is then `stopped`, or a plan cut short).
   * Each of them gives the event loop a turn every few milliseconds meanwhile (`giveWay`),
   * so that what sets it (a signal's listener, a timer) is heard.
   */
  readonly shouldStop?: () => boolean;
}

/** How a count is made, as {@link countStrategy} chose it. */
export type CountStrategy =
  | {
      /** `request.shouldStop` stopped the choice in `phase` (`the determinant was found`): nothing is counted. */
      readonly kind: 'stopped';
      readonly phase: string;
    }
  | {
      /** Kasteleyn's determinant: the count itself. */
      readonly kind: 'determinant';
      readonly solutions: bigint;
      /** `dominoes` or `lozenges`. */
      readonly pieces: TilingPieces;
      readonly method: string;
    }
  | {
      /** A search, by the plan: its parts and tasks, for an executor to run (`runPlan`). */
      readonly kind: 'search';
      /** The problem searched (its cells listed along the board's narrow side at the frontier). */
      readonly problem: Problem;
      /**
       * Counted at the frontier (any number of copies): the counter remembers profiles,
       * so the plan is not cut by symmetries (each part would count the profiles again)
       * and its tasks should run on one counter unless told otherwise.
       */
      readonly frontier: boolean;
      /** The group of a distinct count, or of the cut of a plain one (none: no cut). */
      readonly group: SymmetryGroup | undefined;
      readonly plan: SearchPlan;
    };

/**
 * The best way to count a problem on its lattice, chosen once for every front end:
 * dominoes or lozenges on a region without holes by Kasteleyn's determinant (where
 * `request.determinant` allows it); a problem of any number of copies at the frontier,
 * its cells listed along the board's narrow side; the rest cut by the board's
 * symmetries; a distinct count by Burnside's parts. The plan it makes is what an
 * executor runs. Throws a SearchError (`no-lattice`) for a distinct count on an unknown lattice.
 */
export async function countStrategy(input: Problem, lattice: LatticeSource, request: CountRequest): Promise<CountStrategy> {
  if (request.determinant) {
    const tilings = await dimerTilings(input, lattice);
    if (tilings !== undefined && 'graph' in tilings && countableDimers(tilings.graph)) {
      const solutions = await giveWay(countDimersSteps(tilings.graph, request.shouldStop));
      if (solutions === undefined) return { kind: 'stopped', phase: 'the determinant was found' };
      return { kind: 'determinant', solutions, pieces: tilings.pieces, method: DETERMINANT };
    }
  }
  const [{ counterBranching, planSearchSteps }, { cutSymmetriesSteps, problemSymmetriesSteps }] = await Promise.all([engines(), symmetryFinder()]);
  const descriptor = await readLattice(input, lattice);
  const frontier = counterBranching(input) === 'frontier';
  const problem = frontier && descriptor !== undefined ? narrowScanOrder(input, descriptor) : input;
  const mode = request.symmetry ?? 'all';
  const shouldStop = request.shouldStop;
  const group = request.distinct
    ? await giveWay(problemSymmetriesSteps(problem, descriptor, mode, shouldStop))
    : frontier
      ? undefined
      : await giveWay(cutSymmetriesSteps(problem, descriptor, mode, shouldStop));
  const tasks = await request.tasks(frontier);
  const plan = await giveWay(
    planSearchSteps(problem, {
      mode: request.distinct ? 'distinct' : 'count',
      ...(group === undefined ? {} : { symmetries: group.symmetries }),
      tasks,
      ...(shouldStop === undefined ? {} : { shouldStop }),
    }),
  );
  return { kind: 'search', problem, frontier, group, plan };
}

/** The problem's lattice, read as its meaning says. */
async function readLattice(problem: Problem, lattice: LatticeSource): Promise<LatticeDescriptor | undefined> {
  const descriptor = await lattice.descriptor();
  return descriptor === undefined ? undefined : problemReading(descriptor, problem);
}

/**
 * The group of a listing up to symmetry (one solution of each orbit): see
 * {@link problemSymmetries}; found giving the event loop a turn every few milliseconds.
 */
export async function listingGroup(problem: Problem, lattice: LatticeSource, mode: SymmetryMode, shouldStop?: () => boolean): Promise<SymmetryGroup> {
  const { problemSymmetriesSteps } = await symmetryFinder();
  return giveWay(problemSymmetriesSteps(problem, await readLattice(problem, lattice), mode, shouldStop));
}

/** How solutions are drawn at random, as {@link randomStrategy} chose it. */
export type RandomStrategy =
  | {
      /** Dominoes or lozenges on a region without holes: counted by a determinant, drawn by coupling from the past. */
      readonly kind: 'dimers';
      readonly graph: DimerGraph;
      readonly pieces: TilingPieces;
    }
  | {
      /** From the counts of the memoizing counter, on `problem` (cells along the narrow side at the frontier). */
      readonly kind: 'search';
      readonly problem: Problem;
      /** Set when the problem is one of dominoes or lozenges on a region with a hole: which. */
      readonly hole?: TilingPieces;
    };

/** The best way to draw solutions uniformly at random (see {@link RandomStrategy}). */
export async function randomStrategy(problem: Problem, lattice: LatticeSource): Promise<RandomStrategy> {
  const tilings = await dimerTilings(problem, lattice);
  if (tilings !== undefined && 'graph' in tilings) return { kind: 'dimers', graph: tilings.graph, pieces: tilings.pieces };
  const { counterBranching } = await engines();
  const descriptor = counterBranching(problem) === 'frontier' ? await readLattice(problem, lattice) : undefined;
  const counted = descriptor === undefined ? problem : narrowScanOrder(problem, descriptor);
  return { kind: 'search', problem: counted, ...(tilings === undefined ? {} : { hole: tilings.hole }) };
}

/**
 * The family of boards of a sequence of counts: the boards of the first n rows across
 * the long side of the problem's board (see `boardFamily`). A SearchError (`no-board`)
 * when the lattice is not known or the problem has no cell of it.
 */
export async function sequenceStrategy(problem: Problem, lattice: LatticeSource): Promise<BoardFamily> {
  const descriptor = await readLattice(problem, lattice);
  const family = descriptor === undefined ? undefined : boardFamily(problem, descriptor);
  if (family === undefined) throw new SearchError('no-board', '--sequence needs a board on a known lattice (say --lattice, or give a spec)');
  return family;
}
