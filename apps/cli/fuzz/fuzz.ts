// The fuzzer of the CLI: runs every command on inputs mutated from the repository's
// golden specs, DLX files, listings and argument lists, and checks that each case ends
// in exit 0 with valid output, or in one clean error (status 1 or 2, nothing on stdout,
// one line on stderr, no stack trace), within a time bound.
//
//   node --import tsx apps/cli/fuzz/fuzz.ts [--runs N] [--seed S] [--bound MS] [--spawn K]
//   node --import tsx apps/cli/fuzz/fuzz.ts --replay FILE
//
// It runs the built CLI (`pnpm build` first); with --conditions=@polydance/source before
// --import, the sources. Cases run in a child process, watched: a case that does not end
// within --hang milliseconds is reported as a hang. A failing case is shrunk by
// fast-check and written to fuzz-failures/ for --replay. Every K-th case (--spawn K) is
// also run by the built launcher, bin/polydance.cjs, in a process of its own, which must
// end the same way.
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import type { Case } from './cases.js';
import { anyCase, prepare, shapeFile } from './cases.js';
import { judge, materialize, runCase } from './judge.js';
import type { Outcome } from './judge.js';

interface Settings {
  readonly runs: number;
  readonly seed: number;
  readonly bound: number;
  readonly spawn: number;
}

type Message =
  | { readonly kind: 'case'; readonly index: number; readonly c: SerialCase }
  | { readonly kind: 'done'; readonly failed: boolean; readonly report: string; readonly counterexample?: SerialCase; readonly stats: Stats };

interface SerialCase {
  readonly argv: readonly string[];
  readonly stdin: string;
  readonly files?: readonly string[];
}

interface Stats {
  cases: number;
  ok: number;
  errors: number;
  stopped: number;
  spawned: number;
  slowestMs: number;
}

const base64 = (b: Uint8Array): string => Buffer.from(b).toString('base64');
const serial = (c: Case): SerialCase => ({ argv: c.argv, stdin: base64(c.stdin), ...(c.files ? { files: c.files.map(base64) } : {}) });
const unserial = (c: SerialCase): Case => ({
  argv: c.argv,
  stdin: Buffer.from(c.stdin, 'base64'),
  ...(c.files ? { files: c.files.map((f) => Buffer.from(f, 'base64')) } : {}),
});

const cliRoot = join(import.meta.dirname, '..');
const launcher = join(cliRoot, 'bin', 'polydance.cjs');

/** Runs a case with the launcher in a child process: it must end as it did in-process. */
function spawnCheck(c: Case, inProcess: Outcome): string[] {
  const { argv, clean } = materialize(c);
  const r = spawnSync(process.execPath, [launcher, ...argv], { input: c.stdin, maxBuffer: 1 << 28, timeout: 120_000 });
  clean();
  const faults: string[] = [];
  if (r.status !== inProcess.code) faults.push(`the launcher exits ${String(r.status)} (${String(r.signal)}), in-process ${inProcess.code}`);
  const deterministic = c.argv[0] !== 'solve';
  if (deterministic && r.stdout.length === inProcess.stdout.length && !r.stdout.equals(inProcess.stdout)) faults.push('the launcher prints another stdout');
  if (/\n\s+at .*:\d+/.test(r.stderr.toString('utf8'))) faults.push('a stack trace from the launcher');
  if (inProcess.code !== 0 && r.stderr.toString('utf8').split('\n').length !== 2) faults.push('the launcher prints more than one line of error');
  return faults;
}

async function worker(settings: Settings): Promise<void> {
  const port = { postMessage: (m: Message): void => void process.send?.(m) };
  const stats: Stats = { cases: 0, ok: 0, errors: 0, stopped: 0, spawned: 0, slowestMs: 0 };
  let index = 0;
  await prepare();
  const property = fc.asyncProperty(anyCase, async (c) => {
    index++;
    port.postMessage({ kind: 'case', index, c: serial(c) } satisfies Message);
    const outcome = await runCase(c);
    stats.cases++;
    stats.slowestMs = Math.max(stats.slowestMs, outcome.ms);
    if (outcome.code === 0) stats.ok++;
    else if (outcome.code === 124) stats.stopped++;
    else stats.errors++;
    const faults = judge(c, outcome, settings.bound);
    // a command line cannot hold a NUL byte
    const spawnable = c.argv.every((a) => !a.includes('\0'));
    if (faults.length === 0 && settings.spawn > 0 && index % settings.spawn === 0 && spawnable) {
      stats.spawned++;
      faults.push(...spawnCheck(c, outcome));
    }
    if (faults.length > 0) throw new Error(`${faults.join('; ')}\n  exit ${outcome.code}, stderr: ${JSON.stringify(outcome.stderr.slice(0, 300))}`);
  });
  const result = await fc.check(property, { numRuns: settings.runs, seed: settings.seed, endOnFailure: false });
  port.postMessage({
    kind: 'done',
    failed: result.failed,
    report: result.failed ? `${fc.defaultReportMessage(result) ?? 'failed'}\nThe fault: ${String(result.errorInstance)}` : '',
    ...(result.counterexample ? { counterexample: serial(result.counterexample[0]) } : {}),
    stats,
  } satisfies Message);
}

function save(c: SerialCase, why: string): string {
  const dir = join(process.cwd(), 'fuzz-failures');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `case-${Date.now()}.json`);
  writeFileSync(file, `${JSON.stringify({ why, ...c }, null, 1)}\n`);
  return file;
}

async function replay(file: string, bound: number): Promise<number> {
  const c = unserial(JSON.parse(readFileSync(file, 'utf8')) as SerialCase);
  console.log(`polydance ${c.argv.map((a) => JSON.stringify(a.length > 80 ? `${a.slice(0, 80)}…` : a)).join(' ')}  (${c.stdin.length} bytes on stdin)`);
  const o = await runCase(c);
  console.log(`exit ${o.code} in ${Math.round(o.ms)} ms, ${o.stdoutBytes} bytes on stdout; stderr:\n${o.stderr.slice(0, 2000)}`);
  const faults = judge(c, o, bound);
  console.log(faults.length === 0 ? 'this case ends well' : `faults: ${faults.join('; ')}`);
  return faults.length === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '2000' },
      seed: { type: 'string' },
      bound: { type: 'string', default: '10000' },
      hang: { type: 'string', default: '120000' },
      spawn: { type: 'string', default: '0' },
      replay: { type: 'string' },
    },
  });
  const bound = Number(values.bound);
  if (values.replay !== undefined) return replay(values.replay, bound);
  const settings: Settings = {
    runs: Number(values.runs),
    seed: values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed),
    bound,
    spawn: Number(values.spawn),
  };
  const hang = Number(values.hang);
  console.log(`fuzz: ${settings.runs} cases, seed ${settings.seed}, bound ${bound} ms (+1 s per MB of output)`);
  const started = performance.now();
  const w = fork(import.meta.filename, ['--worker', JSON.stringify(settings)], { execArgv: process.execArgv });
  let last: SerialCase | undefined;
  let lastIndex = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<number>((resolve) => {
    const watch = (): void => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        const file = last ? save(last, `no end after ${hang} ms`) : '';
        console.error(`fuzz: case ${lastIndex} did not end within ${hang} ms (seed ${settings.seed}); saved as ${file}`);
        w.kill();
        resolve(1);
      }, hang);
    };
    watch();
    w.on('message', (m: Message) => {
      if (m.kind === 'case') {
        last = m.c;
        lastIndex = m.index;
        if (m.index % 500 === 0) console.log(`fuzz: ${m.index} cases, ${Math.round((performance.now() - started) / 1000)} s`);
        watch();
      } else {
        if (timer !== undefined) clearTimeout(timer);
        const s = m.stats;
        const secs = Math.round((performance.now() - started) / 1000);
        console.log(
          `fuzz: ${s.cases} runs in ${secs} s (shrinking included): ${s.ok} exit 0, ${s.errors} clean errors, ${s.stopped} stopped by --timeout; ${s.spawned} also run by the launcher; slowest ${Math.round(s.slowestMs)} ms`,
        );
        if (m.failed) {
          const file = m.counterexample ? save(m.counterexample, m.report) : '';
          console.error(`${m.report}\nfuzz: FAILED (seed ${settings.seed}); the shrunk case is saved as ${file}; replay it with --replay`);
        }
        w.disconnect();
        resolve(m.failed ? 1 : 0);
      }
    });
    w.on('exit', (code, signal) => {
      if (timer !== undefined) clearTimeout(timer);
      if (code === 0) return;
      const why = `the worker died (exit ${String(code)}, ${String(signal)})`;
      const file = last ? save(last, why) : '';
      // it may have died making the next case, not running this one: its error is above
      console.error(`fuzz: ${why} after it began case ${lastIndex} (its error is above); that case is saved as ${file}`);
      resolve(1);
    });
  }).finally(() => rmSync(shapeFile, { force: true }));
}

const at = process.argv.indexOf('--worker');
if (at < 0) process.exitCode = await main();
else await worker(JSON.parse(process.argv[at + 1] ?? '{}') as Settings);
