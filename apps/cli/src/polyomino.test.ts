import { describe, expect, it } from 'vitest';
import { expectHelp } from './generator-tests.js';
import { fixtureCases, repoFile, runCli } from './testing.js';

const golden = 'fixtures/knuth/polyomino-dlx';

describe('polydance polyomino: the golden corpus, byte for byte', () => {
  const cases = fixtureCases(golden, '.in');
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(11));
  it.each(cases)('%s', async (name) => {
    const result = await runCli(['polyomino'], repoFile(golden, `${name}.in`));
    expect(result.stdout).toBe(repoFile(golden, `${name}.out`));
    expect(result.stderr).toBe(repoFile(golden, `${name}.err`));
    expect(result.code).toBe(0);
  });
  it('the alias polyomino-dlx and a FILE argument give the same output', async () => {
    const viaFile = await runCli(['polyomino-dlx', `${golden}/pentominoes-6x10.in`]);
    expect(viaFile.stdout).toBe(repoFile(golden, 'pentominoes-6x10.out'));
  });
});

describe('polydance polyomino: bad input', () => {
  const errors = 'fixtures/knuth/errors';
  const cases = fixtureCases(errors, '.in', 'polyomino-dlx.');
  it.each(cases)('%s: one message with line and column, nothing on stdout', async (name) => {
    const result = await runCli(['polyomino'], repoFile(errors, `${name}.in`));
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^polydance polyomino: line \d+, column \d+: \S.*\n$/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
  it('names the problem, e.g. an illegal digit', async () => {
    const result = await runCli(['polyomino'], '[0-3][0-3]\nD 0# 01\n');
    expect(result.stderr).toBe("polydance polyomino: line 2, column 4: illegal digit '#'\n");
  });
  it('a missing file is a usage error', async () => {
    const result = await runCli(['polyomino', 'no/such/file.in']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('polydance polyomino: cannot read no/such/file.in: no such file or directory\n');
  });
  it('an unknown option is a usage error', async () => {
    const result = await runCli(['polyomino', '--frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown option '--frobnicate'/);
  });
  it('notes empty lines on stderr, as the C program does', async () => {
    const result = await runCli(['polyomino'], '[0-1][0-1]\n\nD 00 01\n');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('(Empty line is being ignored)\nAltogether 4 cells, 1 pieces, 2 base placements, 11 nodes.\n');
  });
});

describe('polydance --help', () => {
  it('lists the commands', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/polyomino/);
  });
  it('explains the polyomino syntax with an example', () => expectHelp('polyomino', 'Spec syntax', 'Example'));
  it('rejects an unknown command', async () => {
    const result = await runCli(['polyominx']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown command 'polyominx'/);
  });
});
