import { findGenerator, GENERATORS } from '@polydance/lattices';
import type { LatticeGenerator } from '@polydance/lattices';

export type { LatticeGenerator } from '@polydance/lattices';

/** The generator of a lattice's specs (the modern one, where there are two). */
export function generatorOf(lattice: string): LatticeGenerator | undefined {
  return GENERATORS.find((g) => g.lattice.name === lattice);
}

/**
 * The generator a spec names in its leading comment lines (`| ...: polydance polyomino`),
 * if any. Knuth's program names (`polyomino-dlx`) do not count: they are what DLX files
 * say of themselves in their comments.
 */
export function namedGenerator(text: string): LatticeGenerator | undefined {
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('|')) break;
    for (const m of line.matchAll(/\bpolydance\s+([a-z]+)\b/g)) {
      const found = findGenerator(m[1]!);
      if (found) return found;
    }
  }
  return undefined;
}

/** The generators whose spec syntax reads this text without an error. */
export function readableBy(text: string): LatticeGenerator[] {
  return GENERATORS.filter((g) => {
    try {
      g.generate(text);
      return true;
    } catch {
      return false;
    }
  });
}
