// Issue 43: a signal that came while a large DLX file was read at once (the event loop
// given no turn) waited in the loop's queue, and went with the listeners when they were
// taken off for the parsing: lost in 4 of 8 tries, the whole search then ran. Now the
// listeners are installed once, before the input is read, and every phase gives way to
// the event loop. Here the built CLI gets SIGINT or SIGTERM at moments spread over its
// start, its read and its parse; every one must be honoured, and once the process has
// opened its input (seen in /proc/PID/fd), by polydance itself, with its status.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './testing.js';

const BIN = join(repoRoot, 'apps', 'cli', 'bin', 'polydance.cjs');
const scratch = mkdtempSync(join(tmpdir(), 'polydance-signals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A DLX file of 300,000 options of 3 of 2,000 items (about 5 MB), drawn by a fixed LCG: a search of minutes. */
function bigDlx(): string {
  const file = join(scratch, 'big.dlx');
  const n = 2000;
  let x = 12345;
  const next = (): number => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 16) % n;
  const lines = [Array.from({ length: n }, (_, i) => `i${i}`).join(' ')];
  for (let o = 0; o < 300_000; o++) {
    const a = next();
    let b = next();
    while (b === a) b = next();
    let c = next();
    while (c === a || c === b) c = next();
    lines.push(`i${a} i${b} i${c}`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

interface Stopped {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  /** Milliseconds from the signal to the end of the process. */
  readonly afterMs: number;
  /** Whether the process had opened the input before the signal was sent (so polydance listened: it listens before it reads). */
  readonly caught: boolean;
}

/** Whether process `pid` holds `file` open (its /proc/PID/fd; false where that cannot be read). */
function holds(pid: number | undefined, file: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Runs `solve --count FILE` (a --timeout far away) and sends `signal` after `delayMs`; SIGKILL 5 s later if it still runs. */
function stopAt(file: string, signal: 'SIGINT' | 'SIGTERM', delayMs: number): Promise<Stopped> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'solve', '--count', '--workers', '1', '--timeout', '60', file], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    let sent = 0;
    let caught = false;
    const watch = setInterval(() => (caught ||= holds(child.pid, file)), 2);
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    const timer = setTimeout(() => {
      clearInterval(watch);
      sent = performance.now();
      child.kill(signal);
    }, delayMs);
    const killer = setTimeout(() => child.kill('SIGKILL'), delayMs + 5000);
    child.on('error', reject);
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      clearTimeout(killer);
      clearInterval(watch);
      resolve({ code, signal: sig, stdout, afterMs: sent === 0 ? 0 : performance.now() - sent, caught });
    });
  });
}

describe('a signal during the start, the read or the parse of a large file', () => {
  it.runIf(existsSync(BIN))('is honoured every time: the documented status within 1.5 s, stdout empty or a whole "at least N"', async () => {
    const file = bigDlx();
    // 20 moments from 0.05 s to 0.62 s: the start, the read and the parse (about 0.1 to
    // 0.3 s here) and the beginning of the search
    let caught = 0;
    for (let k = 0; k < 20; k++) {
      const signal = k % 2 === 0 ? 'SIGINT' : 'SIGTERM';
      const r = await stopAt(file, signal, 50 + k * 30);
      const what = `${signal} after ${50 + k * 30} ms: ${JSON.stringify(r)}`;
      const status = signal === 'SIGINT' ? 130 : 143;
      // heard by polydance once it listens (from before the read to the end), with its
      // status; before that, while Node itself starts, the signal's own default
      if (r.caught) {
        caught++;
        expect(r.code, what).toBe(status);
      } else expect(r.code === status || (r.code === null && r.signal === signal), what).toBe(true);
      expect(r.afterMs, what).toBeLessThan(1500);
      expect(r.stdout, what).toMatch(/^(at least \d+\n)?$/);
    }
    // the moments fall mostly in the read and the parse, where polydance listens
    expect(caught).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it('the built CLI is there (CI builds it before the slow checks)', () => {
    expect(existsSync(BIN), `${BIN}: run the build first`).toBe(true);
  });
});
