import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../index.js';
import { planSearch, readDlx, runPlan } from '@polydance/dlx-solver';
import { CountExecutor } from './count.js';
import { countSymmetries } from '../symmetry.js';
import { memoryIo } from '../test/memory-io.js';
import { repoRoot } from '../testing.js';

const fixture = (name: string): string => join(repoRoot, 'fixtures', 'knuth', 'solve', name);
const scratch = (): string => mkdtempSync(join(tmpdir(), 'polydance-parallel-'));

async function cli(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(stdin);
  const code = await run(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** Runs `polydance solve ... --shard I/N` for every I, writing DIR/shard-I.json. */
async function shards(dir: string, n: number, args: string[]): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await cli(['solve', ...args, '--shard', `${i}/${n}`, '--workers', '1']);
    expect(r.code).toBe(0);
    const file = join(dir, `shard-${i}.json`);
    writeFileSync(file, r.out);
    files.push(file);
  }
  return files;
}

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
    const dlx = readFileSync(fixture('soma.dlx'), 'utf8');
    const alone = memoryIo(dlx);
    expect(await run(['solve', '--count', '--workers', '1'], alone)).toBe(0);
    const io = memoryIo(dlx);
    expect(await run(['solve', '--count'], io)).toBe(0);
    expect(io.out()).toBe('11520\n');
    const nodes = (err: string): string | undefined => /, (\d+) nodes,/.exec(err)?.[1];
    expect(nodes(io.err())).toBe(nodes(alone.err()));
  });
});

describe('the progress line of workers', () => {
  it('shows one live line for all workers: fraction done by task weights, time left', async () => {
    // MacMahon's hexagon, whole: a minute of search or more, so the timeout comes first
    const io = memoryIo(readFileSync(fixture('dlx2-hexagon-progress.dlx'), 'utf8'), true);
    expect(await run(['solve', '--count', '--workers', '2', '--symmetry', 'none', '--timeout', '2'], io)).toBe(124);
    const parts = io.err().split(`\r${String.fromCharCode(27)}[K`);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[1]).toMatch(/^\d+ solutions?, [\d.]+% done \(\d+ of \d+ tasks\), [\d.]+ s(, about [\d hmins]+ left)?, 2 workers$/);
    expect(parts[parts.length - 1]).toMatch(/^\d+ solutions? \(Algorithm C\).*incomplete\n$/);
  });
});

describe('the progress line of a count, on a terminal', () => {
  /** Runs the CLI from source on a pseudo-terminal (`script`): what the terminal shows, and the exit status. */
  function onTerminal(args: readonly string[]): Promise<{ code: number; text: string }> {
    const cmd = [process.execPath, '--conditions=@polydance/source', '--import', 'tsx', join(repoRoot, 'scripts', 'dev.mts'), ...args]
      .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
      .join(' ');
    return new Promise((resolve) => {
      const child = spawn('script', ['-qec', cmd, '/dev/null'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (b: Buffer) => (text += b.toString('utf8')));
      child.on('exit', (code) => resolve({ code: code ?? -1, text }));
    });
  }

  it('counts solutions as the result does (weights applied), never goes backwards, and ends on the result', async () => {
    for (const args of [
      ['solve', '--count', '--workers', '2', fixture('pentominoes-6x10-all.dlx')],
      ['solve', '--count', '--distinct', '--workers', '1', fixture('hexiamonds-6x6.dlx')],
    ]) {
      const { code, text } = await onTerminal(args);
      expect(code).toBe(0);
      const lines = text.split(`\r${String.fromCharCode(27)}[K`).filter((l) => /^\d+ solutions?, [\d.]+% done/.test(l));
      expect(lines.length).toBeGreaterThan(0);
      const shown = lines.map((l) => {
        const m = /^(\d+) solutions?, ([\d.]+)% done/.exec(l)!;
        return { solutions: BigInt(m[1]!), pct: Number(m[2]) };
      });
      for (let i = 1; i < shown.length; i++) {
        expect(shown[i]!.solutions).toBeGreaterThanOrEqual(shown[i - 1]!.solutions);
        expect(shown[i]!.pct).toBeGreaterThanOrEqual(shown[i - 1]!.pct);
      }
      const total = /(\d+) solutions[ ,(]/.exec(text.slice(text.lastIndexOf('\n', text.length - 2) + 1))?.[1];
      expect(shown.at(-1)!.solutions).toBe(BigInt(total!));
      expect(shown.at(-1)!.pct).toBe(100);
    }
  }, 300_000);
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
    await expectFailure([f0, f1, f3], 'shard 2/4 is missing');
    await expectFailure([f0, f3], 'shards 1/4, 2/4 are missing');
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
      [['--workers', '0'], "--workers needs an integer from 1 to 1000000, not '0'"],
    ] as const) {
      const r = await cli(['solve', ...args, fixture('soma.dlx')]);
      expect(r).toEqual({ code: 2, out: '', err: `polydance solve: ${message}\n` });
    }
  });
});

describe('polydance solve --checkpoint', () => {
  interface Saved {
    version: number;
    plan: { tasks: number; fingerprint: string };
    tasks: { task: number; part: number; path: number[]; solutions: string; nodes: string; open?: unknown[] }[];
  }
  const readSaved = (file: string): Saved => JSON.parse(readFileSync(file, 'utf8')) as Saved;

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
    writeFileSync(file, JSON.stringify({ ...saved, tasks: saved.tasks.filter((_, i) => i % 2 === 0) }));
    const again = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, fixture('soma.dlx')]);
    expect(again.out).toBe('11520\n');
    expect(again.err).toMatch(new RegExp(`; ${Math.ceil(saved.plan.tasks / 2)} of ${saved.plan.tasks} tasks were done already`));
    const done = await cli(['solve', '--count', '--checkpoint', file, '--format', 'json', fixture('soma.dlx')]);
    // the JSON of a count as without --checkpoint: a number while one holds it exactly
    expect(JSON.parse(done.out)).toMatchObject({ solutions: 11520, complete: true });
  });

  it('keeps a distinct count: stopped and run again, it prints the exact distinct count', async () => {
    const dir = scratch();
    const file = join(dir, 'd.json');
    const hexiamonds = fixture('hexiamonds-6x6.dlx');
    const whole = await cli(['solve', '--count', '--distinct', '--workers', '1', hexiamonds]);
    const stopped = await cli(['solve', '--count', '--distinct', '--workers', '1', '--timeout', '0.3', '--checkpoint', file, hexiamonds]);
    expect([124, 0]).toContain(stopped.code);
    expect(existsSync(file)).toBe(true);
    const again = await cli(['solve', '--count', '--distinct', '--workers', '2', '--checkpoint', file, hexiamonds]);
    expect(again.code).toBe(0);
    expect(again.out).toBe(whole.out);
    expect(whole.out).toBe('156\n');
  });

  it('says "at least" of a count stopped before its end, in text and in JSON, and keeps how far it got', async () => {
    const dir = scratch();
    // MacMahon's hexagon, whole: a minute of search or more, so the timeout comes first
    const hexagon = readFileSync(fixture('dlx2-hexagon-progress.dlx'), 'utf8');
    const args = ['solve', '--count', '--workers', '1', '--symmetry', 'none', '--timeout', '4', '--checkpoint'];
    const text = await cli([...args, join(dir, 'a.json')], hexagon);
    expect(text.code).toBe(124);
    expect(text.out).toMatch(/^at least \d+\n$/);
    expect(text.err).toMatch(/; checkpoint .*a\.json; stopped by --timeout/);
    // the running task was split where it stood: its open pieces and its count so far are kept
    const saved = readSaved(join(dir, 'a.json'));
    expect(saved.tasks.some((t) => (t.open?.length ?? 0) > 0 && BigInt(t.nodes) > 0n)).toBe(true);
    const json = await cli([...args, join(dir, 'b.json'), '--format', 'json'], hexagon);
    expect(json.code).toBe(124);
    expect(JSON.parse(json.out)).toMatchObject({ complete: false });
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

  it('loses at most what was searched since its last write when killed with SIGKILL, and resumes to the exact total', async () => {
    const dir = scratch();
    const file = join(dir, 'p.json');
    const dlx = fixture('pentominoes-6x10-all.dlx');
    const args = ['solve', '--count', '--no-progress', '--workers', '1', '--checkpoint', file, '--checkpoint-every', '0.2', dlx];
    const child = spawn(process.execPath, ['--conditions=@polydance/source', '--import', 'tsx', join(repoRoot, 'scripts', 'dev.mts'), ...args], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    let nodesBefore = 0n;
    // wait until the checkpoint holds some progress, then kill the run
    for (let waited = 0; waited < 120_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
      if (!existsSync(file)) continue;
      nodesBefore = readSaved(file).tasks.reduce((a, t) => a + BigInt(t.nodes), 0n);
      if (nodesBefore > 0n) break;
    }
    child.kill('SIGKILL');
    await exited;
    expect(nodesBefore).toBeGreaterThan(0n);
    const resumed = await cli(args);
    expect(resumed.code).toBe(0);
    expect(resumed.out).toBe('9356\n');
    // no temporary file is left beside it
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  }, 600_000);
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

describe('the executor of a count', () => {
  it('counts a later part here for a moment, then on threads of its own; the first part moves to threads only when it looks long', () => {
    const single = new CountExecutor('single', 1, undefined);
    single.pool(0, 0);
    expect(single.switchPool({ part: 0, turn: 0, elapsedMs: 10_000, fraction: 0.01 })).toBe(false);
    expect(single.switchPool({ part: 1, turn: 0, elapsedMs: 100, fraction: 0.01 })).toBe(false);
    expect(single.switchPool({ part: 1, turn: 0, elapsedMs: 300, fraction: 0.01 })).toBe(true);
    expect(single.switchPool({ part: 1, turn: 1, elapsedMs: 3000, fraction: 0.01 })).toBe(false);
    const auto = new CountExecutor('auto', 2, undefined);
    auto.pool(0, 0);
    // a second in: 1% done says it is long; 50% done says it ends soon here
    expect(auto.switchPool({ part: 0, turn: 0, elapsedMs: 1200, fraction: 0.01 })).toBe(true);
    expect(auto.switchPool({ part: 0, turn: 0, elapsedMs: 1200, fraction: 0.5 })).toBe(false);
    expect(auto.switchPool({ part: 0, turn: 0, elapsedMs: 500, fraction: 0.01 })).toBe(false);
    const workers = new CountExecutor('workers', 2, undefined);
    expect(workers.switchPool({ part: 1, turn: 0, elapsedMs: 10_000, fraction: 0.01 })).toBe(false);
  });

  it('counts every part of a plan exactly, whatever pools it moves to', async () => {
    const { problem } = readDlx(readFileSync(fixture('soma.dlx'), 'utf8'));
    const plan = planSearch(problem, { mode: 'distinct', symmetries: countSymmetries(problem, undefined, 'all')!, tasks: 4 });
    expect(plan.parts.filter((p) => p.role === 'total').length).toBe(2);
    for (const kind of ['single', 'auto', 'workers'] as const) {
      const executor = new CountExecutor(kind, 2, undefined);
      // every part moves to threads after its first report
      const r = await runPlan({ plan, pool: executor.pool, switchPool: (p) => p.turn === 0, progressInterval: 1 });
      await executor.close();
      expect([kind, r.solutions, r.distinct]).toEqual([kind, 11520n, 240n]);
    }
  });
});
