import { describe, expect, it } from 'vitest';
import { describeArguments, describeExamples, describeGoldenCases, malformedInputTests } from './generator-tests.js';
import { runCli } from './testing.js';

describeGoldenCases('polyiamond', 'polyiamond-dlx', 6);

describe('polydance polyiamond: malformed input', () => {
  malformedInputTests('polyiamond', 'polyiamond-dlx', 3, {
    'illegal-digit': /line 2, column 4: illegal digit '%'/,
    'name-is-cell': /line 2, column 1: piece name '12'/,
    'suffix-too-long': /line 2, column 14: suffix '\[12\]\[12\]' is too long/,
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

describeArguments('polyiamond', 'polyiamond-dlx', 'hexiamonds-6x6', "xy' the Nabla");

describeExamples('polyiamond', 'polyiamond-dlx', [
  ['hexiamonds-6x6', 'hexiamonds-6x6'],
  ['lozenges-hexagon-2', 'lozenge-hex2-both'],
]);
