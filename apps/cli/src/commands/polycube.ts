import { polycube as generate, cubeDescriptor } from '@polydance/lattice-cube';
import type { Command } from '../command.js';
import { polyformCommand } from '../polyform.js';

export const polycube: Command = polyformCommand({
  name: 'polycube',
  pieces: 'polycubes',
  cells: 'cubic',
  output: `The output is what Knuth's POLYCUBE-DLX writes, except that a multiplicity is written
in DLX3 syntax (2|X, not 2*X).`,
  syntax: `  | comment            lines beginning with '|' are comments (echoed in the output)
  [0-2][0-2][0-2]      the first other line lists the cells of the box
  L 000 100 200 010    each further line: a piece name, then its typical cells

  A cell is three coordinates xyz, each a radix-62 digit (0-9, a-z = 10-35,
  A-Z = 36-61) or a bracketed set: [02] is 0 and 2, [1-4] is 1 to 4.
  All 24 rotations of each piece are generated (no reflections: give a mirror image
  as a piece of its own).
  Multiplicity: 2*X (one radix-62 digit, as in POLYCUBE-DLX), 2|X, or 0:3|X
  (between none and three); the output always uses the DLX3 form N|X.
  A piece named on several lines gets the placements of all of them.
  A cell may carry a suffix, which makes it a secondary item (a Polydance extension).
  The suffix must not begin with a radix-62 digit (0-9, a-z, A-Z) nor '[', since
  POLYCUBE-DLX reads 000x as a missing space: write 000! or [0-2]11#a.

Example (the seven Soma pieces in a 3x3x3 cube), a file holding
  [0-2][0-2][0-2]
  V 000 100 010
  L 000 100 200 010
  ...                      (and T, Z, A, B, P likewise)
  polydance polycube examples/soma.in > soma.dlx
`,
  generate,
  lattice: cubeDescriptor,
});
