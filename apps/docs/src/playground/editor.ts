import { findGenerator, findLattice as latticeNamed } from '@polydance/lattices';
import type { LatticeDescriptor } from '@polydance/lattice';
import { canOutline, regionCells } from './cell-geometry.js';
import type { PlacedCell } from './cell-geometry.js';
import { findLattice } from './lattices.js';
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

/**
 * The cells the editor draws around some items (a box, or a piece): every site from 0
 * to `margin` past the largest coordinate of the items, and at least `least` along x
 * and y (a third coordinate, the cubes' layers: one past them, at least 2).
 */
export function editorRegion(lattice: LatticeDescriptor, items: readonly string[], least: number, margin = 2): PlacedCell[] {
  const sites = sitesOf(lattice, items);
  const top = (f: (s: { x: number; y: number; z: number }) => number): number => Math.max(-1, ...sites.map(f));
  const layered = lattice.drawing.pieces?.layer !== undefined;
  return regionCells(lattice, [
    Math.max(least, top((s) => s.x) + 1 + margin),
    Math.max(least, top((s) => s.y) + 1 + margin),
    layered ? Math.max(2, top((s) => s.z) + 2) : 1,
  ]);
}

/** What the generator makes of a spec: its summary line, or the error (with line and column). */
export type SpecCheck = { readonly summary: string } | { readonly error: Positioned } | { readonly failure: string };

/** Reads a spec as `polydance` does (set lines and all), without solving it. */
export function checkSpec(id: string, text: string): SpecCheck {
  const lattice = findLattice(id);
  if (!lattice) return { failure: `unknown lattice '${id}'` };
  try {
    return { summary: lattice.generate(text).summary };
  } catch (e) {
    if (isPositioned(e)) return { error: e };
    return { failure: e instanceof Error ? e.message : String(e) };
  }
}
