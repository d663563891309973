/**
 * Times one contender on one DLX file, in a fresh process, and prints one JSON line:
 * {"solutions": N, "ms": T, "maxRssMB": M}. Used by bench.ts; run it alone as
 *   tsx bench/run-one.ts polydance|polydance-dlx|dancing-links FILE.dlx
 */
import { readFileSync } from 'node:fs';
import { DancingLinks } from 'dancing-links';
import type { Problem } from '@polydance/exact-cover';
import { count, readDlx, solve } from '../src/index.js';

async function polydance(problem: Problem): Promise<number> {
  return Number((await count(problem)).solutions);
}

function polydanceDlx(problem: Problem): number {
  const it = solve(problem)[Symbol.iterator]();
  let n = 0;
  while (it.next().done !== true) n++;
  return n;
}

function dancingLinks(problem: Problem): number {
  const index = new Map<string, number>();
  problem.primary.forEach((it, i) => index.set(it.name, i));
  problem.secondary.forEach((it, i) => index.set(it.name, i));
  const primaryColumns = problem.primary.length;
  const secondaryColumns = problem.secondary.length;
  const dlx = new DancingLinks<number>();
  if (secondaryColumns === 0) {
    const solver = dlx.createSolver({ columns: primaryColumns });
    problem.options.forEach((o, i) => solver.addSparseConstraint(i, o.map((oi) => index.get(oi.item) ?? 0)));
    return solver.findAll().length;
  }
  const primarySet = new Set(problem.primary.map((it) => it.name));
  const solver = dlx.createSolver({ primaryColumns, secondaryColumns });
  problem.options.forEach((o, i) =>
    solver.addSparseConstraint(i, {
      primary: o.filter((oi) => primarySet.has(oi.item)).map((oi) => index.get(oi.item) ?? 0),
      secondary: o.filter((oi) => !primarySet.has(oi.item)).map((oi) => index.get(oi.item) ?? 0),
    }),
  );
  return solver.findAll().length;
}

/** The contenders, by name: each counts the solutions of a problem. */
const CONTENDERS = new Map<string, (problem: Problem) => number | Promise<number>>([
  ['polydance', polydance],
  ['polydance-dlx', polydanceDlx],
  ['dancing-links', dancingLinks],
]);

const [contender, file] = process.argv.slice(2);
if (contender === undefined || file === undefined) {
  throw new Error('usage: run-one.ts polydance|polydance-dlx|dancing-links FILE.dlx');
}
const run = CONTENDERS.get(contender);
if (run === undefined) throw new Error(`unknown contender ${contender}`);
const problem = readDlx(readFileSync(file, 'utf8')).problem;
const start = performance.now();
const solutions = await run(problem);
const ms = performance.now() - start;
const maxRssMB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ solutions, ms, maxRssMB })}\n`);
