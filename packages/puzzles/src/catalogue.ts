import { aboloPuzzles } from './catalogue/abolo.js';
import { withComputed } from './catalogue/computed.js';
import { cubePuzzles } from './catalogue/cube.js';
import { hexFamilies } from './catalogue/hex-families.js';
import { hexPuzzles } from './catalogue/hex.js';
import { macmahonPuzzles } from './catalogue/macmahon.js';
import { squareFamilies } from './catalogue/square-families.js';
import { squarePuzzles } from './catalogue/square.js';
import { stickPuzzles } from './catalogue/stick.js';
import { trianglePuzzles } from './catalogue/triangle.js';
import { trigPuzzles } from './catalogue/trig.js';
import { twigPuzzles } from './catalogue/twig.js';
import type { Puzzle, PuzzleLattice } from './types.js';

/** Every puzzle of the catalogue, lattice by lattice. */
export const PUZZLES: readonly Puzzle[] = [
  ...squarePuzzles,
  ...squareFamilies,
  ...trianglePuzzles,
  ...cubePuzzles,
  ...stickPuzzles,
  ...hexPuzzles,
  ...hexFamilies,
  ...aboloPuzzles,
  ...trigPuzzles,
  ...twigPuzzles,
  ...macmahonPuzzles,
].map(withComputed);

/** The puzzle with this name (case is ignored), or undefined. */
export function findPuzzle(name: string): Puzzle | undefined {
  const wanted = name.toLowerCase();
  return PUZZLES.find((p) => p.name === wanted);
}

/** A named piece set, as `@polydance/pieces` describes it: its name and its title. */
export interface PieceSetName {
  /** The name a spec's set line uses, e.g. `pentominoes`. */
  readonly name: string;
  /** The set in words, e.g. `the 12 pentominoes`. */
  readonly title: string;
}

/**
 * True when the puzzle uses every piece of the set: its spec brings the set by a set
 * line (`set: NAME`, `set: 2|NAME`), or its pieces are the set's, in words.
 */
export function usesPieceSet(puzzle: Puzzle, set: PieceSetName): boolean {
  const line = new RegExp(`^set:\\s*(\\d+\\|)?${set.name}(:|\\s|$)`, 'm');
  return line.test(puzzle.spec) || puzzle.pieces.toLowerCase().includes(set.title.toLowerCase());
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
  /** Only puzzles whose texts contain every one of these words (case is ignored). */
  readonly words?: readonly string[];
  /** Only puzzles that use every piece of this set. */
  readonly set?: PieceSetName;
}

/** The puzzles that match a query, in catalogue order. */
export function searchPuzzles(query: PuzzleQuery = {}): Puzzle[] {
  const words = [...(query.words ?? []), ...(query.word === undefined ? [] : [query.word])].map((w) => w.toLowerCase());
  return PUZZLES.filter(
    (p) =>
      (query.lattice === undefined || p.lattice === query.lattice) &&
      (query.set === undefined || usesPieceSet(p, query.set)) &&
      words.every((word) => [p.name, p.title, p.description, p.pieces, p.box].some((text) => text.toLowerCase().includes(word))),
  );
}

/** True when a count was published (a book, a paper, a site), false when Polydance computed it. */
export function isPublished(count: { readonly source: { readonly kind: string } }): boolean {
  return count.source.kind !== 'computed';
}
