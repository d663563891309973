// The process's stdout as the commands write to it (stdio.ts): every byte, in order,
// whatever the output is, and Node's streams made only where they are needed. Each case
// runs a small program in a child process whose stdout is a file, a pipe, a socket,
// /dev/null or closed, and which says at exit whether Node's stream for stdout was made.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIRECT_PIPE_BYTES } from './stdio.js';
import { repoRoot } from './testing.js';

const scratch = mkdtempSync(join(tmpdir(), 'polydance-stdio-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// writes the pieces given as lengths (each a run of one letter, a, b, c, ...) through
// stdioOutput(1), one after the other, each awaited; reports on stderr (by a plain write
// to its descriptor) each write's error code, and whether `process.stdout`, Node's
// stream, was made
const program = join(scratch, 'write.mts');
writeFileSync(
  program,
  `import { writeSync } from 'node:fs';
let made = false;
const node = Object.getOwnPropertyDescriptor(process, 'stdout')!;
Object.defineProperty(process, 'stdout', { configurable: true, enumerable: node.enumerable, get() { made = true; return node.get!.call(process); } });
const { stdioOutput } = await import(${JSON.stringify(join(repoRoot, 'apps/cli/src/stdio.ts'))});
const { output } = stdioOutput(1);
const errors: string[] = [];
let k = 0;
for (const n of process.argv.slice(2).map(Number)) {
  const text = String.fromCharCode(97 + (k++ % 26)).repeat(n);
  await new Promise<void>((resolve) => output.write(text, (e?: Error | null) => { if (e) errors.push((e as NodeJS.ErrnoException).code ?? 'error'); resolve(); }));
}
process.on('exit', () => writeSync(2, JSON.stringify({ errors, stream: made })));
`,
);

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly report: { errors: string[]; stream: boolean };
}

function run(lengths: readonly number[], stdout: 'pipe' | 'ignore' | number): Run {
  const r = spawnSync(process.execPath, ['--import', 'tsx', program, ...lengths.map(String)], {
    cwd: repoRoot,
    stdio: ['ignore', stdout, 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const last = r.stderr.lastIndexOf('{"errors"');
  return { status: r.status, stdout: r.stdout ?? '', report: JSON.parse(r.stderr.slice(last)) as Run['report'] };
}

/** {@link run} with stdout a shell's pipe (`| cat > FILE`): what went through it, and the report. */
function runPiped(lengths: readonly number[]): { status: number | null; stdout: string; report: Run['report'] } {
  const out = join(scratch, `piped-${lengths.join('-')}.txt`);
  const sh = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx "${program}" ${lengths.join(' ')} | cat > "${out}"`], { cwd: repoRoot, encoding: 'utf8' });
  return { status: sh.status, stdout: readFileSync(out, 'utf8'), report: JSON.parse(sh.stderr.slice(sh.stderr.lastIndexOf('{"errors"'))) as Run['report'] };
}

function expected(lengths: readonly number[]): string {
  return lengths.map((n, k) => String.fromCharCode(97 + (k % 26)).repeat(n)).join('');
}

describe('stdioOutput', () => {
  it('writes a regular file in this thread, every byte in order, without a stream', () => {
    const lengths = [100, 70000, 5, 300000, 1];
    const file = join(scratch, 'out.txt');
    const fd = openSync(file, 'w');
    const r = run(lengths, fd);
    closeSync(fd);
    expect(r.status).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(expected(lengths));
    expect(r.report).toEqual({ errors: [], stream: false });
  });

  it("writes a short output to a pipe or a socket in this thread, without Node's stream (and its network code)", () => {
    const lengths = [10, DIRECT_PIPE_BYTES - 20, 10];
    const written = { status: 0, stdout: expected(lengths), report: { errors: [], stream: false } };
    // what Node gives a child for a pipe is a socket; then a shell's pipe
    expect(run(lengths, 'pipe')).toEqual(written);
    expect(runPiped(lengths)).toEqual(written);
  });

  it("hands a longer output to a pipe to Node's stream after the first bytes, every byte in order", () => {
    const lengths = [1000, 2000, DIRECT_PIPE_BYTES, 3, 200000, 7];
    const written = { status: 0, stdout: expected(lengths), report: { errors: [], stream: true } };
    expect(run(lengths, 'pipe')).toEqual(written);
    expect(runPiped(lengths)).toEqual(written);
  });

  it('writes /dev/null without a stream', () => {
    const r = run([5, 100000], 'ignore');
    expect(r.status).toBe(0);
    expect(r.report).toEqual({ errors: [], stream: false });
  });

  it('reports a write to a pipe whose reader has gone as EPIPE, to the callback, and goes on', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx "${program}" 10 20 2>"${join(scratch, 'epipe.txt')}" | true`], { cwd: repoRoot });
    expect(r.status).toBe(0);
    const report = JSON.parse(readFileSync(join(scratch, 'epipe.txt'), 'utf8')) as Run['report'];
    // the reader may read the first piece before it goes: the last write fails at least
    expect(report.errors.length).toBeGreaterThan(0);
    expect(new Set(report.errors)).toEqual(new Set(['EPIPE']));
  });

  it("leaves a closed stdout to Node's stream, without failing", () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx "${program}" 10 >&-`], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stderr.slice(r.stderr.lastIndexOf('{"errors"'))) as Run['report'];
    expect(report.errors.every((e) => e === 'EBADF')).toBe(true);
  });
});
