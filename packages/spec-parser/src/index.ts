export { SpecError } from './errors.js';
export { decodeDigit, encodeDigit } from './radix62.js';
export { splitLines } from './lines.js';
export type { SourceLine } from './lines.js';
export { parseSpec, cellNames } from './spec.js';
export type {
  BoxLine,
  CellSpec,
  PieceLine,
  PieceSummary,
  PolyformSpec,
  SpecNote,
  SpecOptions,
} from './spec.js';
