import type { Command } from '../command.js';
import { dlx1, dlx2, dlx3 } from './dlx.js';
import { polyomino } from './polyomino.js';
import { solve } from './solve.js';

/** Every command, in the order `polydance --help` lists them. */
export const commands: readonly Command[] = [
  polyomino,
  solve,
  dlx1,
  dlx2,
  dlx3,
];
