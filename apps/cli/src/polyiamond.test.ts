import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const fixtures = fileURLToPath(new URL('../../../fixtures/knuth/', import.meta.url));
const read = (path: string): string => readFileSync(fixtures + path, 'utf8');
const cases = readdirSync(`${fixtures}polyiamond-dlx`)
  .filter((f) => f.endsWith('.in'))
  .map((f) => f.slice(0, -3));
const errorCases = readdirSync(`${fixtures}errors`)
  .filter((f) => f.startsWith('polyiamond-dlx.') && f.endsWith('.in'))
  .map((f) => f.slice(0, -3));

describe('polydance polyiamond: the golden POLYIAMOND-DLX cases, byte for byte', () => {
  it('has cases to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });
  it.each(cases)('%s', async (name) => {
    const result = await runCli(['polyiamond'], read(`polyiamond-dlx/${name}.in`));
    expect(result.stdout).toBe(read(`polyiamond-dlx/${name}.out`));
    expect(result.stderr).toBe(read(`polyiamond-dlx/${name}.err`));
    expect(result.code).toBe(0);
  });
});

describe('polydance polyiamond: malformed input', () => {
  it('has cases to check', () => {
    expect(errorCases.length).toBeGreaterThanOrEqual(3);
  });
  it.each(errorCases)('%s: one message with line and column, nothing on stdout', async (name) => {
    const result = await runCli(['polyiamond'], read(`errors/${name}.in`));
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^polydance polyiamond: line \d+, column \d+: [^\n]+\n$/);
  });
  it('names the place of each problem', async () => {
    const where = async (name: string): Promise<string> =>
      (await runCli(['polyiamond'], read(`errors/polyiamond-dlx.${name}.in`))).stderr;
    expect(await where('illegal-digit')).toMatch(/line 2, column 4: illegal digit '%'/);
    expect(await where('name-is-cell')).toMatch(/line 2, column 1: piece name '12'/);
    expect(await where('suffix-too-long')).toMatch(/line 2, column 14: suffix '\[12\]\[12\]' is too long/);
  });
  it('rejects a suffix whose primed twin would be too long', async () => {
    const result = await runCli(['polyiamond'], '[0-1][0-1] [0-1][0-1]abcdef\nX 00\n');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      "polydance polyiamond: line 1, column 12: suffix 'abcdef' implies the suffix ''abcdef' for the rotated cells, which is longer than 6 characters\n",
    );
  });
  it('accepts a six-character suffix that begins with a prime', async () => {
    const result = await runCli(['polyiamond'], "00 00' 00'abcde 00abcde\nX 00 00'abcde\n");
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[3]).toBe(' 00 00\' X | 00abcde 00\'abcde');
  });
});

describe('polydance polyiamond: arguments', () => {
  it('reads a file and answers to its alias polyiamond-dlx', async () => {
    const result = await runCli(['polyiamond-dlx', `${fixtures}polyiamond-dlx/hexiamonds-6x6.in`]);
    expect(result.stdout).toBe(read('polyiamond-dlx/hexiamonds-6x6.out'));
    expect(result.code).toBe(0);
  });
  it('explains its syntax with --help', async () => {
    const result = await runCli(['polyiamond', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: polydance polyiamond [FILE]');
    expect(result.stdout).toContain("xy' the Nabla");
  });
});

describe('the examples for polydance polyiamond', () => {
  const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));
  /** The output after the comment lines, which echo the input. */
  const body = (dlx: string): string => dlx.slice(dlx.indexOf('\n', dlx.indexOf('| this file was created by')) + 1);
  it.each([
    ['hexiamonds-6x6', 'hexiamonds-6x6'],
    ['lozenges-hexagon-2', 'lozenge-hex2-both'],
  ])('%s gives the golden problem of %s', async (example, golden) => {
    const result = await runCli(['polyiamond', `${examples}${example}.in`]);
    expect(result.code).toBe(0);
    expect(body(result.stdout)).toBe(body(read(`polyiamond-dlx/${golden}.out`)));
    expect(result.stderr).toBe(read(`polyiamond-dlx/${golden}.err`));
  });
});
