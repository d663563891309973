// What the tests of the lattice packages share (`@polydance/lattice/testing`; no source
// file imports it): solutions written out, checks of item readers and of pictures, the
// base placements of sticks on a grid, the generators' order, and tilings of small
// boards checked against the brute force.
import { SpecError } from '@polydance/spec-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteTilings, fixedKey, piecesSpec } from '../../../test/polyforms.js';
import type { Lattice, Site } from '../../../test/polyforms.js';
import { caught } from '../../../test/testing.js';
import { cellSuffix, cellX, cellY } from './cell.js';
import { placedPiece } from './drawing.js';
import type { PlacedPiece, SvgOptions } from './drawing.js';
import { stickKey, stickTransformation } from './grid-sticks.js';
import type { StickGrid } from './grid-sticks.js';
import { normalize, shapeOf } from './shape.js';
import type { Shape } from './shape.js';
import { closure, transform } from './transform.js';
import type { Transformation } from './transform.js';

/** Expects `cellOf` to read each item of `cells` as its coordinates, and every item of `none` as no cell. */
export function expectCells(
  cellOf: (item: string) => readonly number[] | undefined,
  cells: Readonly<Record<string, readonly number[]>>,
  none: readonly string[],
): void {
  for (const [item, coordinates] of Object.entries(cells)) expect(cellOf(item), item).toEqual(coordinates);
  for (const item of none) expect(cellOf(item), item).toBeUndefined();
}

/**
 * The pieces of a solution written as its options, one a line as `polydance solve`
 * lists them (indentation and blank lines aside), read by placedPiece with `cellOf`.
 */
export function solutionPieces(cellOf: (item: string) => readonly number[] | undefined, text: string): PlacedPiece[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => placedPiece(line.split(/\s+/), cellOf));
}

/** The width and height of an SVG picture, as its `<svg>` element gives them. */
export function svgSize(svg: string): [number, number] {
  const m = /^<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  return m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
}

/** The filled shapes of a picture of pieces, in drawing order: each `<path>`'s outline `d` and its fill. */
export function svgShapes(svg: string): { d: string; fill: string }[] {
  return [...svg.matchAll(/<path d="([^"]+)" fill="(#[0-9A-F]{6})"/g)].map((m) => ({ d: m[1]!, fill: m[2]! }));
}

/** The number of swatches in a picture's legend (0 without one). */
export function legendSwatches(svg: string): number {
  return svg.match(/<rect x="\d+" y="\d+" width="16" height="16"/g)?.length ?? 0;
}

/**
 * Tests of a drawer of pieces as SVG on a solution, in a `describe` block named `name`:
 * it draws the same picture each time, the one of the file snapshot `snapshot`
 * (relative to the test file), one filled shape per piece, each with its own fill, and
 * the piece's name; and it adds a legend of one swatch per piece when asked. `more`
 * adds the lattice's own tests of the picture and of its shapes (svgShapes).
 */
export function describeSolutionSvg(
  name: string,
  draw: (pieces: readonly PlacedPiece[], options?: SvgOptions) => string,
  pieces: readonly PlacedPiece[],
  snapshot: string,
  more: (svg: string, shapes: readonly { d: string; fill: string }[]) => void,
): void {
  describe(name, () => {
    const svg = draw(pieces);
    const shapes = svgShapes(svg);
    it('is deterministic', async () => {
      expect(svg).toBe(draw(pieces));
      await expect(svg).toMatchFileSnapshot(snapshot);
    });
    it('has one filled shape per piece, each with its own fill, and its name', () => {
      expect(shapes).toHaveLength(pieces.length);
      expect(new Set(shapes.map((p) => p.fill)).size).toBe(pieces.length);
      for (const piece of pieces) expect(svg).toContain(`>${piece.name}</text>`);
    });
    it('adds a legend when asked', () => {
      expect(legendSwatches(draw(pieces, { legend: true }))).toBe(pieces.length);
    });
    more(svg, shapes);
  });
}

/** The input error (a SpecError, with line and column) that `f` throws; a test fails if it throws none. */
export function specError(f: () => unknown): SpecError {
  return caught(SpecError, f);
}

/**
 * The base placements that the box-and-pieces generator of a grid of sticks gives a
 * piece (its edges as sites, moved by `offset` along x and y to stay off negative
 * coordinates): the fixed forms of their closure under the grid's generators.
 */
export function gridSticksBases(grid: StickGrid, offset: number): (sites: readonly Site[]) => string[] {
  const generators = grid.generators.map((m, i) => stickTransformation(grid, m, `g${i}`));
  return (sites) => {
    const shape = normalize(shapeOf(sites.map((s) => stickKey({ kind: s.kind, x: s.x + offset, y: s.y + offset }))));
    return closure(shape, generators).map((b) => fixedKey(b.cells.map((k) => ({ kind: cellSuffix(k) & 3, x: cellX(k), y: cellY(k), z: 0 }))));
  };
}

/**
 * Expects the closure of a shape without symmetry under a lattice's generators (a
 * rotation, then a reflection) to hold `count` shapes, breadth first: the shape, its
 * rotation, its reflection, then the rotation of its rotation.
 */
export function expectBreadthFirst(shape: Shape, generators: readonly Transformation[], count: number): void {
  const [rotation, reflection] = generators as [Transformation, Transformation];
  const found = closure(shape, generators);
  expect(found).toHaveLength(count);
  expect(found[1]!.cells).toEqual(transform(found[0]!, rotation).cells);
  expect(found[2]!.cells).toEqual(transform(found[0]!, reflection).cells);
  expect(found[3]!.cells).toEqual(transform(found[1]!, rotation).cells);
}

/**
 * Expects a box-and-pieces generator to find as many tilings of a box by some pieces
 * as the brute force over the lattice's geometry does: `covers` counts the exact covers
 * of the problem it writes for a spec, `cells` reads spec text (a piece's cells, and the
 * box's unless `boxSites` gives them) as sites.
 */
export function expectBruteTilings(
  lattice: Lattice,
  covers: (spec: string) => number,
  cells: (text: string) => Site[],
  box: string,
  pieces: readonly string[],
  boxSites: readonly Site[] = cells(box),
): void {
  expect(covers(piecesSpec(box, pieces))).toBe(bruteTilings(lattice, boxSites, pieces.map(cells)));
}

/**
 * Random small boards: the cells of a block of w × h positions (w from 1 to `width`, h
 * from 1 to `height`), x outer and y inner, `cellsAt(x, y)` giving those at a position
 * as spec text, less at most one of them.
 */
export function smallBoards(width: number, height: number, cellsAt: (x: number, y: number) => readonly string[]): fc.Arbitrary<string[]> {
  return fc.record({ w: fc.integer({ min: 1, max: width }), h: fc.integer({ min: 1, max: height }), cut: fc.nat() }).map(({ w, h, cut }) => {
    const all: string[] = [];
    for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) all.push(...cellsAt(x, y));
    return all.filter((_, i) => i !== cut % (all.length + 1));
  });
}
