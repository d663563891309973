/**
 * A paired benchmark of the DLX engines: two built copies of this package ("before" and
 * "after", e.g. two git worktrees, each with `pnpm --filter @polydance/dlx-solver build`
 * run), timed on the same workloads in the same run, alternating A B A B, each run in a
 * fresh process; prints the median CPU and wall time of each side and their ratio.
 *
 *   tsx bench/paired.ts --before DIR --after DIR [--rounds N] [--only TEXT] [--long]
 *
 * DIR is a dlx-solver package folder (its `dist/index.js` is loaded); `--only` keeps the
 * workloads whose name contains TEXT (`dlx3`, `soma`). Both sides must
 * find the same solutions and nodes on every workload, or the run stops.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, median, secs } from './stats.js';

interface Sample {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly solutions: number;
  readonly nodes: number;
  readonly mems: number;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../fixtures/knuth/solve/', import.meta.url));

/** Monomer-dimer tilings of an n×n board (Algorithm M, with tweaking), as DLX3 text. */
function monomerDimer(n: number): string {
  const cell = (r: number, c: number): string => `${r}${c}`;
  const cells = Array.from({ length: n * n }, (_, i) => cell(Math.floor(i / n), i % n));
  const lines = [`${cells.join(' ')} 0:${(n * n) >> 1}|D 0:${n * n}|M`];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) lines.push(`D ${cell(r, c)} ${cell(r, c + 1)}`);
      if (r + 1 < n) lines.push(`D ${cell(r, c)} ${cell(r + 1, c)}`);
    }
  }
  for (const x of cells) lines.push(`M ${x}`);
  return `${lines.join('\n')}\n`;
}
const scratch = mkdtempSync(join(tmpdir(), 'polydance-bench-'));
const monomerDimerFile = join(scratch, 'monomer-dimer-5x5.dlx');
writeFileSync(monomerDimerFile, monomerDimer(5));

const dominoes = fileURLToPath(new URL('dominoes-8x8.dlx', import.meta.url));

/**
 * Each engine on a file that takes it about a second or more; `--long` adds the runs
 * that Knuth's C programs are measured on (about 10 s each): DLX1 on all solutions of
 * the 6x10 pentominoes, DLX2 on the first 300000 of MacMahon's hexagon, DLX3 on the
 * 12,988,816 domino tilings of the 8x8 square (`polydance polyomino` of `[0-7][0-7]`
 * and `32|D 00 01`, bench/dominoes-8x8.dlx).
 */
const workloads: readonly { name: string; program: string; file: string; args: string[]; long?: true }[] = [
  { name: 'dlx1 hexiamonds-6x6', program: 'dlx1', file: 'hexiamonds-6x6.dlx', args: [] },
  { name: 'dlx1 soma', program: 'dlx1', file: 'soma.dlx', args: [] },
  { name: 'dlx2 macmahon-hexagon T3e9', program: 'dlx2', file: 'macmahon-hexagon.dlx', args: ['T3000000000'] },
  { name: 'dlx2 soma', program: 'dlx2', file: 'soma.dlx', args: [] },
  { name: 'dlx3 soma', program: 'dlx3', file: 'soma.dlx', args: [] },
  { name: 'dlx3 monomer-dimer-5x5', program: 'dlx3', file: monomerDimerFile, args: [] },
  { name: 'dlx1 pentominoes-6x10-all', program: 'dlx1', file: 'pentominoes-6x10-all.dlx', args: [], long: true },
  { name: 'dlx2 macmahon-hexagon t300000', program: 'dlx2', file: 'macmahon-hexagon.dlx', args: ['t300000'], long: true },
  { name: 'dlx3 dominoes-8x8', program: 'dlx3', file: dominoes, args: [], long: true },
];

const { before, after, rounds, only, long } = benchArgs(process.argv.slice(2), { long: true });
if (before === undefined || after === undefined) throw new Error('usage: paired.ts --before DIR --after DIR [--rounds N]');

function once(dir: string, w: (typeof workloads)[number]): Sample {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', `${here}knuth-one.ts`, `${dir}/dist/index.js`, w.program, w.file.startsWith('/') ? w.file : fixtures + w.file, ...w.args],
    { encoding: 'utf8', cwd: here },
  );
  if (r.status !== 0) throw new Error(`${w.name} with ${dir} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Sample;
}


process.stdout.write(`Paired runs, A = ${before}, B = ${after}, ${rounds} rounds (A B A B ...), node ${process.version}\n\n`);
process.stdout.write(
  `${'workload'.padEnd(30)}${'A cpu s'.padStart(9)}${'B cpu s'.padStart(9)}${'B/A'.padStart(7)}${'A wall s'.padStart(10)}${'B wall s'.padStart(10)}${'B/A'.padStart(7)}\n`,
);
for (const w of workloads.filter((x) => x.name.includes(only) && (long || x.long !== true))) {
  const a: Sample[] = [];
  const b: Sample[] = [];
  for (let r = 0; r < rounds; r++) {
    a.push(once(before, w));
    b.push(once(after, w));
  }
  const first = a[0];
  for (const s of [...a, ...b]) {
    if (s.solutions !== first?.solutions || s.nodes !== first.nodes) {
      throw new Error(`${w.name}: the two sides disagree (${JSON.stringify(first)} vs ${JSON.stringify(s)})`);
    }
  }
  const [ac, bc] = [median(a.map((s) => s.cpuMs)), median(b.map((s) => s.cpuMs))];
  const [aw, bw] = [median(a.map((s) => s.wallMs)), median(b.map((s) => s.wallMs))];
  process.stdout.write(
    `${w.name.padEnd(30)}${secs(ac).padStart(9)}${secs(bc).padStart(9)}${(bc / ac).toFixed(3).padStart(7)}${secs(aw).padStart(10)}${secs(bw).padStart(10)}${(bw / aw).toFixed(3).padStart(7)}\n`,
  );
}
rmSync(scratch, { recursive: true, force: true });
