import { polyiamond as generate, triangleDescriptor } from '@polydance/lattice-triangle';
import type { Command } from '../command.js';
import { polyformCommand } from '../polyform.js';

export const polyiamond: Command = polyformCommand({
  name: 'polyiamond',
  pieces: 'polyiamonds',
  cells: 'triangular',
  syntax: `  | comment               lines beginning with '|' are comments (echoed in the output)
  [0-5][0-5] [0-5][0-5]'  the first other line lists the cells of the box
  A 00 00' 01 01' 02 02'  each further line: a piece name, then its typical cells

  Cells are triangles: xy is a Delta (pointing up), xy' the Nabla just to its right
  (a square xy cut along its diagonal, squashed until both halves are equilateral);
  x grows to the right, y up and to the right at 60 degrees. Each coordinate is a
  radix-62 digit (0-9, a-z = 10-35, A-Z = 36-61) or a bracketed set: [02] is 0 and 2,
  [1-4] is 1 to 4. So the box [0-2][0-3] [0-2][0-3]' is a 3x4 parallelogram of 24
  triangles.
  All 12 rotations and reflections of each piece are generated.
  A cell may carry a suffix (00! or 00'!, at most 6 characters): suffixed cells become
  secondary items. A rotation turns Delta into Nabla, so it turns 00! into 00'! and back;
  hence a suffix s not beginning with ' also needs room for 's (at most 5 characters).
  Multiplicity: 2|X means two copies of X, 0:3|X between none and three (DLX3 syntax).
  A piece named on several lines gets the placements of all of them.

Example (the 12 hexiamonds in a 6x6 rhombus of 72 triangles), a file holding
  [0-5][0-5] [0-5][0-5]'
  A 00 00' 01 01' 02 02'
  B 00 00' 01 01' 02 10
  ...                      (and C to L likewise)
  polydance polyiamond examples/hexiamonds-6x6.in > hexiamonds.dlx
`,
  generate,
  lattice: triangleDescriptor,
});
