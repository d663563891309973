// Issue 14 on a real process (the CLI from source): real signals, a real /dev/full and a
// real closed pipe, where the exit status and the last bytes written are the process's.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './testing.js';

const ARGS = ['--conditions=@polydance/source', '--import', 'tsx', 'scripts/dev.mts'];

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `polydance ARGV` in a child process with `input` on stdin; `onOutput` sees stdout
 * as it comes (and may signal the child).
 */
function polydance(
  argv: readonly string[],
  input: string,
  options: { stdout?: number; onOutput?: (soFar: string, kill: (s: NodeJS.Signals) => void) => void } = {},
): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...ARGS, ...argv], {
      cwd: repoRoot,
      stdio: ['pipe', options.stdout ?? 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
      options.onOutput?.(stdout, (sig) => child.kill(sig));
    });
    child.stderr?.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input);
  });
}

const fixture = (name: string): string => readFileSync(`${repoRoot}/fixtures/knuth/solve/${name}`, 'utf8');

describe('the process stops cleanly on a signal, keeping what it found', () => {
  it.each([
    ['SIGINT', 130, 'interrupted'],
    ['SIGTERM', 143, 'terminated'],
  ] as const)('%s: exit %d, every solution found printed, then the summary', async (signal, status, word) => {
    let sent = false;
    const r = await polydance(['solve'], fixture('pentominoes-6x10-all.dlx'), {
      onOutput: (out, kill) => {
        if (!sent && out.length > 0) {
          sent = true;
          kill(signal);
        }
      },
    });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(status);
    expect(r.stderr).toMatch(new RegExp(`^\\d+ solutions \\(Algorithm X\\), \\d+ nodes, [\\d.]+ s; ${word}, the search is incomplete\\n$`));
    const reported = Number(/^(\d+)/.exec(r.stderr)?.[1]);
    expect(r.stdout.split('\n').filter((l) => /^\d+:$/.test(l))).toHaveLength(reported);
    expect(r.stdout.endsWith('\n')).toBe(true);
  });
});

describe('output errors', () => {
  it.runIf(existsSync('/dev/full'))('polydance polyomino SPEC > /dev/full exits 74 with one message', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = await polydance(['polyomino', 'examples/pentominoes-6x10.in'], '', { stdout: full });
      expect(r.code).toBe(74);
      expect(r.stderr).toBe('polydance polyomino: cannot write the output: ENOSPC (no space left on device)\n');
    } finally {
      closeSync(full);
    }
  });

  it('a reader that goes away (| head) ends the command quietly', async () => {
    const spec = '[0-9a-z][0-9a-z]\nI 00 01 02 03 04\nL 00 01 02 03 10\n';
    const child = spawn(process.execPath, [...ARGS, 'polyomino'], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.end(spec);
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});
