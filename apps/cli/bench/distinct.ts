/**
 * Counting up to symmetry against counting everything, side by side in one run:
 *
 *   pnpm build && pnpm --filter polydance bench:distinct [--pairs N] [FILE.dlx ...]
 *
 * For each DLX file, N rounds (default 3) of fresh processes, in the order A B C A B C ...:
 * A = `polydance solve --count --symmetry none` (the whole search), B = `polydance solve
 * --count` (the search cut by the board's symmetries), C = `polydance solve --count
 * --distinct`. Prints the median wall and CPU time of each and its ratio to A. Never
 * fails on the figures (only if a run fails or the runs disagree on the number of
 * solutions).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OneRun as Sample } from './run-one.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../fixtures/knuth/solve/', import.meta.url));
const args = process.argv.slice(2);
let pairs = 3;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--pairs') pairs = Math.max(1, Number(args[++i] ?? '3'));
  else files.push(resolve(args[i]!));
}
if (files.length === 0) files.push(`${fixtures}pentominoes-6x10-all.dlx`);

const variants = [
  { label: 'A solve --count --symmetry none', flags: ['--symmetry', 'none'] },
  { label: 'B solve --count', flags: [] },
  { label: 'C solve --count --distinct', flags: ['--distinct'] },
] as const;

function once(file: string, flags: readonly string[]): Sample {
  const argv = ['solve', '--count', '--format', 'json', '--no-progress', ...flags, file];
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${here}run-one.ts`, ...argv], {
    encoding: 'utf8',
    cwd: here,
  });
  const sample = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Sample;
  if (r.status !== 0 || sample.code !== 0) throw new Error(`polydance ${argv.join(' ')} failed:\n${r.stderr}`);
  return sample;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

for (const file of files) {
  const runs: Sample[][] = variants.map(() => []);
  for (let k = 0; k < pairs; k++) variants.forEach((v, i) => runs[i]!.push(once(file, v.flags)));
  const totals = runs.map((r) => (JSON.parse(r[0]!.stdout) as { solutions: number | string }).solutions);
  if (new Set(totals.map(String)).size !== 1) throw new Error(`${file}: the runs disagree on the number of solutions: ${totals.join(', ')}`);
  const counted = JSON.parse(runs[2]![0]!.stdout) as { distinct: number; symmetries: number };
  const wall = runs.map((r) => median(r.map((x) => x.wallMs)));
  const cpu = runs.map((r) => median(r.map((x) => x.cpuMs)));
  console.log(`${file.split('/').pop()}: ${totals[0]} solutions, ${counted.distinct} distinct (${counted.symmetries} symmetries); ${pairs} rounds A B C, medians`);
  variants.forEach((v, i) => {
    const ratio = i === 0 ? '' : `   A / ${v.label[0]}: ${(wall[0]! / wall[i]!).toFixed(2)}x wall, ${(cpu[0]! / cpu[i]!).toFixed(2)}x cpu`;
    console.log(`  ${v.label.padEnd(32)} wall ${s(wall[i]!)}  cpu ${s(cpu[i]!)}${ratio}`);
  });
}
