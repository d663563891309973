import { dancePolyominoesText } from '@polydance/lattice-square';
import { parseDancePolyominoes } from '@polydance/spec-parser';
import type { Command } from '../command.js';
import { danceCommand } from './dance-shared.js';

export const polyominoes: Command = danceCommand({
  name: 'polyominoes',
  form: 'polyomino',
  help: `Input format:
  line 1   the board cells, in any order; a cell is two digits xy, each
           0-9 or a-z (0-35)
  line 2   the names of the pieces (at most 3 characters each); names after
           a '|' become secondary items (pieces that may be left out)
  then     one line per piece: NAME s t CELLS
           s = 1, 2 or 4: how many quarter turns of the shape to use
           t = 1 or 2: the shape alone, or also its transpose (x and y swapped)
           (s t) = (1 1) full symmetry, (1 2) swastika symmetry,
           (2 1) two mirror lines, (2 2) 180-degree symmetry,
           (4 1) one mirror line, (4 2) no symmetry
Every orientation is then shifted in all ways that fit on the board.

Output: the board line and the names line joined by a space, then lines
'NAME CELL CELL ...' (the cells in the order the piece line gave them).

Example (trominoes.in), a 2x3 board, an L tromino (one mirror line, so
4 turns and no transpose) and a straight one (two turns suffice):
  00 01 02 10 11 12
  L I
  L 4 1 00 01 10
  I 2 1 00 01 02

  $ polydance polyominoes trominoes.in
  00 01 02 10 11 12 L I
  L 00 01 10
  L 01 02 11
  L 10 00 11
  L 11 01 12
  L 11 10 01
  L 12 11 02
  L 01 11 00
  L 02 12 01
  I 00 01 02
  I 10 11 12

Errors name the line and column of the problem and exit with status 1.
`,
  rows: (text) => dancePolyominoesText(parseDancePolyominoes(text)),
});
