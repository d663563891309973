import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMesh, readStl } from '@polydance/lattice-cube';
import { readDlx, readListing } from '@polydance/dlx-solver';
import { PUZZLES } from '@polydance/puzzles';
import { repoFile, repoRoot, runCli } from './testing.js';

const tmp = (): string => mkdtempSync(join(tmpdir(), 'polydance-stl-'));

/** The solids of an STL file, each checked to be a closed, consistently oriented 2-manifold; their volumes in cells (10 mm cubes). */
function solids(file: string): { name: string; cells: number }[] {
  return readStl(readFileSync(file, 'utf8')).map((s) => {
    const check = checkMesh(s.triangles);
    expect(check.problems, `${file}: ${s.name}`).toEqual([]);
    return { name: s.name, cells: check.volume / 1000 };
  });
}

/** The cell items of each option of the first solution of a listing (three-digit items are cells of the cube lattice). */
const cellsOf = (listing: string): number[] => readListing(listing)[0]!.options.map((o) => o.filter((t) => /^[0-9a-zA-Z]{3}$/.test(t)).length);

describe('--draw stl', () => {
  it('solve --limit 1 --draw stl soma: seven solids of 27 cells in all, each a closed 2-manifold', async () => {
    const out = tmp();
    const r = await runCli(['solve', '--limit', '1', '--draw', 'stl', '--out', out, 'soma']);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    expect(r.stderr).toMatch(/^wrote .*soma-0001\.stl\n/);
    expect(readdirSync(out)).toEqual(['soma-0001.stl']);
    const s = solids(join(out, 'soma-0001.stl'));
    expect(s.map((x) => x.name).sort()).toEqual(['A', 'B', 'L', 'P', 'T', 'V', 'Z']);
    expect(s.reduce((a, x) => a + x.cells, 0)).toBeCloseTo(27, 9);
  });

  const cubes = PUZZLES.filter((p) => p.lattice === 'cube');
  it.each(cubes.map((p) => p.name))('every STL of %s: its first solution, its pieces and its box', async (name) => {
    const out = tmp();
    const listing = await runCli(['solve', '--limit', '1', name]);
    expect(listing.code).toBe(0);
    const r = await runCli(['solve', '--limit', '1', '--draw', 'stl', '--out', out, name]);
    expect(r.code).toBe(0);
    if (listing.stdout !== '') {
      // one solid per piece of the solution, each of as many cells as its option has
      const s = solids(join(out, `${name}-0001.stl`));
      const expected = cellsOf(listing.stdout);
      expect(s).toHaveLength(expected.length);
      s.forEach((x, i) => expect(x.cells).toBeCloseTo(expected[i]!, 9));
    }
    expect((await runCli(['draw', '--pieces', '--draw', 'stl', '--out', out, name])).code).toBe(0);
    // one solid per piece, as many cells as any of its options covers
    const { problem } = readDlx((await runCli(['polycube'], PUZZLES.find((p) => p.name === name)!.spec)).stdout);
    const names = [...new Set(problem.options.map((o) => o.find((i) => !/^[0-9a-zA-Z]{3}$/.test(i.item))!.item))];
    const pieces = solids(join(out, `${name}-pieces.stl`));
    expect(pieces.map((p) => p.name)).toEqual(names);
    pieces.forEach((p) => {
      const option = problem.options.find((o) => o.some((i) => i.item === p.name))!;
      expect(p.cells).toBeCloseTo(option.filter((i) => /^[0-9a-zA-Z]{3}$/.test(i.item)).length, 9);
    });
    expect((await runCli(['draw', '--box', '--draw', 'stl', '--out', out, name])).code).toBe(0);
    const box = solids(join(out, `${name}-box.stl`));
    const primary = /the box: (\d+) primary cells/.exec((await runCli(['draw', '--box', name])).stdout);
    expect(box[0]!.cells).toBeCloseTo(Number(primary![1]), 9);
  });

  it('takes no legend', async () => {
    const r = await runCli(['solve', '--limit', '1', '--draw', 'stl', '--legend', 'soma']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'polydance solve: --legend is for SVG pictures (--draw svg or sheet), not --draw stl\n' });
  });

  it('is refused on a flat lattice, with what to do instead', async () => {
    for (const args of [
      ['solve', '--limit', '1', '--draw', 'stl', 'pentominoes-3x20'],
      ['draw', '--pieces', '--draw', 'stl', join(repoRoot, 'examples/hexiamonds-6x6.in')],
      ['draw', '--pieces', '--draw', 'stl', 'macmahon-bar'],
    ]) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/--draw stl writes solids, and (the (square|triangle) lattice is flat: STL is for the cube lattice|these pieces are flat) \(--draw svg draws (it|them)\)\n$/);
    }
  });
});

/** The pictures nested in a contact sheet, and their captions. */
function sheet(file: string): { pictures: number; captions: string[] } {
  const svg = readFileSync(file, 'utf8');
  return { pictures: (svg.match(/<svg x="/g) ?? []).length, captions: [...svg.matchAll(/font-size="12" fill="#000000">([^<]*)</g)].map((m) => m[1]!) };
}

describe('--draw sheet', () => {
  it('solve --distinct: every distinct solution on one sheet (3x20 pentominoes: 2; hexiamonds in 6x6: 156)', async () => {
    const out = tmp();
    for (const [input, name, n] of [
      ['pentominoes-3x20', 'pentominoes-3x20', 2],
      [join(repoRoot, 'examples/hexiamonds-6x6.in'), 'hexiamonds-6x6', 156],
    ] as const) {
      const r = await runCli(['solve', '--distinct', '--draw', 'sheet', '--out', out, input]);
      expect(r).toMatchObject({ code: 0, stdout: '' });
      expect(r.stderr).toMatch(new RegExp(`^wrote .*${name}-sheet\\.svg\\n${n} distinct solutions`));
      expect(sheet(join(out, `${name}-sheet.svg`))).toEqual({ pictures: n, captions: Array.from({ length: n }, (_, i) => String(i + 1)) });
    }
    expect(readdirSync(out).sort()).toEqual(['hexiamonds-6x6-sheet.svg', 'pentominoes-3x20-sheet.svg']);
  });

  it('draw --draw sheet: the solutions of a listing, colors alike in every picture', async () => {
    const out = tmp();
    const dlx = join(repoRoot, 'fixtures/knuth/solve/pentominoes-3x20.dlx');
    const r = await runCli(['draw', dlx, '--draw', 'sheet', '--out', out], repoFile('fixtures/knuth/solve/pentominoes-3x20.out'));
    expect(r).toMatchObject({ code: 0, stdout: '' });
    const file = join(out, 'pentominoes-3x20-sheet.svg');
    expect(sheet(file)).toEqual({ pictures: 8, captions: ['1', '2', '3', '4', '5', '6', '7', '8'] });
    // the piece X has one fill in every picture
    const fills = new Set([...readFileSync(file, 'utf8').matchAll(/<path[^>]*fill="(#[0-9A-F]{6})"[^>]*><title>X<\/title>/g)].map((m) => m[1]));
    expect(fills.size).toBe(1);
  });

  it('is for solutions: --pieces and --box draw one sheet already', async () => {
    const r = await runCli(['draw', '--pieces', '--draw', 'sheet', 'soma']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'polydance draw: --draw sheet draws solutions; --pieces --draw svg draws the pieces on one sheet already\n' });
  });

  it('--draw names the four kinds', async () => {
    expect((await runCli(['solve', '--draw', 'png', 'soma'])).stderr).toBe("polydance solve: --draw is ascii, svg, stl or sheet, not 'png'\n");
  });
});

describe('draw --box and --pieces of a catalogue puzzle', () => {
  it('draws the board of a puzzle with no solution', async () => {
    const out = tmp();
    const r = await runCli(['draw', '--box', '--draw', 'svg', '--out', out, 'macmahon-bar']);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    const svg = readFileSync(join(out, 'macmahon-bar-box.svg'), 'utf8');
    expect(svg).toContain('the box: 24 primary cells; and 44 other secondary items (not cells)');
    expect((svg.match(/<text[^>]*>\d\d(&#39;)?</g) ?? []).length).toBe(24);
    const ascii = await runCli(['draw', '--box', 'tetrominoes-4x5']);
    expect(ascii).toMatchObject({ code: 0, stderr: '' });
    expect(ascii.stdout).toMatch(/^the box: 20 primary cells\n/);
  });

  it('draws MacMahon’s pieces each in its first place', async () => {
    const r = await runCli(['draw', '--pieces', 'macmahon-bar']);
    expect(r.code).toBe(0);
    expect([...r.stdout.matchAll(/: (\d+) placements/g)]).toHaveLength(24);
  });

  it('names the nearest puzzle for a typo', async () => {
    const r = await runCli(['draw', '--box', 'macmahon-barr']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: "polydance draw: no file and no catalogue puzzle is named 'macmahon-barr' (did you mean 'macmahon-bar'? polydance puzzles lists the puzzles)\n" });
  });
});
