import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './testing.js';

// The lattices of Polydance's own generators get every way of counting with no code of
// their own: a count on worker threads, split into shards and merged, checkpointed, and
// up to symmetry on workers, all agree with the plain count of one example each.

const scratch = mkdtempSync(join(tmpdir(), 'polydance-lattices-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const EXAMPLES = [
  ['hex', 'tetrahexes-4x7.in', 18, 9],
  ['abolo', 'diaboloes-3x3.in', 53, 11],
  ['trig', 'tritrigs-5x2.in', 18, 9],
  ['twig', 'pentatwigs-butterfly.in', 32, 8],
] as const;

describe.each(EXAMPLES)('the %s lattice, on examples/%s', (_, file, all, distinct) => {
  const spec = join(repoRoot, 'examples', file);
  const count = async (...args: string[]): Promise<string> => {
    const r = await runCli(['solve', '--count', '--no-progress', ...args, spec]);
    expect(r.code, r.stderr).toBe(0);
    return r.stdout;
  };

  it('counts on worker threads as on one', async () => {
    expect(await count()).toBe(`${all}\n`);
    expect(await count('--workers', '2')).toBe(`${all}\n`);
  });

  it('counts up to symmetry on worker threads as on one', async () => {
    expect(await count('--distinct')).toBe(`${distinct}\n`);
    expect(await count('--distinct', '--workers', '2')).toBe(`${distinct}\n`);
  });

  it('counts in shards that merge into the count', async () => {
    const files: string[] = [];
    for (const i of [0, 1]) {
      const path = join(scratch, `${file}-${i}.json`);
      writeFileSync(path, await count('--shard', `${i}/2`));
      files.push(path);
    }
    const merged = await runCli(['merge', ...files]);
    expect(merged.stdout).toBe(`${all}\n`);
  });

  it('counts with a checkpoint, and again from it', async () => {
    const checkpoint = join(scratch, `${file}.ckpt`);
    expect(await count('--checkpoint', checkpoint)).toBe(`${all}\n`);
    expect(await count('--checkpoint', checkpoint)).toBe(`${all}\n`);
  });
});
