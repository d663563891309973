// The CLI from source in a process of its own, for the checks that need a real one: real
// signals, a stdout pipe that nobody reads, the resident memory of the process.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const ARGS = ['--conditions=@polydance/source', '--import', 'tsx', join(root, 'scripts', 'dev.mts')];

/** How a process ended, what it printed, and when it exited (`performance.now()`). */
export interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: Buffer;
  readonly stderr: string;
  readonly at: number;
}

export interface Child {
  readonly pid: number;
  kill(signal: NodeJS.Signals): void;
  /** When the process exited (its stdout may still hold what the reader has not taken). */
  readonly exited: Promise<number>;
  /** How it ended, once its output is all read (or given up). */
  readonly ended: Promise<Ended>;
  /** Starts reading stdout (until then, the pipe fills and the process's writes wait). */
  readStdout(): void;
  /** What was read from stdout so far. */
  stdout(): Buffer;
}

/** Starts `polydance ARGV` from source in the repository's root; `stdin` on its standard input (none if not given); its stdout is not read until `readStdout` (unless `read`). */
export function startCli(argv: readonly string[], options: { read?: boolean; stdin?: string | Buffer } = {}): Child {
  const child = spawn(process.execPath, [...ARGS, ...argv], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  const out: Buffer[] = [];
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  child.stdout.on('data', (b: Buffer) => out.push(b));
  if (options.read !== true) child.stdout.pause();
  child.stdin.on('error', () => undefined);
  child.stdin.end(options.stdin ?? '');
  const exited = new Promise<number>((resolve) => child.on('exit', () => resolve(performance.now())));
  return {
    pid: child.pid ?? -1,
    kill: (s) => child.kill(s),
    readStdout: () => child.stdout.resume(),
    stdout: () => Buffer.concat(out),
    exited,
    ended: new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => void exited.then((at) => resolve({ code, signal, stdout: Buffer.concat(out), stderr, at })));
    }),
  };
}

/** The resident memory of a process, in MB (Linux), or 0 once it has ended. */
export function residentMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(m?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets a process run into its stalled stdout: its resident memory (MB) after `settle` ms
 * and again `wait` ms later, then SIGINT. Resolves to the two figures and when the signal
 * was sent (`performance.now()`).
 */
export async function stallThenInterrupt(c: Child, settle: number, wait: number): Promise<{ first: number; second: number; sent: number }> {
  await pause(settle);
  const first = residentMb(c.pid);
  await pause(wait);
  const second = residentMb(c.pid);
  const sent = performance.now();
  c.kill('SIGINT');
  return { first, second, sent };
}

/** Whether /proc gives the memory of a process (Linux). */
export const hasProc = existsSync('/proc/self/status');
