import { SpecError } from './errors.js';
import type { SourceLine } from './lines.js';
import { quote } from './internal/quote.js';

/**
 * Which orientations of a piece are placed: `free`, all rotations and reflections;
 * `one-sided`, rotations only (the piece keeps its handedness); `fixed`, the piece
 * exactly as written (translations only).
 */
export type Handedness = 'free' | 'one-sided' | 'fixed';

/** The handedness markers, as written after a piece name (`F:one-sided`). */
export const HANDEDNESS: readonly Handedness[] = ['free', 'one-sided', 'fixed'];

/** The handedness written at `from` (after a ':'), up to the next space. */
export function handednessAt(source: SourceLine, from: number): Handedness {
  let end = source.text.indexOf(' ', from);
  if (end < 0) end = source.text.length;
  const word = source.text.slice(from, end);
  const hand = HANDEDNESS.find((h) => h === word);
  if (hand === undefined) {
    throw new SpecError(
      `illegal character ':' in piece name, unless it begins a handedness (NAME:free, NAME:one-sided or NAME:fixed), which ${word === '' ? 'is missing' : `${quote(word)} is not`}`,
      source.number,
      from,
    );
  }
  return hand;
}
