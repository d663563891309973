import { twigDescriptor, polytwig as generate } from '@polydance/lattice-twig';
import type { Command } from '../command.js';
import { runPolyform, SPEC_EXTENSIONS } from '../polyform.js';
import { STICK_RULES, TRIANGULAR_EDGES } from '../sticks-help.js';

export const polytwig: Command = {
  name: 'polytwig',
  summary: 'polytwigs on a box of hexagonal grid edges → DLX (POLYOMINO-DLX style specs)',
  help: `Usage: polydance polytwig [FILE]

Reads a spec of a box of edges of the hexagonal grid and polytwig pieces from FILE (or
stdin) and writes the exact cover problem of packing them, in Knuth's DLX format, on
stdout; the summary line 'Altogether ... edges, ... junction items, ... pieces, ...
base placements.' goes to stderr. The spec syntax is that of 'polydance polyomino',
with edges instead of cells.

Spec syntax:
  | comment                lines beginning with '|' are comments (echoed)
  D11 H02 U01 D00 H10 U20  the first other line lists the edges of the box
  A D11 H02                each further line: a piece name, then its edges

  The hexagonal grid is the triangular grid of 'polydance polytrig' without the
  points (x,y) where x-y is a multiple of 3 (the centres of its hexagons) and the
  edges that reach them. So at each xy there is one edge of the hexagonal grid: Hxy
  when x-y leaves 1 divided by 3, Uxy when it leaves 2, Dxy when it leaves 0. A single
  edge that is not on the grid is an error; a set ([HUD][0-5][0-5]) stands for the
  edges of the grid among its combinations.
${TRIANGULAR_EDGES}
  Three edges meet at a point, so two pieces can touch there but never cross: there
  are no junction items.
${STICK_RULES}

${SPEC_EXTENSIONS}
Example (the six edges of the hexagon around the point (1,1), and a piece of two):
  $ printf 'D11 H02 U01 D00 H10 U20\\nA D11 H02\\n' | polydance polytwig
  | D11 H02 U01 D00 H10 U20
  | A D11 H02
  | this file was created by polydance polytwig from that data
   H02 H10 U01 U20 D00 D11 A
  A H02 D11
  A H02 U01
  A U20 D11
  A U01 D00
  A H10 U20
  A H10 D00
  Altogether 6 edges, 0 junction items, 1 pieces, 6 base placements.
`,
  run: (args, io) => runPolyform(args, io, generate, twigDescriptor),
};
