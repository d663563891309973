import { aboloDescriptor, polyabolo as generate } from '@polydance/lattice-abolo';
import type { Command } from '../command.js';
import { runPolyform, SPEC_EXTENSIONS } from '../polyform.js';

export const polyabolo: Command = {
  name: 'polyabolo',
  summary: 'polyaboloes in a box of squares cut by their diagonals → DLX (POLYOMINO-DLX style specs)',
  help: `Usage: polydance polyabolo [FILE]

Reads a spec of a box of right isosceles triangles and polyabolo pieces from FILE (or
stdin) and writes the exact cover problem of packing them, in Knuth's DLX format, on
stdout; the summary line 'Altogether ... cells, ... pieces, ... base placements, ...
nodes.' goes to stderr. The spec syntax is that of 'polydance polyomino', with the
quarters of squares instead of squares.

Spec syntax:
  | comment               lines beginning with '|' are comments (echoed)
  [0-3][0-3][ensw]        the first other line lists the cells of the box
  T 00e 00n 01e 01s       each further line: a piece name, then its cells

  The squares xy of a grid (x to the right, y upwards) are cut by both diagonals into
  four quarters: a cell is xy followed by e, n, s or w, the quarter on the east,
  north, south or west side of the square. The box [0-1][0-1][ensw] is two by two
  squares, sixteen triangles:

    +-------+-------+
    | \\01n/ | \\11n/ |
    |01wX01e|11wX11e|
    | /01s\\ | /11s\\ |
    +-------+-------+
    | \\00n/ | \\10n/ |
    |00wX00e|10wX10e|
    | /00s\\ | /10s\\ |
    +-------+-------+

  x and y are radix-62 digits (0-9, a-z = 10-35, A-Z = 36-61) or bracketed sets:
  [1-4] is 1 to 4, [02] is 0 and 2; the quarter is a letter or a set of them, [ensw].
  A polyabolo's triangles are half squares, two quarters each (00e 00s is the
  triangle in the lower right half of square 00); pieces of single quarters work too.
  All 8 rotations and reflections of each piece are generated, then every
  translation that fits the box. A piece's cells must be connected.
  A cell may carry a suffix (00e! or [0-3]2[ns]x): suffixed cells become secondary items.
  Multiplicity: 2|X means two copies of X, 0:3|X between none and three.
  A piece named on several lines gets the placements of all of them.

${SPEC_EXTENSIONS}
Example (the triangle of two half squares in a 2x2 square; 4 orientations):
  $ printf '[0-1][0-1][ensw]\\nT 00e 00n 01e 01s\\n' | polydance polyabolo
  | [0-1][0-1][ensw]
  | T 00e 00n 01e 01s
  | this file was created by polydance polyabolo from that data
   00e 00n 00s 00w 01e 01n 01s 01w 10e 10n 10s 10w 11e 11n 11s 11w T
  T 00e 00n 01e 01s
  T 10e 10n 11e 11s
  T 00e 00n 10n 10w
  T 01e 01n 11n 11w
  T 00n 00w 01s 01w
  T 10n 10w 11s 11w
  T 00e 00s 10s 10w
  T 01e 01s 11s 11w
  Altogether 16 cells, 1 pieces, 4 base placements, 37 nodes.
`,
  run: (args, io) => runPolyform(args, io, generate, aboloDescriptor),
};
