import { findGenerator, findLattice as latticeNamed } from '@polydance/lattices';
import { TooManyOptionsError } from '@polydance/lattice';
import type { LatticeDescriptor, Site } from '@polydance/lattice';
import { canOutline, regionCells } from './cell-geometry.js';
import type { PlacedCell } from './cell-geometry.js';
import { findLattice } from './lattices.js';
import { MAX_OPTIONS, tooManyOptions } from './limits.js';
import { isPositioned } from './positioned.js';
import type { Positioned } from './positioned.js';

/**
 * What the editor of the playground needs of a lattice, and the check of a spec it runs
 * as the text changes (the generator's own reading: the problem or the error, before any
 * search).
 */

/** The lattice of the playground with this id, if the editor can draw its specs; else why not. */
export function editorLattice(id: string): { readonly lattice: LatticeDescriptor } | { readonly why: string } {
  const entry = findLattice(id);
  const lattice = latticeNamed(id);
  if (!entry || !lattice) return { why: `unknown lattice '${id}'` };
  if (findGenerator(entry.command)?.reads !== 'spec') {
    return { why: `${entry.label}: the spec is not a box and pieces (the pieces are given, the board is named), so there is nothing to draw cell by cell.` };
  }
  if (!canOutline(lattice)) return { why: `${entry.label}: the lattice does not say where its cells lie on the page.` };
  return { lattice };
}

/** The sites of these item names that are box sites of the lattice. */
function sitesOf(lattice: LatticeDescriptor, items: readonly string[]) {
  return items.flatMap((item) => {
    const parsed = lattice.parseItem(item);
    return parsed && lattice.boxKinds.includes(parsed.site.kind) ? [parsed.site] : [];
  });
}

/** The largest value of `f` over the sites, -1 for none: a loop, not a spread (a box of a million cells would overflow the stack). */
function top(sites: readonly Site[], f: (s: Site) => number): number {
  let most = -1;
  for (const s of sites) most = Math.max(most, f(s));
  return most;
}

/**
 * The size of the region the editor draws around some items (a box, or a piece): every
 * site from 0 to `margin` past the largest coordinate of the items, and at least `least`
 * along x and y (a third coordinate, the cubes' layers: one past them, at least 2).
 */
export function editorDims(lattice: LatticeDescriptor, items: readonly string[], least: number, margin = 2): [number, number, number] {
  const sites = sitesOf(lattice, items);
  const layered = lattice.drawing.pieces?.layer !== undefined;
  return [
    Math.max(least, top(sites, (s) => s.x) + 1 + margin),
    Math.max(least, top(sites, (s) => s.y) + 1 + margin),
    layered ? Math.max(2, top(sites, (s) => s.z) + 2) : 1,
  ];
}

/** How many cells a region of these dimensions holds, at most (every box kind at every point). */
export function regionSize(lattice: LatticeDescriptor, dims: readonly [number, number, number]): number {
  return dims[0] * dims[1] * dims[2] * Math.max(1, lattice.boxKinds.length);
}

/** The cells of the region {@link editorDims} gives. */
export function editorRegion(lattice: LatticeDescriptor, items: readonly string[], least: number, margin = 2): PlacedCell[] {
  return regionCells(lattice, editorDims(lattice, items, least, margin));
}

/** What the generator makes of a spec: its summary line, or the error (with line and column). */
export type SpecCheck = { readonly summary: string } | { readonly error: Positioned } | { readonly failure: string };

/**
 * Reads a spec as `polydance` does (set lines and all), without solving it, stopping at
 * the playground's option limit (the page runs it in a worker: a short spec can make
 * millions of options). The error is a plain object, to cross `postMessage` whole.
 */
export function checkSpec(id: string, text: string): SpecCheck {
  const lattice = findLattice(id);
  if (!lattice) return { failure: `unknown lattice '${id}'` };
  try {
    return { summary: lattice.generate(text, { maxOptions: MAX_OPTIONS }).summary };
  } catch (e) {
    if (e instanceof TooManyOptionsError) return { failure: tooManyOptions() };
    if (isPositioned(e)) return { error: { line: e.line, column: e.column, message: e.message, ...(e.reason !== undefined ? { reason: e.reason } : {}) } };
    return { failure: e instanceof Error ? e.message : String(e) };
  }
}
