import { describe, expect, it } from 'vitest';
import { expectHelp, solveSpec } from './generator-tests.js';
import { repoRoot, runCli } from './testing.js';
import type { CliResult } from './testing.js';

// `polydance polyabolo` beyond its fixtures (fixtures.test.ts): its help, closed forms,
// its problems counted up to symmetry and drawn through the lattice's descriptor alone.

/** `polydance polyabolo SPEC | polydance solve ARGS`, in-process. */
const solve = (spec: string, ...args: string[]): Promise<CliResult> => solveSpec('polyabolo', spec, ...args);

const box = (w: number, h: number): string => `[0-${(w - 1).toString(36)}][0-${(h - 1).toString(36)}][ensw]`;

describe('polydance polyabolo', () => {
  it('explains its quarters with --help', () => expectHelp('polyabolo', 'Usage: polydance polyabolo [FILE]', '|00wX00e|10wX10e|'));

  it('cuts each square of an m×n rectangle along one of its two diagonals: 2^(mn) tilings by half squares', async () => {
    for (const [w, h] of [[1, 1], [2, 1], [2, 2], [3, 2], [3, 3], [4, 3]] as const) {
      const r = await solve(`${box(w, h)}\n${2 * w * h}|M 00e 00s\n`, '--count');
      expect(r.stdout).toBe(`${2 ** (w * h)}\n`);
    }
  });

  it('tiles a square by the square of two half squares in one way, and by parallelograms in none', async () => {
    expect((await solve(`${box(5, 5)}\n25|S 00e 00n 00s 00w\n`, '--count')).stdout).toBe('1\n');
    expect((await solve(`${box(2, 2)}\n4|P 00e 00n 01s 01w\n`, '--count')).stdout).toBe('0\n');
  });

  it('counts the diaboloes in a 3×3 square: 53, 11 up to the 8 symmetries of the square', async () => {
    const r = await runCli(['solve', '--count', '--distinct', '--no-progress', `${repoRoot}/examples/diaboloes-3x3.in`]);
    expect(r.stdout).toBe('11\n');
    expect(r.stderr).toMatch(/^53 solutions, 11 up to rotations and reflections \(8 symmetries\)/);
  });

  it('draws solutions through its descriptor, and knows its DLX files by their items alone', async () => {
    const r = await solve(`${box(2, 1)}\nA 00n 00w\nB 00e 00s\nS 00e 00n 00s 00w\n`, '--limit', '1', '--draw', 'ascii');
    expect(r.stdout).toMatch(/^1:\n\+-------\+-------\+\n/);
    for (const label of [' A ', ' B ', 'S   S']) expect(r.stdout).toContain(label);
    const dlx = await runCli(['polyabolo'], `${box(2, 1)}\nA 00n 00w\nB 00e 00s\nS 00e 00n 00s 00w\n`);
    const bare = dlx.stdout
      .split('\n')
      .filter((l) => !l.startsWith('|'))
      .join('\n');
    const drawn = await runCli(['solve', '--no-progress', '--limit', '1', '--draw', 'ascii'], bare);
    expect(drawn.stdout).toBe(r.stdout);
  });

  it('is the lattice of a spec that names it, and of --lattice abolo', async () => {
    const named = await runCli(['solve', '--count', '--no-progress'], `| half squares: polydance polyabolo\n${box(2, 1)}\n4|M 00e 00s\n`);
    expect(named.stdout).toBe('4\n');
    const asked = await runCli(['solve', '--count', '--no-progress', '--lattice', 'abolo'], `${box(2, 1)}\n4|M 00e 00s\n`);
    expect(asked.stdout).toBe('4\n');
  });
});
