import type { Problem, ProblemMeaning } from '@polydance/exact-cover';

/** The tag of a `| this file was created by TAG ...` comment, the generator's. */
export function generatorTag(comments: readonly string[]): string | undefined {
  for (const c of comments) {
    const m = /^this file was created by (?:polydance )?(\S+)/.exec(c);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * What the items of a DLX file that a generator wrote stand for, as its comment and its
 * options say: `lattice` (the lattice whose generator's tag the comment names), and the
 * pieces: every generator of pieces in a box begins each option with the piece's name
 * and lists the pieces after the cells on the item line, so the items that begin an
 * option are the pieces when the primary ones among them end the item line. Undefined
 * when no lattice is known or the options do not read so (MacMahon's triangles begin
 * each option with a cell; a file edited by hand may begin them with anything): the
 * item names alone then tell cells from pieces.
 */
export function dlxMeaning(problem: Problem, lattice: string | undefined): ProblemMeaning | undefined {
  if (problem.meaning !== undefined) return problem.meaning;
  if (lattice === undefined) return undefined;
  const first = new Set<string>();
  for (const o of problem.options) if (o.length > 0) first.add(o[0]!.item);
  if (first.size === 0) return undefined;
  // the primary items that begin an option: the last ones of the item line
  let tail = 0;
  for (const it of problem.primary) if (first.has(it.name)) tail++;
  const primary = problem.primary;
  for (let k = primary.length - tail; k < primary.length; k++) if (!first.has(primary[k]!.name)) return undefined;
  return { lattice, pieces: [...first] };
}
