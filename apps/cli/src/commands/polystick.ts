import { polystick as generate, stickDescriptor } from '@polydance/lattice-stick';
import type { Command } from '../command.js';
import { runPolyform, SPEC_EXTENSIONS } from '../polyform.js';

export const polystick: Command = {
  name: 'polystick',
  summary: 'polysticks on a box of grid edges → DLX (POLYOMINO-DLX style specs)',
  help: `Usage: polydance polystick [FILE]

Reads a spec of a box of grid edges and polystick pieces from FILE (or stdin) and
writes the exact cover problem of packing them, in Knuth's DLX format, on stdout;
the summary line 'Altogether ... edges, ... junctions, ... pieces, ... base
placements.' goes to stderr. The spec syntax is that of 'polydance polyomino',
with sticks instead of cells.

Spec syntax:
  | comment                 lines beginning with '|' are comments (echoed)
  H[0-2][0-3] V[0-3][0-2]   the first other line lists the edges of the box
  A H01 H11 V10 V11         each further line: a piece name, then its edges

  Hxy is the edge from (x,y) to (x+1,y), Vxy the edge from (x,y) to (x,y+1).
  x and y are radix-62 digits (0-9, a-z = 10-35, A-Z = 36-61) or bracketed
  sets: [1-4] is 1 to 4, [02] is 0 and 2; [HV]xy is both Hxy and Vxy.
  All 8 rotations and reflections of each piece are generated, then every
  translation whose edges all lie in the box.
  Junctions are not written: every point whose four edges are all in the box
  becomes a secondary item Ixy, and an option includes Ixy when its piece
  passes straight through that point. So pieces may touch at a point (at an
  end or a corner) but never cross there.
  Multiplicity: 2|X means two copies of X, 0:3|X between none and three.
  A piece named on several lines gets the placements of all of them.

${SPEC_EXTENSIONS}
Example (plus.in): a plus sign of four edges, a straight 2-stick S, a corner C:
  H01 H11 V10 V11
  S H00 H10
  C H00 V10

  $ polydance polystick plus.in
  | H01 H11 V10 V11
  | S H00 H10
  | C H00 V10
  | this file was created by polydance polystick from that data
   H01 H11 V10 V11 S C | I11
  S H01 H11 I11
  S V10 V11 I11
  C H01 V11
  C H11 V11
  C H11 V10
  C H01 V10

Example (six tetrasticks in a 3x3 grid of squares; 8 solutions, 16 if sticks
could cross):
  H[0-2][0-3] V[0-3][0-2]
  A H01 H11 V10 V11
  B H00 H10 H20 V00
  C H00 H01 H10 V00
  D H00 H02 V00 V01
  E H00 H10 V00 V01
  F H00 H01 V00 V01
`,
  run: (args, io) => runPolyform(args, io, generate, stickDescriptor),
};
