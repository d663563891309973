import { describe, expect, it } from 'vitest';
import { optionsHelp, parseOptions } from './options.js';
import type { OptionTable } from './options.js';
import { UsageError } from './io.js';
import { repoRoot, runCli } from './testing.js';

const TABLE: OptionTable = [
  { flag: '--count', help: 'count' },
  { flag: '--format', value: 'text|json', help: 'how' },
  { flag: '--mate', value: 'PAIRS', help: 'pairs', once: true, missing: '--mate needs pairs' },
];

function refused(args: string[]): string {
  try {
    parseOptions(TABLE, args, 'x');
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`accepted ${args.join(' ')}`);
}

describe('the option table', () => {
  it('reads --flag value and --flag=value alike, words and - as positional, everything after --', () => {
    const a = parseOptions(TABLE, ['in.dlx', '--format', 'json', '--count'], 'x');
    const b = parseOptions(TABLE, ['--format=json', 'in.dlx', '--count'], 'x');
    expect([...a.values]).toEqual([
      ['--format', 'json'],
      ['--count', ''],
    ]);
    expect(new Map(b.values)).toEqual(new Map(a.values));
    expect(a.positional).toEqual(['in.dlx']);
    const c = parseOptions(TABLE, ['-', '--', '--count', '-x'], 'x');
    expect(c.positional).toEqual(['-', '--count', '-x']);
    expect(c.positions).toEqual([1, 3, 4]);
    // a value may hold '=' and begin with '-'
    expect(parseOptions(TABLE, ['--format=a=b'], 'x').values.get('--format')).toBe('a=b');
    expect(parseOptions(TABLE, ['--format', '-'], 'x').values.get('--format')).toBe('-');
  });

  it('refuses a value for a flag without one, a missing value, a flag given twice where once is the rule', () => {
    expect(refused(['--count=no'])).toBe("--count takes no value, not '--count=no'");
    expect(refused(['--format'])).toBe('--format needs a value (--format text|json)');
    expect(refused(['--mate'])).toBe('--mate needs pairs');
    expect(refused(['--mate', 'ab', '--mate=cd'])).toBe('--mate is given twice');
  });

  it('names the nearest flag of a misspelt one, and none of a word far from all', () => {
    expect(refused(['--cout'])).toBe("unknown option '--cout' (did you mean --count? see polydance x --help)");
    expect(refused(['--fromat=json'])).toBe("unknown option '--fromat=json' (did you mean --format? see polydance x --help)");
    expect(refused(['--zzzzzzzz'])).toBe("unknown option '--zzzzzzzz' (see polydance x --help)");
  });

  it('lays out --help: the flag, its value, its lines from a column on (below a long flag), variants one by one', () => {
    const help = optionsHelp([
      { flag: '--count', help: 'count them\nall' },
      { flag: '--checkpoint-every', value: 'SECONDS', help: 'how often' },
      { flag: '--draw', value: 'a|b', help: '', variants: [{ value: 'a', help: 'as a' }, { value: 'b', help: 'as b' }] },
      { flag: '--pieces', help: '' },
    ]);
    expect(help).toBe(
      [
        '  --count            count them',
        '                     all',
        '  --checkpoint-every SECONDS',
        '                     how often',
        '  --draw a           as a',
        '  --draw b           as b',
        '',
      ].join('\n'),
    );
  });
});

describe('every command reads --flag=value as --flag value', () => {
  const dlx = `${repoRoot}/examples/pentominoes-3x20.dlx`;
  it.each([
    [
      ['solve', '--count', '--symmetry', 'none', '--timeout', '60', dlx],
      ['solve', '--count', '--symmetry=none', '--timeout=60', dlx],
    ],
    [
      ['solve', '--distinct', '--format', 'json', dlx],
      ['solve', '--distinct', '--format=json', dlx],
    ],
    [
      ['solve', '--limit', '1', '--draw', 'ascii', dlx],
      ['solve', '--limit=1', '--draw=ascii', dlx],
    ],
    [
      ['puzzles', '--lattice', 'cube', '--set', 'soma'],
      ['puzzles', '--lattice=cube', '--set=soma'],
    ],
    [
      ['macmahon', 'hexagon', '--boundary', 'b'],
      ['macmahon', 'hexagon', '--boundary=b'],
    ],
    [
      ['draw', '--pieces', '--lattice', 'square', `${repoRoot}/examples/pentominoes-6x10.in`],
      ['draw', '--pieces', '--lattice=square', `${repoRoot}/examples/pentominoes-6x10.in`],
    ],
  ])('%j', async (spaced, joined) => {
    const a = await runCli(spaced);
    const b = await runCli(joined);
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(b.code).toBe(a.code);
  });

  it('merge --format=json, draw --out=DIR', async () => {
    const r = await runCli(['merge', '--format=json', `${repoRoot}/fixtures/none.json`]);
    expect(r.stderr).not.toMatch(/unknown option/);
    const d = await runCli(['draw', '--box', '--draw=svg', '--out=/nonexistent/folder', `${repoRoot}/examples/pentominoes-6x10.in`]);
    expect(d.stderr).not.toMatch(/unknown option/);
    expect(d.stderr).toMatch(/nonexistent/);
  });

  it('solve --cout: did you mean --count?', async () => {
    const r = await runCli(['solve', '--cout', 'x.dlx']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("polydance solve: unknown option '--cout' (did you mean --count? see polydance solve --help)\n");
    const m = await runCli(['merge', '--fromat', 'json']);
    expect(m.stderr).toMatch(/did you mean --format\?/);
    const p = await runCli(['pieces', 'square', '5', '--one-side']);
    expect(p.stderr).toMatch(/did you mean --one-sided\?/);
  });
});
