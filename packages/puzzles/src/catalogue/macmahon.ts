import { computed } from '../internal/counts.js';
import { lines } from '../internal/pieces.js';
import { SOURCES } from '../sources.js';
import type { CountTime, Puzzle } from '../types.js';

/**
 * MacMahon's 24 four-colored triangles in each of the twelve hexiamonds at double
 * size, with every outside edge of one color. The spec is the argument of
 * `polydance macmahon`: the hexiamond's name. Only the hexagon and the butterfly have
 * solutions; proving that the others have none takes a minute or more each.
 */
function macmahon(shape: string, all: number, distinct: number, countTime: CountTime): Puzzle {
  return {
    lattice: 'macmahon',
    generator: 'macmahon',
    name: `macmahon-${shape}`,
    title: `MacMahon’s triangles in the ${shape}`,
    description: `MacMahon’s 24 colored triangles in the ${shape} hexiamond at double size, touching edges alike, the border one color.`,
    pieces: 'the 24 MacMahon triangles',
    box: `${shape} (double size)`,
    spec: lines(`| MacMahon's 24 triangles in the ${shape}: polydance macmahon`, shape),
    counts: { all: { value: all, source: shape === 'hexagon' ? SOURCES.polydanceKnuth : SOURCES.polydance }, distinct: computed(distinct) },
    countTime,
  };
}

/** The ten hexiamonds that MacMahon's triangles cannot fill, in O'Beirne's order. */
const IMPOSSIBLE = ['bar', 'crook', 'crown', 'sphinx', 'snake', 'yacht', 'chevron', 'signpost', 'lobster', 'hook'];

export const macmahonPuzzles: readonly Puzzle[] = [
  macmahon('hexagon', 11853792, 987816, 'long'),
  ...IMPOSSIBLE.map((shape) => macmahon(shape, 0, 0, 'slow')),
  macmahon('butterfly', 868608, 217152, 'slow'),
];
