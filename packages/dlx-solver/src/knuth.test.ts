import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fullStderrCases } from '../../../test/testing.js';
import { DlxError } from './errors.js';
import { formatFixed } from './internal/format.js';
import type { KnuthProgram } from './knuth.js';
import { KnuthUsageError, parseKnuthArgs, runKnuth } from './knuth.js';

const dir = new URL('../../../fixtures/knuth/solve/', import.meta.url);
/** Cases that take DLX1 more than a minute in JavaScript: run with POLYDANCE_SLOW_TESTS=1. */
const slow = new Set(['pentominoes-6x10-all', 'tetrasticks-omit-T1']);
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.cmd'))
  .map((f) => f.slice(0, -4))
  .sort();

function read(name: string): string {
  return readFileSync(new URL(name, dir), 'utf8');
}

async function runCase(program: KnuthProgram, args: string[], input: string): Promise<{ out: string; err: string }> {
  let out = '';
  let err = '';
  await runKnuth(program, args, input, {
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
  });
  return { out, err };
}

const fullStderr = fullStderrCases();

describe('runKnuth on the golden corpus', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });
  it('has every case FULL-STDERR.txt names', () => {
    expect(fullStderr.length).toBeGreaterThanOrEqual(6);
    for (const name of fullStderr) expect(cases).toContain(name);
  });
  for (const name of cases) {
    const run = slow.has(name) && !process.env['POLYDANCE_SLOW_TESTS'] ? it.skip : it;
    run(`${name}: stdout and the whole of stderr byte for byte`, async () => {
      const [program, ...args] = read(`${name}.cmd`).trim().split(/\s+/);
      const { out, err } = await runCase(program as KnuthProgram, args, read(`${name}.dlx`));
      expect(out).toBe(read(`${name}.out`));
      // mems, progress lines, ccost and bytes included, for these and all the others
      expect(err).toBe(read(`${name}.err`));
    });
  }
});

describe('runKnuth', () => {
  it('prints the search trace, details, profile, totals and maximum degree when asked', async () => {
    const { out, err } = await runCase('dlx1', ['v3719', 'm1'], read('knuth-x-example.dlx'));
    expect(out).toBe(read('knuth-x-example.out'));
    expect(err).toBe(
      [
        '(6 options, 5+2 items, 22 entries successfully read)',
        'Item totals: 2 2 2 3 2 | 2 3',
        'Level 0: A(2) B(2) C(2) D(3) E(2) branching on A(2)',
        'L0: A D G (1 of 2)',
        'Level 1: B(1) C(2) E(1) branching on B(1)',
        'L1: B C F (1 of 1)',
        'Level 2: E(0) branching on E(0)',
        'L0: A D (2 of 2)',
        'Level 1: B(2) C(2) E(1) branching on E(1)',
        'L1: E F C (1 of 1)',
        'Level 2: B(1) branching on B(1)',
        'L2: B G (1 of 1)',
        'Item totals: 2 2 2 3 2 | 2 3',
        'Profile:',
        '  0: 1',
        '  1: 2',
        '  2: 2',
        '  3: 1',
        'The maximum branching degree was 2.',
        'Altogether 1 solution, 418+468 mems, 30 updates, 620 bytes, 6 nodes, ccost 7%.',
        '',
      ].join('\n'),
    );
  });

  it('reports progress every d mems, and stops at T mems', async () => {
    const { err } = await runCase('dlx1', ['d100', 'T300'], read('knuth-x-example.dlx'));
    const lines = err.split('\n');
    const reports = lines.filter((l) => l.startsWith(' after '));
    expect(reports.length).toBeGreaterThanOrEqual(2);
    reports.forEach((l, i) => {
      const m = /^ after (\d+) mems: (\d+) sols,((?: [0-9a-zA-Z*]{2})*) (\d\.\d{5})$/.exec(l);
      expect(m).not.toBeNull();
      // the i-th report comes at the first node after (i + 1) * 100 mems
      expect(Number(m?.[1])).toBeGreaterThanOrEqual((i + 1) * 100);
      expect(Number(m?.[4])).toBeGreaterThan(0);
      expect(Number(m?.[4])).toBeLessThan(1);
    });
    expect(lines[lines.length - 3]).toBe('TIMEOUT!');
    const total = /, 418\+(\d+) mems,/.exec(lines[lines.length - 2] ?? '');
    expect(Number(total?.[1])).toBeGreaterThanOrEqual(300);
  });

  it('stops after t solutions and prints every m-th', async () => {
    const { out, err } = await runCase('dlx3', ['t4', 'm2'], read('square-tetracubes-2x2x2.dlx'));
    expect(out.split('\n').filter((l) => l.endsWith(':'))).toEqual(['2:']);
    expect(err).toMatch(/Altogether 3 solutions/);
  });

  it('writes the shape of the search tree', async () => {
    let shape = '';
    await runKnuth('dlx1', ['Sfile'], read('knuth-x-example.dlx'), {
      stdout: () => undefined,
      stderr: () => undefined,
      shape: (s) => {
        shape += s;
      },
    });
    expect(shape).toBe(['2 A', '1 B', '0 E', '1 E', '1 B', 'sol', ''].join('\n'));
  });

  it('shows the state in progress reports with v256', async () => {
    const { err } = await runCase('dlx3', ['v257', 'd1'], read('knuth-m-example.dlx'));
    expect(err).toContain('Current state (level 1):\n A C X:1 Y:1 (2 of 2)\n');
  });

  it('randomizes with s, reproducibly', async () => {
    const a = await runCase('dlx1', ['s17', 'm1'], read('pentominoes-3x20.dlx'));
    const b = await runCase('dlx1', ['s17', 'm1'], read('pentominoes-3x20.dlx'));
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe(read('pentominoes-3x20.out'));
    expect(a.err).toMatch(/Altogether 8 solutions/);
  });

  it('rejects input errors before writing anything', async () => {
    let written = '';
    const sink = { stdout: (s: string) => void (written += s), stderr: (s: string) => void (written += s) };
    await expect(runKnuth('dlx1', [], 'A B\nA C\n', sink)).rejects.toBeInstanceOf(DlxError);
    await expect(runKnuth('dlx1', [], 'A | X\nA X:1\n', sink)).rejects.toThrow(/need dlx2 or dlx3/);
    await expect(runKnuth('dlx2', [], '2|A\nA\n', sink)).rejects.toThrow(/need dlx3/);
    expect(written).toBe('');
  });
});

describe('parseKnuthArgs', () => {
  it('reads every option, the first of repeated ones counting', () => {
    const o = parseKnuthArgs('dlx2', ['v3', 'm10', 's5', 'd1000', 'c4', 'C6', 'l2', 't9', 'T99', 'Sshape', 'm20']);
    expect(o).toMatchObject({
      vbose: 3,
      spacing: 10,
      seed: 5,
      delta: 1000,
      showChoicesMax: 4,
      showLevelsMax: 6,
      showChoicesGap: 2,
      maxCount: 9,
      timeout: 99,
      shapeFile: 'shape',
      shape: true,
    });
  });

  it('has the C programs defaults', () => {
    expect(parseKnuthArgs('dlx1', [])).toMatchObject({ vbose: 1025, spacing: 0, delta: 10000000000, seed: undefined });
  });

  it('rejects what the C programs reject, with their usage line', () => {
    expect(() => parseKnuthArgs('dlx3', ['x1'])).toThrow(KnuthUsageError);
    expect(() => parseKnuthArgs('dlx3', ['m'])).toThrow(/^Usage: dlx3 \[v<n>\]/);
    expect(() => parseKnuthArgs('dlx1', ['--help'])).toThrow(KnuthUsageError);
  });
});

/** Runs a program on bytes; stdout and stderr as bytes (one character per byte). */
async function runBytes(program: KnuthProgram, args: string[], input: Uint8Array): Promise<{ out: string; err: string }> {
  let out = '';
  let err = '';
  await runKnuth(program, args, input, {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
  });
  return { out, err };
}

/** The progress lines of a run. */
const progress = (err: string): string[] => err.split('\n').filter((l) => l.startsWith(' after '));

// Each fix of issue 17 (fidelity to the C programs), named after it; the golden cases
// above check them on the reference outputs as well.
describe('regressions', () => {
  it('dlx2-length-mems: DLX2 reports a+b-c mems, c two mems per change of a secondary length, ccost from b-c', async () => {
    // Covering A hides X's node (2 mems), uncovering it restores it (2 more): c = 4.
    // b = 3 to choose A + 13 to cover it + 2 + 3 for the loop over the option + 4 to
    // cover X (an empty list) + 1 (a solution) + 3 + 4 to uncover X + 2 + 13 to uncover A.
    const { err } = await runCase('dlx2', [], 'A | X\nA X\n');
    expect(err.split('\n')[1]).toMatch(/^Altogether 1 solution, \d+\+48-4 mems, 3 updates, 0 cleansings, /);
    // ccost = (200 * 3 + 44) / (2 * 44) = 7, where DLX1 has (200 * 3 + 48) / 96 = 6
    expect(err).toMatch(/, ccost 7%\.\n$/);
    expect((await runCase('dlx1', [], 'A | X\nA X\n')).err).toMatch(/\+48 mems, .* ccost 6%\.\n$/);
  });

  it('dlx2-purify-cleansed-mem: DLX2 charges 1 mem for a cleansed node that purifying passes over (DLX3: 2)', async () => {
    // choosing A X:a Y:a cleanses B's X:a, then hides B's option for its Y:b, passing
    // over the cleansed X node (and again when restoring it): 107 mems, not 109
    const text = 'A B | X Y\nA X:a Y:a\nB X:a Y:b\n';
    expect((await runCase('dlx2', ['d1'], text)).err).toBe(
      [
        '(2 options, 2+2 items, 8 entries successfully read)',
        ' after 49 mems: 0 sols, 11 0.50000',
        'Altogether 0 solutions, 178+107-8 mems, 5 updates, 3 cleansings, 292 bytes, 2 nodes, ccost 8%.',
        '',
      ].join('\n'),
    );
    expect((await runCase('dlx3', [], text)).err).toMatch(/, 174\+104 mems, /);
  });

  it('dlx2-progress-levels: DLX2 shows the pairs of the levels below C, then ..., and the estimate of every level', async () => {
    const text = read('knuth-x-example.dlx');
    const full = progress((await runCase('dlx2', ['d1'], text)).err);
    expect(full).toEqual([
      ' after 78 mems: 0 sols, 12 0.25000',
      ' after 134 mems: 0 sols, 12 11 0.25000',
      ' after 260 mems: 0 sols, 22 0.75000',
      ' after 316 mems: 0 sols, 22 11 0.75000',
    ]);
    const cut = (n: number) => (line: string): string => {
      const m = /^( after \d+ mems: \d+ sols,)((?: \S\S)*) (\d\.\d{5})$/.exec(line);
      const pairs = (m?.[2] ?? '').split(' ').filter((x) => x !== '');
      const shown = Math.max(n, 0);
      return `${m?.[1] ?? ''}${pairs.slice(0, shown).map((x) => ` ${x}`).join('')}${pairs.length > shown ? '...' : ''} ${m?.[3] ?? ''}`;
    };
    for (const n of [-1, 0, 1, 2]) {
      expect(progress((await runCase('dlx2', ['d1', `C${n}`], text)).err)).toEqual(full.map(cut(n)));
    }
    // DLX1 (like DLX3) shows one pair more, and stops its estimate there
    expect(progress((await runCase('dlx1', ['d1', 'C0'], text)).err)[1]).toBe(' after 134 mems: 0 sols, 12... 0.25000');
  });

  it('dlx2-no-v2048: only DLX1 reports the maximum branching degree', async () => {
    const line = /The maximum branching degree was/;
    expect((await runCase('dlx1', ['v2049'], read('knuth-c-example.dlx').replace(/:\d/g, ''))).err).toMatch(line);
    expect((await runCase('dlx2', ['v2049'], read('knuth-c-example.dlx'))).err).not.toMatch(line);
    expect((await runCase('dlx3', ['v2049'], read('knuth-m-example.dlx'))).err).not.toMatch(line);
  });

  it('negative-option-values: a negative m, t, T or d is no limit, as C reads it into an unsigned number', async () => {
    expect(parseKnuthArgs('dlx1', ['m-1', 't-1', 'T-5', 'd-5'])).toMatchObject({
      spacing: Number.POSITIVE_INFINITY,
      maxCount: Number.POSITIVE_INFINITY,
      timeout: Number.POSITIVE_INFINITY,
      delta: Number.POSITIVE_INFINITY,
    });
    const text = read('pentominoes-3x20.dlx');
    for (const program of ['dlx1', 'dlx2', 'dlx3'] as const) {
      const plain = await runCase(program, [], text);
      expect(plain.err).toMatch(/Altogether 8 solutions/);
      expect(await runCase(program, ['t-1', 'T-1', 'd-5'], text)).toEqual(plain);
      expect(await runCase(program, ['m-1'], text)).toEqual(plain);
      expect((await runCase(program, ['m1'], text)).out).not.toBe('');
    }
  });

  it('latin1-names: bytes in names pass through unchanged, 8 at most, their mems counted per byte', async () => {
    const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
    // caf\xe9 is café in Latin-1, \xc3\xa9 is é in UTF-8 (four of them fill 8 bytes);
    // \xff is a secondary item, \xe0 a color
    const input = 'caf\xe9 \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 | \xff\ncaf\xe9 \xff:\xe0\n\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\n';
    const a = await runBytes('dlx2', ['m1'], bytes(input));
    expect(a.out).toBe('1:\n caf\xe9 \xff:\xe0 (1 of 1)\n \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 (1 of 1)\n');
    // names of the same lengths in bytes cost the same mems
    const twin = await runBytes('dlx2', ['m1'], bytes('cafe abcdefgh | y\ncafe y:a\nabcdefgh\n'));
    expect(a.err).toBe(twin.err);
    // a string is read as its UTF-8 bytes (café has 5), and written back as a string
    const c = await runCase('dlx2', ['m1'], 'café éééé | ÿ\ncafé ÿ:a\néééé\n');
    expect(c.out).toBe('1:\n café ÿ:a (1 of 1)\n éééé (1 of 1)\n');
    expect(c.err).toBe((await runBytes('dlx2', ['m1'], bytes('cafxx abcdefgh | yy\ncafxx yy:a\nabcdefgh\n'))).err);
    await expect(runCase('dlx1', [], 'A ééééé\n')).rejects.toThrow(
      /^line 1, column 3: item name 'ééééé' is longer than 8 characters$/,
    );
    await expect(runCase('dlx2', [], 'A | X\nA X:à\n')).rejects.toThrow(/must be a single character/);
  });

  it('dlx3-bytes: DLX3 counts 24 bytes per item (a bound and a slack more than DLX1 and DLX2)', async () => {
    const text = read('knuth-x-example.dlx');
    const bytesOf = async (program: KnuthProgram): Promise<number> =>
      Number(/, (\d+) bytes,/.exec((await runCase(program, [], text)).err)?.[1]);
    // 7 items and the root: 8 more bytes each
    expect((await bytesOf('dlx3')) - (await bytesOf('dlx1'))).toBe(8 * 8);
  });

  // issue 32: found by a differential test against the C programs
  it('ignored-option-cr: the warning echoes an ignored option line as fgets read it, every \\r included', async () => {
    for (const program of ['dlx1', 'dlx2', 'dlx3'] as const) {
      const { err } = await runCase(program, ['v1024'], 'A |B\r\nB\r\n \tB\r \r\r\nA\n');
      expect(err).toBe('Option ignored (no primary items): B\r\nOption ignored (no primary items):  \tB\r \r\r\n');
    }
    // a last line without its newline (which the C programs refuse) gets one
    expect((await runCase('dlx1', ['v1024'], 'A | B\nA\nB')).err).toBe('Option ignored (no primary items): B\n');
  });
});

describe('formatFixed', () => {
  it('rounds like C printf, ties to even', () => {
    expect(formatFixed(0.5986, 5)).toBe('0.59860');
    expect(formatFixed(1 / 64, 5)).toBe('0.01562');
    expect(formatFixed(3 / 64, 5)).toBe('0.04688');
    expect(formatFixed(0.5, 0)).toBe('0');
    expect(formatFixed(1.5, 0)).toBe('2');
    expect(formatFixed(1e-7, 5)).toBe('0.00000');
    expect(formatFixed(123.456, 2)).toBe('123.46');
  });
});
