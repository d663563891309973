import { checkProblem } from '@polydance/dlx-solver';
import { checkPolyform } from '@polydance/lattice';
import { findPuzzle, PUZZLES } from '@polydance/puzzles';
import { describe, expect, it } from 'vitest';
import { verifyPuzzle } from './catalogue-verify.js';
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

describe('verifyPuzzle', () => {
  it('tells a count that disagrees, and a search that did not finish', async () => {
    const real = findPuzzle('pentominoes-3x20')!;
    const wrong = { ...real, counts: { all: { ...real.counts.all!, value: 9 }, distinct: real.counts.distinct! } };
    const verdict = await verifyPuzzle(wrong, 60);
    expect(verdict.status).toBe('disagrees');
    expect(verdict.problems).toEqual(['all: the catalogue says 9, polydance counts 8']);
    const slow = await verifyPuzzle(findPuzzle('pentominoes-6x10')!, 0.05);
    expect(slow.status).toBe('unfinished');
    expect(slow.counted.complete).toBe(false);
  });

  it('reports the counts the catalogue lacks', async () => {
    const real = findPuzzle('pentominoes-3x20')!;
    const verdict = await verifyPuzzle({ ...real, counts: {} }, 60);
    expect(verdict).toMatchObject({ status: 'agrees', missing: { all: 8n, distinct: 2n } });
  });
});
