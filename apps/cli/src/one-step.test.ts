import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPuzzle } from '@polydance/puzzles';
import { describe, expect, it } from 'vitest';
import { repoFile, runCli } from './testing.js';

const scratch = mkdtempSync(join(tmpdir(), 'polydance-one-step-'));

/** Writes a file in a scratch folder; returns its path. */
function file(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

/** The 3×20 pentomino spec without its first comment line (so nothing names its lattice). */
const bare3x20 = repoFile('examples', 'pentominoes-3x20.in').split('\n').slice(1).join('\n');

describe('polydance puzzles', () => {
  it('lists at least 400 puzzles with their lattice, counts and pieces, in 80 columns', async () => {
    const { code, stdout, stderr } = await runCli(['puzzles']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    // the whole list has long names: no room is left for the pieces
    expect(lines[0]).toMatch(/^name +lattice +all +distinct$/);
    expect(lines.length - 1).toBeGreaterThanOrEqual(400);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(lines.find((l) => l.startsWith('soma '))).toMatch(/^soma +cube +11520\* +240$/);
    expect(lines.find((l) => l.startsWith('macmahon-hexagon '))).toMatch(/^macmahon-hexagon +macmahon +11853792\* +987816\*$/);
    const cubes = (await runCli(['puzzles', '--lattice', 'cube'])).stdout.split('\n');
    expect(cubes[0]).toMatch(/^name +lattice +all +distinct {2}pieces$/);
    expect(cubes.find((l) => l.startsWith('soma '))).toMatch(/^soma +cube +11520\* +240 {2}the 7 Soma pieces$/);
    expect(stderr).toMatch(/^\d+ puzzles; \* computed by Polydance, not published; r up to rotations only; \? not counted within a minute\n$/);
  });

  it('filters by several words and by a piece set, and suggests a name for a typo', async () => {
    const eight = await runCli(['puzzles', 'pentomino', '8x8']);
    const rows = eight.stdout.trimEnd().split('\n').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((r) => r.startsWith('pentominoes-8x8-'))).toBe(true);
    const hexes = await runCli(['puzzles', '--set', 'tetrahexes']);
    expect(hexes.stdout).toContain('tetrahexes-4x7 ');
    expect(hexes.stdout).not.toContain('one-sided-tetrahexes');
    expect((await runCli(['puzzles', '--set=one-sided-tetrahexes'])).stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(await runCli(['puzzles', '--set', 'tetrahex'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "polydance puzzles: no piece set named 'tetrahex'; did you mean tetrahexes?\n",
    });
    expect(await runCli(['puzzles', 'pentominoes-6x11'])).toEqual({
      code: 1,
      stdout: '',
      stderr: "polydance puzzles: no puzzle matches 'pentominoes-6x11'; did you mean pentominoes-6x10?\n",
    });
    expect((await runCli(['puzzles', 'pentominos'])).stderr).toBe(
      "polydance puzzles: no puzzle matches 'pentominos'; for the puzzles of a piece set: --set pentominoes\n",
    );
  });

  it('filters by lattice and by a word', async () => {
    const cubes = await runCli(['puzzles', '--lattice', 'cube']);
    const rows = cubes.stdout.trimEnd().split('\n').slice(1);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => /^\S+ +cube /.test(r))).toBe(true);
    const hexiamonds = await runCli(['puzzles', 'hexiamond', '--lattice=triangle']);
    expect(hexiamonds.stdout).toContain('hexiamonds-6x6 ');
    expect(hexiamonds.stdout).not.toContain('lozenges');
    const none = await runCli(['puzzles', 'zebra']);
    expect(none).toEqual({ code: 1, stdout: '', stderr: "polydance puzzles: no puzzle matches 'zebra'\n" });
    expect((await runCli(['puzzles', '--lattice', 'hexagon'])).code).toBe(2);
    const hexes = await runCli(['puzzles', '--lattice', 'hex']);
    expect(hexes.stdout).toContain('tetrahexes-4x7 ');
  });

  it('shows a spec that its generator accepts, and what is known of the puzzle', async () => {
    const shown = await runCli(['puzzles', 'show', 'pentominoes-6x10']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe(findPuzzle('pentominoes-6x10')!.spec);
    expect(shown.stderr).toContain('distinct solutions: 2339 (published: C. B. Haselgrove and J. Haselgrove');
    const generated = await runCli(['polyomino'], shown.stdout);
    expect(generated.code).toBe(0);
    expect(generated.stderr).toBe('Altogether 60 cells, 12 pieces, 63 base placements, 381 nodes.\n');
    const missing = await runCli(['puzzles', 'show', 'pentominoes']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^polydance puzzles: no puzzle named 'pentominoes'; did you mean pentominoes-6x10, /);
  });
});

describe('polydance solve in one step', () => {
  it('solves a catalogue puzzle by name', async () => {
    expect(await runCli(['solve', '--count', 'soma'])).toMatchObject({ code: 0, stdout: '11520\n' });
    expect(await runCli(['solve', '--count', '--distinct', 'soma'])).toMatchObject({ code: 0, stdout: '240\n' });
    const drawn = await runCli(['solve', '--limit', '1', '--draw', 'ascii', 'pentominoes-3x20']);
    expect(drawn.code).toBe(0);
    expect(drawn.stdout).toMatch(/^1:\n[┌─┬┐│└┴┘├┼┤ ]+/);
  });

  it('solves a spec file whose first comment line names the generator, with any option', async () => {
    const spec = file('hexiamonds.in', repoFile('examples', 'hexiamonds-6x6.in'));
    const json = await runCli(['solve', '--limit', '2', '--format', 'json', spec]);
    expect(json.code).toBe(0);
    const lines = json.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect((JSON.parse(lines[0]!) as { items: string[][] }).items).toHaveLength(12);
    expect(await runCli(['solve', '--count', spec])).toMatchObject({ code: 0, stdout: '624\n' });
  });

  it('solves a spec on stdin, and one whose lattice --lattice names', async () => {
    expect(await runCli(['solve', '--count'], repoFile('examples', 'soma.in'))).toMatchObject({ code: 0, stdout: '11520\n' });
    const bare = file('bare-3x20.in', bare3x20);
    expect(await runCli(['solve', '--count', '--lattice', 'square', bare])).toMatchObject({ code: 0, stdout: '8\n' });
  });

  it('tells a MacMahon spec from a MacMahon DLX file', async () => {
    const dlx = await runCli(['macmahon', 'hexagon']);
    const fromDlx = await runCli(['solve', '--limit', '1'], dlx.stdout);
    const fromSpec = await runCli(['solve', '--limit', '1'], "| MacMahon's triangles in the hexagon: polydance macmahon\nhexagon\n");
    expect(fromDlx.code).toBe(0);
    expect(fromDlx.stdout).toMatch(/^1:\n \* /);
    expect(fromSpec.stdout).toBe(fromDlx.stdout);
    const bad = await runCli(['solve'], '| polydance macmahon\nhexagon 00\n');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^polydance solve: line 2, column 1: /);
  });

  it('says what to type when a spec does not name its lattice', async () => {
    const bare = file('bare.in', bare3x20);
    const { code, stdout, stderr } = await runCli(['solve', '--count', bare]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toHaveLength(2);
    expect(stderr).toContain(`${bare} is a spec, not a DLX file`);
    expect(stderr).toContain(`'polydance solve --lattice square ${bare}'`);
    expect(stderr).toContain(`'| polydance polyomino'`);
    expect(stderr.length).toBeLessThan(400);
    expect(stderr).toContain(`'polydance polyomino ${bare} | polydance solve'`);
  });

  it('offers the triangle lattice first for a spec with ∇ cells', async () => {
    const bare = file('bare-hexiamonds.in', repoFile('examples', 'hexiamonds-6x6.in').split('\n').slice(1).join('\n'));
    const { code, stderr } = await runCli(['solve', bare]);
    expect(code).toBe(2);
    expect(stderr).toContain(`'polydance solve --lattice triangle ${bare}' (or --lattice square, hex)`);
    expect(stderr).toContain(`'polydance polyiamond ${bare} | polydance solve'`);
  });

  it('says what to type when a generator is given a DLX file', async () => {
    const dlx = repoFile('fixtures', 'knuth', 'solve', 'soma.dlx');
    const { code, stdout, stderr } = await runCli(['polycube'], dlx);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^polydance polycube: line \d+, column \d+: .*\(this is a DLX file, not a spec: to solve it, type 'polydance solve FILE'\)\n$/);
  });

  it('reports a spec error at its line and column, and an unknown name', async () => {
    const broken = await runCli(['solve', '--lattice', 'square'], '| polydance polyomino\n[0-2][0-#]\nI 00 01 02\n');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^polydance solve: line 2, column \d+: .*'#'/);
    const unknown = await runCli(['solve', 'pentominoes-7x9']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: "polydance solve: no file and no catalogue puzzle is named 'pentominoes-7x9' (polydance puzzles lists the puzzles)\n",
    });
    const wrong = await runCli(['solve', '--lattice', 'cube', 'soma']);
    expect(wrong.code).toBe(0);
    const clash = await runCli(['solve', '--lattice', 'triangle', 'soma']);
    expect(clash.stderr).toBe('polydance solve: the puzzle soma is on the cube lattice, not triangle\n');
  });
});

describe('warnings before a useless search', () => {
  const pentominoes = repoFile('examples', 'pentominoes-6x10.in');

  it('names both numbers when the pieces do not add up to the box, and skips the search', async () => {
    const spec = file('61.in', `${pentominoes}M 00\n`);
    const count = await runCli(['solve', '--count', spec]);
    expect(count.code).toBe(0);
    expect(count.stdout).toBe('0\n');
    expect(count.stderr).toBe(
      'polydance solve: warning: the pieces have 61 cells (with their multiplicities), but the box has 60 cells\n' +
        '0 solutions (Algorithm X), 0 nodes, 0.000 s; the search was skipped: the warnings above rule out every solution\n',
    );
    const list = await runCli(['solve', spec]);
    expect(list.stdout).toBe('');
    const json = await runCli(['solve', '--count', '--format', 'json', spec]);
    expect(JSON.parse(json.stdout)).toEqual({ solutions: 0, nodes: 0, seconds: 0, complete: true });
    const distinct = await runCli(['solve', '--count', '--distinct', '--format', 'json', spec]);
    expect(JSON.parse(distinct.stdout)).toEqual({ solutions: 0, distinct: 0, nodes: 0, seconds: 0, complete: true });
  });

  it('warns of a range of sizes that cannot match, and not of one that can', async () => {
    const tooFew = await runCli(['solve', '--count', '--lattice', 'square'], '[0-3][0-3]\n0:3|D 00 01\n0:5|M 00\n');
    expect(tooFew.stderr).toMatch(/^polydance solve: warning: the pieces have between 0 and 11 cells \(with their multiplicities\), but the box has 16 cells\n/);
    expect(tooFew.stdout).toBe('0\n');
    const enough = await runCli(['solve', '--count', '--lattice', 'square'], '[0-2][0-2]\n0:4|D 00 01\n0:9|M 00\n');
    expect(enough.stderr).not.toContain('warning');
    expect(enough.stdout).toBe('131\n');
  });

  it('names a piece that fits nowhere, and cells no piece covers', async () => {
    const nowhere = await runCli(['solve', '--count', '--lattice', 'square'], '[0-3][0-3]\nI 00 01 02 03 04\n8|D 00 01\n');
    expect(nowhere.stderr).toContain('polydance solve: warning: piece I fits nowhere in the box\n');
    expect(nowhere.stdout).toBe('0\n');
    const optional = await runCli(['solve', '--count', '--lattice', 'square'], '[0-3][0-3]\n0:1|I 00 01 02 03 04\n8|D 00 01\n');
    expect(optional.stderr).toContain('warning: piece I fits nowhere in the box (it may be left out)\n');
    expect(optional.stdout).toBe('36\n');
    const island = await runCli(['solve', '--count', '--lattice', 'square'], '[0-1][0-1] 33\n2|D 00 01\n0:1|M 00 01 02\n');
    expect(island.stderr).toContain('warning: no piece fits on cell 33\n');
    expect(island.stdout).toBe('0\n');
  });

  it('names a primary item of a DLX file that no option covers', async () => {
    const dlx = ' a b c 2|d\na b d\nb d\n';
    const solved = await runCli(['solve', '--count'], dlx);
    expect(solved.stderr).toContain('polydance solve: warning: primary item c is in no option, so no solution can cover it\n');
    expect(solved.stdout).toBe('0\n');
    const many = await runCli(['solve'], ' a b 3|d\na d\nb d\n');
    expect(many.stderr).toContain('warning: primary item d must be covered at least 3 times, but only 2 options contain it\n');
  });

  it('leaves the Knuth-compatible commands as they were', async () => {
    const dlx = ' a b c\na b\n';
    const knuth = await runCli(['dlx1'], dlx);
    expect(knuth.stderr).not.toContain('warning');
    expect(knuth.stderr).toMatch(/^\(1 options, 3\+0 items, 3 entries successfully read\)\nAltogether 0 solutions/);
    const generated = await runCli(['polyomino'], `${pentominoes}M 00\n`);
    expect(generated.code).toBe(0);
    expect(generated.stderr).toMatch(/^Altogether 60 cells, 13 pieces, 64 base placements, \d+ nodes\.\n$/);
  });

  it('keeps stdout clean of warnings, so a count can be piped on', async () => {
    const out = await runCli(['solve', '--count', file('clean.in', `${pentominoes}M 00\n`)]);
    expect(out.stdout).toBe('0\n');
    expect(readFileSync(join(scratch, 'clean.in'), 'utf8')).toContain('M 00');
  });
});
