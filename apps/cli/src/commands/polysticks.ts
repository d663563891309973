import { dancePolysticksText } from '@polydance/lattice-stick';
import { parseDancePolysticks } from '@polydance/spec-parser';
import type { Command } from '../command.js';
import { danceCommand } from './dance-shared.js';

export const polysticks: Command = danceCommand({
  name: 'polysticks',
  form: 'polystick',
  help: `Positions: Hxy is the edge from (x,y) to (x+1,y), Vxy the edge from (x,y) to
(x,y+1), Ixy the lattice point (x,y); each digit is 0-9 or a-z (0-35).

Input format:
  line 1   the names of the pieces (at most 3 characters each)
  line 2   the board: its edges Hxy and Vxy, then '|' and the junctions Ixy
           (secondary items: a piece covers Ixy when it passes straight
           through that point, so pieces may touch there but never cross)
  then     one line per piece: NAME s t POSITIONS
           s = 1, 2 or 4 quarter turns, t = 1 or 2 (also the transpose),
           as for 'polydance polyominoes'; the positions are the piece's
           edges and the points it passes straight through
Every orientation is then shifted in all ways that put its edges on the board;
a junction that is not on the board is left out of that option.

Output: the names line and the board line joined by a space, then lines
'NAME POSITION ...' (in the order the piece line gave them).

Example (plus.in): a plus sign of four edges around the junction (1,1),
a straight 2-stick S and a corner L:
  S L
  H01 H11 V10 V11 | I11
  S 2 1 H00 H10 I10
  L 4 1 H00 V10

  $ polydance polysticks plus.in
  S L H01 H11 V10 V11 | I11
  S H01 H11 I11
  S V10 V11 I11
  L H01 V11
  L V10 H01
  L H11 V10
  L V11 H11

Errors name the line and column of the problem and exit with status 1.
`,
  rows: (text) => dancePolysticksText(parseDancePolysticks(text)),
});
