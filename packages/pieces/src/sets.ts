import {
  DIABOLOES,
  PENTAHEXES,
  PENTASTICKS,
  PENTATWIGS,
  PENTOMINOES,
  SOMA,
  TETRABOLOES,
  TETRACUBES,
  TETRAHEXES,
  TETRASTICKS,
  TETRATWIGS,
  TETROMINOES,
  TRIABOLOES,
  TRIHEXES,
  TRITRIGS,
} from '@polydance/puzzles/pieces';

/**
 * Named piece sets, as data: each a list of piece lines (a name, then the cells of one
 * orientation, as a spec writes them), or the one-sided version of another set (each
 * piece kept as written, and each piece that differs from its mirror image followed by
 * that mirror image, named by the set's `mirrors` or else by the lowercase letter).
 */
export interface PieceSet {
  /** What a spec names it by: `set: pentominoes`. */
  readonly name: string;
  /** The lattice of its pieces, as `@polydance/lattices` names it. */
  readonly lattice: string;
  /** The pieces in words, e.g. `the 12 pentominoes`. */
  readonly title: string;
  /** The piece lines, for a set given piece by piece (the catalogue's, where it has them). */
  readonly lines?: readonly string[];
  /** For a set of one-sided pieces made from another: that set's name, and the names of mirror images that are not lowercase letters. */
  readonly oneSidedOf?: { readonly set: string; readonly mirrors?: Readonly<Record<string, string>> };
}

/** Every named set, square lattice first; in each lattice, sets of one size before mixed ones. */
export const PIECE_SETS: readonly PieceSet[] = [
  { name: 'trominoes', lattice: 'square', title: 'the 2 trominoes', lines: ['I 00 01 02', 'V 00 01 10'] },
  {
    name: 'tetrominoes',
    lattice: 'square',
    title: 'the 5 tetrominoes',
    lines: TETROMINOES,
  },
  {
    name: 'one-sided-tetrominoes',
    lattice: 'square',
    title: 'the 7 one-sided tetrominoes',
    oneSidedOf: { set: 'tetrominoes', mirrors: { L: 'J', S: 'Z' } },
  },
  { name: 'pentominoes', lattice: 'square', title: 'the 12 pentominoes', lines: PENTOMINOES },
  { name: 'one-sided-pentominoes', lattice: 'square', title: 'the 18 one-sided pentominoes', oneSidedOf: { set: 'pentominoes' } },
  {
    name: 'tetriamonds',
    lattice: 'triangle',
    title: 'the 3 tetriamonds',
    lines: ["C 00' 01 01' 10", "I 00 00' 01 01'", "T 00 00' 01 10"],
  },
  {
    // T. H. O'Beirne's names, by their letters: chevron, crown, yacht, hook, signpost,
    // bar, crook, hexagon, sphinx, snake, lobster, butterfly
    name: 'hexiamonds',
    lattice: 'triangle',
    title: 'the 12 hexiamonds',
    lines: [
      "C 00 00' 01 01' 11 11'",
      "E 01 01' 10' 11 11' 21",
      "F 00 00' 01 01' 10 11",
      "G 00 00' 01' 10 10' 11",
      "H 01 01' 10' 11 11' 20",
      "I 00 00' 01 01' 02 02'",
      "J 00' 01 01' 11 11' 21",
      "O 00' 10 10' 01 01' 11",
      "P 00 00' 10 10' 11 20",
      "S 00' 01 01' 11 11' 12",
      "V 00 00' 01 01' 10 10'",
      "X 01 01' 02 10' 11 11'",
    ],
  },
  { name: 'one-sided-hexiamonds', lattice: 'triangle', title: 'the 19 one-sided hexiamonds', oneSidedOf: { set: 'hexiamonds' } },
  {
    // POLYCUBE-DLX turns pieces but never reflects them: both screws are pieces
    name: 'tetracubes',
    lattice: 'cube',
    title: 'the 8 tetracubes',
    lines: TETRACUBES,
  },
  {
    name: 'solid-pentominoes',
    lattice: 'cube',
    title: 'the 12 solid pentominoes',
    lines: PENTOMINOES.map((line) => line.replace(/ (\w\w)/g, ' $10')),
  },
  {
    name: 'soma',
    lattice: 'cube',
    title: 'the 7 Soma pieces',
    lines: SOMA,
  },
  {
    // the letters Polyform Puzzler uses
    name: 'tetrasticks',
    lattice: 'stick',
    title: 'the 16 tetrasticks',
    lines: TETRASTICKS,
  },
  { name: 'one-sided-tetrasticks', lattice: 'stick', title: 'the 25 one-sided tetrasticks', oneSidedOf: { set: 'tetrasticks' } },
  { name: 'pentasticks', lattice: 'stick', title: 'the 55 pentasticks', lines: PENTASTICKS },
  // Polyform Puzzler's letters, without its digit of the size
  { name: 'trihexes', lattice: 'hex', title: 'the 3 trihexes', lines: TRIHEXES },
  { name: 'tetrahexes', lattice: 'hex', title: 'the 7 tetrahexes', lines: TETRAHEXES },
  { name: 'one-sided-tetrahexes', lattice: 'hex', title: 'the 10 one-sided tetrahexes', oneSidedOf: { set: 'tetrahexes' } },
  { name: 'pentahexes', lattice: 'hex', title: 'the 22 pentahexes', lines: PENTAHEXES },
  { name: 'one-sided-pentahexes', lattice: 'hex', title: 'the 33 one-sided pentahexes', oneSidedOf: { set: 'pentahexes' } },
  { name: 'diaboloes', lattice: 'abolo', title: 'the 3 diaboloes', lines: DIABOLOES },
  { name: 'triaboloes', lattice: 'abolo', title: 'the 4 triaboloes', lines: TRIABOLOES },
  { name: 'tetraboloes', lattice: 'abolo', title: 'the 14 tetraboloes', lines: TETRABOLOES },
  { name: 'one-sided-tetraboloes', lattice: 'abolo', title: 'the 22 one-sided tetraboloes', oneSidedOf: { set: 'tetraboloes' } },
  { name: 'tritrigs', lattice: 'trig', title: 'the 12 tritrigs', lines: TRITRIGS },
  { name: 'one-sided-tritrigs', lattice: 'trig', title: 'the 19 one-sided tritrigs', oneSidedOf: { set: 'tritrigs' } },
  { name: 'tetratwigs', lattice: 'twig', title: 'the 4 tetratwigs', lines: TETRATWIGS },
  { name: 'pentatwigs', lattice: 'twig', title: 'the 12 pentatwigs', lines: PENTATWIGS },
  { name: 'one-sided-pentatwigs', lattice: 'twig', title: 'the 19 one-sided pentatwigs', oneSidedOf: { set: 'pentatwigs' } },
];

/** The named set of that name (on that lattice, when one is given). */
export function findPieceSet(name: string, lattice?: string): PieceSet | undefined {
  return PIECE_SETS.find((s) => s.name === name && (lattice === undefined || s.lattice === lattice));
}
