// Issue 27: named piece sets, one-sided and fixed pieces, the piece enumerator, and a
// spec whose lattice is what it says.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LatticeDescriptor, Site } from '@polydance/lattice';
import { findLattice } from '@polydance/lattices';
import { readFailure } from './io.js';
import { repoFile, runCli } from './testing.js';

const scratch = mkdtempSync(join(tmpdir(), 'polydance-pieces-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The spec's comment lines and box line (everything before its first piece), then `rest`. */
function withPieces(spec: string, rest: string): string {
  const lines = spec.split('\n');
  return `${lines.slice(0, lines.findIndex((l) => !l.startsWith('|')) + 1).join('\n')}\n${rest}`;
}

/** A bad input: exit status 1, nothing on stdout, one line on stderr that matches. */
async function rejects(argv: readonly string[], stdin: string, message: RegExp): Promise<void> {
  const r = await runCli(argv, stdin);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n')).toHaveLength(2);
  expect(r.stderr).toMatch(message);
}

describe('polydance pieces', () => {
  it.each([
    ['square', ['1', '1', '2', '5', '12', '35', '108', '369'], '--free'],
    ['square', ['1', '1', '2', '7', '18', '60', '196', '704'], '--one-sided'],
    ['square', ['1', '2', '6', '19', '63', '216', '760', '2725'], '--fixed'],
    ['triangle', ['1', '1', '1', '3', '4', '12', '24', '66'], '--free'],
    ['triangle', ['1', '1', '1', '4', '6', '19', '43', '120'], '--one-sided'],
    ['cube', ['1', '1', '2', '8', '29', '166'], '--one-sided'],
    ['cube', ['1', '1', '2', '7', '23', '112'], '--free'],
    ['stick', ['1', '2', '5', '16', '55'], '--free'],
    ['stick', ['1', '2', '7', '25', '99'], '--one-sided'],
  ] as const)('%s: the OEIS counts, as piece lines after one comment (%s)', async (lattice, counts, flag) => {
    for (let n = 1; n <= counts.length; n++) {
      const r = await runCli(['pieces', lattice, String(n), flag]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(new RegExp(`^\\| ${counts[n - 1]} ${flag.slice(2)} poly\\w+ of ${n} (cell|edge)s?.*: polydance poly\\w+$`));
      expect(lines.slice(1).every((l) => !l.startsWith('|'))).toBe(true);
      expect(lines).toHaveLength(Number(counts[n - 1]) + 1);
    }
  });

  it('prints the pentominoes as the 6x10 example writes them: with a box line, the same DLX', async () => {
    const example = repoFile('examples', 'pentominoes-6x10.in');
    const pieces = await runCli(['pieces', 'square', '5']);
    expect(pieces.stdout.split('\n')[0]).toBe('| 12 free polyominoes of 5 cells (set: pentominoes): polydance polyomino');
    const spec = withPieces(example, pieces.stdout.split('\n').slice(1).join('\n'));
    expect(spec).toBe(example);
  });

  it('writes one-sided and fixed pieces with their markers, so the generators read them so', async () => {
    const sided = await runCli(['pieces', 'square', '5', '--one-sided']);
    expect(sided.stdout.split('\n').slice(1, 3)).toEqual(['F:one-sided 10 20 01 11 12', 'f:one-sided 00 10 11 12 21']);
    // the 18 one-sided pentominoes turned: 63 base placements, the fixed pentominoes
    const dlx = await runCli(['polyomino'], `[0-9][0-9]\n${sided.stdout}`);
    expect(dlx.stderr).toMatch(/18 pieces, 63 base placements/);
    const fixed = await runCli(['polyomino'], `[0-9][0-9]\n${(await runCli(['pieces', 'square', '5', '--fixed'])).stdout}`);
    expect(fixed.stderr).toMatch(/63 pieces, 63 base placements/);
    // cubes: POLYCUBE-DLX's pieces are one-sided; free ones say so
    expect((await runCli(['pieces', 'cube', '4', '--one-sided'])).stdout).toBe(`| 8 one-sided polycubes of 4 cells (set: tetracubes): polydance polycube\n${repoFile('examples', 'tetracubes-2x4x4.in').split('\n').slice(3).join('\n')}`);
    const free = await runCli(['polycube'], `[0-9][0-9][0-9]\n${(await runCli(['pieces', 'cube', '4', '--free'])).stdout}`);
    expect(free.stderr).toMatch(/7 pieces, 86 base placements/);
  });

  it.each([
    [['pieces'], /give a lattice \(square, triangle, cube, stick, hex, abolo, trig, twig\) and a size/],
    [['pieces', 'sqare', '5'], /the lattice is one of square, triangle, cube, stick, hex, abolo, trig, twig, not 'sqare' \(did you mean 'square'\?\)/],
    [['pieces', 'macmahon', '3'], /the macmahon lattice has no piece lines to list/],
    [['pieces', 'square', '0'], /the size is a number from 1 to 40, not '0'/],
    [['pieces', 'square', '5', '--one-sided', '--fixed'], /--one-sided and --fixed say different things/],
    [['pieces', 'square', '5', '--mirror'], /unknown option '--mirror'/],
    [['pieces', 'square', '5', '6'], /expected LATTICE and SIZE, got also '6'/],
  ])('%j is a usage error (status 2, nothing on stdout)', async (argv, message) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('named piece sets in a spec', () => {
  it.each([
    ['pentominoes-6x10.in', 'polyomino', 'set: pentominoes'],
    ['soma.in', 'polycube', 'set: soma'],
    ['tetracubes-2x4x4.in', 'polycube', 'set: tetracubes'],
  ])('%s with its pieces as a set line: the same DLX file and summary, byte for byte', async (file, generator, line) => {
    const example = repoFile('examples', file);
    const fromSet = await runCli([generator], withPieces(example, `${line}\n`));
    const original = await runCli([generator], example);
    expect(fromSet.code).toBe(0);
    expect(fromSet.stdout).toBe(original.stdout);
    expect(fromSet.stderr).toBe(original.stderr);
  });

  it('solves the 12 pentominoes named by set in a 6x10 box: 9356, 2339 distinct', async () => {
    const spec = '| the 12 pentominoes: polydance polyomino\n[0-5][0-9]\nset: pentominoes\n';
    const r = await runCli(['solve', '--count', '--distinct', '--format', 'json'], spec);
    expect(JSON.parse(r.stdout)).toMatchObject({ solutions: 9356, distinct: 2339, symmetries: 4, complete: true });
  });

  it('solves the 12 hexiamonds named by set in the 6x6 rhombus: 624', async () => {
    const r = await runCli(['solve', '--count'], "| hexiamonds: polydance polyiamond\n[0-5][0-5] [0-5][0-5]'\nset: hexiamonds\n");
    expect(r.stdout).toBe('624\n');
  });

  it.each([
    [['polyomino'], '[0-5][0-9]\nset: pentominos\n', /^polydance polyomino: line 2, column 6: unknown piece set 'pentominos' \(did you mean 'pentominoes'\?\)\n$/],
    [['polyomino'], '[0-5][0-9]\nset: pentominoes -Q\n', /^polydance polyomino: line 2, column 19: the set 'pentominoes' has no piece 'Q'/],
    [['polyomino'], '[0-5][0-9]\nset:\n', /^polydance polyomino: line 2, column 5: a set line names a set/],
    [['polyomino'], '[0-5][0-9]\nset: pentominoes:sideways\n', /^polydance polyomino: line 2, column 17: illegal character ':' in piece name, unless it begins a handedness/],
    [['polyiamond'], '[0-5][0-5]\nset: pentominoes\n', /^polydance polyiamond: line 2, column 6: unknown piece set 'pentominoes' \(the 12 pentominoes are pieces of the square lattice/],
    [['polyomino'], '[0-5][0-9]\nF:left 10 20 01 11 12\n', /^polydance polyomino: line 2, column 2: illegal character ':'.*'left' is not/],
    [['polyominoes'], '00 01 10 11\nL\nL:one-sided 4 1 00 01 10\n', /^polydance polyominoes: line 3, column 2: a handedness marker \(L:one-sided\) belongs to the box-and-pieces specs/],
    [['polysticks'], 'S\nH00 H10\nset: tetrasticks\n', /^polydance polysticks: line 3, column 1: a set line \(set: NAME\) belongs to the box-and-pieces specs/],
    [['solve'], '| p: polydance polyomino\n[0-5][0-9]\nset: pentominoes 2|Q\n', /^polydance solve: line 3, column 20: the set 'pentominoes' has no piece 'Q'/],
  ])('%j: one message with line and column, status 1, nothing on stdout', async (argv, stdin, message) => {
    await rejects(argv, stdin, message);
  });
});

/** The orientations of a piece, by the lattice's own group (rotations or all), each translated to 0: a geometric model apart from the generators. */
function orientationsOf(lattice: LatticeDescriptor, cells: readonly Site[], hand: 'free' | 'one-sided' | 'fixed'): Site[][] {
  const seen = new Map<string, Site[]>();
  for (const e of lattice.group.elements) {
    if (hand === 'fixed' ? e.index !== 0 : hand === 'one-sided' && !e.rotation) continue;
    const image = cells.map((c) => lattice.group.apply(e.index, c)!);
    const x0 = Math.min(...image.map((s) => s.x));
    const y0 = Math.min(...image.map((s) => s.y));
    const moved = image.map((s) => ({ ...s, x: s.x - x0, y: s.y - y0 }));
    seen.set(moved.map((s) => `${s.kind},${s.x},${s.y}`).sort().join(' '), moved);
  }
  return [...seen.values()];
}

/** Tilings of a w×h box of squares by pieces, each used once, by backtracking on the first empty cell. */
function bruteTilings(w: number, h: number, pieces: readonly (readonly Site[][])[]): number {
  const filled = new Uint8Array(w * h);
  const used = new Uint8Array(pieces.length);
  const go = (): number => {
    const first = filled.indexOf(0);
    if (first < 0) return used.every((u) => u === 1) ? 1 : 0;
    const fx = first % w;
    const fy = Math.floor(first / w);
    let count = 0;
    pieces.forEach((orientations, p) => {
      if (used[p]) return;
      for (const o of orientations) {
        // the orientation's least cell (by y, then x) goes on the first empty cell
        const anchor = [...o].sort((a, b) => a.y - b.y || a.x - b.x)[0]!;
        const cells = o.map((s) => [s.x - anchor.x + fx, s.y - anchor.y + fy] as const);
        if (!cells.every(([x, y]) => x >= 0 && x < w && y >= 0 && y < h && filled[y * w + x] === 0)) continue;
        for (const [x, y] of cells) filled[y * w + x] = 1;
        used[p] = 1;
        count += go();
        used[p] = 0;
        for (const [x, y] of cells) filled[y * w + x] = 0;
      }
    });
    return count;
  };
  return go();
}

describe('one-sided and fixed pieces: counts and symmetries', () => {
  const square = findLattice('square')!;
  const sites = (line: string): Site[] => line.split(' ').slice(1).map((c) => square.parseItem(c)!.site);

  it.each([
    ['L J O one-sided in a 3x4 box', 4, 3, 'set: one-sided-tetrominoes -I -S -Z -T', 'one-sided'],
    ['two L and two of its half turns, fixed, in a 2x8 box', 8, 2, 'A:fixed 00 01 02 10\nB:fixed 02 10 11 12\nC:fixed 00 01 02 10\nD:fixed 02 10 11 12', 'fixed'],
    ['the same, two of them one-sided, in a 2x8 box', 8, 2, 'A:fixed 00 01 02 10\nB:fixed 02 10 11 12\nC:one-sided 00 01 02 10\nD:one-sided 02 10 11 12', 'mixed'],
    ['pentominoes F L P Y one-sided, mirrors too, in a 5x8 box', 8, 5, 'set: one-sided-pentominoes -I -N -n -T -U -V -W -X -Z -z', 'one-sided'],
    ['four pentominoes free in a 4x5 box', 5, 4, 'set: pentominoes -F -I -N -T -V -W -X -Z', 'free'],
  ] as const)('%s: the solver’s count is a brute force’s over the geometry', async (_, w, h, line, hand) => {
    // x runs down the rows of a spec's box; the brute force's w is the spec's y extent
    const spec = `| c: polydance polyomino\n[0-${h - 1}][0-${w - 1}]\n${line}\n`;
    const dlx = await runCli(['polyomino'], spec.split('\n').slice(1).join('\n'));
    expect(dlx.code).toBe(0);
    const pieceLines = dlx.stdout.split('\n').filter((l) => /^\| \S+ /.test(l) && !l.startsWith('| [') && !l.startsWith('| this'));
    const handOf = (l: string) => (hand === 'mixed' ? (/^\| \S+:(\S+)/.exec(l)?.[1] as 'free' | 'one-sided' | 'fixed') : hand);
    const pieces = pieceLines.map((l) => orientationsOf(square, sites(l.slice(2).replace(/^\S+/, (n) => n.replace(/:.*/, ''))), handOf(l)));
    const count = await runCli(['solve', '--count'], spec);
    expect(count.code).toBe(0);
    const brute = bruteTilings(h, w, pieces);
    expect(brute).toBeGreaterThan(0);
    expect(Number(count.stdout)).toBe(brute);
  });

  it('the 12 pentominoes kept one-sided in a 4x15 box: 24 solutions, 12 up to the half turn alone, and it says so', async () => {
    const spec = '| p: polydance polyomino\n[0-3][0-9a-e]\nset: pentominoes:one-sided\n';
    const r = await runCli(['solve', '--count', '--distinct'], spec);
    expect(r.stdout).toBe('12\n');
    expect(r.stderr).toMatch(/^24 solutions, 12 up to rotations only \(2 symmetries; no reflection maps the problem onto itself\) \(Algorithm X\)/);
    const cut = await runCli(['solve', '--count'], spec);
    expect(cut.stdout).toBe('24\n');
    expect(cut.stderr).toMatch(/the search cut by 2 symmetries/);
  });

  it('the one-sided pentominoes and their mirror images: reflections swap them, and the summary names them', async () => {
    const spec = '| p: polydance polyomino\n[0-4][0-7]\nset: one-sided-pentominoes -I -N -n -T -U -V -W -X -Z -z\n';
    const r = await runCli(['solve', '--count', '--distinct', '--format', 'json'], spec);
    const json = JSON.parse(r.stdout) as { solutions: number; distinct: number; symmetries: number };
    expect(json.symmetries).toBe(4);
    const text = await runCli(['solve', '--count', '--distinct'], spec);
    expect(text.stderr).toMatch(/up to rotations and reflections \(4 symmetries; a reflection swaps F and f, L and l, P and p, Y and y\)/);
  });
});

describe('the lattice of a spec', () => {
  const hexiamonds = repoFile('examples', 'hexiamonds-6x6.in').replace(/^[^\n]*\n/, '| hexiamonds (see polydance macmahon for colored ones): polydance polyiamond\n');

  it('a command mentioned in the comment’s words names nothing; the one at its end does, and --lattice too', async () => {
    expect((await runCli(['solve', '--count'], hexiamonds)).stdout).toBe('624\n');
    expect((await runCli(['solve', '--count', '--lattice', 'triangle'], hexiamonds)).stdout).toBe('624\n');
  });

  it('--lattice wins over the first line', async () => {
    const spec = '| a square spec that says otherwise: polydance polyiamond\n[0-1][0-3]\n4|D 00 01\n';
    const r = await runCli(['solve', '--count', '--lattice', 'square'], spec);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('5\n');
  });

  it('prose that mentions a command is no generator: the message says what to type', async () => {
    const r = await runCli(['solve', '--count'], '| compare polydance polycube\n[0-1][0-3]\n2|D 00 01\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is a spec, not a DLX file: type 'polydance solve --lattice square FILE'/);
  });

  it('a DANCE-era data file: both commands the hint gives work', async () => {
    const file = join(scratch, 'trominoes.in');
    writeFileSync(file, repoFile('examples', 'trominoes.in'));
    const r = await runCli(['solve', '--count', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `polydance solve: ${file} is DANCE-era data for polydance polyominoes, not a DLX file: type 'polydance polyominoes ${file} | polydance solve', or 'polydance solve --lattice square ${file}'\n`,
    );
    const piped = await runCli(['solve', '--count'], (await runCli(['polyominoes', file])).stdout);
    const direct = await runCli(['solve', '--count', '--lattice', 'square', file]);
    expect(piped.code).toBe(0);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toBe(piped.stdout);
  });

  it('a file missing, a folder, or unreadable: one line with the path and why', async () => {
    const missing = await runCli(['solve', join(scratch, 'absent.in')]);
    expect(missing.stderr).toBe(`polydance solve: cannot read ${join(scratch, 'absent.in')}: no such file or directory\n`);
    const folder = await runCli(['polyomino', scratch]);
    expect(folder.stderr).toBe(`polydance polyomino: cannot read ${scratch}: it is a directory, not a file\n`);
    expect(folder.stdout).toBe('');
    // (the tests may run as root, who reads any file: the words for EACCES, directly)
    expect(readFailure('x.in', Object.assign(new Error("EACCES: permission denied, open 'x.in'"), { code: 'EACCES' })).message).toBe(
      'cannot read x.in: permission denied',
    );
    expect(readFailure('x.in', Object.assign(new Error("ESTRANGE: odd, open 'x.in'"), { code: 'ESTRANGE' })).message).toBe('cannot read x.in: odd (ESTRANGE)');
  });

  it('a mistyped puzzle name: did you mean ...', async () => {
    const r = await runCli(['solve', '--count', 'pentominos-6x10']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no file and no catalogue puzzle is named 'pentominos-6x10' \(did you mean 'pentominoes-6x10'\?/);
    const show = await runCli(['puzzles', 'show', 'hexiamond-6x6']);
    expect(show.stderr).toMatch(/did you mean hexiamonds-6x6/);
  });
});

describe('pieces on the lattices of polyhexes, polyaboloes, polytrigs and polytwigs', () => {
  it.each([
    ['hex', '4', 'polyhex', '[0-6][0-3]', 'tetrahexes', 7],
    ['abolo', '2', 'polyabolo', '[0-2][0-2][ensw]', 'diaboloes', 3],
    ['trig', '3', 'polytrig', '[HUD][0-5][0-5]', 'tritrigs', 12],
    ['twig', '5', 'polytwig', '[HUD][0-6][0-6]', 'pentatwigs', 12],
  ] as const)('pieces %s %s lists the set its generator reads by name, piece for piece', async (lattice, size, command, box, set, count) => {
    const listed = await runCli(['pieces', lattice, size]);
    expect(listed.code).toBe(0);
    const [header, ...lines] = listed.stdout.trimEnd().split('\n');
    expect(header).toMatch(new RegExp(`^\\| ${count} free \\w+ of ${size} .*\\(set: ${set}\\): polydance ${command}$`));
    expect(lines).toHaveLength(count);
    // the generator reads the listing, and the set line brings the same pieces
    const byLines = await runCli([command], `${box}\n${lines.join('\n')}\n`);
    const bySet = await runCli([command], `${box}\nset: ${set}\n`);
    expect(bySet.code).toBe(0);
    expect(byLines.stderr).toBe(bySet.stderr);
    expect(bySet.stdout.split('\n').filter((l) => !l.startsWith('|'))).toEqual(byLines.stdout.split('\n').filter((l) => !l.startsWith('|')));
  });

  it('a set line with markers and leaving pieces out works on every new lattice, and counts as its piece lines do', async () => {
    const spec = '| tetrahexes: polydance polyhex\n[0-6][0-3]\nset: tetrahexes\n';
    const r = await runCli(['solve', '--count', '--distinct'], spec);
    expect(r.stdout).toBe('9\n');
    const sided = await runCli(['polytwig'], '[HUD][0-6][0-6]\nset: pentatwigs:one-sided -Y\n');
    expect(sided.code).toBe(0);
    expect(sided.stderr).toMatch(/11 pieces/);
    expect(sided.stdout).toMatch(/\| W:one-sided /);
  });

  it('an unknown set on a new lattice is one message with line and column', async () => {
    await rejects(['polyabolo'], '[0-2][0-2][ensw]\nset: pentominoes\n', /line 2, column 6: unknown piece set 'pentominoes' \(the 12 pentominoes are pieces of the square lattice, not of the abolo lattice\)/);
  });
});
