import fc from 'fast-check';
import { encodeDigit } from '@polydance/spec-parser';
import { findLattice } from '@polydance/lattices';
import { expect } from 'vitest';
import { repoFile, runCli } from './testing.js';

// A piece's name means nothing to the search: named `AA`, `P1`, `42`, `x7Qr0b2K` or
// `Q7'` (names that read as cells outside the box, digits, long names, a prime), the
// problem has the same group and the same distinct count as with one letter, whether
// it is solved from the spec, from the DLX file its generator wrote, or from that file
// with its comments taken out (a file written by hand).

/** An example on each lattice of pieces in a box, with a group of more than one symmetry. */
export const EXAMPLES: readonly (readonly [file: string, generator: string, lattice: string])[] = [
  ['pentominoes-3x20.in', 'polyomino', 'square'],
  ['hexiamonds-6x6.in', 'polyiamond', 'triangle'],
  ['tetrahexes-4x7.in', 'polyhex', 'hex'],
  ['soma.in', 'polycube', 'cube'],
  ['tetracubes-2x4x4.in', 'polycube', 'cube'],
  ['tetrasticks-3x3.in', 'polystick', 'stick'],
  ['diaboloes-3x3.in', 'polyabolo', 'abolo'],
  ['tritrigs-5x2.in', 'polytrig', 'trig'],
  ['pentatwigs-butterfly.in', 'polytwig', 'twig'],
];

/** Numbers in [0, 1) drawn by fast-check from a seed: the same names for the same seed. */
function random(seed: number): () => number {
  const values = fc.sample(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { seed, numRuns: 4096 });
  let i = 0;
  return () => values[i++ % values.length]!;
}

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A name of one of the kinds above, never one of `taken`. */
function pieceName(lattice: string, next: () => number, taken: ReadonlySet<string>): string {
  const pick = (s: string): string => s[Math.floor(next() * s.length)]!;
  const descriptor = findLattice(lattice)!;
  for (;;) {
    const kind = Math.floor(next() * 5);
    let name: string;
    if (kind === 0) {
      // the name of a cell (or edge) of the lattice far outside the box, e.g. `AA` or `Hzz`
      const far = (): number => 40 + Math.floor(next() * 22);
      name = descriptor.formatItem({ kind: descriptor.boxKinds[0]!, x: far(), y: far(), z: lattice === 'cube' ? far() : 0 }) ?? 'AA';
    } else if (kind === 1) name = pick('ABCPXZ') + encodeDigit(Math.floor(next() * 10));
    else if (kind === 2) name = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick('0123456789')).join('');
    else if (kind === 3) name = Array.from({ length: 8 }, () => pick(ALPHANUMERIC)).join('');
    else name = `${pick('ABCPQXYZ')}${pick('0123456789')}'`;
    if (!taken.has(name)) return name;
  }
}

/** The spec with its pieces renamed (the first word of each piece line, after any `N|`), the same name to the same name. */
function renamed(spec: string, lattice: string, seed: number, items: ReadonlySet<string>): string {
  const next = random(seed);
  const names = new Map<string, string>();
  const taken = new Set(items);
  let box = false;
  return spec
    .split('\n')
    .map((line) => {
      if (line.startsWith('|') || line.trim() === '') return line;
      if (!box) {
        box = true;
        return line;
      }
      const m = /^(\S*\|)?(\S+)(.*)$/.exec(line)!;
      let name = names.get(m[2]!);
      if (name === undefined) {
        name = pieceName(lattice, next, taken);
        taken.add(name);
        names.set(m[2]!, name);
      }
      return `${m[1] ?? ''}${name}${m[3]}`;
    })
    .join('\n');
}

/** `polydance solve --count --distinct --format json` of text, with more arguments. */
export async function distinct(text: string, ...more: string[]): Promise<{ solutions: number; distinct: number; symmetries: number }> {
  const r = await runCli(['solve', '--count', '--distinct', '--format', 'json', ...more], text);
  expect(r.stderr).not.toMatch(/^polydance/);
  expect(r.code).toBe(0);
  const { solutions, distinct: d, symmetries } = JSON.parse(r.stdout) as { solutions: number; distinct: number; symmetries: number };
  return { solutions, distinct: d, symmetries };
}

/**
 * Checks that renaming the pieces of an example (with names drawn from each seed) keeps its
 * solutions, distinct count and group, solved from the spec, from its generator's DLX file,
 * and from that file without its comments.
 */
export async function checkRenamings(file: string, generator: string, lattice: string, seeds: readonly number[]): Promise<void> {
  const spec = repoFile('examples', file);
  const dlx = (await runCli([generator], spec)).stdout;
  const expected = await distinct(dlx);
  // the example is one whose symmetries a wrong reading of a name would turn off
  expect(expected.symmetries).toBeGreaterThan(1);
  const items = new Set(dlx.split('\n').find((l) => !l.startsWith('|'))!.split(/\s+/));
  for (const seed of seeds) {
    const text = renamed(spec, lattice, seed * 7919 + file.length, items);
    expect(text).not.toBe(spec);
    const generated = await runCli([generator], text);
    expect(generated.code).toBe(0);
    // from the spec in one step, from the generator's DLX file, from that file without its comments
    expect(await distinct(text, '--lattice', lattice), text).toEqual(expected);
    expect(await distinct(generated.stdout), text).toEqual(expected);
    const handWritten = generated.stdout
      .split('\n')
      .filter((l) => !l.startsWith('|'))
      .join('\n');
    expect(await distinct(handWritten, '--lattice', lattice), text).toEqual(expected);
  }
}
