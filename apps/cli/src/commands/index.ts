import type { Command } from '../command.js';
import { dlx1, dlx2, dlx3 } from './dlx.js';
import { draw } from './draw.js';
import { macmahon } from './macmahon.js';
import { polycube } from './polycube.js';
import { polyiamond } from './polyiamond.js';
import { polyomino } from './polyomino.js';
import { polyominoes } from './polyominoes.js';
import { polystick } from './polystick.js';
import { polysticks } from './polysticks.js';
import { merge } from './merge.js';
import { puzzles } from './puzzles.js';
import { solve } from './solve.js';

/** Every command, in the order `polydance --help` lists them. */
export const commands: readonly Command[] = [
  polyomino,
  polyiamond,
  polycube,
  polystick,
  macmahon,
  polyominoes,
  polysticks,
  solve,
  puzzles,
  dlx1,
  dlx2,
  dlx3,
  draw,
  merge,
];
