export {};
export { DanceSpecError } from './dance-error.js';
export { parseDancePolyominoes } from './dance-polyominoes.js';
export type { DancePolyominoesSpec, DancePolyominoPiece, DanceSquareCell } from './dance-polyominoes.js';
export { parseDancePolysticks } from './dance-polysticks.js';
export type {
  DancePolysticksSpec,
  DancePolystickPiece,
  DanceStickKind,
  DanceStickPosition,
} from './dance-polysticks.js';
