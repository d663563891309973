import { findLattice } from '@polydance/lattices';
import { enumeratePieces, pieceLine, PIECE_SETS } from '@polydance/pieces';
import type { Handedness } from '@polydance/spec-parser';

/** A named set of pieces the playground offers for a lattice. */
export interface SetChoice {
  /** What a spec names it by (`pentominoes`). */
  readonly name: string;
  /** The pieces in words (`the 12 pentominoes`). */
  readonly title: string;
}

/** The named sets of a lattice, in the library's order (none for MacMahon's triangles, whose pieces are given). */
export function setsOf(lattice: string): SetChoice[] {
  return PIECE_SETS.filter((s) => s.lattice === lattice).map((s) => ({ name: s.name, title: s.title }));
}

/** The spec with `line` added as its last line (after a newline, if the spec has no final one). */
function appended(spec: string, line: string): string {
  return spec === '' || spec.endsWith('\n') ? `${spec}${line}\n` : `${spec}\n${line}\n`;
}

/** The spec with a set line (`set: pentominoes`) after its last line: the generators read it after the box. */
export function withSet(spec: string, set: string): string {
  return appended(spec, `set: ${set}`);
}

/**
 * Every polyform of `size` cells on the lattice (free, one-sided or fixed) as piece
 * lines, as `polydance pieces LATTICE SIZE` writes them; throws a RangeError for a
 * lattice without piece lines, a size out of range, or more than `max` pieces (the
 * message says how many, and which command writes them all).
 */
export function polyformLines(lattice: string, size: number, hand: Handedness, max = Number.POSITIVE_INFINITY): string[] {
  const descriptor = findLattice(lattice);
  if (!descriptor || setsOf(lattice).length === 0) throw new RangeError(`the ${lattice} lattice has no piece lines`);
  const pieces = enumeratePieces(descriptor, size, hand);
  if (pieces.length > max) {
    throw new RangeError(
      `the ${hand} polyforms of ${size} cells on the ${lattice} lattice are ${pieces.length.toLocaleString('en-US')} pieces, more than the ${max.toLocaleString('en-US')} the playground adds to a spec: polydance pieces ${lattice} ${size}${hand === 'free' ? '' : ` --${hand}`} writes them all`,
    );
  }
  return pieces.map((p) => pieceLine(descriptor, p));
}

/** The spec with these lines after its last line (after a newline, if the spec has no final one). */
export function withLines(spec: string, lines: readonly string[]): string {
  return withText(spec, lines.join('\n'));
}

/** The spec with `text` (lines, without a final newline; '' for none) after its last line, as {@link withLines} puts them. */
export function withText(spec: string, text: string): string {
  return text === '' ? spec : appended(spec, text);
}

/** The spec with every polyform of `size` cells on the lattice as piece lines after its last line ({@link polyformLines}). */
export function withPolyforms(spec: string, lattice: string, size: number, hand: Handedness): string {
  return withLines(spec, polyformLines(lattice, size, hand));
}
