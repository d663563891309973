import { describe, expect, it } from 'vitest';
import { describeArguments, describeExamples, describeGoldenCases, malformedInputTests } from './generator-tests.js';
import { runCli } from './testing.js';

describeGoldenCases('polycube', 'polycube-dlx', 3);

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
  malformedInputTests('polycube', 'polycube-dlx', 2, {
    'bad-multiplicity': /line 2, column 1: unknown multiplicity '#'/,
    'missing-space': /line 1, column 16: missing space/,
  });
});

describeArguments('polycube', 'polycube-dlx', 'soma', '000!');

describeExamples('polycube', 'polycube-dlx', [
  ['soma', 'soma'],
  ['tetracubes-2x4x4', 'tetracubes-2x4x4'],
]);
