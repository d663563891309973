import { polyomino as generate, squareDescriptor } from '@polydance/lattice-square';
import type { Command } from '../command.js';
import { polyformCommand } from '../polyform.js';

export const polyomino: Command = polyformCommand({
  name: 'polyomino',
  pieces: 'polyominoes',
  cells: 'square',
  syntax: `  | comment            lines beginning with '|' are comments (echoed in the output)
  [0-5][0-9]           the first other line lists the cells of the box
  F 10 20 01 11 12     each further line: a piece name, then its typical cells

  A cell is two coordinates xy, each a radix-62 digit (0-9, a-z = 10-35, A-Z = 36-61)
  or a bracketed set: [02] is 0 and 2, [1-4] is 1 to 4, [7-z32-4A5-5] is [2-57-A].
  All 8 rotations and reflections of each piece are generated. A cell may carry a
  suffix (00! or [0-3]2x): suffixed cells become secondary items.
  Multiplicity: 2|X means two copies of X, 0:3|X between none and three (DLX3 syntax).
  A piece named on several lines gets the placements of all of them.

Example (the 12 pentominoes in a 6x10 box; 2339 solutions, each counted 4 times):
  printf '[0-5][0-9]\\nI 00 01 02 03 04\\nL 00 01 02 03 10\\n...\\n' | polydance polyomino
  polydance polyomino examples/pentominoes-6x10.in > pentominoes-6x10.dlx
`,
  generate,
  lattice: squareDescriptor,
});
