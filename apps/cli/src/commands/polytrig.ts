import { trigDescriptor, polytrig as generate } from '@polydance/lattice-trig';
import type { Command } from '../command.js';
import { runPolyform, SPEC_EXTENSIONS } from '../polyform.js';
import { STICK_RULES, TRIANGULAR_EDGES } from '../sticks-help.js';

export const polytrig: Command = {
  name: 'polytrig',
  summary: 'polytrigs on a box of triangular grid edges → DLX (POLYOMINO-DLX style specs)',
  help: `Usage: polydance polytrig [FILE]

Reads a spec of a box of edges of the triangular grid and polytrig pieces from FILE
(or stdin) and writes the exact cover problem of packing them, no two crossing, in
Knuth's DLX format, on stdout; the summary line 'Altogether ... edges, ... junction
items, ... pieces, ... base placements.' goes to stderr. The spec syntax is that of
'polydance polyomino', with edges instead of cells.

Spec syntax:
  | comment                lines beginning with '|' are comments (echoed)
  [HUD][0-2][0-2]          the first other line lists the edges of the box
  A H00 U10 D00            each further line: a piece name, then its edges

${TRIANGULAR_EDGES}
  Six edges meet at a point. Junctions are not written: at every point where four or
  more edges of the box meet, each of its edges there is a secondary item Ixyk (the
  ray of point xy in direction k: 0 to the right, then every 60 degrees
  counterclockwise), and a placement covers the rays a piece turns across or passes
  straight through, so pieces may touch at a point but never cross there.
${STICK_RULES}

${SPEC_EXTENSIONS}
Example (a triangle of three edges, and a corner of two):
  $ printf 'H0[01] U[01]0 D00\\nA H00 U00\\nB D00 H01 U10\\n' | polydance polytrig
  | H0[01] U[01]0 D00
  | A H00 U00
  | B D00 H01 U10
  | this file was created by polydance polytrig from that data
   H00 H01 U00 U10 D00 A B
  A H00 U00
  A U10 D00
  A H00 D00
  A H01 D00
  A H01 U10
  A U00 D00
  B H01 U10 D00
  B H00 U00 D00
  Altogether 5 edges, 0 junction items, 2 pieces, 8 base placements.
`,
  run: (args, io) => runPolyform(args, io, generate, trigDescriptor),
};
