import { readFileSync, readdirSync } from 'node:fs';
import { TooManyOptionsError } from '@polydance/lattice';
import { describe, expect, it } from 'vitest';
import { GENERATORS, findGenerator } from './generators.js';

const examples = new URL('../../../examples/', import.meta.url);

/** A spec for each generator: the repository's examples (each names its command in a comment), and MacMahon's hexagon. */
const specs = new Map<string, string>([
  ['polyominoes', readFileSync(new URL('trominoes.in', examples), 'utf8')],
  ['polysticks', readFileSync(new URL('plus.in', examples), 'utf8')],
  ['macmahon', 'hexagon\n'],
]);
for (const file of readdirSync(examples).filter((f) => f.endsWith('.in')).sort()) {
  const text = readFileSync(new URL(file, examples), 'utf8');
  const command = /polydance (\w+)/.exec(text)?.[1];
  if (command !== undefined && !specs.has(command)) specs.set(command, text);
}

/** The TooManyOptionsError a call throws (undefined when it throws none). */
function refusal(call: () => unknown): TooManyOptionsError | undefined {
  try {
    call();
  } catch (e) {
    if (e instanceof TooManyOptionsError) return e;
    throw e;
  }
  return undefined;
}

describe('maxOptions of the generators', () => {
  it.each(GENERATORS.map((g) => g.command))('%s: a problem of N options is made whole with a cap of N, refused with a cap of N − 1', (command) => {
    const generator = findGenerator(command)!;
    const spec = specs.get(command);
    expect(spec, `an example for ${command}`).toBeDefined();
    const whole = generator.generate(spec!);
    const n = whole.problem.options.length;
    expect(n).toBeGreaterThan(1);
    expect(generator.generate(spec!, { maxOptions: n }).problem).toEqual(whole.problem);
    const refused = refusal(() => generator.generate(spec!, { maxOptions: n - 1 }));
    expect(refused?.limit).toBe(n - 1);
    // a box-and-pieces generator stops at the first option past the cap; the others hold a whole problem to it
    expect(refused?.made).toBe(n);
  });

  // 130 L-trominoes, each of its own name, in a 62x62 box: a 1.8 KB spec, 130 * 4 * 61 * 61 = 1,934,920 options
  const huge = `[0-Z][0-Z]\n${Array.from({ length: 130 }, (_, i) => `p${String(i).padStart(3, '0')} 00 01 10\n`).join('')}`;

  it('a short spec that makes millions of options is refused by the generator itself, near the cap', () => {
    expect(huge.length).toBeLessThan(2000);
    const refused = refusal(() => findGenerator('polyomino')!.generate(huge, { maxOptions: 200_000 }));
    expect(refused).toBeInstanceOf(TooManyOptionsError);
    expect(refused?.limit).toBe(200_000);
    // the options made before the stop: the cap, and the one that passed it
    expect(refused?.made).toBe(200_001);
  });

  it('the same spec without a cap makes every option (a smaller box, to keep the test light)', () => {
    const small = huge.replace('[0-Z][0-Z]', '[0-9][0-9]');
    expect(findGenerator('polyomino')!.generate(small).problem.options.length).toBe(130 * 4 * 9 * 9);
    const refused = refusal(() => findGenerator('polyomino')!.generate(small, { maxOptions: 1000 }));
    expect(refused?.made).toBe(1001);
  });
});
