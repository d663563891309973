import type { Command } from '../command.js';
import { macmahon } from './macmahon.js';
import { polycube } from './polycube.js';
import { polyiamond } from './polyiamond.js';
import { polyomino } from './polyomino.js';
import { polyominoes } from './polyominoes.js';
import { polystick } from './polystick.js';
import { polysticks } from './polysticks.js';

/** Every command, in the order `polydance --help` lists them. */
export const commands: readonly Command[] = [
  polyomino,
  macmahon,
  polyiamond,
  polycube,
  polyominoes,
  polysticks,
  polystick,
];
