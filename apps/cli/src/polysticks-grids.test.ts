import { describe, expect, it } from 'vitest';
import { expectHelp, solveSpec } from './generator-tests.js';
import { repoRoot, runCli } from './testing.js';

// `polydance polytrig` and `polydance polytwig` beyond their fixtures (fixtures.test.ts):
// their help, closed forms, catalogue counts, and their problems drawn and counted up to
// symmetry through their lattices' descriptors alone.

describe('polydance polytrig', () => {
  it('explains its edges and junctions with --help', () => expectHelp('polytrig', 'Usage: polydance polytrig [FILE]', 'Dxy its right side', 'Ixyk'));

  it('tiles a line of n edges with single and straight double sticks in F(n + 1) ways (OEIS A000045)', async () => {
    const fibonacci = [1, 2, 3, 5, 8, 13, 21];
    for (let n = 1; n <= 7; n++) {
      const r = await solveSpec('polytrig', `H[0-${n - 1}]0\n0:${n}|M H00\n0:${n}|I H00 H10\n`, '--count');
      expect(r.stdout).toBe(`${fibonacci[n - 1]!}\n`);
    }
  });

  it('keeps straight sticks from crossing at a point: three through (1,1) fit only if they may cross', async () => {
    expect((await solveSpec('polytrig', 'H01 H11 U10 U11 D01 D10\n3|I H00 H10\n', '--count')).stdout).toBe('0\n');
    // bent sticks touch at the point, two of them in 60° corners
    expect((await solveSpec('polytrig', 'H01 H11 U10 U11 D01 D10\n3|V H00 U00\n', '--count')).stdout).toBe('2\n');
  });

  it('counts the tritrigs on a 5×2 parallelogram: 18, 9 up to a half turn, as Polyform Puzzler has 9', async () => {
    const r = await runCli(['solve', '--count', '--distinct', '--no-progress', `${repoRoot}/examples/tritrigs-5x2.in`]);
    expect(r.stdout).toBe('9\n');
    expect(r.stderr).toMatch(/^18 solutions, 9 up to rotations only \(2 symmetries; no reflection maps the problem onto itself\)/);
  });

  it('draws solutions through its descriptor, and knows its DLX files by their items', async () => {
    const spec = 'H0[01] U[01]0 D00\nA H00 U00\nB D00 H01 U10\n';
    const r = await solveSpec('polytrig', spec, '--limit', '1', '--draw', 'ascii');
    expect(r.stdout).toMatch(/^1:\n/);
    expect(r.stdout).toContain('+--');
    const dlx = await runCli(['polytrig'], spec);
    const bare = dlx.stdout
      .split('\n')
      .filter((l) => !l.startsWith('|'))
      .join('\n');
    expect((await runCli(['solve', '--no-progress', '--limit', '1', '--draw', 'ascii'], bare)).stdout).toBe(r.stdout);
  });
});

describe('polydance polytwig', () => {
  it('explains which edges are on its grid with --help', () => expectHelp('polytwig', 'Usage: polydance polytwig [FILE]', 'x-y is a multiple of 3'));

  it('lays a ring of six edges in 2 ways with three bent pairs, in 1 way with one ring of six', async () => {
    const ring = 'D11 H02 U01 D00 H10 U20';
    expect((await solveSpec('polytwig', `${ring}\n3|V D00 H10\n`, '--count')).stdout).toBe('2\n');
    expect((await solveSpec('polytwig', `${ring}\nO ${ring}\n`, '--count')).stdout).toBe('1\n');
  });

  it('counts the pentatwigs on a butterfly: 32, 8 up to symmetry, as Polyform Puzzler has 8', async () => {
    const r = await runCli(['solve', '--count', '--distinct', '--no-progress', `${repoRoot}/examples/pentatwigs-butterfly.in`]);
    expect(r.stdout).toBe('8\n');
    expect(r.stderr).toMatch(/^32 solutions, 8 up to rotations and reflections \(4 symmetries\)/);
  });

  it('draws solutions through its descriptor, and takes the lattice from --lattice twig', async () => {
    const spec = 'D11 H02 U01 D00 H10 U20\nA D11 H02 U01\nB D00 H10 U20\n';
    const r = await solveSpec('polytwig', spec, '--limit', '1', '--draw', 'ascii');
    expect(r.stdout).toMatch(/^1:\n {3}\+--[AB]--\+\n/);
    const asked = await runCli(['solve', '--count', '--no-progress', '--lattice', 'twig'], spec);
    expect(asked.stdout).toBe('6\n');
  });
});
