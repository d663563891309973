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
  golomb: {
    kind: 'book',
    citation: 'S. W. Golomb, Polyominoes: Puzzles, Patterns, Problems, and Packings, 2nd ed., Princeton University Press (1994)',
  },
  winningWays: {
    kind: 'book',
    citation: 'E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for Your Mathematical Plays, vol. 2, Academic Press (1982)',
  },
  puzzler: {
    kind: 'site',
    citation: 'D. J. Goodger, Polyform Puzzler (solution counts of its puzzle definitions)',
    url: 'http://puzzler.sourceforge.net/',
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
  polydance: {
    kind: 'computed',
    citation: 'counted by polydance solve --count on the catalogue spec',
  },
  polydanceKnuth: {
    kind: 'computed',
    citation:
      "counted by polydance solve --count on the catalogue spec; Knuth's DLX solvers count the same on the same exact cover problem",
  },
} as const satisfies Record<string, Source>;
