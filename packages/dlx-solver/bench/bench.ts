/**
 * Polydance against dancing-links (the fastest JavaScript exact cover solver we know),
 * counting all solutions of the same DLX files, each run in a fresh process:
 *
 *   pnpm --filter @polydance/dlx-solver bench [--runs N] [--dlx] [--short | --long] [FILE.dlx ...]
 *
 * `--short` is CI's run (`.ci/run`): one run each, on the two small files (soma and
 * hexiamonds-6x6), in well under a minute; its figures are only indicative.
 * `--long` adds the long case, run by hand: all 11,853,792 solutions of MacMahon's
 * triangles in the hexagon (`polydance macmahon hexagon`; Algorithm C, about 340 s for
 * Knuth's C DLX2 on this kind of machine). dancing-links has no colors, so it sits that
 * one out.
 *
 * `polydance` is `count()`, what `polydance solve --count` runs; `--dlx` adds the DLX1
 * engine listing every solution (what `polydance solve` and `polydance dlx1` run).
 * Each time is the best of N runs (default 3). Ratios are dancing-links time divided by
 * Polydance time, measured in the same run on the same machine.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Sample {
  readonly solutions: number;
  readonly ms: number;
  readonly maxRssMB: number;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../fixtures/knuth/solve/', import.meta.url));
const defaults = ['pentominoes-6x10-all.dlx', 'soma.dlx', 'hexiamonds-6x6.dlx'].map((f) => fixtures + f);

const args = process.argv.slice(2);
let runsAsked: number | undefined;
let withDlx = false;
let long = false;
let short = false;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? '';
  if (a === '--runs') runsAsked = Math.max(1, Number(args[++i] ?? '3'));
  else if (a === '--dlx') withDlx = true;
  else if (a === '--long') long = true;
  else if (a === '--short') short = true;
  else files.push(resolve(a));
}
const runs = runsAsked ?? (short ? 1 : 3);
if (files.length === 0) files.push(...(short ? defaults.filter((f) => !f.includes('pentominoes')) : defaults));
if (long) files.push(`${fixtures}macmahon-hexagon.dlx`);

function once(contender: string, file: string): Sample {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${here}run-one.ts`, contender, file], {
    encoding: 'utf8',
    cwd: here,
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`${contender} on ${file} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Sample;
}

function best(contender: string, file: string): Sample {
  let b: Sample | undefined;
  for (let k = 0; k < runs; k++) {
    const s = once(contender, file);
    if (b !== undefined && s.solutions !== b.solutions) throw new Error(`${contender} is not deterministic on ${file}`);
    if (b === undefined || s.ms < b.ms) b = { ...s, maxRssMB: Math.max(s.maxRssMB, b?.maxRssMB ?? 0) };
  }
  if (b === undefined) throw new Error('no run');
  return b;
}

const contenders = ['polydance', ...(withDlx ? ['polydance-dlx'] : []), 'dancing-links'];
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);
const cores = cpus();
process.stdout.write(
  `Counting all solutions, best of ${runs} run${runs === 1 ? '' : 's'} each, node ${process.version}\n` +
    `on ${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadavg()[0]!.toFixed(2)} at the start\n\n`,
);
process.stdout.write(`${pad('file', 26)}${pad('solver', 16)}${lpad('solutions', 10)}${lpad('seconds', 10)}${lpad('peak MB', 9)}${lpad('ratio', 8)}\n`);
let failed = false;
for (const file of files) {
  const name = file.split('/').pop() ?? file;
  const samples = new Map<string, Sample>();
  const colored = /:\S/.test(readFileSync(file, 'utf8').split('\n').filter((l) => !l.startsWith('|')).slice(1).join('\n'));
  for (const c of contenders) if (!(colored && c === 'dancing-links')) samples.set(c, best(c, file));
  const reference = samples.get('dancing-links');
  const counts = new Set([...samples.values()].map((s) => s.solutions));
  if (counts.size !== 1) failed = true;
  for (const c of contenders) {
    const s = samples.get(c);
    if (s === undefined) continue;
    const ratio = reference === undefined || c === 'dancing-links' ? '' : `${(reference.ms / s.ms).toFixed(2)}x`;
    process.stdout.write(
      `${pad(name, 26)}${pad(c, 16)}${lpad(String(s.solutions), 10)}${lpad((s.ms / 1000).toFixed(3), 10)}${lpad(s.maxRssMB.toFixed(0), 9)}${lpad(ratio, 8)}\n`,
    );
  }
}
process.stdout.write('\nratio = dancing-links time / solver time (higher is faster than dancing-links)\n');
if (failed) {
  process.stdout.write('the solvers disagree on a count!\n');
  process.exitCode = 1;
}
