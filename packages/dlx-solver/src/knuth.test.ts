import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

/** The numbers of an `Altogether` line, by name (mems as `imems+mems`). */
function totals(line: string): Record<string, string> {
  const out: Record<string, string> = {};
  const m = /^Altogether (\d+) solutions?, ([\d+-]+) mems, (.*)\.$/.exec(line);
  if (m === null) return out;
  out['solutions'] = m[1] ?? '';
  out['mems'] = m[2] ?? '';
  for (const part of (m[3] ?? '').split(', ')) {
    const [value, key] = part.split(' ');
    if (key !== undefined && value !== undefined) out[key] = value;
  }
  return out;
}

describe('runKnuth on the golden corpus', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });
  for (const name of cases) {
    const run = slow.has(name) && !process.env['POLYDANCE_SLOW_TESTS'] ? it.skip : it;
    run(`${name}: stdout byte for byte, stderr as the C program`, async () => {
      const [program, ...args] = read(`${name}.cmd`).trim().split(/\s+/);
      const { out, err } = await runCase(program as KnuthProgram, args, read(`${name}.dlx`));
      expect(out).toBe(read(`${name}.out`));
      const expected = read(`${name}.err`).trimEnd().split('\n');
      const got = err.trimEnd().split('\n');
      // every line before the last (warnings, input summary, progress reports) is identical
      expect(got.slice(0, -1)).toEqual(expected.slice(0, -1));
      const want = totals(expected[expected.length - 1] ?? '');
      const have = totals(got[got.length - 1] ?? '');
      expect(have['solutions']).toBe(want['solutions']);
      expect(have['updates']).toBe(want['updates']);
      expect(have['nodes']).toBe(want['nodes']);
      expect(have['cleansings']).toBe(want['cleansings']);
      // Polydance counts mems with Knuth's cost model; DLX2's report has one more term
      if (!(want['mems'] ?? '').includes('-')) expect(have['mems']).toBe(want['mems']);
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
