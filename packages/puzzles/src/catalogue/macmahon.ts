import { lines } from '../internal/pieces.js';
import type { Puzzle } from '../types.js';

/**
 * MacMahon's 24 four-colored triangles in each of the twelve hexiamonds at double
 * size, with every outside edge of one color. The spec is the argument of
 * `polydance macmahon`: the hexiamond's name.
 */
function macmahon(shape: string, title: string): Puzzle {
  return {
    lattice: 'macmahon',
    generator: 'macmahon',
    name: `macmahon-${shape}`,
    title: `MacMahon’s triangles in the ${title}`,
    description: `MacMahon’s 24 colored triangles in the ${title} hexiamond at double size, touching edges alike, the border one color.`,
    pieces: 'the 24 MacMahon triangles',
    box: `${title} (double size)`,
    spec: lines(`| MacMahon's 24 triangles in the ${title}: polydance macmahon`, shape),
    counts: {},
    countTime: 'long',
  };
}

export const macmahonPuzzles: readonly Puzzle[] = [
  macmahon('hexagon', 'hexagon'),
  macmahon('bar', 'bar'),
  macmahon('crook', 'crook'),
  macmahon('crown', 'crown'),
  macmahon('sphinx', 'sphinx'),
  macmahon('snake', 'snake'),
  macmahon('yacht', 'yacht'),
  macmahon('chevron', 'chevron'),
  macmahon('signpost', 'signpost'),
  macmahon('lobster', 'lobster'),
  macmahon('hook', 'hook'),
  macmahon('butterfly', 'butterfly'),
];
