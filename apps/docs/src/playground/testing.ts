// What the playground's tests share (engine.test.ts, engine.slow.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countDistinctSync, inProcessWorker } from '@polydance/dlx-solver';
import type { ToWorker } from '@polydance/dlx-solver/workers';
import { findLattice as latticeNamed } from '@polydance/lattices';
import { findSymmetries } from '@polydance/symmetry';
import { expect, test } from 'vitest';
import { PlaygroundSession } from './engine.js';
import type { TaskPool } from './engine.js';
import { findLattice } from './lattices.js';
import type { WorkerMessage } from './protocol.js';

/** The indices of the solutions drawn in these messages. */
export const drawnIndices = (messages: readonly WorkerMessage[]): number[] => messages.flatMap((m) => (m.type === 'solution' ? [m.index] : []));

const root = join(import.meta.dirname, '..', '..', '..', '..');
/** A file of the repository, by its path from the root. */
export const repoFile = (...parts: string[]): string => readFileSync(join(root, ...parts), 'utf8');

/** Pools of `n` in-process task workers, and what was done with them. */
export function pools(n: number): { start: () => TaskPool; started: number; closed: number; tasks: number } {
  const log = {
    started: 0,
    closed: 0,
    tasks: 0,
    start: (): TaskPool => {
      log.started++;
      const workers = Array.from({ length: n }, () => {
        const w = inProcessWorker();
        return {
          post(m: ToWorker) {
            if (m.type === 'run') log.tasks++;
            w.post(m);
          },
          listen: w.listen.bind(w),
        };
      });
      return { workers, close: () => void log.closed++ };
    },
  };
  return log;
}

/**
 * One test per example `[name, solutions, distinct, symmetries]` (`examples/NAME.in`): the
 * playground counts it on 3 in-process task workers, past the solutions it keeps, as
 * `polydance solve --count --distinct` does in one thread.
 */
export function testCountsOnWorkers(examples: readonly (readonly [string, number, number, number])[]): void {
  test.each(examples)('%s: past the solutions kept, all counted on 3 workers, exactly', async (name, all, distinct, symmetries) => {
    const spec = repoFile('examples', `${name}.in`);
    const log = pools(3);
    const messages: WorkerMessage[] = [];
    const s = new PlaygroundSession((m) => messages.push(m), 10, log.start);
    await s.solve({ type: 'solve', lattice: 'square', spec, draw: 2 });
    expect(messages.at(-1)).toEqual(
      expect.objectContaining({ type: 'done', solutions: BigInt(all), distinct: BigInt(distinct), symmetries, kept: 10, workers: 3 }),
    );
    // the counts of polydance solve --count --distinct, in one thread
    const problem = findLattice('square')!.generate(spec).problem;
    const one = countDistinctSync(problem, findSymmetries(problem, latticeNamed('square')!));
    expect([one.solutions, one.distinct]).toEqual([BigInt(all), BigInt(distinct)]);
    expect(log.tasks).toBeGreaterThan(3);
    // one search here needed workers: one pool, closed at the end of the count
    expect(log.started).toBe(1);
    expect(log.closed).toBe(1);
    // the kept solutions are still there to draw
    messages.length = 0;
    s.page({ type: 'page', from: 8, count: 4 });
    expect(drawnIndices(messages)).toEqual([9, 10]);
  });
}

/**
 * The domino tilings of a `rows` x `cols` rectangle, by a transfer matrix over columns
 * (each state: the cells of the next column already covered): a count independent of
 * the solver and of the determinant, every digit.
 */
export function dominoTilings(rows: number, cols: number): bigint {
  let ways = new Array<bigint>(1 << rows).fill(0n);
  ways[0] = 1n;
  for (let c = 0; c < cols; c++) {
    const next = new Array<bigint>(1 << rows).fill(0n);
    // fills the column from row i down: `mask` its cells covered already, `out` the next column's
    const fill = (i: number, mask: number, out: number, w: bigint): void => {
      if (i === rows) next[out]! += w;
      else if (mask & (1 << i)) fill(i + 1, mask, out, w);
      else {
        fill(i + 1, mask, out | (1 << i), w);
        if (i + 1 < rows && !(mask & (1 << (i + 1)))) fill(i + 2, mask, out, w);
      }
    };
    ways.forEach((w, mask) => {
      if (w > 0n) fill(0, mask, 0, w);
    });
    ways = next;
  }
  return ways[0]!;
}
