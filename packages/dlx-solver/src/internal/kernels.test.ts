/*
 * The WebAssembly kernels (wasm/kernels.wat) against the loops of links.ts, their
 * readable reference: the same runs of DLX1, DLX2 and DLX3 with and without them must
 * print the same bytes (listings, counts, updates, mems, progress lines), and the
 * committed module must be what wasm/kernels.wat assembles to.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { kernelsFile, kernelsSource } from '../../wasm/build.js';
import type { KnuthProgram } from '../knuth.js';
import { readDlx } from '../reader.js';
import { arbitraryProblem, dlxText } from './brute-force.js';
import { useKernels } from './kernels.js';
import { runKnuthWith } from './kernels-testing.js';
import { planTasks } from '../parallel/plan.js';
import { algorithmOf } from '../solve.js';
import { enginesOnCopy } from './make-engine.js';
import { buildMatrix } from './matrix.js';
import { DONE, SOLUTION } from './settings.js';

afterEach(() => useKernels(true));

describe('the WebAssembly kernels', () => {
  it('are what wasm/kernels.wat assembles to', async () => {
    expect(readFileSync(kernelsFile, 'utf8')).toBe(await kernelsSource());
  });

  it('are used where WebAssembly is, and not when turned off', () => {
    const problem = readDlx('a b | c\na c:x\nb c:y\n').problem;
    expect(buildMatrix(problem).kernels).toBeDefined();
    useKernels(false);
    expect(buildMatrix(problem).kernels).toBeUndefined();
  });

  // on every golden case, in every verbosity: kernels.slow.test.ts

  it('print the same as links.ts on random problems with colors and multiplicities', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryProblem({ bounds: true, maxOptions: 14 }),
        fc.constantFrom<KnuthProgram>('dlx1', 'dlx2', 'dlx3'),
        // traced (the engines' own loops), quiet (their loops in WebAssembly), and both in
        // turn (a progress line at every node or every few, a time limit); the loops count
        // the solutions it need not return (between every third, before the fifth); DLX1's
        // report of the largest degree (v2048)
        fc.constantFrom(['m1', 'v7'], ['m1'], [], ['d1'], ['m1', 'd3'], ['m1', 'd2', 'T150'], ['m3', 't5'], ['m2', 'd5'], ['v3073', 'm2']),
        async (problem, program, args) => {
          const colored = problem.options.some((o) => o.some((oi) => oi.color !== undefined));
          const bounded = problem.primary.some((it) => it.bounds !== undefined);
          // DLX1 takes neither colors nor bounds, DLX2 no bounds
          const p: KnuthProgram = bounded ? 'dlx3' : colored && program === 'dlx1' ? 'dlx2' : program;
          const text = dlxText(problem);
          expect(await runKnuthWith(p, args, text, false)).toBe(await runKnuthWith(p, args, text, true));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('search below a prefix of choices as links.ts does (the tasks of a parallel search)', () => {
    /** Each task's solutions, nodes and mems, in small slices (as a worker runs them). */
    const tasksRun = (problem: Parameters<typeof planTasks>[0], kernels: boolean): string[] => {
      useKernels(kernels);
      try {
        const plan = planTasks(problem, { tasks: 6 });
        const next = enginesOnCopy(buildMatrix(problem), algorithmOf(problem));
        return plan.tasks.map((t) => {
          const e = next();
          e.setPrefix(t.path);
          const found: string[] = [];
          // after each solution, a run with no budget (as a worker's before a split): it
          // goes on to the next node without entering it (DLX1 and DLX2 count a solution
          // as a node, and may find one more there)
          for (let status = e.run(3); status !== DONE; status = e.run(3)) {
            if (status === SOLUTION) {
              found.push(e.solution().join(','));
              const nodes = e.nodes;
              const after = e.run(0);
              found.push(`run(0): ${after} +${e.nodes - nodes}${after === SOLUTION ? ` ${e.solution().join(',')}` : ''}`);
              if (after === DONE) break;
            }
          }
          return `${t.path.join('.')}: ${found.join(' ')} / ${e.nodes} nodes, ${e.mems} mems, ${e.updates} updates`;
        });
      } finally {
        useKernels(true);
      }
    };
    fc.assert(
      fc.property(arbitraryProblem({ colors: true, bounds: true, maxOptions: 14 }), (problem) => {
        expect(tasksRun(problem, true)).toEqual(tasksRun(problem, false));
      }),
      { numRuns: 300 },
    );
  });
});
