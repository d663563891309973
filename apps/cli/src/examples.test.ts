import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFile, repoRoot, runCli } from './testing.js';

// Every example says how many solutions a solver finds: the specs on their first line,
// "(N solutions)", and all of them in the table of examples/README.md. Check each claim
// with the real generator and solver. (The larger pentomino boxes, 4x15, 5x12 and 6x10,
// take seconds each; they run with POLYDANCE_SLOW_TESTS=1.)
const slow = new Set(['pentominoes-4x15.in', 'pentominoes-5x12.in', 'pentominoes-6x10.in']);
const files = readdirSync(join(repoRoot, 'examples')).filter((f) => f.endsWith('.in') || f.endsWith('.dlx'));
const examples = files.filter((f) => process.env['POLYDANCE_SLOW_TESTS'] === '1' || !slow.has(f));

/** The README's table: file → [command, solutions]. */
const table = new Map(
  [...repoFile('examples', 'README.md').matchAll(/^\| `([^`]+)` \| `polydance (\w+)`[^|]*\|[^|]*\| (\d+) \|$/gm)].map((m) => [
    m[1]!,
    { command: m[2]!, solutions: BigInt(m[3]!) },
  ]),
);

/** The DLX text of an example, from the generator the README names for it. */
async function dlxOf(file: string): Promise<string> {
  if (file.endsWith('.dlx')) return repoFile('examples', file);
  const { command } = table.get(file)!;
  const generated = await runCli([command, join(repoRoot, 'examples', file)]);
  expect(generated.code, generated.stderr).toBe(0);
  return generated.stdout;
}

describe('the examples have the solution counts they claim', () => {
  it('examples/README.md lists every file of examples/, and nothing else', () => {
    expect([...table.keys()].sort()).toEqual(files.sort());
  });

  it.each(examples)('%s', async (file) => {
    const claimed = table.get(file)!.solutions;
    const text = repoFile('examples', file);
    if (text.startsWith('|') && file.endsWith('.in')) {
      expect(/\((\d+) solutions\)/.exec(text.split('\n')[0]!)?.[1], 'the first line says "(N solutions)"').toBe(String(claimed));
    }
    const counted = await runCli(['solve', '--count', '--no-progress'], await dlxOf(file));
    expect(counted.stdout).toBe(`${claimed}\n`);
  });

  it('pentominoes-3x20.dlx is what polydance polyomino writes for pentominoes-3x20.in', async () => {
    const generated = await runCli(['polyomino', join(repoRoot, 'examples', 'pentominoes-3x20.in')]);
    expect(generated.stdout).toBe(repoFile('examples', 'pentominoes-3x20.dlx'));
  });
});
