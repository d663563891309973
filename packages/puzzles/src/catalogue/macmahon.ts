import { lines } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { CountTime, Puzzle } from '../types.js';

/**
 * MacMahon's 24 four-colored triangles in each of the twelve hexiamonds at double
 * size, with every outside edge of one color. The spec is the argument of
 * `polydance macmahon`: the hexiamond's name. Only the hexagon and the butterfly have
 * solutions; proving that the others have none takes a minute or more each.
 */
function macmahon(shape: string, title: string, all: number, countTime: CountTime): Puzzle {
  return {
    lattice: 'macmahon',
    generator: 'macmahon',
    name: `macmahon-${shape}`,
    title: `MacMahon’s triangles in the ${title}`,
    description: `MacMahon’s 24 colored triangles in the ${title} hexiamond at double size, touching edges alike, the border one color.`,
    pieces: 'the 24 MacMahon triangles',
    box: `${title} (double size)`,
    spec: lines(`| MacMahon's 24 triangles in the ${title}: polydance macmahon`, shape),
    counts: { all: { value: all, source: shape === 'hexagon' ? SOURCES.polydanceKnuth : SOURCES.polydance } },
    countTime,
  };
}

export const macmahonPuzzles: readonly Puzzle[] = [
  macmahon('hexagon', 'hexagon', 11853792, 'long'),
  macmahon('bar', 'bar', 0, 'slow'),
  macmahon('crook', 'crook', 0, 'slow'),
  macmahon('crown', 'crown', 0, 'slow'),
  macmahon('sphinx', 'sphinx', 0, 'slow'),
  macmahon('snake', 'snake', 0, 'slow'),
  macmahon('yacht', 'yacht', 0, 'slow'),
  macmahon('chevron', 'chevron', 0, 'slow'),
  macmahon('signpost', 'signpost', 0, 'slow'),
  macmahon('lobster', 'lobster', 0, 'slow'),
  macmahon('hook', 'hook', 0, 'slow'),
  macmahon('butterfly', 'butterfly', 868608, 'slow'),
];
