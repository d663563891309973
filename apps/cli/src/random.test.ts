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

describe('solve --count of dominoes named by their coordinates', () => {
  /** A DLX file of dominoes on `cells` (row-major booleans of a rows x cols box), each cell named by `name`. */
  function dominoFile(rows: number, cols: number, cells: boolean[], name: (r: number, c: number) => string, piece?: string): string {
    const items = [...(piece === undefined ? [] : [`0:99|${piece}`])];
    for (let k = 0; k < rows * cols; k++) if (cells[k]) items.push(name(Math.floor(k / cols), k % cols));
    const lines = [items.join(' ')];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (!cells[r * cols + c]) continue;
        for (const [dr, dc] of [[0, 1], [1, 0]] as const) {
          const r2 = r + dr;
          const c2 = c + dc;
          if (r2 < rows && c2 < cols && cells[r2 * cols + c2]) lines.push(`${piece === undefined ? '' : `${piece} `}${name(r, c)} ${name(r2, c2)}`);
        }
      }
    }
    return `${lines.join('\n')}\n`;
  }

  it('counts by the determinant what the search counts, for any names of two numbers; other problems go to the search', async () => {
    let seed = 7;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const names = [(r: number, c: number) => `${r}_${c}`, (r: number, c: number) => `r${r}c${c}`, (r: number, c: number) => `(${r},${c})`];
    let determinant = 0;
    for (let t = 0; t < 24; t++) {
      // a region of one run of cells per row, each row overlapping the one above (no
      // hole), an even number of cells; every third region loses a cell inside (a hole)
      const rows = 3 + Math.floor(random() * 3);
      const cols = 4 + Math.floor(random() * 3);
      const cells: boolean[] = [];
      let a = 0;
      let b = cols - 1;
      for (let r = 0; r < rows; r++) {
        const a2 = Math.min(b, Math.floor(random() * (cols / 2)));
        const b2 = Math.max(a2, a, cols - 1 - Math.floor(random() * (cols / 2)));
        [a, b] = [a2, b2];
        for (let c = 0; c < cols; c++) cells.push(c >= a && c <= b);
      }
      if (cells.filter(Boolean).length % 2 === 1) cells[cells.lastIndexOf(true)] = false;
      if (t % 3 === 2) cells[cols + Math.floor(cols / 2)] = false;
      const text = dominoFile(rows, cols, cells, names[t % 3]!, t % 4 === 0 ? 'D' : undefined);
      const fast = await runCli(['solve', '--count', '-'], text);
      const search = await runCli(['solve', '--count', '--workers', '1', '-'], text);
      expect(fast.code).toBe(0);
      expect(search.stderr).toMatch(/\(Algorithm [XM]\)/);
      expect(fast.stdout).toBe(search.stdout);
      if (fast.stderr.includes("(by Kasteleyn's determinant)")) determinant++;
      else expect(fast.stderr).toMatch(/\(Algorithm [XM]\)/);
    }
    // most regions have no hole (a hole, or an odd number of cells, goes to the search)
    expect(determinant).toBeGreaterThan(8);
    // names of two numbers whose options are no dominoes (cells two apart) are searched
    const apart = '0_0 0_2 1_0 1_2\n0_0 0_2\n1_0 1_2\n0_0 1_0\n0_2 1_2\n';
    const r = await runCli(['solve', '--count', '-'], apart);
    expect(r.stdout).toBe('2\n');
    expect(r.stderr).toMatch(/\(Algorithm X\)/);
  });
});
