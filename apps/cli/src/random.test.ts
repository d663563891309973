import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const DOMINOES_4X4 = ['[0-3][0-3]', '8|D 00 01'].join('\n');

describe('solve --random', () => {
  it('draws N solutions, numbered, the same for the same seed, and says how many there are', async () => {
    const a = await runCli(['solve', '--random', '5', '--seed', '11', '--lattice', 'square', '-'], DOMINOES_4X4);
    const b = await runCli(['solve', '--random', '5', '--seed', '11', '--lattice', 'square', '-'], DOMINOES_4X4);
    const c = await runCli(['solve', '--random', '5', '--seed', '12', '--lattice', 'square', '-'], DOMINOES_4X4);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
    expect(a.stdout.split('\n').filter((l) => /^\d+:$/.test(l))).toEqual(['1:', '2:', '3:', '4:', '5:']);
    expect(a.stderr).toMatch(/^36 solutions \(by Kasteleyn's determinant\), [\d.]+ s; 5 drawn uniformly at random \(seed 11\) by coupling from the past \(dominoes on a region without holes\)\n$/);
  });

  it('counts and draws dominoes and lozenges by a determinant and coupling from the past, from a spec or a DLX file', async () => {
    // the Aztec diamond of order 8: 2^36 tilings
    const rows = Array.from({ length: 16 }, (_, y) => {
      const half = y < 8 ? y + 1 : 16 - y;
      return `[${(8 - half).toString(36)}-${(7 + half).toString(36)}]${y.toString(36)}`;
    });
    const aztec = `${rows.join(' ')}\n0:999|D 00 01\n`;
    const counted = await runCli(['solve', '--count', '--lattice', 'square', '-'], aztec);
    expect(counted.stdout).toBe(`${2n ** 36n}\n`);
    expect(counted.stderr).toMatch(/ \(by Kasteleyn's determinant\), [\d.]+ s; dominoes on a region without holes\n$/);
    const dlx = await runCli(['polyomino', '-'], aztec);
    const drawn = await runCli(['solve', '--random', '2', '--seed', '5', '--format', 'json', '-'], dlx.stdout);
    expect(drawn.stderr).toMatch(/^68719476736 solutions .* by coupling from the past \(dominoes on a region without holes\)\n$/);
    for (const line of drawn.stdout.trim().split('\n')) {
      const cells = (JSON.parse(line) as { items: string[][] }).items.flatMap((o) => o.filter((i) => i !== 'D'));
      expect(cells.length).toBe(144);
      expect(new Set(cells).size).toBe(144);
    }
    // lozenges: the hexagon of side 2, 20 tilings
    const hexagon = "02 03 11 12 13 20 21 22 23 30 31 32 01' 02' 03' 10' 11' 12' 13' 20' 21' 22' 30' 31'\n0:12|L 00 00'\n";
    const lozenges = await runCli(['solve', '--count', '--lattice', 'triangle', '-'], hexagon);
    expect(lozenges.stdout).toBe('20\n');
    expect(lozenges.stderr).toContain("(by Kasteleyn's determinant), ");
  });

  it('draws from the search\'s counts, and says so, when the region has a hole', async () => {
    const ring = '00 10 20 01 21 02 12 22\n0:4|D 00 01\n';
    const r = await runCli(['solve', '--random', '3', '--lattice', 'square', '-'], ring);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^2 solutions \(Algorithm M\), \d+ nodes, [\d.]+ s; 3 drawn uniformly at random \(seed 0\); dominoes on a region with a hole: drawn from the search's counts\n$/);
    const counted = await runCli(['solve', '--count', '--lattice', 'square', '-'], ring);
    expect(counted.stdout).toBe('2\n');
  });

  it('draws tilings that are solutions (each cell covered once, JSON) and pictures them with --draw', async () => {
    const r = await runCli(['solve', '--random', '20', '--format', 'json', '--lattice', 'square', '-'], DOMINOES_4X4);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { solution: number; items: string[][] });
    expect(lines.length).toBe(20);
    for (const l of lines) {
      const cells = l.items.flatMap((o) => o.filter((i) => i !== 'D'));
      expect(new Set(cells).size).toBe(16);
    }
    const drawn = await runCli(['solve', '--random', '1', '--draw', 'ascii', '--lattice', 'square', '-'], DOMINOES_4X4);
    expect(drawn.stdout).toMatch(/^1:\n┌/);
  });

  it('refuses, by name, each option it does not go with', async () => {
    for (const extra of [['--count'], ['--distinct'], ['--symmetry', 'none'], ['--limit', '2'], ['--every', '2'], ['--workers', '2'], ['--shard', '0/2'], ['--checkpoint', 'x.json'], ['--tasks', '8']]) {
      const r = await runCli(['solve', '--random', '1', ...extra, '--lattice', 'square', '-'], DOMINOES_4X4);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`polydance solve: --random and ${extra[0] ?? ''} do not go together (--random draws on one thread from one whole count)\n`);
    }
    const seed = await runCli(['solve', '--seed', '3', '-'], DOMINOES_4X4);
    expect(seed.stderr).toBe('polydance solve: --seed goes with --random N\n');
    expect((await runCli(['solve', '--random', '0', '-'], DOMINOES_4X4)).code).toBe(2);
    expect((await runCli(['solve', '--random', '1', '--seed', 'x', '-'], DOMINOES_4X4)).stderr).toContain('--seed needs a whole number');
  });

  it('draws nothing where there is no solution', async () => {
    const r = await runCli(['solve', '--random', '3', '--lattice', 'square', '-'], ['[0-2][0-2]', '4|D 00 01', '1|M 00'].join('\n').replace('1|M 00', ''));
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('0 solutions');
  });
});
