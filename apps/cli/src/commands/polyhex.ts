import { hexDescriptor, polyhex as generate } from '@polydance/lattice-hex';
import type { Command } from '../command.js';
import { runPolyform, SPEC_EXTENSIONS } from '../polyform.js';

export const polyhex: Command = {
  name: 'polyhex',
  summary: 'polyhexes in a box of hexagonal cells → DLX (POLYOMINO-DLX style specs)',
  help: `Usage: polydance polyhex [FILE]

Reads a spec of a box of hexagons and polyhex pieces from FILE (or stdin) and writes
the exact cover problem of packing them, in Knuth's DLX format, on stdout; the
summary line 'Altogether ... cells, ... pieces, ... base placements, ... nodes.' goes
to stderr. The spec syntax is that of 'polydance polyomino', with hexagons instead of
squares.

Spec syntax:
  | comment               lines beginning with '|' are comments (echoed)
  [0-2][0-2]              the first other line lists the cells of the box
  A 00 10 01              each further line: a piece name, then its cells

  Cells are hexagons xy in axial coordinates: x grows to the right, y upwards at
  60 degrees, so each row sits half a hexagon to the right of the row below it.
  The box [0-2][0-2] is a rhombus of nine hexagons:

         / \\ / \\ / \\
        |02 |12 |22 |
       / \\ / \\ / \\ /
      |01 |11 |21 |
     / \\ / \\ / \\ /
    |00 |10 |20 |
     \\ / \\ / \\ /

  The neighbours of xy are (x+1,y), (x-1,y), (x,y+1), (x,y-1), (x+1,y-1) and
  (x-1,y+1). x and y are radix-62 digits (0-9, a-z = 10-35, A-Z = 36-61) or
  bracketed sets: [1-4] is 1 to 4, [02] is 0 and 2.
  All 12 rotations and reflections of each piece are generated, then every
  translation that fits the box. A piece's cells must be connected.
  A cell may carry a suffix (00! or [0-3]2x): suffixed cells become secondary items.
  Multiplicity: 2|X means two copies of X, 0:3|X between none and three.
  A piece named on several lines gets the placements of all of them.

${SPEC_EXTENSIONS}
Example (the triangle of three hexagons in the rhombus above; 2 orientations):
  $ printf '[0-2][0-2]\\nA 00 10 01\\n' | polydance polyhex
  | [0-2][0-2]
  | A 00 10 01
  | this file was created by polydance polyhex from that data
   00 01 02 10 11 12 20 21 22 A
  A 00 01 10
  A 01 02 11
  A 10 11 20
  A 11 12 21
  A 01 10 11
  A 02 11 12
  A 11 20 21
  A 12 21 22
  Altogether 9 cells, 1 pieces, 2 base placements, 19 nodes.
`,
  run: (args, io) => runPolyform(args, io, generate, hexDescriptor),
};
