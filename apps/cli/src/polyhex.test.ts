import { describe, expect, it } from 'vitest';
import { expectHelp, solveSpec } from './generator-tests.js';
import { repoRoot, runCli } from './testing.js';
import type { CliResult } from './testing.js';

// `polydance polyhex` beyond its fixtures (fixtures.test.ts): its help, its problems
// solved, counted up to symmetry and drawn through the lattice's descriptor alone.

/** `polydance polyhex SPEC | polydance solve ARGS`, in-process. */
const solve = (spec: string, ...args: string[]): Promise<CliResult> => solveSpec('polyhex', spec, ...args);

/** The cells of the hexagon of side n, as a box line. */
function hexagonBox(n: number): string {
  const cells: string[] = [];
  for (let x = 0; x <= 2 * n - 2; x++)
    for (let y = 0; y <= 2 * n - 2; y++) if (x + y >= n - 1 && x + y <= 3 * n - 3) cells.push(`${x.toString(36)}${y.toString(36)}`);
  return cells.join(' ');
}

describe('polydance polyhex', () => {
  it('explains its coordinates with --help', () => expectHelp('polyhex', 'Usage: polydance polyhex [FILE]', 'axial coordinates', '|00 |10 |20 |'));

  it('tiles a hexagon of side n with single hexagons in exactly one way', async () => {
    for (const n of [1, 2, 3, 5]) {
      const cells = 3 * n * (n - 1) + 1;
      const r = await solve(`${hexagonBox(n)}\n${cells}|H 00\n`, '--count');
      expect(r.stdout).toBe('1\n');
    }
  });

  it('tiles a rhombus of two rows of n with dihexes in F(n + 1) ways, a Fibonacci number (OEIS A000045)', async () => {
    // the last hexagon of the top row goes with its left or lower neighbour: f(n) = f(n − 1) + f(n − 2)
    const fibonacci = [1, 2, 3, 5, 8, 13, 21, 34];
    for (let n = 1; n <= 8; n++) {
      const r = await solve(`[0-${n - 1}][01]\n${n}|D 00 10\n`, '--count');
      expect(r.stdout).toBe(`${fibonacci[n - 1]!}\n`);
    }
  });

  it('counts the tetrahexes in a 4×7 rhombus: 18, 9 up to a half turn', async () => {
    const r = await runCli(['solve', '--count', '--distinct', '--no-progress', `${repoRoot}/examples/tetrahexes-4x7.in`]);
    expect(r.stdout).toBe('9\n');
    expect(r.stderr).toMatch(/^18 solutions, 9 up to rotations only \(2 symmetries; no reflection maps the problem onto itself\)/);
  });

  it('draws solutions through its descriptor, found by the comment of the DLX file', async () => {
    const r = await solve('[0-3][01]\n2|I 00 10 20 30\n', '--limit', '1', '--draw', 'ascii');
    expect(r.stdout).toBe(['1:', '   / \\ / \\ / \\ / \\', '  | I   I   I   I |', ' / \\ / \\ / \\ / \\ /', '| I   I   I   I |', ' \\ / \\ / \\ / \\ /', ''].join('\n'));
  });

  it('is the lattice of a spec that names it, and of --lattice hex', async () => {
    const named = await runCli(['solve', '--count', '--no-progress'], '| dihexes: polydance polyhex\n[0-2][01]\n3|D 00 10\n');
    expect(named.stdout).toBe('3\n');
    const asked = await runCli(['solve', '--count', '--no-progress', '--lattice', 'hex'], '[0-2][01]\n3|D 00 10\n');
    expect(asked.stdout).toBe('3\n');
  });
});
