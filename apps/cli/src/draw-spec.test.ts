// polydance draw --pieces and --box: what a spec means, drawn before solving.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPieceSet } from '@polydance/pieces';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './testing.js';

const scratch = mkdtempSync(join(tmpdir(), 'polydance-draw-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const example = (name: string): string => join(repoRoot, 'examples', name);

describe('polydance draw --pieces', () => {
  it.each([
    ['pentominoes-6x10.in', ['F: 8 orientations', 'I: 2 orientations', 'X: 1 orientation', 'Z: 4 orientations']],
    ['hexiamonds-6x6.in', ['A: 6 orientations', 'B: 12 orientations', 'J: 1 orientation', 'L: 3 orientations']],
    ['soma.in', ['V: 12 orientations', 'A: 12 orientations', 'P: 8 orientations']],
    ['tetrasticks-3x3.in', ['A: 1 orientation', 'B: 8 orientations', 'D: 4 orientations']],
  ])('%s: every piece, named, with its orientations, in the terminal', async (file, captions) => {
    const r = await runCli(['draw', '--pieces', example(file)]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const c of captions) expect(r.stdout).toContain(c);
  });

  it('shows a typo at once: a cell mistyped makes another piece, with other orientations', async () => {
    const right = await runCli(['draw', '--pieces', '--lattice', 'square'], '[0-5][0-9]\nF 10 20 01 11 12\n');
    const typo = await runCli(['draw', '--pieces', '--lattice', 'square'], '[0-5][0-9]\nF 10 20 01 11 02\n');
    expect(right.stdout).toContain('F: 8 orientations');
    expect(typo.stdout).toContain('F: 4 orientations');
    expect(typo.stdout).not.toBe(right.stdout);
  });

  it('says what a set line and markers made: multiplicities and handedness in the captions', async () => {
    const r = await runCli(['draw', '--pieces', '--lattice', 'square'], '[0-9][0-9]\nset: 2|tetrominoes:one-sided -I -O -S\n');
    expect(r.stdout).toMatch(/^2\|L:one-sided: 4 orientations {3}2\|T:one-sided: 4 orientations$/m);
  });

  it('writes SVG to OUT/NAME-pieces.svg, one picture per piece, and refuses to overwrite without --force', async () => {
    const r = await runCli(['draw', '--pieces', '--draw', 'svg', '--out', scratch, example('hexiamonds-6x6.in')]);
    expect(r.code).toBe(0);
    const file = join(scratch, 'hexiamonds-6x6-pieces.svg');
    expect(r.stderr).toBe(`wrote ${file}\n`);
    const svg = readFileSync(file, 'utf8');
    expect(svg.match(/<svg x="/g)).toHaveLength(12);
    expect(svg).toContain('>K: 6 orientations</text>');
    const again = await runCli(['draw', '--pieces', '--draw', 'svg', '--out', scratch, example('hexiamonds-6x6.in')]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/exists: --force overwrites it/);
    expect((await runCli(['draw', '--pieces', '--draw', 'svg', '--out', scratch, '--force', example('hexiamonds-6x6.in')])).code).toBe(0);
  });
});

describe('polydance draw --box', () => {
  it('names every cell of the box, and draws the secondary cells apart', async () => {
    const r = await runCli(['draw', '--box', example('lozenges-hexagon-2.in')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^the box: 24 primary cells$/m);
    expect(r.stdout).toMatch(/^24 secondary cells \(suffix '!': covered at most once\)$/m);
    expect(r.stdout).toContain('/02\\02/12\\12/22\\22/32\\');
  });

  it.each([
    ['pentominoes-8x8-hole.in', 'the box: 60 primary cells'],
    ['soma.in', 'the box: 27 primary cells'],
    ['tetrasticks-3x3.in', 'the box: 24 primary edges; and 4 other secondary items (junctions)'],
  ])('%s', async (file, caption) => {
    const r = await runCli(['draw', '--box', example(file)]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(caption);
  });

  it('as SVG: OUT/NAME-box.svg', async () => {
    const r = await runCli(['draw', '--box', '--draw', 'svg', '--out', scratch, '--name', 'soma', example('soma.in')]);
    expect(r.stderr).toBe(`wrote ${join(scratch, 'soma-box.svg')}\n`);
  });
});

describe('polydance draw --pieces and --box: what they refuse', () => {
  it.each([
    [['draw', '--pieces'], '[0-5][0-9]\nF 10 20 01 11 12\n', /does not say its lattice: type 'polydance draw --pieces --lattice square FILE'/],
    [['draw', '--box', join(repoRoot, 'examples', 'trominoes.in')], '', /is DANCE-era data for polydance polyominoes; polydance draw --box draws box-and-pieces specs/],
    [['draw', '--pieces', '--lattice', 'macmahon'], '| x\nhexagon\n', /takes a box-and-pieces spec .* is for polydance macmahon/],
    [['draw', '--pieces', '--box', 'x.in'], '', /--pieces and --box draw different things/],
    [['draw', '--pieces', '--legend', 'x.in'], '', /--legend is for solutions/],
    [['draw', '--pieces', 'a.in', 'b.in'], '', /--pieces draws one spec, not 2 files/],
  ])('%j: a usage error, status 2, nothing on stdout', async (argv, stdin, message) => {
    const r = await runCli(argv, stdin);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('a bad spec: one message with line and column, status 1', async () => {
    const r = await runCli(['draw', '--pieces', '--lattice', 'square'], '[0-5][0-9]\nset: pentominos\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("polydance draw: line 2, column 6: unknown piece set 'pentominos' (did you mean 'pentominoes'?)\n");
  });

  it('draws every named set, on its lattice', async () => {
    for (const [lattice, box, set] of [
      ['square', '[0-9][0-9]', 'one-sided-pentominoes'],
      ['triangle', "[0-9][0-9] [0-9][0-9]'", 'one-sided-hexiamonds'],
      ['cube', '[0-3][0-3][0-3]', 'tetracubes'],
      ['stick', 'H[0-4][0-5] V[0-5][0-4]', 'one-sided-tetrasticks'],
    ]) {
      const r = await runCli(['draw', '--pieces', '--lattice', lattice!], `${box}\nset: ${set}\n`);
      expect(r.code).toBe(0);
      // the size the set's title promises, `the 18 one-sided pentominoes`, is what is drawn
      const count = Number(/\d+/.exec(findPieceSet(set!)!.title)![0]);
      expect(r.stdout.match(/orientations?/g)).toHaveLength(count);
    }
  });
});
