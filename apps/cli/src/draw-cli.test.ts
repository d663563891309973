import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFile, repoRoot, runCli } from './testing.js';

const solveDir = 'fixtures/knuth/solve';
const spec6x10 = repoFile('examples', 'pentominoes-6x10.in');

describe('polydance solve --draw', () => {
  it('draws the first 6x10 pentomino solution in the terminal', async () => {
    const dlx = (await runCli(['polyomino'], spec6x10)).stdout;
    const r = await runCli(['solve', '--limit', '1', '--draw', 'ascii'], dlx);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('1:');
    expect(lines).toHaveLength(1 + 13 + 1);
    expect(lines[1]).toMatch(/^┌[─┬]+┐$/);
    expect(lines[13]).toMatch(/^└[─┴]+┘$/);
    const labels = new Set(r.stdout.match(/[A-Z]/g));
    expect([...labels].sort().join('')).toBe('FILNPTUVWXYZ');
  });

  it('writes one SVG per solution, with 12 piece shapes in 12 distinct fills', async () => {
    const out = mkdtempSync(join(tmpdir(), 'polydance-svg-'));
    const dlx = (await runCli(['polyomino', join(repoRoot, 'examples', 'pentominoes-3x20.in')])).stdout;
    const r = await runCli(['solve', '--limit', '2', '--draw', 'svg', '--out', out], dlx);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(readdirSync(out).sort()).toEqual(['solution-0001.svg', 'solution-0002.svg']);
    const svg = readFileSync(join(out, 'solution-0001.svg'), 'utf8');
    const fills = [...svg.matchAll(/<path d="[^"]+" fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]);
    expect(fills).toHaveLength(12);
    expect(new Set(fills).size).toBe(12);
  });

  it('knows the lattice from --lattice when the file does not say', async () => {
    const r = await runCli(['solve', '--draw', 'ascii', '--lattice', 'square'], ' 00 01 D\nD 00 01\n');
    expect(r.stdout).toBe('1:\n┌───────┐\n│ D   D │\n└───────┘\n');
  });

  it.each([
    [['--draw', 'png'], /--draw is ascii, svg, stl or sheet, not 'png'/],
    [['--draw', 'ascii', '--lattice', 'hexagon'], /--lattice is one of/],
    [['--draw', 'ascii', '--count'], /do not go together/],
  ])('rejects %j', async (args, message) => {
    const r = await runCli(['solve', ...args], ' a\na\n');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('says so when it cannot tell the lattice', async () => {
    const r = await runCli(['solve', '--draw', 'ascii'], ' apple pear\napple pear\n');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/cannot tell which lattice.*--lattice/);
  });
});

describe('polydance draw', () => {
  it("draws every solution of DLX1's listing of pentominoes 3x20", async () => {
    const r = await runCli(['draw', join(repoRoot, solveDir, 'pentominoes-3x20.dlx')], repoFile(solveDir, 'pentominoes-3x20.out'));
    expect(r.code).toBe(0);
    const heads = r.stdout.split('\n').filter((l) => /^\d+:$/.test(l));
    expect(heads).toEqual(['1:', '2:', '3:', '4:', '5:', '6:', '7:', '8:']);
  });

  it('draws the hexiamonds and the MacMahon hexagon as SVG', async () => {
    for (const name of ['hexiamonds-6x6', 'macmahon-hexagon', 'soma']) {
      const out = mkdtempSync(join(tmpdir(), 'polydance-draw-'));
      const r = await runCli(['draw', join(repoRoot, solveDir, `${name}.dlx`), '--draw', 'svg', '--out', out], repoFile(solveDir, `${name}.out`));
      expect(r.code).toBe(0);
      const files = readdirSync(out);
      expect(files.length).toBeGreaterThan(0);
      expect(readFileSync(join(out, files[0]!), 'utf8')).toMatch(/^<svg /);
    }
  });

  it('rejects a listing that does not belong to the problem', async () => {
    const r = await runCli(['draw', join(repoRoot, solveDir, 'pentominoes-3x20.dlx')], '1:\n Q 00 01\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^polydance draw: line 2, column 2: solution 1 names 'Q', which is not an item/);
    // the column of the token that is not an item, after runs of blanks and a control character escaped
    const s = await runCli(['draw', join(repoRoot, solveDir, 'pentominoes-3x20.dlx')], '1:\n I  00 \t x\x1b[2J\n');
    expect(s.code).toBe(1);
    expect(s.stderr).toMatch(/^polydance draw: line 2, column 10: solution 1 names 'x\\x1b\[2J', which is not an item/);
  });

  it('needs the DLX file', async () => {
    const r = await runCli(['draw']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give the DLX file/);
  });
});
