// Issue 34 on a real process (the CLI from source): a reader that stops reading, a named
// pipe with no writer, an endless input. Each takes seconds: in the slow set.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasProc as linux, pause, stallThenInterrupt, startCli as start } from '../fuzz/process.js';

describe('a reader that stops reading', () => {
  it.runIf(linux)('a listing on 2 workers stays small, and Ctrl-C ends it within a second', async () => {
    const c = start(['solve', '--workers', '2', 'fixtures/knuth/solve/macmahon-hexagon.dlx']);
    // the threads start (from source, through tsx) and the search runs into the stalled pipe; then Ctrl-C
    const { first, second, sent } = await stallThenInterrupt(c, 5000, 2000);
    expect(second).toBeLessThan(400);
    // no steady growth: a second's worth of search is far more than the pipe holds
    expect(second - first).toBeLessThan(64);
    const r = await c.ended;
    expect(r.code).toBe(130);
    expect(r.at - sent).toBeLessThan(2000);
    expect(r.stderr).toMatch(/; interrupted, the search is incomplete\n$/);
    expect(r.stderr).toMatch(/the reader took the first \d+, the others were dropped/);
  });
});

describe('a named pipe with no writer', () => {
  const fifo = (): string => {
    const file = join(mkdtempSync(join(tmpdir(), 'polydance-fifo-')), 'in.dlx');
    execFileSync('mkfifo', [file]);
    return file;
  };
  const hasMkfifo = linux && existsSync('/usr/bin/mkfifo');

  it.runIf(hasMkfifo)('--timeout ends the wait', async () => {
    const c = start(['solve', '--timeout', '1', fifo()]);
    const r = await c.ended;
    expect(r.code).toBe(124);
    expect(r.stderr).toBe('polydance solve: stopped by --timeout before the input was read\n');
  });

  it.runIf(hasMkfifo)('SIGINT ends the wait within a second', async () => {
    const c = start(['solve', fifo()]);
    await pause(2500);
    const sent = performance.now();
    c.kill('SIGINT');
    const r = await c.ended;
    expect(r.code).toBe(130);
    expect(r.at - sent).toBeLessThan(1000);
    expect(r.stderr).toBe('polydance solve: stopped by SIGINT before the input was read\n');
  });
});

describe('an endless input', () => {
  it.runIf(existsSync('/dev/zero'))('/dev/zero ends with one message and status 1', async () => {
    const c = start(['solve', '/dev/zero']);
    c.readStdout();
    const r = await c.ended;
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('polydance solve: /dev/zero is larger than 256 MB, the most polydance reads\n');
  });
});
