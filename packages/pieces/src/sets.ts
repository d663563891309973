import * as catalogue from '@polydance/puzzles/pieces';

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

/** A set given piece by piece, titled by its size and `words` (its name's, unless given): `the 12 pentominoes`. */
function given(name: string, lines: readonly string[], words = name.replaceAll('-', ' ')): Omit<PieceSet, 'lattice'> {
  return { name, title: `the ${lines.length} ${words}`, lines };
}

/** The one-sided version of the set `set`, of `size` pieces: `one-sided-pentominoes`, `the 18 one-sided pentominoes`. */
function oneSided(set: string, size: number, mirrors?: Readonly<Record<string, string>>): Omit<PieceSet, 'lattice'> {
  return { name: `one-sided-${set}`, title: `the ${size} one-sided ${set}`, oneSidedOf: mirrors === undefined ? { set } : { set, mirrors } };
}

/** The sets of one lattice. */
const on = (lattice: string, sets: readonly Omit<PieceSet, 'lattice'>[]): PieceSet[] => sets.map(({ name, ...rest }) => ({ name, lattice, ...rest }));

/** Every named set, square lattice first; in each lattice, sets of one size before mixed ones. */
export const PIECE_SETS: readonly PieceSet[] = [
  ...on('square', [
    given('trominoes', ['I 00 01 02', 'V 00 01 10']),
    given('tetrominoes', catalogue.TETROMINOES),
    oneSided('tetrominoes', 7, { L: 'J', S: 'Z' }),
    given('pentominoes', catalogue.PENTOMINOES),
    oneSided('pentominoes', 18),
  ]),
  ...on('triangle', [
    given('tetriamonds', ["C 00' 01 01' 10", "I 00 00' 01 01'", "T 00 00' 01 10"]),
    // T. H. O'Beirne's names, by their letters: chevron, crown, yacht, hook, signpost,
    // bar, crook, hexagon, sphinx, snake, lobster, butterfly
    given('hexiamonds', [
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
    ]),
    oneSided('hexiamonds', 19),
  ]),
  ...on('cube', [
    // POLYCUBE-DLX turns pieces but never reflects them: both screws are pieces
    given('tetracubes', catalogue.TETRACUBES),
    given('solid-pentominoes', catalogue.PENTOMINOES.map((line) => line.replace(/ (\w\w)/g, ' $10'))),
    given('soma', catalogue.SOMA, 'Soma pieces'),
  ]),
  ...on('stick', [
    // the letters Polyform Puzzler uses
    given('tetrasticks', catalogue.TETRASTICKS),
    oneSided('tetrasticks', 25),
    given('pentasticks', catalogue.PENTASTICKS),
  ]),
  // Polyform Puzzler's letters, without its digit of the size
  ...on('hex', [
    given('trihexes', catalogue.TRIHEXES),
    given('tetrahexes', catalogue.TETRAHEXES),
    oneSided('tetrahexes', 10),
    given('pentahexes', catalogue.PENTAHEXES),
    oneSided('pentahexes', 33),
  ]),
  ...on('abolo', [given('diaboloes', catalogue.DIABOLOES), given('triaboloes', catalogue.TRIABOLOES), given('tetraboloes', catalogue.TETRABOLOES), oneSided('tetraboloes', 22)]),
  ...on('trig', [given('tritrigs', catalogue.TRITRIGS), oneSided('tritrigs', 19)]),
  ...on('twig', [given('tetratwigs', catalogue.TETRATWIGS), given('pentatwigs', catalogue.PENTATWIGS), oneSided('pentatwigs', 19)]),
];

/** The named set of that name (on that lattice, when one is given). */
export function findPieceSet(name: string, lattice?: string): PieceSet | undefined {
  return PIECE_SETS.find((s) => s.name === name && (lattice === undefined || s.lattice === lattice));
}
