import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRegularFile } from './io.js';
import { repoRoot } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'polydance-io-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readRegularFile: a regular file read whole, in this thread', () => {
  it('reads a file by name, all of it, larger than one read', () => {
    const bytes = Buffer.alloc(200_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 255;
    const file = join(dir, 'big.bin');
    writeFileSync(file, bytes);
    expect(readRegularFile(file)?.equals(bytes)).toBe(true);
  });

  it('reads a descriptor from where it stands, and leaves it open', () => {
    const file = join(dir, 'lines.txt');
    writeFileSync(file, 'first\nsecond\nthird\n');
    const fd = openSync(file, 'r');
    try {
      const head = Buffer.alloc(6);
      readSync(fd, head, 0, 6, null);
      expect(readRegularFile(fd)?.toString()).toBe('second\nthird\n');
      // still open: a second read finds the end
      expect(readRegularFile(fd)?.length).toBe(0);
    } finally {
      closeSync(fd);
    }
  });

  it('gives undefined for what is not a regular file, and throws for a missing one', () => {
    expect(readRegularFile('/dev/null')).toBeUndefined();
    expect(() => readRegularFile(join(dir, 'absent'))).toThrow(/ENOENT/);
  });
});

describe('stdin redirected from a file is read as a pipe would be', () => {
  const run = (stdin: number | 'pipe', input?: string) =>
    spawnSync(process.execPath, ['--conditions=@polydance/source', '--import', 'tsx', 'scripts/dev.mts', 'polyomino'], {
      cwd: repoRoot,
      stdio: [stdin, 'pipe', 'pipe'],
      ...(input === undefined ? {} : { input }),
      encoding: 'utf8',
    });

  it('`polyomino < FILE` prints what `cat FILE | polyomino` prints, from where the descriptor stands', () => {
    const spec = readFileSync(join(repoRoot, 'examples/pentominoes-6x10.in'), 'utf8');
    const piped = run('pipe', spec);
    expect(piped.status).toBe(0);
    expect(piped.stdout.length).toBeGreaterThan(1000);
    const file = join(dir, 'spec.in');
    // a first line that the descriptor has passed when the process starts
    writeFileSync(file, `6 x 10 garbage that is never read\n${spec}`);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, Buffer.alloc(spec.length), 0, '6 x 10 garbage that is never read\n'.length, null);
      const redirected = run(fd);
      expect(redirected.stderr).toBe(piped.stderr);
      expect(redirected.status).toBe(0);
      expect(redirected.stdout).toBe(piped.stdout);
    } finally {
      closeSync(fd);
    }
  });
});
