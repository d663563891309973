import type { Command } from '../command.js';
import { polyomino } from './polyomino.js';
import { polyominoes } from './polyominoes.js';
import { polystick } from './polystick.js';
import { polysticks } from './polysticks.js';

/** Every command, in the order `polydance --help` lists them. */
export const commands: readonly Command[] = [
  polyomino,
  polyominoes,
  polysticks,
  polystick,
];
