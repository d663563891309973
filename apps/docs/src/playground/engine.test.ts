import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { polyomino } from '@polydance/lattice-square';
import { findPuzzle, PUZZLES } from '@polydance/puzzles';
import { describe, expect, test } from 'vitest';
import { latticeCatalog } from './catalog.js';
import { runPlayground } from './engine.js';
import { findLattice, macmahonGenerate } from './lattices.js';
import { presetLattice, presets } from './presets.js';
import type { WorkerMessage } from './protocol.js';

function run(lattice: string, spec: string, draw = 4): WorkerMessage[] {
  const messages: WorkerMessage[] = [];
  runPlayground({ lattice, spec, draw }, (m) => messages.push(m));
  return messages;
}

const root = join(import.meta.dirname, '..', '..', '..', '..');
const repoFile = (...parts: string[]): string => readFileSync(join(root, ...parts), 'utf8');
/** The solution count in the last line of a reference run's stderr in the golden corpus. */
const referenceCount = (name: string): number => Number(/Altogether (\d+) solutions?/.exec(repoFile('fixtures', 'knuth', 'solve', `${name}.err`))?.[1]);

describe('solving', () => {
  const spec = repoFile('examples', 'pentominoes-3x20.in');

  test('pentominoes 3x20: every solution drawn, the count as the reference run', () => {
    const messages = run('square', spec, 24);
    const drawn = messages.filter((m) => m.type === 'solution');
    expect(drawn).toHaveLength(referenceCount('pentominoes-3x20'));
    expect(drawn.map((m) => m.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const m of drawn) expect(m.svg.match(/<path /g)).toHaveLength(12);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 8, algorithm: 'X' }));
  });

  test('past the drawing limit the rest are counted', () => {
    const messages = run('square', spec, 3);
    expect(messages.filter((m) => m.type === 'solution')).toHaveLength(3);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: referenceCount('pentominoes-3x20') }));
  });

  test('MacMahon: colors need Algorithm C; the first solution is drawn', () => {
    const messages: WorkerMessage[] = [];
    // Stop after the first drawing: the hexagon has millions of solutions.
    expect(() =>
      runPlayground({ lattice: 'macmahon', spec: 'hexagon', draw: 1 }, (m) => {
        messages.push(m);
        if (m.type === 'solution') throw new Error('enough');
      }),
    ).toThrow('enough');
    const solution = messages.find((m) => m.type === 'solution');
    expect(solution?.svg.match(/<g><title>/g)).toHaveLength(24);
  });
});

describe('runPlayground', () => {
  test('reports the problem the generator makes', () => {
    const spec = '[0-2][0-4]\nF 10 20 01 11 12\nP 00 01 10 11 02\nU 00 20 01 11 21\n';
    const [first] = run('square', spec);
    expect(first).toEqual({
      type: 'problem',
      summary: 'Altogether 15 cells, 3 pieces, 20 base placements, 121 nodes.',
      items: 15 + 3,
      options: polyomino(spec).problem.options.length,
    });
  });

  test('a bad spec gets its line and column, and nothing else happens', () => {
    expect(run('square', '| x\n[0-2][0-4]\nF 10 20 0# 11 12\n')).toEqual([
      { type: 'error', line: 3, column: 10, reason: "illegal digit '#'", message: "line 3, column 10: illegal digit '#'" },
    ]);
  });

  test('an unknown lattice is a failure', () => {
    expect(run('hex', '')).toEqual([{ type: 'failure', message: "unknown lattice 'hex'" }]);
  });
});

describe('MacMahon in the playground', () => {
  test('a hexiamond by name or six triangles', () => {
    expect(macmahonGenerate('| a comment\nhexagon\n').problem).toEqual(macmahonGenerate('00+ 10 10+\n01 01+ 11').problem);
  });

  test('a bad argument is reported at its line and column', () => {
    expect(run('macmahon', '| x\n00+ 10 10+\n01 01+ 1q\n')).toEqual([
      expect.objectContaining({ type: 'error', line: 3, column: 8 }),
    ]);
    expect(run('macmahon', '00 00 01 01+ 02 02+')).toEqual([
      expect.objectContaining({ type: 'error', line: 1, column: 4, message: "line 1, column 4: '00': this triangle has been given twice" }),
    ]);
  });
});

describe('lattices and presets', () => {
  test('every lattice of the menu has a generator', () => {
    for (const entry of latticeCatalog) expect(findLattice(entry.id)?.command).toBe(entry.command);
  });

  test('every preset generates its problem on its lattice', () => {
    expect(presets.length).toBeGreaterThan(5);
    for (const p of presets) {
      const problem = findLattice(p.lattice)?.generate(p.spec).problem;
      expect(problem?.options.length, `${p.file} on ${p.lattice}`).toBeGreaterThan(0);
    }
    expect(presets.find((p) => p.file === 'pentominoes-3x20.in')?.lattice).toBe('square');
    expect(presets.find((p) => p.file === 'soma.in')?.lattice).toBe('cube');
    expect(presets.find((p) => p.file === 'lozenges-hexagon-2.in')?.lattice).toBe('triangle');
  });

  test('the playground offers the whole puzzle catalogue, then the examples', () => {
    const catalogue = presets.filter((p) => p.group === 'catalogue');
    expect(catalogue.map((p) => p.file)).toEqual(PUZZLES.map((p) => p.name));
    expect(catalogue.every((p) => p.lattice === findPuzzle(p.file)?.lattice)).toBe(true);
    expect(presets.findIndex((p) => p.group === 'examples')).toBe(catalogue.length);
  });

  test('a spec names its lattice by its generator in a comment, or is square', () => {
    expect(presetLattice('| hexiamonds: polydance polyiamond\n[0-1][0-1]\n')).toBe('triangle');
    expect(presetLattice('[0-1][0-1]\n| polydance polycube\n')).toBe('square');
  });
});
