import type { Triangle } from './triangles.js';
import { parseBoard } from './triangles.js';

/**
 * One of the twelve hexiamonds, as a board for MacMahon's triangles: its name
 * (T. H. O'Beirne's), other names in use, its letter in the letter-and-order naming
 * (`O6` for the hexagon), and the six doubled triangles of one placement on the board.
 */
export interface Hexiamond {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly letter: string;
  /** The board, as MACMAHON-TRIANGLES-DLX's six command-line words. */
  readonly words: readonly string[];
  readonly board: readonly Triangle[];
}

function hexiamond(name: string, letter: string, aliases: readonly string[], words: string): Hexiamond {
  const list = words.split(' ');
  return { name, aliases, letter, words: list, board: parseBoard(list) };
}

/**
 * The twelve hexiamonds: MacMahon's hexagon first (with Knuth's word order), then the
 * others in O'Beirne's order. Each is placed in the 3 × 3 parallelogram of doubled
 * triangles that MACMAHON-TRIANGLES-DLX allows.
 */
export const HEXIAMONDS: readonly Hexiamond[] = [
  hexiamond('hexagon', 'O6', [], '00+ 10 10+ 01 01+ 11'),
  hexiamond('bar', 'I6', ['rhomboid'], '00 00+ 01 01+ 02 02+'),
  hexiamond('crook', 'J6', ['club'], '00+ 01 01+ 11 11+ 21'),
  hexiamond('crown', 'E6', [], '01 01+ 10+ 11 11+ 21'),
  hexiamond('sphinx', 'P6', [], '00 00+ 10 10+ 11 20'),
  hexiamond('snake', 'S6', [], '00+ 01 01+ 11 11+ 12'),
  hexiamond('yacht', 'F6', [], '00 00+ 01 01+ 10 11'),
  hexiamond('chevron', 'C6', ['bat'], '00 00+ 01 01+ 11 11+'),
  hexiamond('signpost', 'H6', ['pistol'], '01 01+ 10+ 11 11+ 20'),
  hexiamond('lobster', 'V6', [], '00 00+ 01 01+ 10 10+'),
  hexiamond('hook', 'G6', ['shoe'], '00 00+ 01+ 10 10+ 11'),
  hexiamond('butterfly', 'X6', [], '01 01+ 02 10+ 11 11+'),
];

/** Looks a hexiamond up by its name, another name or its letter, ignoring case. */
export function findHexiamond(name: string): Hexiamond | undefined {
  const n = name.toLowerCase();
  return HEXIAMONDS.find((h) => h.name === n || h.letter.toLowerCase() === n || h.aliases.includes(n));
}
