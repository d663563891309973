/**
 * The piece sets of the catalogue that `@polydance/pieces` names, as spec lines (a name,
 * then the cells of one orientation; the generators add the rotations and reflections).
 * This entry, `@polydance/puzzles/pieces`, has them without the catalogue: a module that
 * imports only these does not build the catalogue of puzzles when it loads.
 */

/** The twelve pentominoes, in Conway's letters; cells `xy`. */
export const PENTOMINOES = [
  'F 10 20 01 11 12',
  'I 00 01 02 03 04',
  'L 00 01 02 03 10',
  'N 00 01 02 12 13',
  'P 00 01 10 11 02',
  'T 00 10 20 11 12',
  'U 00 20 01 11 21',
  'V 00 01 02 10 20',
  'W 00 01 11 12 22',
  'X 10 01 11 21 12',
  'Y 00 01 02 03 11',
  'Z 00 10 11 12 22',
] as const;

/*
 * Piece names are never two radix-62 digits (such as `I4`): on the square lattice
 * that is the name of a cell, and tools that read the DLX file alone (drawing,
 * symmetry) would take the piece for a cell.
 */

/** The five tetrominoes. */
export const TETROMINOES = ['I 00 01 02 03', 'L 00 01 02 10', 'O 00 01 10 11', 'S 00 01 11 12', 'T 00 01 02 11'] as const;

/** The seven Soma pieces (cells `xyz`); A and B are mirror images. */
export const SOMA = [
  'V 000 100 010',
  'L 000 100 200 010',
  'T 000 100 200 110',
  'Z 000 100 110 210',
  'A 000 100 010 101',
  'B 000 100 010 011',
  'P 000 100 010 001',
] as const;

/** The eight tetracubes, the two screws A and B (mirror images) counted apart. */
export const TETRACUBES = [
  'I 000 100 200 300',
  'O 000 100 010 110',
  'T 000 100 200 110',
  'S 000 100 110 210',
  'L 000 100 200 010',
  'A 000 100 010 101',
  'B 000 100 010 011',
  'P 000 100 010 001',
] as const;

/** The sixteen tetrasticks, in the letters Polyform Puzzler uses (edges `Hxy`, `Vxy`). */
export const TETRASTICKS = [
  'F H00 H10 V00 V10',
  'H H00 H10 V10 H11',
  'I H00 H10 H20 H30',
  'J H00 H10 V20 H11',
  'L H00 H10 H20 V30',
  'N H00 H10 V20 H21',
  'O H00 V10 H01 V00',
  'P V00 H01 V10 H10',
  'R V00 H01 H11 V11',
  'T H00 H10 V10 V11',
  'U H00 H10 V00 V20',
  'V H00 H10 V20 V21',
  'W H00 V10 H11 V21',
  'X H01 H11 V10 V11',
  'Y H00 H10 H20 V20',
  'Z V00 H01 H11 V21',
] as const;

/**
 * The 55 pentasticks (free: a shape and its mirror image are one piece). They have no
 * common names, so each is named by one character: `a`–`v` the 22 without a junction
 * (a point where three or four of its edges meet), `A`–`Z` and `0`–`6` the 33 with
 * one. The letters mean nothing, except that E (three teeth on a spine of two) and P
 * (a square with a tail) look like theirs.
 */
export const PENTASTICKS = [
  'a H00 H01 H10 H11 V00',
  'b H00 H01 H10 H20 V00',
  'c H00 H01 H10 V00 V11',
  'd H00 H01 H10 V00 V20',
  'e H00 H10 H20 H30 H40',
  'f H00 H10 H20 H30 V00',
  'g H00 H10 H20 V00 V01',
  'h H00 H10 H20 V00 V30',
  'i H00 H10 V00 V01 V20',
  'j H01 H02 H11 V01 V20',
  'k H01 H10 H20 H30 V10',
  'l H01 H10 H20 V00 V10',
  'm H01 H10 H20 V01 V10',
  'n H01 H10 H20 V10 V30',
  'o H01 H10 H21 V10 V20',
  'p H01 H10 V00 V10 V20',
  'q H01 H10 V01 V10 V20',
  'r H01 H11 H20 H30 V20',
  's H01 H11 H21 V01 V30',
  't H01 H11 V01 V02 V20',
  'u H02 H11 H21 V11 V30',
  'v H02 H11 V02 V11 V20',
  'A H00 H01 H10 H11 V10',
  'B H00 H01 H10 H20 V10',
  'C H00 H01 H11 V01 V10',
  'D H00 H01 H11 V00 V01',
  'E H00 H10 V00 V10 V20',
  'F H00 H10 H11 H20 V10',
  'G H00 H10 H11 V00 V10',
  'H H00 H10 H11 V10 V21',
  'I H00 H10 H20 H30 V10',
  'J H00 H10 H20 H30 V20',
  'K H00 H10 H20 V00 V10',
  'L H00 H10 H20 V00 V20',
  'M H00 H10 H20 V10 V11',
  'N H00 H10 H20 V10 V20',
  'O H00 H10 V00 V01 V10',
  'P H00 H01 H10 V00 V10',
  'Q H00 H11 H21 V10 V11',
  'R H01 H02 H11 V01 V10',
  'S H01 H10 H11 H20 V10',
  'T H01 H10 H11 V01 V10',
  'U H01 H10 H20 V10 V20',
  'V H01 H11 H21 V00 V01',
  'W H01 H11 H21 V01 V10',
  'X H01 H11 H21 V01 V20',
  'Y H01 H11 H21 V10 V11',
  'Z H01 H11 H21 V11 V20',
  '0 H01 H11 V00 V01 V11',
  '1 H01 H11 V00 V01 V21',
  '2 H01 H11 V01 V02 V10',
  '3 H01 H11 V01 V10 V11',
  '4 H01 H11 V01 V10 V21',
  '5 H01 H11 V01 V11 V20',
  '6 H02 H11 H21 V11 V20',
] as const;

/*
 * Polyhexes, in the axial coordinates of `polydance polyhex` (cells `xy`, x to the right,
 * y up at 60°), in the letters of Polyform Puzzler (without its digit of the size).
 */

/** The three trihexes: the bar, the bent bar and the triangle. */
export const TRIHEXES = ['i 00 10 20', 'v 00 10 11', 'a 00 01 10'] as const;

/** The seven tetrahexes. */
export const TETRAHEXES = [
  'I 00 10 20 30',
  'J 00 10 20 21',
  'P 00 10 11 20',
  'S 00 10 11 21',
  'U 01 10 20 21',
  'Y 01 11 12 20',
  'O 00 01 10 11',
] as const;

/** The twenty-two pentahexes. */
export const PENTAHEXES = [
  'A 01 11 12 20 21',
  'B 00 10 11 20 21',
  'C 01 10 20 30 31',
  'D 00 01 10 11 20',
  'E 00 10 11 20 30',
  'F 00 01 10 20 21',
  'G 00 10 11 21 30',
  'H 00 02 10 11 21',
  'I 00 10 20 30 40',
  'J 00 10 20 30 31',
  'L 00 10 20 21 22',
  'N 00 10 20 21 31',
  'P 00 10 20 21 30',
  'Q 01 10 11 21 22',
  'R 00 10 12 20 21',
  'S 00 01 11 21 22',
  'T 01 11 20 21 22',
  'U 01 02 10 20 21',
  'V 00 01 02 10 20',
  'W 00 10 11 21 22',
  'X 01 02 11 20 21',
  'Y 01 11 21 22 30',
] as const;

/*
 * Polyaboloes, in the cells of `polydance polyabolo`: a cell is a quarter `e`, `n`, `s`
 * or `w` of the square `xy`, and a polyabolo's triangle is half a square, two quarters.
 * They have no common names: the diaboloes are named for their shapes (Square, Triangle,
 * Parallelogram), the triaboloes W to Z and the tetraboloes a to n in the order of a
 * list of them, with no meaning.
 */

/** The three diaboloes: the square, the triangle and the parallelogram of two half squares. */
export const DIABOLOES = ['S 00e 00n 00s 00w', 'T 00e 00n 01e 01s', 'P 00e 00n 01s 01w'] as const;

/** The four triaboloes. */
export const TRIABOLOES = [
  'W 00e 00n 01e 01n 01s 01w',
  'X 00e 00n 01e 01s 10n 10w',
  'Y 00e 00n 01e 01s 11n 11w',
  'Z 00e 00s 10n 10w 11e 11s',
] as const;

/** The fourteen tetraboloes. */
export const TETRABOLOES = [
  'a 00e 00n 01e 01n 01s 01w 02e 02s',
  'b 00e 00n 01e 01s 10e 10n 10s 10w',
  'c 00e 00n 01e 01s 10e 10n 11s 11w',
  'd 00e 00n 01e 01s 11n 11w 12e 12s',
  'e 00e 00n 01e 01n 01s 01w 11n 11w',
  'f 00e 00n 00s 00w 01e 01n 01s 01w',
  'g 00e 00n 01e 01n 01s 01w 02s 02w',
  'h 00e 00n 01e 01n 01s 01w 10s 10w',
  'i 00e 00n 01e 01n 01s 01w 11s 11w',
  'j 00e 00n 01e 01s 10n 10w 11s 11w',
  'k 00e 00n 01e 01s 10s 10w 11n 11w',
  'l 00e 00n 01e 01s 11n 11w 12s 12w',
  'm 00e 00s 10e 10n 10s 10w 11e 11s',
  'n 01e 01n 02s 02w 10e 10n 11s 11w',
] as const;

/*
 * Polytrigs and polytwigs, in the edges of `polydance polytrig` and `polydance polytwig`:
 * `Hxy` from (x, y) to (x + 1, y), `Uxy` from (x, y) to (x, y + 1), `Dxy` from (x, y + 1)
 * to (x + 1, y), on the points of the triangle lattice.
 */

/** The twelve tritrigs, in Polyform Puzzler's letters. */
export const TRITRIGS = [
  'I H00 H10 H20',
  'L H00 H10 U20',
  'J H00 H10 D10',
  'T H00 H10 U10',
  'S H00 H11 U10',
  'C H00 U10 D01',
  'U H00 H01 U10',
  'P H00 U10 D10',
  'E H00 U10 D00',
  'Y H01 U11 D10',
  'Z H00 H01 D00',
  'O H00 U00 D00',
] as const;

/** The four tetratwigs, in Polyform Puzzler's letters. */
export const TETRATWIGS = ['Y H02 H21 U20 D11', 'W H13 H32 D03 D22', 'P H13 U31 D03 D22', 'C H10 U01 U20 D00'] as const;

/** The twelve pentatwigs, in Polyform Puzzler's letters. */
export const PENTATWIGS = [
  'C H10 U01 U20 D00 D11',
  'H H13 U04 U12 D03 D22',
  'I H13 H32 D03 D22 D41',
  'L H13 H32 U12 D03 D22',
  'P H02 H21 U01 D00 D11',
  'R H13 U12 U31 D03 D22',
  'S H02 H21 U01 U31 D11',
  'T H02 H21 U20 D11 D30',
  'U H02 H13 H32 U12 D22',
  'W H13 H32 U42 D03 D22',
  'X H13 U12 U23 D03 D22',
  'Y H13 U12 D03 D11 D22',
] as const;
