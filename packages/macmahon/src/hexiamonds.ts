import type { Triangle } from './triangles.js';
import { MacmahonError } from './errors.js';
import { BOARD_SIZE, parseBoard } from './triangles.js';

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

/** A board as the command line gives it: its triangles, and the hexiamond it was named by, if any. */
export interface NamedBoard {
  readonly board: readonly Triangle[];
  readonly shape: Hexiamond | undefined;
}

/**
 * Reads a board given as MACMAHON-TRIANGLES-DLX's arguments: six triangles (`xy` or
 * `xy+`), or one word that names a hexiamond. Throws a {@link MacmahonError} whose
 * `index` is the faulty word's (none when the number of words is wrong).
 */
export function readBoard(words: readonly string[]): NamedBoard {
  const only = words.length === 1 ? words[0]! : undefined;
  if (only !== undefined && !/^[0-9]/.test(only)) {
    const shape = findHexiamond(only);
    if (!shape) throw new MacmahonError(`not a hexiamond (${HEXIAMONDS.map((h) => h.name).join(', ')})`, 0, only);
    return { board: shape.board, shape };
  }
  if (words.length !== BOARD_SIZE) {
    throw new MacmahonError(
      `expected six triangles (xy or xy+) or a hexiamond name, got ${words.length} argument${words.length === 1 ? '' : 's'}`,
    );
  }
  return { board: parseBoard(words), shape: undefined };
}
