import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const fixtures = fileURLToPath(new URL('../../../fixtures/knuth/', import.meta.url));
const read = (path: string): string => readFileSync(fixtures + path, 'utf8');
const cases = readdirSync(`${fixtures}polycube-dlx`)
  .filter((f) => f.endsWith('.in'))
  .map((f) => f.slice(0, -3));
const errorCases = readdirSync(`${fixtures}errors`)
  .filter((f) => f.startsWith('polycube-dlx.') && f.endsWith('.in'))
  .map((f) => f.slice(0, -3));

describe('polydance polycube: the golden POLYCUBE-DLX cases, byte for byte', () => {
  it('has cases to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
  });
  it.each(cases)('%s', async (name) => {
    const result = await runCli(['polycube'], read(`polycube-dlx/${name}.in`));
    expect(result.stdout).toBe(read(`polycube-dlx/${name}.out`));
    expect(result.stderr).toBe(read(`polycube-dlx/${name}.err`));
    expect(result.code).toBe(0);
  });
});

describe('polydance polycube: multiplicities', () => {
  const box = '[0-1][0-1][0-1]\n';
  const itemLine = async (piece: string): Promise<string> => {
    const result = await runCli(['polycube'], `${box}${piece} 000 100 010 110\n`);
    expect(result.code).toBe(0);
    return result.stdout.split('\n')[3]!;
  };
  it('reads d*name, N|name and a:b|name and writes them in DLX3 syntax', async () => {
    expect(await itemLine('2*O')).toBe(' 000 001 010 011 100 101 110 111 2|O');
    expect(await itemLine('c*O')).toBe(' 000 001 010 011 100 101 110 111 12|O');
    expect(await itemLine('2|O')).toBe(' 000 001 010 011 100 101 110 111 2|O');
    expect(await itemLine('0:3|O')).toBe(' 000 001 010 011 100 101 110 111 0:3|O');
  });
});

describe('polydance polycube: suffixes', () => {
  it('makes suffixed cells secondary items, as for squares', async () => {
    const result = await runCli(['polycube'], '[01]00 [01]00!\nD 000 100 000! 100!\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        '| [01]00 [01]00!',
        '| D 000 100 000! 100!',
        '| this file was created by polycube-dlx from that data',
        ' 000 100 D | 000! 100!',
        'D 000 000! 100 100!',
        '',
      ].join('\n'),
    );
    // nodes: 4 box cells + 4 piece cells + 3 rotated copies of 4 (the 3 other copies
    // are duplicates, reusing recycled nodes) + the unused node 0
    expect(result.stderr).toBe('Altogether 2+2 cells, 1 pieces, 3 base placements, 21 nodes.\n');
  });
});

describe('polydance polycube: malformed input', () => {
  it('has cases to check', () => {
    expect(errorCases.length).toBeGreaterThanOrEqual(2);
  });
  it.each(errorCases)('%s: one message with line and column, nothing on stdout', async (name) => {
    const result = await runCli(['polycube'], read(`errors/${name}.in`));
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^polydance polycube: line \d+, column \d+: [^\n]+\n$/);
  });
  it('names the place of each problem', async () => {
    const where = async (name: string): Promise<string> =>
      (await runCli(['polycube'], read(`errors/polycube-dlx.${name}.in`))).stderr;
    expect(await where('bad-multiplicity')).toMatch(/line 2, column 1: unknown multiplicity '#'/);
    expect(await where('missing-space')).toMatch(/line 1, column 16: missing space/);
  });
});

describe('polydance polycube: arguments', () => {
  it('reads a file and answers to its alias polycube-dlx', async () => {
    const result = await runCli(['polycube-dlx', `${fixtures}polycube-dlx/soma.in`]);
    expect(result.stdout).toBe(read('polycube-dlx/soma.out'));
    expect(result.code).toBe(0);
  });
  it('explains its syntax with --help', async () => {
    const result = await runCli(['polycube', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: polydance polycube [FILE]');
    expect(result.stdout).toContain('000!');
  });
});

describe('the examples for polydance polycube', () => {
  const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));
  /** The output after the comment lines, which echo the input. */
  const body = (dlx: string): string => dlx.slice(dlx.indexOf('\n', dlx.indexOf('| this file was created by')) + 1);
  it.each([
    ['soma', 'soma'],
    ['tetracubes-2x4x4', 'tetracubes-2x4x4'],
  ])('%s gives the golden problem of %s', async (example, golden) => {
    const result = await runCli(['polycube', `${examples}${example}.in`]);
    expect(result.code).toBe(0);
    expect(body(result.stdout)).toBe(body(read(`polycube-dlx/${golden}.out`)));
    expect(result.stderr).toBe(read(`polycube-dlx/${golden}.err`));
  });
});
