// Issue 34: the numbers of workers, tasks and shards have limits, each with its message.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing.js';
import { cli, fixture } from './cli-testing.js';

describe('limits on --workers, --tasks and --shard', () => {
  const most = 4 * availableParallelism();

  it.each([
    [['--workers', '1000000'], "--workers needs an integer from 1 to 1024, not '1000000'"],
    [['--workers', String(most + 1)], `--workers ${most + 1} is more than 4 per CPU (${most} here, a thread takes about 12 MB): add --force-workers if you mean it`],
    [['--tasks', '100000'], "--tasks needs an integer from 1 to 8192, not '100000'"],
    [['--count', '--shard', '0/4294967296'], '--shard 0/4294967296: at most 8192 shards'],
    [['--count', '--shard', '0/100000000'], '--shard 0/100000000: at most 8192 shards'],
  ])('%j is refused with a message, status 2 and nothing on stdout', async (args, message) => {
    expect(await cli(['solve', ...args, fixture('soma.dlx')])).toEqual({ code: 2, out: '', err: `polydance solve: ${message}\n` });
  });

  it('--force-workers allows more than 4 workers per CPU', async () => {
    // a problem with no solution, known before any thread starts (item b is in no option)
    const args = ['solve', '--workers', String(most + 1)];
    expect((await cli(args, 'a b\na\n')).code).toBe(2);
    const r = await cli([...args, '--force-workers'], 'a b\na\n');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\bb\b/);
  });

  it('a shard argument that names a variable never prints its value', async () => {
    process.env['POLYDANCE_TEST_SECRET'] = 'hunter2';
    try {
      const r = await cli(['solve', '--count', '--shard', '0/POLYDANCE_TEST_SECRET', fixture('soma.dlx')]);
      expect(r).toEqual({ code: 2, out: '', err: 'polydance solve: --shard 0/POLYDANCE_TEST_SECRET: the environment variable POLYDANCE_TEST_SECRET does not hold a number\n' });
    } finally {
      delete process.env['POLYDANCE_TEST_SECRET'];
    }
  });

  it('--count=no is refused: --count takes no value', async () => {
    expect(await cli(['solve', '--count=no', fixture('soma.dlx')])).toEqual({ code: 2, out: '', err: "polydance solve: --count takes no value, not '--count=no'\n" });
  });
});

describe('--memo-memory MB, the budget of remembered counts', () => {
  const spec = readFileSync(join(repoRoot, 'examples', 'dominoes-12x12.in'), 'utf8');
  const count = async (...args: string[]): Promise<{ solutions: string; nodes: number }> => {
    const r = await cli(['solve', '--count', '--format', 'json', '--symmetry', 'none', ...args], spec);
    expect(r.code, r.err).toBe(0);
    return JSON.parse(r.out) as { solutions: string; nodes: number };
  };

  it('reaches the counter here and on worker threads: the count stays exact, and a small table searches more', async () => {
    const whole = await count('--workers', '1');
    const small = await count('--workers', '1', '--memo-memory', '1');
    expect(whole.solutions).toBe('53060477521960000');
    expect(small.solutions).toBe(whole.solutions);
    // one worker searches in the order of one search: what the small table forgot is searched again
    expect(small.nodes).toBeGreaterThan(whole.nodes);
    expect((await count('--workers', '2', '--memo-memory', '1')).solutions).toBe(whole.solutions);
    expect((await count('--workers', '2', '--memo-memory', '65536')).solutions).toBe(whole.solutions);
  });

  it.each([
    [['--count', '--memo-memory', '0'], "--memo-memory needs an integer from 1 to 65536, not '0'"],
    [['--count', '--memo-memory', '65537'], "--memo-memory needs an integer from 1 to 65536, not '65537'"],
    [['--memo-memory', '8'], '--memo-memory works with --count (without --limit) only: a listing remembers no counts'],
    [['--count', '--limit', '2', '--memo-memory', '8'], '--memo-memory works with --count (without --limit) only: a listing remembers no counts'],
    [['--random', '2', '--memo-memory', '8'], '--random and --memo-memory do not go together (--random draws on one thread from one whole count)'],
  ])('%j is refused with a message, status 2 and nothing on stdout', async (args, message) => {
    expect(await cli(['solve', ...args, fixture('soma.dlx')])).toEqual({ code: 2, out: '', err: `polydance solve: ${message}\n` });
  });
});
