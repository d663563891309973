// Issue 34: the numbers of workers, tasks and shards have limits, each with its message.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
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
