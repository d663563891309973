import { computed, puzzler } from './counts.js';
import { lines } from './pieces.js';
import type { Count, CountTime, Puzzle, PuzzleGenerator, PuzzleLattice } from '../types.js';

/**
 * A set of pieces on boards of Polyform Puzzler's puzzles, as the catalogue words its
 * puzzles: the name `STEM-BOARD`, the title `TITLE in BOARD`, the spec's comment
 * `COMMENT in BOARD`, the distinct count Puzzler's for its puzzle `PUZZLER` + the board's.
 */
export interface BoardSet {
  readonly lattice: PuzzleLattice;
  readonly generator: PuzzleGenerator;
  readonly stem: string;
  readonly title: string;
  /** The pieces in words, the catalogue's `pieces`: `the 7 tetrahexes`. */
  readonly pieces: string;
  readonly comment: string;
  /** The spec lines of the pieces. */
  readonly lines: readonly string[];
  readonly puzzler: string;
}

/** The set of the pieces `lines` named `stem`, in the words of its name and its size: `Tetrahexes`, `the 7 tetrahexes`. */
export function boardSet(kind: { readonly lattice: PuzzleLattice; readonly generator: PuzzleGenerator }, stem: string, pieces: readonly string[]): BoardSet {
  const title = `${stem[0]!.toUpperCase()}${stem.slice(1)}`;
  return { ...kind, stem, title, pieces: `the ${pieces.length} ${stem}`, comment: `The ${pieces.length} ${stem}`, lines: pieces, puzzler: title };
}

/** One board of a set, in words. */
export interface Board {
  /** The name after the set's stem. */
  readonly name: string;
  /** The board after `in` in the title, e.g. `a 4×7 rhombus`. */
  readonly title: string;
  /** The board after `in` in the spec's comment, where that is not the title. */
  readonly place?: string;
  readonly description: string;
  readonly box: string;
}

/**
 * The set on a board whose cells are the spec's box line `boxLine`, its count of all
 * solutions `all`, and of distinct ones Polyform Puzzler's for its puzzle named by the
 * set's `puzzler` and `puzzle`.
 */
export function setOnBoard(
  set: BoardSet,
  board: Board,
  boxLine: string,
  counts: { readonly all: Count; readonly distinct: number; readonly puzzle: string },
  countTime: CountTime,
): Puzzle {
  return {
    lattice: set.lattice,
    generator: set.generator,
    name: `${set.stem}-${board.name}`,
    title: `${set.title} in ${board.title}`,
    description: board.description,
    pieces: set.pieces,
    box: board.box,
    spec: lines(`| ${set.comment} in ${board.place ?? board.title}: polydance ${set.generator}`, boxLine, ...set.lines),
    counts: { all: counts.all, distinct: puzzler(counts.distinct, `${set.puzzler}${counts.puzzle}`) },
    countTime,
  };
}

/** A board of a set as a row of a table: its words, its cells and its counts. */
export interface BoardRow<Cells> extends Board {
  /** Polydance's count of all solutions, Puzzler's of distinct ones, and Puzzler's puzzle after the set's `puzzler`. */
  readonly counts: readonly [all: number, distinct: number, puzzle: string];
  readonly board: Cells;
}

/** The set on the board of a row whose cells are the box line `boxLine`, counted in a second or two. */
export function rowPuzzle(set: BoardSet, row: BoardRow<unknown>, boxLine: string): Puzzle {
  const [all, distinct, puzzle] = row.counts;
  return setOnBoard(set, row, boxLine, { all: computed(all), distinct, puzzle }, 'fast');
}
