// Issue 43: a generator's option budget. A two-line spec (a box of 62^3 cells and one
// pentacube) or a 500 KB one (a 62x62 box and 20,000 hexominoes) filled 1.2 to 1.9 GB
// with no output; now every command that generates stops at the first option past its
// budget (--max-options N, a default that keeps memory under about 2 GB), one message.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './index.js';
import { DEFAULT_MAX_OPTIONS } from './max-options.js';
import { memoryIo } from './test/memory-io.js';
import { repoRoot } from './testing.js';

const spec = join(repoRoot, 'examples', 'pentominoes-3x20.in');
/** The options that spec makes. */
const OPTIONS = 1236;

async function cli(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(stdin);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

const over = (command: string, limit: number): string =>
  `polydance ${command}: the spec makes more than ${limit.toLocaleString('en-US')} ${limit === 1 ? 'option' : 'options'}, the limit (--max-options N raises it; each takes about 1 KB of memory)\n`;

describe('--max-options N', () => {
  it('the generator commands: the whole problem up to the budget, one message past it, nothing on stdout', async () => {
    const whole = await cli(['polyomino', spec]);
    expect(whole.code).toBe(0);
    expect(whole.out.split('\n').filter((l) => l !== '' && !l.startsWith('|'))).toHaveLength(OPTIONS + 1);
    expect(await cli(['polyomino', '--max-options', String(OPTIONS), spec])).toEqual(whole);
    expect(await cli(['polyomino', `--max-options=${OPTIONS}`, spec])).toEqual(whole);
    for (const limit of [OPTIONS - 1, 1]) expect(await cli(['polyomino', '--max-options', String(limit), spec])).toEqual({ code: 1, out: '', err: over('polyomino', limit) });
  });

  it('solve and draw --box, on a spec and on a catalogue puzzle', async () => {
    expect(await cli(['solve', '--count', '--max-options', String(OPTIONS), spec])).toMatchObject({ code: 0, out: '8\n' });
    expect(await cli(['solve', '--count', '--max-options', '100', spec])).toEqual({ code: 1, out: '', err: over('solve', 100) });
    expect(await cli(['solve', '--count', '--max-options', '100', 'pentominoes-3x20'])).toEqual({ code: 1, out: '', err: over('solve', 100) });
    expect(await cli(['draw', '--box', '--max-options', '100', spec])).toEqual({ code: 1, out: '', err: over('draw', 100) });
    expect((await cli(['draw', '--box', '--max-options', String(OPTIONS), spec])).code).toBe(0);
  });

  it('refuses a budget that is not a positive integer, and where nothing is generated', async () => {
    for (const bad of ['0', '-3', 'many', '1.5']) {
      expect(await cli(['polyomino', `--max-options=${bad}`, spec])).toEqual({ code: 2, out: '', err: `polydance polyomino: --max-options needs a positive integer, not '${bad}'\n` });
      expect((await cli(['solve', `--max-options=${bad}`, spec])).err).toBe(`polydance solve: --max-options needs a positive integer, not '${bad}'\n`);
    }
    expect(await cli(['polyomino', '--max-option', '3', spec])).toEqual({ code: 2, out: '', err: "polydance polyomino: unknown option '--max-option' (try --help)\n" });
    expect((await cli(['draw', '--max-options', '3', spec])).err).toBe('polydance draw: --max-options goes with --pieces or --box (a spec to generate)\n');
  });

  it('a short spec of millions of options stops at its budget with one message', async () => {
    // (a tenth of the default here; the default itself, on this spec and on a 500 KB one,
    // in a process held to 2 GB: budgets.slow.test.ts)
    const limit = Math.floor(DEFAULT_MAX_OPTIONS / 10);
    const r = await cli(['polycube', '--max-options', String(limit)], '[0-Z][0-Z][0-Z]\nP 000 001 002 010 011\n');
    expect(r).toEqual({ code: 1, out: '', err: over('polycube', limit) });
  });

  it('--timeout stops the generation of a spec in solve, printing at least 0', async () => {
    const io = memoryIo('| polydance polycube\n[0-Z][0-Z][0-Z]\nP 000 001 002 010 011\n');
    // (how soon after the timeout the process ends: budgets.slow.test.ts, on the built CLI)
    expect(await run(['solve', '--count', '--timeout', '0.5'], io)).toBe(124);
    expect(io.out()).toBe('at least 0\n');
    expect(io.err()).toMatch(/^0 solutions, 0 nodes, [\d.]+ s \(before (the input was read|the search began)\); stopped by --timeout, the search is incomplete\n$/);
  });
});
