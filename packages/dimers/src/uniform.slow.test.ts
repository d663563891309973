import { describe, it } from 'vitest';
import { squareDescriptor } from '@polydance/lattice-square';
import { triangleDescriptor } from '@polydance/lattice-triangle';
import { aztec, dominoes, expectUniform, hexagon, lozenges } from './internal/testing.js';

describe('randomDimers draws uniformly from thousands of tilings (chi-square at a fixed seed, against the full listing)', () => {
  it.each([
    ['the 6728 domino tilings of a 6x6 square', dominoes('[0-5][0-5]'), squareDescriptor, 6728],
    ['the 1024 of the Aztec diamond of order 4', dominoes(aztec(4)), squareDescriptor, 1024],
    ['the 980 lozenge tilings of the hexagon of side 3', lozenges(hexagon(3, 3, 3)), triangleDescriptor, 980],
  ] as const)('%s', (_, problem, lattice, total) => {
    expectUniform(problem, lattice, total, 10 * total, 29);
  });
});
