import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCommand } from './index.js';
import { fixtureCases, runCli as polydance } from './testing.js';
import type { CliResult as Result } from './testing.js';

const root = new URL('../../../fixtures/knuth/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');

const cases = (folder: string): string[] => fixtureCases(`fixtures/knuth/${folder}`, '.in');
const errorCases = (tool: string): string[] => fixtureCases('fixtures/knuth/errors', '.in', `${tool}.`);

/** Checks the error convention: status 1, no output, one positioned line on stderr, no stack. */
function expectInputError(r: Result, command: string): void {
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(new RegExp(`^polydance ${command}: line \\d+, column \\d+: [^\\n]+\\n$`));
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

for (const command of ['polyominoes', 'polysticks']) {
  describe(`polydance ${command}`, () => {
    it.each(cases(`${command}/`))('reproduces %s byte for byte (stdin)', async (name) => {
      const r = await polydance([command], read(`${command}/${name}.in`));
      expect(r.stdout).toBe(read(`${command}/${name}.out`));
      expect(r.stderr).toBe(read(`${command}/${name}.err`));
      expect(r.code).toBe(0);
    });

    it.each(cases(`${command}/`))('reproduces %s byte for byte (FILE)', async (name) => {
      const file = fileURLToPath(new URL(`${command}/${name}.in`, root));
      const r = await polydance([command, file]);
      expect(r.stdout).toBe(read(`${command}/${name}.out`));
      expect(r.code).toBe(0);
    });

    it.each(errorCases(command))('rejects %s', async (name) => {
      const r = await polydance([command], read(`errors/${name}.in`));
      expectInputError(r, command);
      expect(Number(read(`errors/${name}.code`))).not.toBe(0);
    });

    it('runs the example of its --help text', async () => {
      const help = (await polydance([command, '--help'])).stdout;
      expect(help).toBe((await findCommand(command))?.help);
      const lines = help.split('\n');
      const start = lines.findIndex((l) => l.startsWith('Example')) + 1;
      const body = lines.slice(start);
      const blank = body.indexOf('');
      const input = body
        .slice(0, blank)
        .filter((l) => l.startsWith('  '))
        .map((l) => `${l.slice(2)}\n`)
        .join('');
      const rest = body.slice(blank + 1);
      expect(rest[0]).toMatch(new RegExp(`^  \\$ polydance ${command} `));
      const end = rest.indexOf('');
      const output = rest.slice(1, end).map((l) => `${l.slice(2)}\n`).join('');
      const r = await polydance([command], input);
      expect(r.stdout).toBe(output);
    });

    it('reads stdin for -', async () => {
      const name = cases(`${command}/`)[0] ?? '';
      const r = await polydance([command, '-'], read(`${command}/${name}.in`));
      expect(r.stdout).toBe(read(`${command}/${name}.out`));
    });

    it('refuses unknown options, extra arguments and unreadable files with status 2', async () => {
      for (const argv of [[command, '--frobnicate'], [command, 'a.in', 'b.in'], [command, '/nonexistent/x.in']]) {
        const r = await polydance(argv);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(new RegExp(`^polydance ${command}: [^\\n]+\\n$`));
      }
    });
  });
}

describe('malformed DANCE-era input', () => {
  /** For each command, inputs it must reject by the error convention, each with what is wrong with it. */
  const malformed: Record<string, [string, string][]> = {
    polyominoes: [
      ['empty input', ''],
      ['no piece names', '00 01\n'],
      ['a bad cell', '00 0.\nD\n'],
      ['an unlisted piece', '00 01\nD\nE 1 1 00\n'],
      ['a blank line', '00 01\nD\nD 1 1 00\n\n'],
      ['a repeated cell in a piece', '00 01\nD\nD 1 1 00 00\n'],
      ['a name that is a cell', '00 01\n01\n'],
      ['a long name', '00 01\nDDDD\nDDDD 1 1 00\n'],
    ],
    polysticks: [
      ['empty input', ''],
      ['a second bar', 'A\nH00 | I11 | I12\n'],
      ['an edge after the bar', 'A\nH00 | V00\n'],
      ['a board of junctions only', 'A\n| I11\n'],
      ['a piece of junctions only', 'A\nH00\nA 1 1 I00\n'],
      ['a repeated position', 'A\nH00 H00\n'],
      ['a bad s', 'A\nH00\nA 5 1 H00\n'],
      ['a three-digit position', 'A\nH000\n'],
    ],
  };
  for (const [command, inputs] of Object.entries(malformed)) {
    it.each(inputs)(`${command}: %s`, async (_what, input) => {
      expectInputError(await polydance([command], input), command);
    });
  }
});

describe('polydance polystick', () => {
  it('runs the example of its --help text, with the summary on stderr', async () => {
    const help = (await polydance(['polystick', '--help'])).stdout;
    const lines = help.split('\n');
    const start = lines.findIndex((l) => l.startsWith('Example (plus.in)')) + 1;
    const body = lines.slice(start);
    const blank = body.indexOf('');
    const input = body.slice(0, blank).map((l) => `${l.slice(2)}\n`).join('');
    const rest = body.slice(blank + 1);
    expect(rest[0]).toBe('  $ polydance polystick plus.in');
    const output = rest.slice(1, rest.indexOf('')).map((l) => `${l.slice(2)}\n`).join('');
    const r = await polydance(['polystick'], input);
    expect(r.stdout).toBe(output);
    expect(r.stderr).toBe('Altogether 4 edges, 1 junctions, 2 pieces, 6 base placements.\n');
    expect(r.code).toBe(0);
  });

  it('reads the tetrastick example of its --help text from a FILE', async () => {
    const help = (await findCommand('polystick'))?.help ?? '';
    const lines = help.split('\n');
    const start = lines.findIndex((l) => l.startsWith('Example (six tetrasticks'));
    const spec = lines
      .slice(start)
      .filter((l) => /^ {2}[A-Z[]/.test(l))
      .map((l) => `${l.slice(2)}\n`)
      .join('');
    expect(spec.split('\n')).toHaveLength(8);
    const dir = mkdtempSync(join(tmpdir(), 'polystick-'));
    const file = join(dir, 'tetrasticks-3x3.in');
    writeFileSync(file, spec);
    const r = await polydance(['polystick', file]);
    rmSync(dir, { recursive: true });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[8]).toBe(
      ' H00 H01 H02 H03 H10 H11 H12 H13 H20 H21 H22 H23 V00 V01 V02 V10 V11 V12 V20 V21 V22 V30 V31 V32 A B C D E F | I11 I12 I21 I22',
    );
    expect(r.stderr).toMatch(/^Altogether 24 edges, 4 junctions, 6 pieces, \d+ base placements\.\n$/);
  });

  const bad: [string, string][] = [
    ['a junction in the box', 'H00 I00\n'],
    ['a stick of another kind', 'H00 X00\n'],
    ['a third digit', 'H001\n'],
    ['an incomplete stick', 'H0\n'],
    ['a piece named like a junction', 'H01 H11 V10 V11\nI11 H01 H11\n'],
    ['no box', '| nothing\n'],
  ];
  it.each(bad)('rejects %s', async (_what, input) => {
    expectInputError(await polydance(['polystick'], input), 'polystick');
  });
});
