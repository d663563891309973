import { findGenerator, GENERATORS } from '@polydance/lattices';
import type { LatticeGenerator } from '@polydance/lattices';
import { TooManyOptionsError } from '@polydance/lattice';
import { namedCommand } from './dlx-input.js';
import { DEFAULT_MAX_OPTIONS } from './max-options.js';

export type { LatticeGenerator } from '@polydance/lattices';

/** Every generator of a lattice: the modern one first, then a DANCE-era one. */
export function generatorsOf(lattice: string): LatticeGenerator[] {
  return GENERATORS.filter((g) => g.lattice.name === lattice);
}

/**
 * The generator a spec names, in the one form there is for it: its first line is a
 * comment that ends with `polydance COMMAND`, after a colon or alone
 * (`| the twelve pentominoes: polydance polyomino`, `| polydance polyomino`). A command
 * mentioned anywhere else (`| see polydance macmahon for colored ones: polydance
 * polyiamond` names polyiamond) names nothing, and neither do Knuth's program names
 * (`polyomino-dlx`), which is what DLX files say of themselves.
 */
export function namedGenerator(text: string): LatticeGenerator | undefined {
  const command = namedCommand(text);
  return command === undefined ? undefined : findGenerator(command);
}

/** The generators whose spec syntax reads this text without an error. */
export function readableBy(text: string): LatticeGenerator[] {
  return GENERATORS.filter((g) => {
    try {
      // a spec that makes more options than any search takes is read all the same
      g.generate(text, { maxOptions: DEFAULT_MAX_OPTIONS });
      return true;
    } catch (e) {
      return e instanceof TooManyOptionsError;
    }
  });
}
