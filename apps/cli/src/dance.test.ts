import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCommand } from './index.js';
import { runCli as polydance } from './testing.js';
import type { CliResult as Result } from './testing.js';

const root = new URL('../../../fixtures/knuth/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');

const cases = (folder: string): string[] =>
  readdirSync(new URL(folder, root))
    .filter((f) => f.endsWith('.in'))
    .map((f) => f.slice(0, -3))
    .sort();

const errorCases = (tool: string): string[] =>
  readdirSync(new URL('errors/', root))
    .filter((f) => f.startsWith(`${tool}.`) && f.endsWith('.in'))
    .map((f) => f.slice(0, -3))
    .sort();

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
      expect(help).toBe(findCommand(command)?.help);
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
  const polyominoes: [string, string][] = [
    ['empty input', ''],
    ['no piece names', '00 01\n'],
    ['a bad cell', '00 0.\nD\n'],
    ['an unlisted piece', '00 01\nD\nE 1 1 00\n'],
    ['a blank line', '00 01\nD\nD 1 1 00\n\n'],
    ['a repeated cell in a piece', '00 01\nD\nD 1 1 00 00\n'],
    ['a name that is a cell', '00 01\n01\n'],
    ['a long name', '00 01\nDDDD\nDDDD 1 1 00\n'],
  ];
  it.each(polyominoes)('polyominoes: %s', async (_what, input) => {
    expectInputError(await polydance(['polyominoes'], input), 'polyominoes');
  });

  const polysticks: [string, string][] = [
    ['empty input', ''],
    ['a second bar', 'A\nH00 | I11 | I12\n'],
    ['an edge after the bar', 'A\nH00 | V00\n'],
    ['a board of junctions only', 'A\n| I11\n'],
    ['a piece of junctions only', 'A\nH00\nA 1 1 I00\n'],
    ['a repeated position', 'A\nH00 H00\n'],
    ['a bad s', 'A\nH00\nA 5 1 H00\n'],
    ['a three-digit position', 'A\nH000\n'],
  ];
  it.each(polysticks)('polysticks: %s', async (_what, input) => {
    expectInputError(await polydance(['polysticks'], input), 'polysticks');
  });
});
