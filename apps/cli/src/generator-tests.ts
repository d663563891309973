import { describe, expect, it } from 'vitest';
import { fixtureCases, repoFile, repoRoot, runCli } from './testing.js';
import type { CliResult } from './testing.js';

// The tests that the generator commands following one of Knuth's programs share: the
// program's golden cases (`fixtures/knuth/PROGRAM`) and malformed inputs
// (`fixtures/knuth/errors/PROGRAM.*.in`), its alias, its help and the examples.

const knuth = (path: string): string => repoFile('fixtures', 'knuth', path);

/** `polydance GENERATOR SPEC | polydance solve --no-progress ARGS`, in-process; the generator must succeed. */
export async function solveSpec(generator: string, spec: string, ...args: string[]): Promise<CliResult> {
  const dlx = await runCli([generator], spec);
  expect(dlx.code, dlx.stderr).toBe(0);
  return runCli(['solve', '--no-progress', ...args], dlx.stdout);
}

/** `polydance COMMAND --help` succeeds, and its text contains each of `mentions`. */
export async function expectHelp(command: string, ...mentions: string[]): Promise<void> {
  const result = await runCli([command, '--help']);
  expect(result.code).toBe(0);
  for (const mention of mentions) expect(result.stdout).toContain(mention);
}

/** `polydance COMMAND` writes each golden case of PROGRAM byte for byte (at least `atLeast` of them). */
export function describeGoldenCases(command: string, program: string, atLeast: number): void {
  const cases = fixtureCases(`fixtures/knuth/${program}`, '.in');
  describe(`polydance ${command}: the golden ${program.toUpperCase()} cases, byte for byte`, () => {
    it('has cases to check', () => {
      expect(cases.length).toBeGreaterThanOrEqual(atLeast);
    });
    it.each(cases)('%s', async (name) => {
      const result = await runCli([command], knuth(`${program}/${name}.in`));
      expect(result.stdout).toBe(knuth(`${program}/${name}.out`));
      expect(result.stderr).toBe(knuth(`${program}/${name}.err`));
      expect(result.code).toBe(0);
    });
  });
}

/**
 * `polydance COMMAND` rejects each malformed input of PROGRAM (at least `atLeast` of
 * them) with one message and nothing on stdout, and names where each of `places` (the
 * cases' names after `PROGRAM.`) goes wrong.
 */
export function malformedInputTests(command: string, program: string, atLeast: number, places: Record<string, RegExp>): void {
  const errorCases = fixtureCases('fixtures/knuth/errors', '.in', `${program}.`);
  it('has cases to check', () => {
    expect(errorCases.length).toBeGreaterThanOrEqual(atLeast);
  });
  it.each(errorCases)('%s: one message with line and column, nothing on stdout', async (name) => {
    const result = await runCli([command], knuth(`errors/${name}.in`));
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(new RegExp(`^polydance ${command}: line \\d+, column \\d+: [^\\n]+\\n$`));
  });
  it('names the place of each problem', async () => {
    for (const [name, place] of Object.entries(places)) {
      expect((await runCli([command], knuth(`errors/${program}.${name}.in`))).stderr).toMatch(place);
    }
  });
}

/**
 * `polydance PROGRAM FILE` (the alias) writes the golden problem of `golden`; `--help`
 * explains the syntax and mentions `helpMentions`.
 */
export function describeArguments(command: string, program: string, golden: string, helpMentions: string): void {
  describe(`polydance ${command}: arguments`, () => {
    it(`reads a file and answers to its alias ${program}`, async () => {
      const result = await runCli([program, `${repoRoot}/fixtures/knuth/${program}/${golden}.in`]);
      expect(result.stdout).toBe(knuth(`${program}/${golden}.out`));
      expect(result.code).toBe(0);
    });
    it('explains its syntax with --help', () => expectHelp(command, `Usage: polydance ${command} [FILE]`, helpMentions));
  });
}

/** Each `[example, golden]`: `examples/EXAMPLE.in` gives the golden problem of PROGRAM's case `golden`. */
export function describeExamples(command: string, program: string, examples: readonly (readonly [string, string])[]): void {
  describe(`the examples for polydance ${command}`, () => {
    /** The output after the comment lines, which echo the input. */
    const body = (dlx: string): string => dlx.slice(dlx.indexOf('\n', dlx.indexOf('| this file was created by')) + 1);
    it.each(examples)('%s gives the golden problem of %s', async (example, golden) => {
      const result = await runCli([command, `${repoRoot}/examples/${example}.in`]);
      expect(result.code).toBe(0);
      expect(body(result.stdout)).toBe(body(knuth(`${program}/${golden}.out`)));
      expect(result.stderr).toBe(knuth(`${program}/${golden}.err`));
    });
  });
}
