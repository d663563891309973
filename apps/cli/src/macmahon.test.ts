import { describe, expect, it } from 'vitest';
import { fixtureCases, repoFile, runCli as polydance } from './testing.js';

const read = (path: string) => repoFile('fixtures/knuth', path);
const argsOf = (path: string) => read(path).trim().split(/\s+/);

const golden = fixtureCases('fixtures/knuth/macmahon-triangles-dlx', '.args');
const errorCases = fixtureCases('fixtures/knuth/errors', '.args', 'macmahon-triangles-dlx.');

describe('polydance macmahon', () => {
  it('has golden cases and error cases to check', () => {
    expect(golden.length).toBeGreaterThanOrEqual(6);
    expect(errorCases.length).toBeGreaterThanOrEqual(4);
  });

  it.each(golden)('writes %s byte for byte, stdout and stderr', async (name) => {
    for (const command of ['macmahon', 'macmahon-triangles-dlx']) {
      const r = await polydance([command, ...argsOf(`macmahon-triangles-dlx/${name}.args`)]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(read(`macmahon-triangles-dlx/${name}.out`));
      expect(r.stderr).toBe(read(`macmahon-triangles-dlx/${name}.err`));
    }
  });

  it.each(errorCases)('rejects %s cleanly', async (name) => {
    const args = argsOf(`errors/${name}.args`);
    const r = await polydance(['macmahon', ...args]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^polydance macmahon: [^\n]+\n$/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    [['00+', '10', '10x', '01', '01+', '11'], "argument 3 '10x': a triangle should have the form xy or xy+"],
    [['00', '10', '10+', '01', '01+', '33'], "argument 6 '33': coordinates should be 0, 1 or 2"],
    [['00+', '10', '10+', '01', '01+', '10'], "argument 6 '10': this triangle has been given twice"],
    [['00', '10'], 'expected six triangles (xy or xy+) or a hexiamond name, got 2 arguments'],
    [[], 'expected six triangles (xy or xy+) or a hexiamond name, got 0 arguments'],
    [['00'], 'expected six triangles (xy or xy+) or a hexiamond name, got 1 argument'],
    [['hexagn'], "argument 1 'hexagn': not a hexiamond (hexagon, bar,"],
    [['--boundary', 'b', '00+', '10', '1', '01', '01+', '11'], "argument 5 '1': a triangle should have the form"],
    [['hexagon', '--boundary', 'e'], "--boundary 'e': not a color (a, b, c or d)"],
    [['hexagon', '--boundary'], '--boundary needs a color'],
    [['hexagon', '--boundary=b', '--boundary', 'c'], '--boundary is given twice'],
    [['hexagon', '--mate', 'ab,ae'], "--mate 'ab,ae': in 'ae', 'e' is not a color (a, b, c or d)"],
    [['hexagon', '--mate', 'ab,bc'], "--mate 'ab,bc': color 'b' is in more than one pair"],
    [['hexagon', '--mate'], '--mate needs pairs of colors'],
    [['hexagon', '--color', 'a'], "unknown option '--color'"],
  ])('names the offending argument: %j', async (args, message) => {
    const r = await polydance(['macmahon', ...args]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).toContain(`polydance macmahon: ${message}`);
  });

  it('knows the hexagon by name', async () => {
    const r = await polydance(['macmahon', 'hexagon']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(read('macmahon-triangles-dlx/hexagon.out'));
    expect(r.stdout).toBe(read('solve/macmahon-hexagon.dlx'));
    expect(r.stderr).toBe('');
  });

  it('names every hexiamond, and a name gives the same data as its six triangles', async () => {
    const help = (await polydance(['macmahon', '--help'])).stdout;
    const shapes = [...help.matchAll(/^ {4}([a-z]+)\S* \(([A-Z]\d)\) +((?:\d\d\+? ?){6})$/gm)];
    expect(shapes).toHaveLength(12);
    for (const [, name, letter, words] of shapes) {
      const byWords = await polydance(['macmahon', ...(words ?? '').trim().split(' ')]);
      const byName = await polydance(['macmahon', name ?? '']);
      const byLetter = await polydance(['macmahon', letter ?? '']);
      expect(byName.code).toBe(0);
      expect(byName.stdout).toBe(byWords.stdout);
      expect(byLetter.stdout).toBe(byWords.stdout);
      expect(byName.stdout.split('\n')[0]).toBe(`| macmahon-triangles-dlx ${(words ?? '').trim()}`);
    }
  });

  it('matches the golden data under the standard names of those shapes', async () => {
    // The corpus's file names are not the standard hexiamond names; its `crown.args`,
    // for instance, is the lobster. The named form reproduces the file for its shape.
    for (const [name, file] of [
      ['bar', 'bar'],
      ['hexagon', 'hexagon'],
      ['lobster', 'crown'],
      ['yacht', 'sphinx'],
      ['chevron', 'yacht'],
      ['snake', 'butterfly'],
    ] as const) {
      const r = await polydance(['macmahon', name]);
      expect(r.stdout, name).toBe(read(`macmahon-triangles-dlx/${file}.out`));
    }
  });

  it('writes another boundary color and mate table into the data and its comment', async () => {
    const r = await polydance(['macmahon', '--mate=ab', 'hexagon', '--boundary', 'c']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('| macmahon-triangles-dlx 00+ 10 10+ 01 01+ 11 --boundary c --mate ab');
    expect(lines).toContain("01' aab -02:b /11:b \\01:a");
    expect(lines.at(-2)).toBe('* \\01:c /02:c /03:c -04:c \\10:c -14:c -20:c \\23:c -30:c \\32:c /40:c /41:c');
    const plain = read('macmahon-triangles-dlx/hexagon.out').split('\n');
    expect(lines.length).toBe(plain.length);
    // Only inverted cells, the comment and the boundary change.
    expect(lines.filter((l, i) => l !== plain[i]).every((l) => /^\d\d' |^\| |^\* /.test(l))).toBe(true);
  });

  it('writes the colors of a mate table on the inverted cells of the boundary', async () => {
    const r = await polydance(['macmahon', 'yacht', '--mate', 'ab']);
    const outside = r.stdout.trimEnd().split('\n').at(-1) ?? '';
    // In the yacht at its place, -04 bounds an inverted cell (upright cell 04 is off the board), -00 an upright one.
    expect(outside).toContain(' -04:b');
    expect(outside).toContain(' -00:a');
  });

  it('prints its help', async () => {
    const r = await polydance(['help', 'macmahon']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: polydance macmahon T1 T2 T3 T4 T5 T6');
    expect(r.stdout).toContain('--mate PAIRS');
  });
});
