import { aboloPuzzles } from './catalogue/abolo.js';
import { cubePuzzles } from './catalogue/cube.js';
import { hexPuzzles } from './catalogue/hex.js';
import { macmahonPuzzles } from './catalogue/macmahon.js';
import { squarePuzzles } from './catalogue/square.js';
import { stickPuzzles } from './catalogue/stick.js';
import { trianglePuzzles } from './catalogue/triangle.js';
import { trigPuzzles } from './catalogue/trig.js';
import { twigPuzzles } from './catalogue/twig.js';
import type { Puzzle, PuzzleLattice } from './types.js';

/** Every puzzle of the catalogue, lattice by lattice. */
export const PUZZLES: readonly Puzzle[] = [
  ...squarePuzzles,
  ...trianglePuzzles,
  ...cubePuzzles,
  ...stickPuzzles,
  ...hexPuzzles,
  ...aboloPuzzles,
  ...trigPuzzles,
  ...twigPuzzles,
  ...macmahonPuzzles,
];

/** The puzzle with this name (case is ignored), or undefined. */
export function findPuzzle(name: string): Puzzle | undefined {
  const wanted = name.toLowerCase();
  return PUZZLES.find((p) => p.name === wanted);
}

/** What {@link searchPuzzles} looks for. */
export interface PuzzleQuery {
  /** Only puzzles on this lattice. */
  readonly lattice?: PuzzleLattice;
  /**
   * Only puzzles whose name, title, description, pieces or box contain this word
   * (case is ignored).
   */
  readonly word?: string;
}

/** The puzzles that match a query, in catalogue order. */
export function searchPuzzles(query: PuzzleQuery = {}): Puzzle[] {
  const word = query.word?.toLowerCase();
  return PUZZLES.filter(
    (p) =>
      (query.lattice === undefined || p.lattice === query.lattice) &&
      (word === undefined ||
        [p.name, p.title, p.description, p.pieces, p.box].some((text) => text.toLowerCase().includes(word))),
  );
}

/** True when a count was published (a book, a paper, a site), false when Polydance computed it. */
export function isPublished(count: { readonly source: { readonly kind: string } }): boolean {
  return count.source.kind !== 'computed';
}
