/**
 * `polydance solve --workers 2` against `--workers 1` on the 6x10 pentominoes (9356
 * solutions), counting and listing them all, with the built CLI in fresh processes:
 *
 *   pnpm build && pnpm --filter polydance bench [--pairs N] [FILE.dlx]
 *
 * Runs are made in pairs, one worker then two (A B A B ...), so that both see the same
 * machine; the table gives the medians of wall time (from the start of the process to
 * its end) and of CPU time (all threads), and the speed-up (wall time of one worker over
 * two). The listings of both must be byte for byte the same, and so must the counts.
 * Timing on a machine shared with other work is noisy: say so when you quote it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
let pairs = 5;
let file = fileURLToPath(new URL('../../../fixtures/knuth/solve/pentominoes-6x10-all.dlx', import.meta.url));
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? '';
  if (a === '--pairs') pairs = Math.max(1, Number(args[++i] ?? '5'));
  else file = a;
}

interface Sample {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly digest: string;
}

function once(workers: number, count: boolean): Sample {
  const argv = ['solve', '--no-progress', '--workers', String(workers), ...(count ? ['--count'] : []), file];
  const start = performance.now();
  const r = spawnSync(process.execPath, [`${here}cli-once.js`, ...argv], { maxBuffer: 1 << 28 });
  const wallMs = performance.now() - start;
  const err = r.stderr.toString('utf8');
  const line = err.trimEnd().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('BENCH ')) throw new Error(`polydance ${argv.join(' ')} failed:\n${err}`);
  const { cpuMs } = JSON.parse(line.slice(6)) as { cpuMs: number };
  return { wallMs, cpuMs, digest: createHash('sha256').update(r.stdout).digest('hex') };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

console.log(`${file}`);
console.log(`${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`${pairs} pairs (one worker, then two), Node ${process.version}\n`);
console.log('| search | workers | wall (median) | CPU (median) | speed-up (wall) |');
console.log('|---|---|---|---|---|');
for (const count of [true, false]) {
  const one: Sample[] = [];
  const two: Sample[] = [];
  for (let k = 0; k < pairs; k++) {
    one.push(once(1, count));
    two.push(once(2, count));
  }
  const digests = new Set([...one, ...two].map((s) => s.digest));
  if (digests.size !== 1) throw new Error(`the ${count ? 'counts' : 'listings'} differ between runs`);
  const w1 = median(one.map((s) => s.wallMs));
  const w2 = median(two.map((s) => s.wallMs));
  const what = count ? 'count (`--count`)' : 'listing (all solutions)';
  const sec = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
  console.log(`| ${what} | 1 | ${sec(w1)} | ${sec(median(one.map((s) => s.cpuMs)))} | |`);
  console.log(`| ${what} | 2 | ${sec(w2)} | ${sec(median(two.map((s) => s.cpuMs)))} | ${(w1 / w2).toFixed(2)}x |`);
}
console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
