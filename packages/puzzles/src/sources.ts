import type { Source } from './types.js';

/** An OEIS sequence, cited by its number, its name if it has a short one, and what it counts. */
function oeis(id: string, about: string, name?: string): Source {
  return { kind: 'site', citation: `OEIS ${id}${name === undefined ? '' : `, ${name}`} (${about})`, url: `https://oeis.org/${id}` };
}

/** The publications the catalogue's counts come from. */
export const SOURCES = {
  haselgrove1960: {
    kind: 'paper',
    citation: 'C. B. Haselgrove and J. Haselgrove, "A computer program for pentominoes", Eureka 23 (1960), 16–18',
  },
  scott1958: {
    kind: 'paper',
    citation:
      'D. S. Scott, "Programming a combinatorial puzzle", Technical Report 1, Department of Electrical Engineering, Princeton University (1958)',
  },
  taocp4b: {
    kind: 'book',
    citation: 'D. E. Knuth, The Art of Computer Programming, Vol. 4B: Combinatorial Algorithms, Part 2, Addison-Wesley (2022), Section 7.2.2.1 (dancing links)',
  },
  golomb: {
    kind: 'book',
    citation: 'S. W. Golomb, Polyominoes: Puzzles, Patterns, Problems, and Packings, 2nd ed., Princeton University Press (1994)',
  },
  winningWays: {
    kind: 'book',
    citation: 'E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for Your Mathematical Plays, Vol. 2, Academic Press (1982)',
  },
  puzzler: {
    kind: 'site',
    citation: 'D. J. Goodger, Polyform Puzzler (solution counts of its puzzle definitions)',
    url: 'http://puzzler.sourceforge.net/',
  },
  kurowskiTetris: {
    kind: 'site',
    citation: 'S. Kurowski, "Tetris Cube solved: all 9,839 solutions" (the number printed on the puzzle\'s box, counted again there)',
    url: 'http://www.scottkurowski.com/tetriscube/',
  },
  kurowskiBedlam: {
    kind: 'site',
    citation: 'S. Kurowski, "Bedlam / Crazee Cube solved: all 19,186 solutions" (the number printed on the puzzle\'s box, counted again there)',
    url: 'http://www.scottkurowski.com/BedlamCube/',
  },
  coffin1990: {
    kind: 'book',
    citation: 'S. T. Coffin, The Puzzling World of Polyhedral Dissections, Oxford University Press (1990), Chapter 3 (cubic block puzzles)',
    url: 'https://johnrausch.com/PuzzlingWorld/chap03.htm',
  },
  kasteleyn1961: {
    kind: 'paper',
    citation:
      'P. W. Kasteleyn, "The statistics of dimers on a lattice: I. The number of dimer arrangements on a quadratic lattice", Physica 27 (1961), 1209–1225',
  },
  oeisA000045: oeis('A000045', 'domino tilings of a 2×n strip', 'the Fibonacci numbers'),
  oeisA000930: oeis('A000930', 'tilings of a 3×n strip by straight trominoes', "Narayana's cows sequence"),
  oeisA001835: oeis('A001835', 'domino tilings of a 3×2n rectangle'),
  oeisA004003: oeis('A004003', 'domino tilings of a 2n×2n square'),
  oeisA005178: oeis('A005178', 'domino tilings of a 4×n rectangle'),
  oeisA006253: oeis('A006253', 'domino tilings of a 2×2×n box'),
  oeisA008793: oeis('A008793', "lozenge tilings of a hexagon of side n; MacMahon's formula for plane partitions in a box"),
  oeisA028420: oeis('A028420', 'monomer-dimer tilings of an n×n square'),
  oeisA060635: oeis('A060635', 'domino tilings of a cross of a 2n×2 and a 2×2n rectangle'),
  oeisA233505: oeis('A233505', 'tilings of a 2×2×n box by 1×1×2 and 1×1×3 bricks'),
  oeisA060312: oeis('A060312', 'domino tilings of a 2×n rectangle up to rotations and reflections'),
  oeisA099390: oeis('A099390', 'domino tilings of an m×n rectangle, a square array'),
  oeisA219987: oeis('A219987', 'tilings of a k×n rectangle by dominoes and right trominoes, a square array'),
  oeisA227690: oeis('A227690', 'tilings of a k×n rectangle by integer-sided squares, up to symmetry, a square array'),
  oeisA230031: oeis('A230031', 'tilings of a k×n rectangle by tetrominoes of any shape, a square array'),
  oeisA245013: oeis('A245013', 'tilings of a k×n rectangle by 1×1 and 2×2 squares, a square array'),
  oeisA254414: oeis('A254414', 'tilings of a k×n rectangle by straight polyominoes of any length, a square array'),
  oeisA270061: oeis('A270061', 'tilings of a k×n rectangle by monominoes and trominoes of any shape, a square array'),
  oeisA352431: oeis('A352431', 'tilings of a 2k×n rectangle by dominoes and 2×2 squares, a table'),
  eklp1992: {
    kind: 'paper',
    citation:
      'N. Elkies, G. Kuperberg, M. Larsen and J. Propp, "Alternating-sign matrices and domino tilings (Part I)", Journal of Algebraic Combinatorics 1 (1992), 111–132',
  },
  macmahon1916: {
    kind: 'book',
    citation: 'P. A. MacMahon, Combinatory Analysis, Vol. 2, Cambridge University Press (1916): plane partitions in an a×b×c box',
  },
  polydance: {
    kind: 'computed',
    citation: 'counted by polydance solve --count (with --distinct for a distinct count) on the catalogue spec',
  },
  polydanceKnuth: {
    kind: 'computed',
    citation:
      "counted by polydance solve --count on the catalogue spec; Knuth's DLX solvers count the same on the same exact cover problem",
  },
} as const satisfies Record<string, Source>;
