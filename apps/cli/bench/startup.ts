/**
 * Start-up: how long `polydance polyomino < examples/pentominoes-6x10.in` takes, from
 * process start to exit, against `node -e 0`, the least any Node program costs:
 *
 *   pnpm build && pnpm --filter polydance bench:startup [--pairs N] [--before DIR]
 *
 * N pairs (default 20) of fresh processes, in the order A B A B ...: A = `node -e 0`,
 * B = `node bin/polydance.cjs polyomino` reading the spec on stdin, its output sent to
 * /dev/null. Then the same for `polydance --version` and `polydance --help`. Prints the
 * median wall time of each and the ratio B / A. `--before DIR` adds a third process to
 * each round, the launcher of another built copy of the CLI (DIR is its apps/cli
 * folder, e.g. in a worktree of an older commit), timed the same way. Never fails on
 * the figures (only if a run fails).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats.js';

const launcher = fileURLToPath(new URL('../bin/polydance.cjs', import.meta.url));

/** The launcher of a built copy of the CLI in DIR: bin/polydance.cjs, or bin/polydance.js in builds before the CommonJS one. */
function launcherIn(dir: string): string {
  const cjs = join(resolve(dir), 'bin', 'polydance.cjs');
  return existsSync(cjs) ? cjs : join(resolve(dir), 'bin', 'polydance.js');
}
const spec = fileURLToPath(new URL('../../../examples/pentominoes-6x10.in', import.meta.url));

const args = process.argv.slice(2);
let pairs = 20;
let before: string | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--pairs') pairs = Math.max(1, Number(args[++i] ?? '20'));
  else if (args[i] === '--before') before = launcherIn(args[++i] ?? '.');
  else throw new Error(`unknown argument ${args[i]} (usage: startup.ts [--pairs N] [--before DIR])`);
}

/** Runs node with these arguments (stdin from a file, or empty) and returns its wall time in ms. */
function once(argv: readonly string[], stdin?: string): number {
  const fd = stdin === undefined ? 'ignore' : openSync(stdin, 'r');
  try {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, argv, { stdio: [fd, 'ignore', 'pipe'], encoding: 'utf8' });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`node ${argv.join(' ')} exited with ${r.status}:\n${r.stderr}`);
    return ms;
  } finally {
    if (typeof fd === 'number') closeSync(fd);
  }
}


const cases: readonly { name: string; args: string[]; stdin?: string }[] = [
  { name: 'polydance polyomino < pentominoes-6x10.in', args: ['polyomino'], stdin: spec },
  { name: 'polydance --version', args: ['--version'] },
  { name: 'polydance --help', args: ['--help'] },
];

const cores = cpus();
const order = before === undefined ? 'A B A B ...' : 'A B C A B C ..., C = --before';
console.log(`Start-up, wall time from process start to exit, ${pairs} rounds (${order}), medians, node ${process.version}`);
console.log(`on ${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadavg()[0]!.toFixed(2)} at the start`);
once(['-e', '0']); // warm the file cache before the first pair
once([launcher, ...cases[0]!.args], cases[0]!.stdin);
if (before !== undefined) once([before, ...cases[0]!.args], cases[0]!.stdin);
const column = (ms: number, base: number): string => `${ms.toFixed(1).padStart(7)} ms ${(ms / base).toFixed(2).padStart(5)}x`;
for (const c of cases) {
  const node: number[] = [];
  const now: number[] = [];
  const then: number[] = [];
  for (let k = 0; k < pairs; k++) {
    node.push(once(['-e', '0']));
    now.push(once([launcher, ...c.args], c.stdin));
    if (before !== undefined) then.push(once([before, ...c.args], c.stdin));
  }
  const base = median(node);
  const was = before === undefined ? '' : `   before ${column(median(then), base)}`;
  console.log(`  ${c.name.padEnd(42)} ${column(median(now), base)}   node -e 0 ${base.toFixed(1).padStart(6)} ms${was}`);
}
console.log('ratio = polydance time / node -e 0 time (the aim for polyomino: at most 1.5x)');
