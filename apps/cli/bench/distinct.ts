/**
 * Counting up to symmetry against counting everything, side by side in one run:
 *
 *   pnpm build && pnpm --filter polydance bench:distinct [--pairs N] [FILE.dlx ...]
 *
 * For each DLX file, N pairs (default 3) of fresh processes, in the order A B A B ...:
 * A = `polydance solve --count`, B = `polydance solve --count --distinct`. Prints the
 * median wall and CPU time of each and the ratio A / B. Never fails on the figures
 * (only if a run fails or the two disagree on the number of solutions).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Sample {
  readonly code: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly stdout: string;
}

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

function once(file: string, distinct: boolean): Sample {
  const argv = ['solve', '--count', '--format', 'json', '--no-progress', ...(distinct ? ['--distinct'] : []), file];
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
  const a: Sample[] = [];
  const b: Sample[] = [];
  for (let k = 0; k < pairs; k++) {
    a.push(once(file, false));
    b.push(once(file, true));
  }
  const all = (JSON.parse(a[0]!.stdout) as { solutions: number }).solutions;
  const counted = JSON.parse(b[0]!.stdout) as { solutions: number; distinct: number; symmetries: number };
  if (counted.solutions !== all) throw new Error(`${file}: --distinct counts ${counted.solutions} solutions, --count ${all}`);
  const [aw, bw, ac, bc] = [median(a.map((x) => x.wallMs)), median(b.map((x) => x.wallMs)), median(a.map((x) => x.cpuMs)), median(b.map((x) => x.cpuMs))];
  console.log(`${file.split('/').pop()}: ${all} solutions, ${counted.distinct} distinct (${counted.symmetries} symmetries); ${pairs} pairs A B, medians`);
  console.log(`  A solve --count             wall ${s(aw)}  cpu ${s(ac)}`);
  console.log(`  B solve --count --distinct  wall ${s(bw)}  cpu ${s(bc)}`);
  console.log(`  A / B: ${(aw / bw).toFixed(2)}x wall, ${(ac / bc).toFixed(2)}x cpu`);
}
