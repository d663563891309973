import type { Source } from './types.js';

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
  oeisA000045: { kind: 'site', citation: 'OEIS A000045, the Fibonacci numbers (domino tilings of a 2×n strip)', url: 'https://oeis.org/A000045' },
  oeisA000930: {
    kind: 'site',
    citation: "OEIS A000930, Narayana's cows sequence (tilings of a 3×n strip by straight trominoes)",
    url: 'https://oeis.org/A000930',
  },
  oeisA001835: { kind: 'site', citation: 'OEIS A001835 (domino tilings of a 3×2n rectangle)', url: 'https://oeis.org/A001835' },
  oeisA004003: { kind: 'site', citation: 'OEIS A004003 (domino tilings of a 2n×2n square)', url: 'https://oeis.org/A004003' },
  oeisA005178: { kind: 'site', citation: 'OEIS A005178 (domino tilings of a 4×n rectangle)', url: 'https://oeis.org/A005178' },
  oeisA006253: { kind: 'site', citation: 'OEIS A006253 (domino tilings of a 2×2×n box)', url: 'https://oeis.org/A006253' },
  oeisA008793: {
    kind: 'site',
    citation: "OEIS A008793 (lozenge tilings of a hexagon of side n; MacMahon's formula for plane partitions in a box)",
    url: 'https://oeis.org/A008793',
  },
  oeisA028420: { kind: 'site', citation: 'OEIS A028420 (monomer-dimer tilings of an n×n square)', url: 'https://oeis.org/A028420' },
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
