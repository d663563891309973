import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const TETROMINOES: readonly (readonly [number, number][])[] = [
  [[0, 0], [0, 1], [0, 2], [0, 3]],
  [[0, 0], [0, 1], [0, 2], [1, 0]],
  [[0, 0], [0, 1], [1, 0], [1, 1]],
  [[0, 0], [0, 1], [1, 1], [1, 2]],
  [[0, 0], [0, 1], [0, 2], [1, 1]],
];

/** Every orientation of a shape (rotations and reflections), each normalized to least row and column 0. */
function orientations(shape: readonly (readonly [number, number])[]): [number, number][][] {
  const out = new Map<string, [number, number][]>();
  let cells = shape.map(([r, c]) => [r, c] as [number, number]);
  for (let m = 0; m < 2; m++) {
    for (let k = 0; k < 4; k++) {
      cells = cells.map(([r, c]) => [c, -r]);
      const r0 = Math.min(...cells.map((x) => x[0]));
      const c0 = Math.min(...cells.map((x) => x[1]));
      const norm = cells.map(([r, c]) => [r - r0, c - c0] as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      out.set(JSON.stringify(norm), norm);
    }
    cells = cells.map(([r, c]) => [r, -c]);
  }
  return [...out.values()];
}

/**
 * Tilings of a `rows` x `cols` board by the shapes, any number of each, counted by plain
 * backtracking with its own memo: cells are numbered column by column; the first empty
 * cell is covered by each orientation placed with its first cell there; the count below
 * depends only on that cell and which of the next cells are filled.
 */
function bruteForceTilings(rows: number, cols: number, shapes: readonly (readonly [number, number][])[]): number {
  // orientations with their cells in column-major order, the first one first
  const all = shapes.flatMap(orientations).map((o) => [...o].sort((a, b) => a[1] - b[1] || a[0] - b[0]));
  const size = rows * cols;
  const memo = new Map<string, number>();
  const go = (p: number, filled: readonly boolean[]): number => {
    while (p < size && filled[p] === true) p++;
    if (p === size) return 1;
    const key = `${p}:${filled.slice(p, p + 4 * rows).map((f) => (f ? 1 : 0)).join('')}`;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    const r = p % rows;
    const c = Math.floor(p / rows);
    let n = 0;
    for (const o of all) {
      const [fr, fc] = o[0] as [number, number];
      const cells = o.map(([dr, dc]) => [r + dr - fr, c + dc - fc] as const);
      if (!cells.every(([rr, cc]) => rr >= 0 && rr < rows && cc >= 0 && cc < cols && filled[cc * rows + rr] !== true)) continue;
      const next = [...filled];
      for (const [rr, cc] of cells) next[cc * rows + rr] = true;
      n += go(p + 1, next);
    }
    memo.set(key, n);
    return n;
  };
  return go(0, new Array<boolean>(size).fill(false));
}

describe('solve --count --sequence', () => {
  it('prints the tilings of the 4 x n boards by the five tetrominoes, n = 1..12, as a brute force counts them', async () => {
    const spec = ['[0-3][0-9a-b]', ...['I 00 01 02 03', 'L 00 01 02 10', 'O 00 01 10 11', 'S 00 01 11 12', 'T 00 01 02 11'].map((p) => `0:12|${p}`)].join('\n');
    const r = await runCli(['solve', '--count', '--sequence', '--lattice', 'square', '-'], spec);
    expect(r.code).toBe(0);
    const expected = Array.from({ length: 12 }, (_, i) => bruteForceTilings(4, i + 1, TETROMINOES));
    expect(r.stdout).toBe(expected.map((n) => `${n}\n`).join(''));
    expect(r.stderr).toMatch(/^12 boards of 12 counted \(1 to 12 rows\) \(Algorithm M\), [\d.]+ s\n$/);
  });

  it('refuses what it does not go with, by name', async () => {
    const spec = '[0-1][0-3]\n0:4|D 00 01\n';
    const alone = await runCli(['solve', '--sequence', '--lattice', 'square', '-'], spec);
    expect([alone.code, alone.stderr]).toEqual([2, 'polydance solve: --sequence goes with --count\n']);
    for (const extra of [['--distinct'], ['--format', 'json'], ['--workers', '2'], ['--limit', '1']]) {
      const r = await runCli(['solve', '--count', '--sequence', ...extra, '--lattice', 'square', '-'], spec);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`--sequence and ${extra.join(' ').replace(/ \d+$/, '')} do not go together`);
    }
  });
});
