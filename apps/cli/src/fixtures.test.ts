import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCases, repoFile, repoRoot, runCli } from './testing.js';

// The golden-style fixtures of the generators that follow no C program
// (`fixtures/polydance`): each input's exact output and exit status, and each malformed
// input's one line of error, nothing on stdout.

const root = join(repoRoot, 'fixtures', 'polydance');
const commands = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'errors')
  .map((d) => d.name)
  .sort();

it('has fixtures for every generator of Polydance’s own lattices', () => {
  expect(commands).toEqual(expect.arrayContaining(['polyhex', 'polyabolo', 'polytrig', 'polytwig']));
});

describe.each(commands)('polydance %s', (command) => {
  const cases = fixtureCases(`fixtures/polydance/${command}`, '.in');
  const errors = fixtureCases('fixtures/polydance/errors', '.in', `${command}.`);

  it('has cases and malformed inputs to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('%s: the exact output', async (name) => {
    const result = await runCli([command], repoFile('fixtures', 'polydance', command, `${name}.in`));
    expect(result.stdout).toBe(repoFile('fixtures', 'polydance', command, `${name}.out`));
    expect(result.stderr).toBe(repoFile('fixtures', 'polydance', command, `${name}.err`));
    expect(result.code).toBe(0);
  });

  it.each(errors)('%s: one line of error with line and column, nothing on stdout', async (name) => {
    const result = await runCli([command], repoFile('fixtures', 'polydance', 'errors', `${name}.in`));
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(repoFile('fixtures', 'polydance', 'errors', `${name}.err`));
    expect(result.stderr).toMatch(new RegExp(`^polydance ${command}: line \\d+, column \\d+: [^\\n]+\\n$`));
    expect(String(result.code)).toBe(repoFile('fixtures', 'polydance', 'errors', `${name}.code`).trim());
  });

  it('reads a file named on the command line as it reads stdin', async () => {
    const [first] = cases;
    const result = await runCli([command, join(root, command, `${first!}.in`)]);
    expect(result.stdout).toBe(repoFile('fixtures', 'polydance', command, `${first!}.out`));
  });
});
