import { describe, it } from 'vitest';
import { checkRenamings, EXAMPLES } from './testing-renamed.js';

// The renamings of piece-names.test.ts with two more seeds of names: seconds an example.
describe('piece names never change a distinct count, more names', () => {
  it.each(EXAMPLES)('%s (%s)', (file, generator, lattice) => checkRenamings(file, generator, lattice, [2, 3]), 120_000);
});
