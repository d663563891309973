import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDigest } from '@polydance/dlx-solver';
import type { CheckpointFile } from '@polydance/dlx-solver';
import { describe, expect, it } from 'vitest';
import { run } from '../index.js';
import { memoryIo } from '../test/memory-io.js';
import { repoRoot } from '../testing.js';
import { cli, fixture, readSaved, scratch, shards } from './cli-testing.js';

describe('polydance solve --workers', () => {
  it('lists the same solutions in the same order as one worker, byte for byte', async () => {
    for (const format of ['text', 'json']) {
      const one = await cli(['solve', '--workers', '1', '--format', format, fixture('pentominoes-3x20.dlx')]);
      const three = await cli(['solve', '--workers', '3', '--tasks', '40', '--format', format, fixture('pentominoes-3x20.dlx')]);
      expect(three.code).toBe(0);
      expect(three.out).toBe(one.out);
      expect(three.err).toMatch(/^8 solutions \(Algorithm X\), \d+ nodes, [\d.]+ s; 3 workers\n$/);
    }
  });

  it('keeps --limit and --every in the order of one worker', async () => {
    const one = await cli(['solve', '--workers', '1', '--every', '3', fixture('soma.dlx')]);
    const two = await cli(['solve', '--workers', '2', '--every', '3', fixture('soma.dlx')]);
    expect(two.out).toBe(one.out);
    const limited = await cli(['solve', '--workers', '2', '--limit', '7', fixture('soma.dlx')]);
    expect(limited.out).toBe((await cli(['solve', '--limit', '7', fixture('soma.dlx')])).out);
    expect(limited.err).toMatch(/stopped at --limit 7/);
  });

  it('counts exactly with the counting engine and with the DLX engines (colors, multiplicities)', async () => {
    for (const [name, n] of [
      ['soma.dlx', 11520],
      ['lozenge-hex2-one.dlx', 81920],
      ['domino-6x6.dlx', 6728],
      ['knuth-m-example.dlx', 1],
    ] as const) {
      const r = await cli(['solve', '--count', '--workers', '2', '--tasks', '64', fixture(name)]);
      expect(r.code).toBe(0);
      expect(r.out).toBe(`${n}\n`);
    }
  });
});

describe('a distinct count on workers', () => {
  it('counts each part and each problem of fixed solutions on workers, exactly as one worker does', async () => {
    for (const [name, distinct] of [
      ['soma.dlx', '240'],
      ['lozenge-hex2-one.dlx', '6926'],
    ] as const) {
      const one = await cli(['solve', '--count', '--distinct', '--workers', '1', fixture(name)]);
      const two = await cli(['solve', '--count', '--distinct', '--workers', '2', '--tasks', '16', fixture(name)]);
      expect(one.code).toBe(0);
      expect(two.code).toBe(0);
      expect(one.out).toBe(`${distinct}\n`);
      expect(two.out).toBe(one.out);
    }
  });
});

describe('a count without --workers', () => {
  it('stays on one thread when it is short: the same search as --workers 1', async () => {
    const dlx = readFileSync(fixture('pentominoes-3x20.dlx'), 'utf8');
    const alone = memoryIo(dlx);
    expect(await run(['solve', '--count', '--workers', '1'], alone)).toBe(0);
    const io = memoryIo(dlx);
    expect(await run(['solve', '--count'], io)).toBe(0);
    expect(io.out()).toBe('8\n');
    const nodes = (err: string): string | undefined => /, (\d+) nodes,/.exec(err)?.[1];
    expect(nodes(io.err())).toBe(nodes(alone.err()));
  });
});

describe('polydance solve --shard and polydance merge', () => {
  it('merges four shards of a count to the total, and of a listing to the listing', async () => {
    const dir = scratch();
    const files = await shards(dir, 4, ['--count', fixture('soma.dlx')]);
    const shard = JSON.parse(readFileSync(files[1] as string, 'utf8')) as Record<string, unknown>;
    expect(shard).toMatchObject({ format: 'polydance-shard', version: 2, plan: { mode: 'count', symmetries: 48 }, shard: { index: 1, count: 4 }, complete: true });
    expect(shard['solutions']).toMatch(/^\d+$/);
    const merged = await cli(['merge', ...files]);
    expect(merged).toMatchObject({ code: 0, out: '11520\n' });
    expect(merged.err).toMatch(/^11520 solutions from 4 shards \(\d+ tasks\), \d+ nodes\n$/);
    const json = await cli(['merge', '--format', 'json', ...files]);
    expect(JSON.parse(json.out)).toMatchObject({ solutions: 11520, shards: 4 });

    const listDir = scratch();
    const lists = await shards(listDir, 3, [fixture('pentominoes-3x20.dlx')]);
    const listing = await cli(['merge', '--listing', fixture('pentominoes-3x20.dlx'), ...lists]);
    expect(listing.code).toBe(0);
    expect(listing.out).toBe((await cli(['solve', '--workers', '1', fixture('pentominoes-3x20.dlx')])).out);
    expect((await cli(['merge', ...lists])).out).toBe('8\n');
  });

  it('reads I and N from environment variables (Slurm, Kubernetes)', async () => {
    process.env['POLYDANCE_TEST_INDEX'] = '2';
    process.env['POLYDANCE_TEST_COUNT'] = '3';
    try {
      const r = await cli(['solve', '--count', '--shard', 'POLYDANCE_TEST_INDEX/POLYDANCE_TEST_COUNT', fixture('soma.dlx')]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toMatchObject({ shard: { index: 2, count: 3 } });
      const unset = await cli(['solve', '--count', '--shard', 'POLYDANCE_TEST_UNSET/3', fixture('soma.dlx')]);
      expect(unset).toMatchObject({ code: 2, out: '' });
      expect(unset.err).toBe('polydance solve: --shard POLYDANCE_TEST_UNSET/3: the environment variable POLYDANCE_TEST_UNSET is not set\n');
    } finally {
      delete process.env['POLYDANCE_TEST_INDEX'];
      delete process.env['POLYDANCE_TEST_COUNT'];
    }
  });

  it('fails clearly, naming the shard, when one is missing, given twice, incomplete or foreign', async () => {
    const dir = scratch();
    const files = await shards(dir, 4, ['--count', fixture('soma.dlx')]);
    const [f0, f1, f2, f3] = files as [string, string, string, string];
    const expectFailure = async (args: string[], message: string): Promise<void> => {
      const r = await cli(['merge', ...args]);
      expect(r).toEqual({ code: 1, out: '', err: `polydance merge: ${message}\n` });
    };
    await expectFailure([f0, f1, f3], `shard 2/4 is missing (${f0} says there are 4 shards)`);
    await expectFailure([f0, f3], `shards 1/4, 2/4 are missing (${f0} says there are 4 shards)`);
    await expectFailure([f0, f1, f2, f1, f3], `shard 1/4 is given twice: ${f1} and ${f1}`);
    // a shard of another problem
    const other = join(dir, 'other.json');
    const foreign = await cli(['solve', '--count', '--shard', '2/4', '--workers', '1', fixture('pentominoes-3x20.dlx')]);
    writeFileSync(other, foreign.out);
    const r = await cli(['merge', f0, f1, other, f3]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`^polydance merge: ${other} \\(shard 2/4\\) is from (another problem or plan \\(fingerprint [0-9a-f]{32}, not [0-9a-f]{32}\\)|a plan of \\d+ tasks \\(--tasks 256\\), not \\d+ \\(--tasks 256\\)) as ${f0} is\\n$`));
    // a shard of a listing among shards of a count
    const listed = join(dir, 'listed.json');
    writeFileSync(listed, (await cli(['solve', '--shard', '2/4', '--workers', '1', fixture('soma.dlx')])).out);
    await expectFailure([f0, f1, listed, f3], `${listed} (shard 2/4) is from a listing, not a count (--count) as ${f0} is`);
    // of another number of shards, or of another plan
    const five = join(dir, 'five.json');
    writeFileSync(five, (await cli(['solve', '--count', '--shard', '2/5', '--workers', '1', fixture('soma.dlx')])).out);
    await expectFailure([f0, f1, five, f3], `${five} (shard 2/5) is one of 5 shards, but ${f0} is one of 4`);
    // a shard stopped before its end
    const stopped = join(dir, 'stopped.json');
    const data = JSON.parse(readFileSync(f2, 'utf8')) as Record<string, unknown>;
    writeFileSync(stopped, JSON.stringify({ ...data, complete: false }));
    await expectFailure([f0, f1, stopped, f3], `${stopped} (shard 2/4) is incomplete: its search was stopped before the end`);
    // not a shard at all
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, 'hello');
    await expectFailure([f0, junk], `${junk} is not a polydance shard file (it is not JSON)`);
    writeFileSync(junk, '{"format":"something"}');
    await expectFailure([junk], `${junk} is not a polydance shard file`);
  });

  it('rejects shards that do not exist and options that do not go together', async () => {
    for (const [args, message] of [
      [['--shard', '4/4'], '--shard 4/4: the shards of 4 are 0/4 to 3/4'],
      [['--shard', '1'], "--shard needs I/N, such as 0/4, not '1'"],
      [['--checkpoint', 'x.json'], '--checkpoint works with --count only'],
      [['--count', '--shard', '0/2', '--limit', '3'], '--limit does not go with --shard'],
      [['--workers', '0'], "--workers needs an integer from 1 to 1024, not '0'"],
    ] as const) {
      const r = await cli(['solve', ...args, fixture('soma.dlx')]);
      expect(r).toEqual({ code: 2, out: '', err: `polydance solve: ${message}\n` });
    }
  });
});

describe('polydance solve --checkpoint', () => {
  it('records every task, skips the tasks done when run again, and gives the exact total', async () => {
    const dir = scratch();
    const file = join(dir, 'soma.checkpoint.json');
    const first = await cli(['solve', '--count', '--workers', '2', '--checkpoint', file, fixture('soma.dlx')]);
    expect(first.out).toBe('11520\n');
    expect(first.err).toMatch(/the search cut by 48 symmetries; 2 workers; checkpoint /);
    const saved = readSaved(file);
    expect(saved.version).toBe(2);
    expect(saved.tasks.length).toBe(saved.plan.tasks);
    expect(saved.tasks.every((t) => t.open === undefined)).toBe(true);
    // keep every other task, as if the run had stopped there
    // (its digest made anew: the old one would refuse the edit)
    writeFileSync(file, JSON.stringify(withDigest({ ...saved, tasks: saved.tasks.filter((_, i) => i % 2 === 0) } as unknown as CheckpointFile)));
    const again = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('soma.dlx')]);
    expect(again.out).toBe('11520\n');
    expect(again.err).toMatch(new RegExp(`; ${Math.ceil(saved.plan.tasks / 2)} of ${saved.plan.tasks} tasks were done already`));
    const done = await cli(['solve', '--count', '--checkpoint', file, '--format', 'json', fixture('soma.dlx')]);
    // the JSON of a count as without --checkpoint: a number while one holds it exactly
    expect(JSON.parse(done.out)).toMatchObject({ solutions: 11520, complete: true });
  });

  it("refuses another problem's checkpoint, a task of another path, and a file of an earlier version", async () => {
    const dir = scratch();
    const file = join(dir, 'c.json');
    expect((await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('soma.dlx')])).code).toBe(0);
    const r = await cli(['solve', '--count', '--checkpoint', file, fixture('pentominoes-3x20.dlx')]);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toMatch(new RegExp(`^polydance solve: ${file} is the checkpoint of (another problem or plan|a plan of \\d+ tasks)`));
    const saved = readSaved(file);
    writeFileSync(file, JSON.stringify({ ...saved, tasks: saved.tasks.map((t) => (t.task === 1 ? { ...t, path: [...t.path, 0] } : t)) }));
    const moved = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('soma.dlx')]);
    expect([moved.code, moved.out]).toEqual([2, '']);
    expect(moved.err).toBe(`polydance solve: ${file} is damaged: its task 1 is not the plan's (another part or path)\n`);
    writeFileSync(file, JSON.stringify({ ...saved, version: 1 }));
    const old = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('soma.dlx')]);
    expect([old.code, old.out]).toEqual([2, '']);
    expect(old.err).toMatch(/is the checkpoint of an earlier version of polydance, whose plans differ/);
  });

  it('prints the count, then one line and status 74, when the checkpoint cannot be written', async () => {
    const dir = scratch();
    const file = join(dir, 'no-such-folder', 'c.json');
    const r = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('soma.dlx')]);
    expect(r).toEqual({ code: 74, out: '11520\n', err: `polydance solve: cannot write ${file}: ENOENT (no such folder)\n` });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('the cluster files', () => {
  it('are shown whole on the docs page', () => {
    const page = readFileSync(join(repoRoot, 'apps', 'docs', 'pages', 'solver', 'parallel.md'), 'utf8');
    for (const [file, lang] of [
      ['deploy/k8s/polydance-count.yaml', 'yaml'],
      ['deploy/slurm/polydance-count.sbatch', 'bash'],
    ] as const) {
      expect(page).toContain(`\`\`\`${lang}\n${readFileSync(join(repoRoot, file), 'utf8')}\`\`\``);
    }
  });
});
