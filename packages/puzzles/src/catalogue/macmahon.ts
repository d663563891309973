import { lines } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { CountTime, Puzzle } from '../types.js';

/**
 * MacMahon's 24 four-colored triangles in each of the twelve hexiamonds at double
 * size, with every outside edge of one color. The spec is the argument of
 * `polydance macmahon`: the hexiamond's name.
 */
function macmahon(shape: string, title: string, all: number | undefined, countTime: CountTime): Puzzle {
  return {
    lattice: 'macmahon',
    generator: 'macmahon',
    name: `macmahon-${shape}`,
    title: `MacMahon’s triangles in the ${title}`,
    description: `MacMahon’s 24 colored triangles in the ${title} hexiamond at double size, touching edges alike, the border one color.`,
    pieces: 'the 24 MacMahon triangles',
    box: `${title} (double size)`,
    spec: lines(`| MacMahon's 24 triangles in the ${title}: polydance macmahon`, shape),
    counts: all === undefined ? {} : { all: { value: all, source: all === 0 ? SOURCES.polydance : SOURCES.polydanceKnuth } },
    countTime,
  };
}

export const macmahonPuzzles: readonly Puzzle[] = [
  macmahon('hexagon', 'hexagon', 11853792, 'long'),
  macmahon('bar', 'bar', 0, 'slow'),
  macmahon('crook', 'crook', 0, 'slow'),
  macmahon('crown', 'crown', 0, 'slow'),
  macmahon('sphinx', 'sphinx', 0, 'slow'),
  macmahon('snake', 'snake', undefined, 'long'),
  macmahon('yacht', 'yacht', undefined, 'long'),
  macmahon('chevron', 'chevron', undefined, 'long'),
  macmahon('signpost', 'signpost', 0, 'slow'),
  macmahon('lobster', 'lobster', undefined, 'long'),
  macmahon('hook', 'hook', undefined, 'long'),
  macmahon('butterfly', 'butterfly', undefined, 'long'),
];
