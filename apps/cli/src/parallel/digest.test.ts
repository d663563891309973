// Issue 34: shard files and checkpoints carry a digest of their content; an edited count
// is refused on merge and on resume. A shard of a problem with no solution merges.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDigest } from '@polydance/dlx-solver';
import type { ShardFile } from '@polydance/dlx-solver';
import { describe, expect, it } from 'vitest';
import { cli, fixture, scratch } from './cli-testing.js';

interface Record {
  part: number;
  solutions: string;
}
interface File {
  plan: { parts: { weight: number }[] };
  solutions?: string;
  results?: Record[];
  tasks?: Record[];
  digest?: string;
}

/** Adds one to the first task's count that is not 0 (and to the shard's total, so that the sum still fits). */
function forge(file: string): void {
  const d = JSON.parse(readFileSync(file, 'utf8')) as File;
  const list = d.results ?? d.tasks ?? [];
  const r = list.find((x) => x.solutions !== '0') ?? list[0]!;
  r.solutions = String(BigInt(r.solutions) + 1n);
  if (d.solutions !== undefined) d.solutions = String(BigInt(d.solutions) + BigInt(d.plan.parts[r.part]!.weight));
  writeFileSync(file, `${JSON.stringify(d)}\n`);
}

describe('digests of shard files and checkpoints', () => {
  it('an edited count in a shard file is refused by merge, naming the file and the field', async () => {
    const dir = scratch();
    const r = await cli(['solve', '--count', '--shard', '0/1', '--workers', '1', fixture('pentominoes-3x20.dlx')]);
    expect(r.code).toBe(0);
    const file = join(dir, 'shard-0.json');
    writeFileSync(file, r.out);
    expect((await cli(['merge', file])).out).toBe('8\n');
    forge(file);
    const m = await cli(['merge', file]);
    expect(m).toMatchObject({ code: 1, out: '' });
    expect(m.err).toBe(`polydance merge: ${file} (shard 0/1) is damaged: its field 'digest' does not match its content (a count, a task or a field was edited)\n`);
  });

  it('an edited count in a checkpoint is refused on resume', async () => {
    const dir = scratch();
    const file = join(dir, 'c.json');
    const args = ['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('pentominoes-3x20.dlx')];
    expect((await cli(args)).out).toBe('8\n');
    forge(file);
    const r = await cli(args);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe(`polydance solve: ${file} is damaged: its field 'digest' does not match its content (a count, a task or a field was edited)\n`);
  });

  // found by the abuse fuzzer (abuse-properties.slow.test.ts): the message named no file
  it('a shard file whose plan says one task more is refused, naming the file beside the gap', async () => {
    const dir = scratch();
    const r = await cli(['solve', '--count', '--shard', '0/1', '--workers', '1', fixture('pentominoes-3x20.dlx')]);
    const d = JSON.parse(r.out) as File & { plan: { tasks: number } };
    d.plan.tasks++;
    const file = join(dir, 'shard-0.json');
    // its digest made anew, so that the check behind it is reached
    writeFileSync(file, JSON.stringify(withDigest(d as unknown as ShardFile)));
    const t = d.plan.tasks - 1;
    expect(await cli(['merge', file])).toEqual({
      code: 1,
      out: '',
      err: `polydance merge: task ${t} is in no shard: the shards do not fit together (task ${t - 1} is in ${file} (shard 0/1), whose plan has ${t + 1} tasks)\n`,
    });
  });

  // issue 43: deleting the field turned the check off (an edited total merged to 4008 instead of 8)
  it('a shard file or checkpoint without its digest is refused, naming the file and the field', async () => {
    const dir = scratch();
    const r = await cli(['solve', '--count', '--shard', '0/1', '--workers', '1', fixture('pentominoes-3x20.dlx')]);
    const file = join(dir, 'shard-0.json');
    writeFileSync(file, r.out);
    forge(file);
    const d = JSON.parse(readFileSync(file, 'utf8')) as File;
    delete d.digest;
    writeFileSync(file, JSON.stringify(d));
    expect(await cli(['merge', file])).toEqual({
      code: 1,
      out: '',
      err: `polydance merge: ${file} (shard 0/1) is damaged: it has no field 'digest', which every file of version 2 has (it was deleted, so its content cannot be checked)\n`,
    });
    const checkpoint = join(dir, 'c.json');
    const args = ['solve', '--count', '--workers', '1', '--checkpoint', checkpoint, fixture('pentominoes-3x20.dlx')];
    expect((await cli(args)).out).toBe('8\n');
    forge(checkpoint);
    const c = JSON.parse(readFileSync(checkpoint, 'utf8')) as File;
    delete c.digest;
    writeFileSync(checkpoint, JSON.stringify(c));
    expect(await cli(args)).toEqual({
      code: 2,
      out: '',
      err: `polydance solve: ${checkpoint} is damaged: it has no field 'digest', which every file of version 2 has (it was deleted, so its content cannot be checked)\n`,
    });
  });

  it('the shards of a problem with no solution merge to 0', async () => {
    const dir = scratch();
    const input = 'a b\na\n'; // b is in no option
    const files: string[] = [];
    for (const i of [0, 1]) {
      const r = await cli(['solve', '--count', '--shard', `${i}/2`, '--workers', '1'], input);
      expect(r.code).toBe(0);
      files.push(join(dir, `shard-${i}.json`));
      writeFileSync(files[i]!, r.out);
    }
    expect(await cli(['merge', ...files])).toMatchObject({ code: 0, out: '0\n' });
  });
});

describe('merge --listing checks each solution against the problem', () => {
  /** The shard file of a whole listing of knuth-x-example.dlx, written in a scratch folder, with `edit` applied to its first solution and its digest made anew. */
  async function forgedListing(edit: (s: number[]) => number[]): Promise<string> {
    const dir = scratch();
    const r = await cli(['solve', '--shard', '0/1', '--workers', '1', fixture('knuth-x-example.dlx')]);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.out) as { digest?: string; results: { listing?: number[][] }[] };
    const task = d.results.findIndex((x) => (x.listing ?? []).length > 0);
    const sols = d.results[task]!.listing!;
    sols[0] = edit(sols[0]!);
    const file = join(dir, 'shard-0.json');
    writeFileSync(file, `${JSON.stringify(withDigest(d as unknown as ShardFile))}\n`);
    return file;
  }

  it('a listing as it was written merges to the listing of one search', async () => {
    const file = await forgedListing((s) => s);
    const m = await cli(['merge', '--listing', fixture('knuth-x-example.dlx'), file]);
    expect(m.code).toBe(0);
    expect(m.out).toBe((await cli(['solve', '--workers', '1', fixture('knuth-x-example.dlx')])).out);
  });

  it('refuses an option index out of range and a set of options that is not a solution, naming the file and the field', async () => {
    for (const [edit, why] of [
      [(s: number[]) => [...s.slice(1), 99], /option 99 does not exist \(the problem has 6 options, 0 to 5\)/],
      [(s: number[]) => s.slice(1), /primary item \w+ is covered by no option, not once/],
      [(s: number[]) => [...s, s[0]!], /option \d+ is chosen twice/],
    ] as const) {
      const file = await forgedListing(edit);
      const m = await cli(['merge', '--listing', fixture('knuth-x-example.dlx'), file]);
      expect(m).toMatchObject({ code: 1, out: '' });
      expect(m.err).toMatch(new RegExp(`^polydance merge: ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: its field 'results\\[\\d+\\]\\.listing\\[0\\]' is not a solution of .*knuth-x-example\\.dlx: ${why.source}\\n$`));
    }
  });
});
