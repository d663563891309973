/**
 * Runs one `polydance` command in this process (from the sources) with stdout and
 * stderr discarded, then prints one JSON line: wall and CPU milliseconds, and stdout.
 */
import { Writable } from 'node:stream';
import type { run as Run } from '../src/index.js';

// the built CLI, as users run it (`pnpm build` first); a computed path, so that
// typechecking and linting need no build
const entry = new URL('../dist/index.js', import.meta.url).href;
const { run } = (await import(entry)) as { run: typeof Run };

/** The JSON line this prints: the command's exit status, its wall and CPU milliseconds, and its stdout. */
export interface OneRun {
  readonly code: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly stdout: string;
}

const chunks: Buffer[] = [];
const sink = (keep: boolean): Writable =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (keep) chunks.push(chunk);
      done();
    },
  });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const code = await run(process.argv.slice(2), { stdin: process.stdin, stdout: sink(true), stderr: sink(false) });
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const result: OneRun = { code, wallMs: wall, cpuMs: (cpu.user + cpu.system) / 1000, stdout: Buffer.concat(chunks).toString('utf8') };
process.stdout.write(`${JSON.stringify(result)}\n`);
