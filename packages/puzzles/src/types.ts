/** The lattices the puzzles live on, as `polydance solve --lattice` names them. */
export type PuzzleLattice = 'square' | 'triangle' | 'cube' | 'stick' | 'hex' | 'abolo' | 'trig' | 'twig' | 'macmahon';

/** The `polydance` command that reads a puzzle's spec. */
export type PuzzleGenerator =
  | 'polyomino'
  | 'polyiamond'
  | 'polycube'
  | 'polystick'
  | 'polyhex'
  | 'polyabolo'
  | 'polytrig'
  | 'polytwig'
  | 'macmahon';

/**
 * Where a count comes from: a book, a paper or a web site that published it, or
 * `computed` for a number Polydance counted itself (no publication behind it).
 */
export interface Source {
  readonly kind: 'book' | 'paper' | 'site' | 'computed';
  /** The reference as it would be cited, or for `computed`, how the number was obtained. */
  readonly citation: string;
  readonly url?: string;
}

/** A number of solutions and its source. */
export interface Count {
  readonly value: number;
  readonly source: Source;
  /** Where in the source (a page, a puzzle's name on a site, a sequence's term). */
  readonly where?: string;
  /**
   * For a distinct count: `rotations` when the source tells solutions apart up to
   * rotations only (mirror images counted apart), as `polydance solve --distinct
   * --symmetry rotations` does; otherwise up to rotations and reflections.
   */
  readonly symmetry?: 'rotations';
}

/**
 * How long counting every solution takes Polydance on one core of an ordinary
 * machine: `fast`, a second or two (the test run counts them); `slow`, up to some
 * minutes (the slow test set counts them); `long`, longer (not rerun by the tests).
 */
export type CountTime = 'fast' | 'slow' | 'long';

/** One puzzle of the catalogue. */
export interface Puzzle {
  /** A short name in kebab case, e.g. `pentominoes-6x10`. */
  readonly name: string;
  /** A title for people, e.g. `Pentominoes in a 6×10 rectangle`. */
  readonly title: string;
  /** One line about the puzzle. */
  readonly description: string;
  readonly lattice: PuzzleLattice;
  readonly generator: PuzzleGenerator;
  /** The pieces in words, e.g. `the 12 pentominoes`. */
  readonly pieces: string;
  /** The box in words, e.g. `6×10 rectangle`. */
  readonly box: string;
  /**
   * The spec that `polydance GENERATOR` reads (for `macmahon`: its arguments, after
   * comment lines). The first line is a comment that names the generator, so that
   * `polydance solve FILE` knows the lattice of a saved spec.
   */
  readonly spec: string;
  /**
   * Solutions as the generator's exact cover problem has them (`all`: every solution,
   * symmetric images counted apart) and up to the symmetries of the box (`distinct`:
   * rotations and reflections, a reflection renaming a piece into its mirror image
   * where the set has both; see {@link Count.symmetry}).
   */
  readonly counts: { readonly all?: Count; readonly distinct?: Count };
  /** How long counting `all` takes. */
  readonly countTime: CountTime;
}
