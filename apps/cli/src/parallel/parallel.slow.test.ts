import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSearch, readDlx, runPlan } from '@polydance/dlx-solver';
import { run } from '../index.js';
import { cutSymmetries } from '@polydance/search/symmetry';
import { loadProblemLattice } from '@polydance/lattices/lazy';
import { memoryIo } from '../test/memory-io.js';
import { repoRoot } from '../testing.js';
import { cli, fixture, readSaved, scratch } from './cli-testing.js';
import { CountExecutor } from './count.js';

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

describe('polydance solve --checkpoint', () => {
  it('keeps a distinct count: stopped and run again, it prints the exact distinct count', async () => {
    const dir = scratch();
    const file = join(dir, 'd.json');
    const hexiamonds = fixture('hexiamonds-6x6.dlx');
    const whole = await cli(['solve', '--count', '--distinct', '--workers', '1', hexiamonds]);
    // a stop while the search is prepared writes no checkpoint (its plan is not whole):
    // a longer timeout then, until one stops the search itself (or it ends)
    for (const timeout of ['0.3', '0.6', '1.2', '60']) {
      const stopped = await cli(['solve', '--count', '--distinct', '--workers', '1', '--timeout', timeout, '--checkpoint', file, hexiamonds]);
      expect([124, 0]).toContain(stopped.code);
      if (existsSync(file)) break;
    }
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
    // (a plan of 8 tasks: made in a moment, so that the seconds go to the search)
    const args = ['solve', '--count', '--workers', '1', '--symmetry', 'none', '--tasks', '8', '--timeout', '4', '--checkpoint'];
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
    const plan = planSearch(problem, { mode: 'distinct', symmetries: cutSymmetries(problem, await loadProblemLattice(problem), 'all')!.symmetries, tasks: 4 });
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
