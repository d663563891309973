/**
 * Runs one Knuth-compatible solve with a built copy of this package and prints one JSON
 * line: {"wallMs": W, "cpuMs": C, "solutions": N, "nodes": K, "mems": M}. Used by
 * paired.ts; run it alone as
 *   tsx bench/knuth-one.ts PATH/TO/dist/index.js dlx1|dlx2|dlx3 FILE.dlx [OPTIONS...]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface Report {
  readonly solutions: number;
  readonly nodes: number;
  readonly mems: number;
}
type RunKnuth = (
  program: string,
  args: readonly string[],
  text: string,
  sink: { stdout(s: string): void; stderr(s: string): void },
) => Promise<Report>;

const [dist, program, file, ...args] = process.argv.slice(2);
if (dist === undefined || program === undefined || file === undefined) {
  throw new Error('usage: knuth-one.ts DIST dlx1|dlx2|dlx3 FILE.dlx [OPTIONS...]');
}
const { runKnuth } = (await import(pathToFileURL(dist).href)) as { runKnuth: RunKnuth };
const text = readFileSync(file, 'utf8');
const discard = (): void => undefined;
const cpu = process.cpuUsage();
const start = performance.now();
const report = await runKnuth(program, args, text, { stdout: discard, stderr: discard });
const wallMs = performance.now() - start;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
process.stdout.write(
  `${JSON.stringify({ wallMs, cpuMs, solutions: report.solutions, nodes: report.nodes, mems: report.mems })}\n`,
);
