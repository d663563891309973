// Issue 34: a checkpoint has one run at a time (a lock beside it), and the temporary
// files of a run that was killed are removed by the next one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, fixture, scratch } from './cli-testing.js';

describe('the lock of a checkpoint', () => {
  const args = (file: string): string[] => ['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('pentominoes-3x20.dlx')];

  it('a second run refuses a checkpoint that a running process holds', async () => {
    const dir = scratch();
    const file = join(dir, 'c.json');
    // this test's own process holds it, as a run would
    writeFileSync(`${file}.lock`, `${process.pid}\n`);
    const r = await cli(args(file));
    expect(r).toEqual({ code: 2, out: '', err: `polydance solve: ${file} is in use by another run (process ${process.pid}); if none runs, remove ${file}.lock\n` });
    expect(existsSync(file)).toBe(false);
  });

  it('a lock left by a process that has ended is taken over, and removed at the end', async () => {
    const dir = scratch();
    const file = join(dir, 'c.json');
    // no process has this id: Linux allows at most 2^22
    writeFileSync(`${file}.lock`, '99999999\n');
    const r = await cli(args(file));
    expect(r).toMatchObject({ code: 0, out: '8\n' });
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  it('temporary files left beside the checkpoint by a killed run are removed; other files are not', async () => {
    const dir = scratch();
    const file = join(dir, 'c.json');
    writeFileSync(join(dir, '.c.json.0123456789ab.tmp'), 'half a checkpoint');
    writeFileSync(join(dir, '.other.json.0123456789ab.tmp'), 'not ours');
    expect((await cli(args(file))).out).toBe('8\n');
    expect(readdirSync(dir).sort()).toEqual(['.other.json.0123456789ab.tmp', 'c.json']);
  });

  // found by the abuse fuzzer (src/abuse-fuzz.slow.test.ts): a named pipe as the checkpoint
  // was opened in Node's pool of threads and waited for a writer, deaf to --timeout and
  // SIGTERM (a run hung until SIGKILL)
  it.runIf(existsSync('/usr/bin/mkfifo'))('a checkpoint that is a named pipe is refused at once, not waited for', async () => {
    const dir = scratch();
    const file = join(dir, 'c.json');
    execFileSync('mkfifo', [file]);
    const r = await cli(args(file));
    expect(r).toEqual({ code: 2, out: '', err: `polydance solve: ${file} is not a regular file (a named pipe, a device or a folder), so it cannot be a checkpoint\n` });
    expect(readdirSync(dir)).toEqual(['c.json']);
    // refused with the arguments, before the problem is read and planned: a --timeout
    // shorter than that does not come first (the abuse fuzzer found it did, with 0.408 s)
    expect(await cli([...args(file), '--timeout', '0.001'])).toEqual(r);
    // a folder too
    expect(await cli([...args(dir), '--timeout', '0.001'])).toEqual({ code: 2, out: '', err: `polydance solve: ${dir} is not a regular file (a named pipe, a device or a folder), so it cannot be a checkpoint\n` });
  });

  // issue 43: a named pipe planted as the lock kept a run waiting to read it, deaf to
  // --timeout, SIGINT and SIGTERM, until SIGKILL
  it.runIf(existsSync('/usr/bin/mkfifo'))('a lock that is a named pipe, a folder or a link is refused at once, without opening it', async () => {
    for (const plant of ['fifo', 'folder', 'link'] as const) {
      const dir = scratch();
      const file = join(dir, 'c.json');
      const lock = `${file}.lock`;
      if (plant === 'fifo') execFileSync('mkfifo', [lock]);
      else if (plant === 'folder') mkdirSync(lock);
      else symlinkSync(join(dir, 'elsewhere'), lock);
      const r = await cli([...args(file), '--timeout', '1']);
      expect(r, plant).toEqual({
        code: 2,
        out: '',
        err: `polydance solve: ${lock} is not a regular file (a named pipe, a device, a folder or a link), so it cannot be the lock of ${file}: remove it\n`,
      });
      expect(existsSync(file), plant).toBe(false);
    }
  });
});
