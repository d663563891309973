export { SpecError } from './errors.js';
export { decodeDigit, encodeDigit } from './radix62.js';
export { byteLength, splitLines } from './lines.js';
export { clip, escapeText, quote } from './internal/quote.js';
export type { SourceLine } from './lines.js';
export { parseSpec, cellNames } from './spec.js';
export { HANDEDNESS } from './handedness.js';
export type { Handedness } from './handedness.js';
export { expandPieceSets } from './sets.js';
export type { PieceSets, SetExpansion } from './sets.js';
export { closest, editDistance } from './suggest.js';
export type {
  BoxLine,
  CellSpec,
  PieceLine,
  PieceSummary,
  PolyformSpec,
  SpecNote,
  SpecOptions,
} from './spec.js';
export { parseDancePolyominoes } from './dance-polyominoes.js';
export type { DancePolyominoesSpec, DancePolyominoPiece, DanceSquareCell } from './dance-polyominoes.js';
export { parseDancePolysticks } from './dance-polysticks.js';
export type {
  DancePolysticksSpec,
  DancePolystickPiece,
  DanceStickKind,
  DanceStickPosition,
} from './dance-polysticks.js';
