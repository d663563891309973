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
    expect(a.stderr).toMatch(/^36 solutions \(Algorithm M\), \d+ nodes, [\d.]+ s; 5 drawn uniformly at random \(seed 11\)\n$/);
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
