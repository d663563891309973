import { checkProblem } from '@polydance/dlx-solver';
import { checkPolyform } from '@polydance/lattice';
import { PUZZLES } from '@polydance/puzzles';
import { describe, expect, it } from 'vitest';
import { countedPuzzles, testCounts } from './catalogue-counts.js';
import { findGenerator } from '@polydance/lattices';
import { runCli } from './testing.js';

/** The arguments of `polydance macmahon` in a spec: the words of its non-comment lines. */
const words = (spec: string): string[] =>
  spec
    .split('\n')
    .filter((l) => !l.startsWith('|'))
    .flatMap((l) => l.split(/\s+/))
    .filter((w) => w !== '');

describe('the catalogue puzzles', () => {
  it.each(PUZZLES.map((p) => [p.name, p] as const))('the generator reads the spec of %s', async (_, p) => {
    const { code, stdout, stderr } =
      p.generator === 'macmahon' ? await runCli(['macmahon', ...words(p.spec)]) : await runCli([p.generator], p.spec);
    expect(stderr).not.toMatch(/line \d+, column/);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\n[^|]/);
  });

  it('give no reason to warn before a search', () => {
    for (const p of PUZZLES) {
      const generator = findGenerator(p.generator)!;
      const generated = generator.generate(p.spec);
      const warnings = generated.polyform ? checkPolyform(generated.polyform, { unit: generator.lattice.unit }) : checkProblem(generated.problem);
      expect(warnings, p.name).toEqual([]);
    }
  });
});

describe('counts of all solutions, rerun (the quick ones; pnpm test:slow reruns the rest)', () => {
  it('has quick counts to rerun', () => {
    expect(countedPuzzles('fast').length).toBeGreaterThanOrEqual(25);
  });
  testCounts(countedPuzzles('fast'));
});
