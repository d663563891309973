/**
 * `polydance solve --count` on the tiling families compared with Knuth's DLX6 (the docs'
 * performance page): whole processes of the built CLI, their CPU time (user + system,
 * from the process's start) and peak memory as each process measures them at its end
 * (bench/report-usage.cjs), against `node -e 0`, the least any Node program costs.
 *
 *   pnpm build && pnpm --filter polydance bench:counts [--rounds N] [--before DIR] [--only TEXT]
 *
 * Each round runs `node -e 0`, then this build, then (with --before) the launcher of
 * another build (DIR is its apps/cli folder), on each problem: A B A B ... Prints the
 * medians, the CPU beyond `node -e 0`, and the ratio to the build before. Both builds
 * must print the same count, or the run stops. Never fails on the figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const launcher = join(here, '..', 'bin', 'polydance.cjs');
const reporter = join(here, 'report-usage.cjs');
const solverBench = join(here, '..', '..', '..', 'packages', 'dlx-solver', 'bench');
const scratch = mkdtempSync(join(tmpdir(), 'polydance-counts-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** Domino tilings of an n x n square as a DLX file: items `i_j`, an option per pair of adjacent cells. */
function dominoes(n: number): string {
  const file = join(scratch, `dominoes-${n}x${n}.dlx`);
  const lines = [Array.from({ length: n * n }, (_, k) => `${Math.floor(k / n)}_${k % n}`).join(' ')];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (j + 1 < n) lines.push(`${i}_${j} ${i}_${j + 1}`);
      if (i + 1 < n) lines.push(`${i}_${j} ${i + 1}_${j}`);
    }
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const problems: readonly { readonly name: string; readonly file: string }[] = [
  { name: '8x8 dominoes', file: dominoes(8) },
  { name: '12x12 dominoes', file: dominoes(12) },
  { name: 'lozenges, hexagon of side 4', file: join(solverBench, 'lozenges-hexagon-4.dlx') },
  { name: 'hexiamonds, long hexagon', file: join(solverBench, 'hexiamonds-long-hexagon.dlx') },
];

const args = process.argv.slice(2);
let rounds = 9;
let before: string | undefined;
let only = '';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Math.max(1, Number(args[++i] ?? '9'));
  else if (args[i] === '--before') before = join(resolve(args[++i] ?? '.'), 'bin', 'polydance.cjs');
  else if (args[i] === '--only') only = args[++i] ?? '';
  else throw new Error(`unknown argument ${args[i]} (usage: counts.ts [--rounds N] [--before DIR] [--only TEXT])`);
}
if (before !== undefined && !existsSync(before)) throw new Error(`no built launcher at ${before}`);

interface Usage {
  readonly cpuMs: number;
  readonly maxRssKB: number;
  readonly stdout: string;
}

/** Runs node with these arguments and returns its own account of its CPU time and memory. */
function once(argv: readonly string[]): Usage {
  const log = join(scratch, 'usage.jsonl');
  rmSync(log, { force: true });
  const r = spawnSync(process.execPath, ['-r', reporter, ...argv], { encoding: 'utf8', env: { ...process.env, POLYDANCE_USAGE: log } });
  if (r.status !== 0) throw new Error(`node ${argv.join(' ')} exited with ${r.status}:\n${r.stderr}`);
  const u = JSON.parse(readFileSync(log, 'utf8').trim()) as { cpuMs: number; maxRssKB: number };
  return { ...u, stdout: r.stdout };
}

const cores = cpus();
console.log(`polydance solve --count, whole processes, ${rounds} rounds (${before === undefined ? 'node -e 0, A' : 'node -e 0, A, B = --before'}), medians, node ${process.version}`);
console.log(`on ${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadavg()[0]!.toFixed(2)} at the start`);
const ms = (x: number): string => `${(x / 1000).toFixed(3)} s`;
const mib = (kb: number): string => `${(kb / 1024).toFixed(1)} MiB`;
for (const p of problems.filter((q) => q.name.includes(only))) {
  const node: Usage[] = [];
  const now: Usage[] = [];
  const then: Usage[] = [];
  // a first run of each writes its compile cache; not counted
  once([launcher, 'solve', '--count', p.file]);
  if (before !== undefined) once([before, 'solve', '--count', p.file]);
  for (let k = 0; k < rounds; k++) {
    node.push(once(['-e', '0']));
    now.push(once([launcher, 'solve', '--count', p.file]));
    if (before !== undefined) then.push(once([before, 'solve', '--count', p.file]));
  }
  const count = now[0]!.stdout.trim();
  if (then.some((u) => u.stdout.trim() !== count)) throw new Error(`${p.name}: the builds print different counts`);
  const base = median(node.map((u) => u.cpuMs));
  const cpu = median(now.map((u) => u.cpuMs));
  const was = before === undefined ? '' : `; before ${ms(median(then.map((u) => u.cpuMs)))}, ${mib(median(then.map((u) => u.maxRssKB)))}, ratio ${(cpu / median(then.map((u) => u.cpuMs))).toFixed(2)}`;
  console.log(`  ${p.name.padEnd(28)} ${count.padStart(18)}  CPU ${ms(cpu)} (node -e 0 ${ms(base)}, +${ms(cpu - base)}), peak ${mib(median(now.map((u) => u.maxRssKB)))}${was}`);
}
