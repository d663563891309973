import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFile, repoRoot, runCli } from './testing.js';

const solveDir = 'fixtures/knuth/solve';
const dlxFile = join(repoRoot, solveDir, 'pentominoes-3x20.dlx');

describe('SVG files are named after the problem, and never overwritten unasked', () => {
  it('solve FILE names them after FILE; stdin gives solution-NNNN.svg; --name chooses', async () => {
    const out = mkdtempSync(join(tmpdir(), 'polydance-names-'));
    expect((await runCli(['solve', '--limit', '2', '--draw', 'svg', '--out', out, dlxFile])).code).toBe(0);
    expect((await runCli(['solve', '--limit', '1', '--draw', 'svg', '--out', out], repoFile(solveDir, 'pentominoes-3x20.dlx'))).code).toBe(0);
    const named = await runCli(['solve', '--limit', '1', '--draw', 'svg', '--out', out, '--name', 'mine', dlxFile]);
    expect(named).toEqual({ code: 0, stdout: '', stderr: expect.stringMatching(/^wrote .*mine-0001\.svg\n/) as unknown });
    expect(readdirSync(out).sort()).toEqual(['mine-0001.svg', 'pentominoes-3x20-0001.svg', 'pentominoes-3x20-0002.svg', 'solution-0001.svg']);
  });

  it('draw DLXFILE names them after DLXFILE', async () => {
    const out = mkdtempSync(join(tmpdir(), 'polydance-names-'));
    const r = await runCli(['draw', dlxFile, '--draw', 'svg', '--out', out], repoFile(solveDir, 'pentominoes-3x20.out'));
    expect(r.code).toBe(0);
    expect(readdirSync(out)).toHaveLength(8);
    expect(readdirSync(out).every((f) => /^pentominoes-3x20-000[1-8]\.svg$/.test(f))).toBe(true);
  });

  it('a file that exists is refused, with nothing on stdout, unless --force', async () => {
    const out = mkdtempSync(join(tmpdir(), 'polydance-names-'));
    writeFileSync(join(out, 'pentominoes-3x20-0001.svg'), 'mine\n');
    for (const args of [
      ['solve', '--limit', '1', '--draw', 'svg', '--out', out, dlxFile],
      ['draw', dlxFile, '--draw', 'svg', '--out', out],
    ]) {
      const r = await runCli(args, repoFile(solveDir, 'pentominoes-3x20.out'));
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/pentominoes-3x20-0001\.svg exists: --force overwrites it, --name NAME writes NAME-0001\.svg instead\n$/);
      expect(r.stderr.split('\n')).toHaveLength(2);
      expect(readFileSync(join(out, 'pentominoes-3x20-0001.svg'), 'utf8')).toBe('mine\n');
    }
    const forced = await runCli(['solve', '--limit', '1', '--draw', 'svg', '--out', out, '--force', dlxFile]);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(out, 'pentominoes-3x20-0001.svg'), 'utf8')).toMatch(/^<svg /);
  });

  it.each([[['--name', 'a/b']], [['--name', '']], [['--name']]])('rejects %j', async (args) => {
    const r = await runCli(['solve', '--draw', 'svg', ...args, dlxFile]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/--name needs a file name without folders/);
  });
});

describe('a count stopped before the end says so on stdout', () => {
  it.each([[[]], [['--limit', '1000000']]])('--count --timeout %j prints "at least N"', async (extra) => {
    const r = await runCli(['solve', '--count', '--timeout', '0.3', '--no-progress', ...extra, join(repoRoot, solveDir, 'tetrasticks-omit-T1.dlx')]);
    expect(r.code).toBe(124);
    const printed = /^at least (\d+)\n$/.exec(r.stdout);
    expect(printed, r.stdout).not.toBeNull();
    // on a loaded machine the stop may come while the search is prepared: "0 solutions, 0
    // nodes, … (before the search began); stopped by …" says the same
    expect(r.stderr).toMatch(new RegExp(`^${printed![1]} solutions?[ ,].*stopped by --timeout, the search is incomplete\\n$`));
  });

  it('a complete count is the bare number', async () => {
    const r = await runCli(['solve', '--count', '--timeout', '60', dlxFile]);
    expect(r).toMatchObject({ code: 0, stdout: '8\n' });
  });
});

describe('SVG files are valid XML whatever the names', () => {
  it('a piece named with NUL, ESC or U+2028 is written escaped, as a message shows it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'polydance-names-'));
    const r = await runCli(['solve', '--limit', '1', '--draw', 'svg', '--out', out, '--lattice', 'square'], '[0-1][0-1]\n\u001bA\u0000 00 01\nB\u2028 10 11\n');
    expect(r.code).toBe(0);
    const svg = readFileSync(join(out, 'solution-0001.svg'), 'utf8');
    expect(svg).toContain('<title>\\x1bA\\x00</title>');
    expect(svg).toContain('<title>B\\u{2028}</title>');
    expect(svg).toMatch(/^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u);
  });
});
