/**
 * An item of an exact cover problem. A primary item may carry a multiplicity,
 * kept as the verbatim text that stands before `|` in Knuth's DLX3 format
 * (`"2"` for `2|X`, `"0:3"` for `0:3|X`); without one it must be covered exactly once.
 */
export interface Item {
  readonly name: string;
  readonly bounds?: string;
}

/** One item of an option; a secondary item may carry a color (`x:c` in DLX text). */
export interface OptionItem {
  readonly item: string;
  readonly color?: string;
}

/** An option: the items it covers, in the order they are written. */
export type Option = readonly OptionItem[];

/**
 * An exact cover problem in the shape of Knuth's DLX files: primary items (covered
 * exactly once, or within their bounds), secondary items (at most once, or with one
 * color), options, and comment lines (written as `| text`).
 */
export interface Problem {
  readonly comments: readonly string[];
  readonly primary: readonly Item[];
  readonly secondary: readonly Item[];
  readonly options: readonly Option[];
  /** What the items stand for, when the problem's maker said so (see {@link ProblemMeaning}). */
  readonly meaning?: ProblemMeaning;
}

/**
 * What a problem's items stand for, as the generator that made it knows: the lattice it
 * is on, and which items are pieces. Every other item whose name the lattice reads is a
 * site of the lattice (a cell of the box, an edge, a point), so a piece named `AA` or
 * `P1`, names that read as cells, is never taken for one. A DLX file says the same by
 * its generator's comment and its options (see `problemMeaning` of
 * `@polydance/lattices`); a problem with no meaning is read by the item names alone.
 */
export interface ProblemMeaning {
  /** The lattice's name (`square`, `cube`, ...). */
  readonly lattice: string;
  /** The items that are pieces, not sites of the lattice. */
  readonly pieces: readonly string[];
}

/**
 * The bounds of a primary item as [lower, upper], from its `bounds` text (`"2"`,
 * `"0:3"`, `":3"`); `undefined` (no multiplicity) means [1, 1].
 */
export function parseBounds(bounds: string | undefined): [number, number] {
  if (bounds === undefined) return [1, 1];
  const colon = bounds.indexOf(':');
  if (colon < 0) {
    const b = Number(bounds);
    return [b, b];
  }
  const a = colon === 0 ? 0 : Number(bounds.slice(0, colon));
  return [a, Number(bounds.slice(colon + 1))];
}

/** A solution: the indices of the chosen options, in the order they were chosen. */
export type Solution = readonly number[];

/** `x` or `x:c`, as an option item is written in DLX text. */
export function itemToken(o: OptionItem): string {
  return o.color === undefined ? o.item : `${o.item}:${o.color}`;
}

/** The inverse of {@link itemToken}. */
export function parseItemToken(token: string): OptionItem {
  const colon = token.indexOf(':');
  return colon < 0 ? { item: token } : { item: token.slice(0, colon), color: token.slice(colon + 1) };
}

/**
 * A symmetry of a problem: a permutation of its items (indices into `primary`, then
 * `secondary`: item `k` of `secondary` is `primary.length + k`) and the permutation of
 * its options that it induces (option `o` goes to option `options[o]`, which has the
 * images of `o`'s items, with the same colors).
 */
export interface Symmetry {
  readonly items: ArrayLike<number>;
  readonly options: ArrayLike<number>;
  /** True for a rotation, false for a reflection (informative only). */
  readonly rotation?: boolean;
}
