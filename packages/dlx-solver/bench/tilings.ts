/**
 * The tiling families on which the memoizing counter is compared with Knuth's DLX6 (his
 * memoizing exact cover counter): domino tilings of n x n squares (items `i_j`, one
 * option per pair of adjacent cells), lozenge tilings of a hexagon of side 4 (Algorithm
 * M, `48|D`; bench/lozenges-hexagon-4.dlx, made by `polydance polyiamond` from the
 * catalogue's spec) and the twelve hexiamonds in the long hexagon (3424 solutions;
 * bench/hexiamonds-long-hexagon.dlx). Each count runs in a fresh process with a built
 * copy of this package; its CPU time is that of loading the package, reading the file
 * and counting (see count-one.ts).
 *
 *   tsx bench/tilings.ts --after DIR [--before DIR] [--rounds N] [--only TEXT]
 *
 * DIR is a dlx-solver package folder (its `dist/index.js` is loaded). With `--before`,
 * the two builds run in turn (A B A B ...) and the ratios of their medians are printed;
 * both must find the same solutions and nodes, or the run stops. These are `count()`'s
 * figures, without the CLI's cut by symmetries; the docs' performance page has those of
 * `polydance solve --count`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, median, secs } from './stats.js';

interface Sample {
  readonly solutions: string;
  readonly nodes: number;
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly maxRssMB: number;
}

const here = fileURLToPath(new URL('.', import.meta.url));

/** Domino tilings of an n x n square: items `i_j`, an option per pair of adjacent cells. */
function dominoes(n: number): string {
  const lines = [Array.from({ length: n * n }, (_, k) => `${Math.floor(k / n)}_${k % n}`).join(' ')];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (j + 1 < n) lines.push(`${i}_${j} ${i}_${j + 1}`);
      if (i + 1 < n) lines.push(`${i}_${j} ${i + 1}_${j}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const scratch = mkdtempSync(join(tmpdir(), 'polydance-tilings-'));
function generated(name: string, text: string): string {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

const workloads: readonly { readonly name: string; readonly file: string }[] = [
  { name: 'dominoes 8x8', file: generated('dominoes-8x8.dlx', dominoes(8)) },
  { name: 'dominoes 10x10', file: generated('dominoes-10x10.dlx', dominoes(10)) },
  { name: 'dominoes 12x12', file: generated('dominoes-12x12.dlx', dominoes(12)) },
  { name: 'lozenges hexagon 4', file: `${here}lozenges-hexagon-4.dlx` },
  { name: 'hexiamonds long hexagon', file: `${here}hexiamonds-long-hexagon.dlx` },
];

const { before, after, rounds, only } = benchArgs(process.argv.slice(2));
if (after === undefined) throw new Error('usage: tilings.ts --after DIR [--before DIR] [--rounds N] [--only TEXT]');

function once(dir: string, file: string): Sample {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${here}count-one.ts`, `${dir}/dist/index.js`, file], { encoding: 'utf8', cwd: here });
  if (r.status !== 0) throw new Error(`${file} with ${dir} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Sample;
}

const col = (s: string, w: number): string => s.padStart(w);

const sides = before === undefined ? [after] : [before, after];
process.stdout.write(`count() in fresh processes, ${rounds} rounds${before === undefined ? '' : ' (A B A B ...)'}, medians, node ${process.version}\n`);
process.stdout.write(sides.map((d, i) => `${'AB'[i] ?? ''} = ${d}\n`).join(''));
process.stdout.write(
  `\n${'workload'.padEnd(26)}${col('solutions', 19)}${col('nodes', 8)}${sides.map((_, i) => `${col(`${'AB'[i] ?? ''} cpu s`, 9)}${col(`${'AB'[i] ?? ''} count s`, 10)}${col(`${'AB'[i] ?? ''} MiB`, 7)}`).join('')}${before === undefined ? '' : col('B/A cpu', 9)}\n`,
);
try {
  for (const w of workloads.filter((x) => x.name.includes(only))) {
    const samples: Sample[][] = sides.map(() => []);
    for (let r = 0; r < rounds; r++) sides.forEach((d, i) => samples[i]?.push(once(d, w.file)));
    const first = samples[0]?.[0];
    for (const s of samples.flat()) {
      if (s.solutions !== first?.solutions || s.nodes !== first.nodes) {
        throw new Error(`${w.name}: the runs disagree (${JSON.stringify(first)} vs ${JSON.stringify(s)})`);
      }
    }
    const cpu = samples.map((ss) => median(ss.map((s) => s.cpuMs)));
    const cells = samples.map(
      (ss, i) => `${col(secs(cpu[i] ?? 0), 9)}${col(secs(median(ss.map((s) => s.wallMs))), 10)}${col(median(ss.map((s) => s.maxRssMB)).toFixed(0), 7)}`,
    );
    const ratio = before === undefined ? '' : col(((cpu[1] ?? 0) / (cpu[0] ?? 1)).toFixed(3), 9);
    process.stdout.write(`${w.name.padEnd(26)}${col(first?.solutions ?? '', 19)}${col(String(first?.nodes ?? ''), 8)}${cells.join('')}${ratio}\n`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
