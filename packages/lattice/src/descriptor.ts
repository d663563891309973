import { decodeDigit, encodeDigit } from '@polydance/spec-parser';
import type { PointGroup, Site } from './point-group.js';
import { placedPiece } from './drawing.js';
import type { PlacedPiece, SvgOptions } from './drawing.js';
import type { Point } from './outline.js';

/** An item name read as a site of a lattice, with the suffix that followed it (`00!` is cell 00 with suffix `!`). */
export interface ItemSite {
  readonly site: Site;
  readonly suffix: string;
}

/**
 * How a lattice draws a solution, given as its options, each the list of its item
 * tokens as written in a DLX file (`x` or `x:color`).
 */
export interface LatticeDrawing {
  ascii(options: readonly (readonly string[])[]): string;
  svg(options: readonly (readonly string[])[], svgOptions?: SvgOptions): string;
  /** A good cell size in pixels for pictures of whole solutions. */
  readonly cell: number;
  /** Whether pictures need their legend to be read (colors that carry meaning). */
  readonly legend: boolean;
  /** Drawing pieces given by their cells (coordinate diagrams, lists of pieces), for lattices of polyforms. */
  readonly pieces?: {
    /** The coordinates of the cell (or edge) an item names, or undefined. */
    cell(item: string): readonly number[] | undefined;
    svg(pieces: readonly PlacedPiece[], svgOptions?: SvgOptions): string;
    ascii(pieces: readonly PlacedPiece[]): string;
    /**
     * Where the cell (or edge) with these coordinates (as `cell` gives them) lies on the
     * page, in cell sizes, x to the right and y downwards, as the lattice's pictures show
     * it: a cell's corners in order (a polygon), an edge's two end points. For editors
     * that draw every cell of a region and find the one under a pointer.
     */
    outline?(this: void, cell: readonly number[]): readonly Point[];
    /** The layer a cell is drawn in, for lattices drawn layer by layer, side by side (cubes: z); absent: one layer. */
    layer?(this: void, cell: readonly number[]): number;
  };
  /**
   * Pieces as solids, for lattices of solids (cubes): an STL file, one closed
   * 2-manifold solid per piece, `assembled` where the cells are or `apart`, side by side.
   */
  readonly mesh?: {
    stl(pieces: readonly PlacedPiece[], layout: 'assembled' | 'apart'): string;
  };
}

/**
 * Everything the rest of Polydance asks of a lattice: its name, the generators that
 * write DLX files on it, item names ↔ sites, its point group, and drawing. Each
 * lattice package exports one; `@polydance/lattices` lists them all.
 */
export interface LatticeDescriptor {
  /** `square`, `triangle`, `cube`, `stick`, `macmahon`. */
  readonly name: string;
  /** A short description for menus, e.g. `Square (polyominoes)`. */
  readonly label: string;
  /** The tags of `| this file was created by TAG ...` comments of the generators that use it. */
  readonly programs: readonly string[];
  /**
   * The site an item name stands for, with its suffix; undefined for an item that is
   * no site (a piece name, say).
   */
  parseItem(name: string): ItemSite | undefined;
  /** The item name of a site (with a suffix); undefined if the site has no name (a negative coordinate, say). */
  formatItem(site: Site, suffix?: string): string | undefined;
  /** Kinds of site that make up a box (cells, or edges for sticks); other kinds are points, edges, ... */
  readonly boxKinds: readonly number[];
  /** What a site of a box kind is called in messages and captions: `cell`, or `edge` for sticks. */
  readonly unit: 'cell' | 'edge';
  /**
   * The sites of a box kind next to a site of a box kind: the cells that share a side
   * with a cell (a face, for cubes), the edges that share an end point with an edge
   * (sticks). Polyforms are the sets of box sites (of units, where `units` is given)
   * connected through it (the piece enumerator of `@polydance/pieces`, the connection
   * check of piece lines). It must be symmetric (b is a neighbour of a exactly when a is
   * one of b) and commute with the point group and with translations.
   */
  neighbours(this: void, site: Site): readonly Site[];
  /**
   * What a polyform of the lattice is made of, when that is not one site of a box kind:
   * each unit as the sites it covers, one per shape up to translation. A polyabolo's
   * unit is a right isosceles triangle, half of a square, two of the square's four
   * quarters (the sites of the abolo lattice); units of a piece cover disjoint sites, and
   * two of them touch when a site of one is a neighbour of a site of the other. Absent:
   * every site of a box kind is a unit on its own.
   */
  readonly units?: readonly (readonly Site[])[];
  /**
   * The translation (added to x, y, z) that takes a set of sites to its own place among
   * its translates by the lattice's translations: two sets are translates of each other
   * exactly when it takes them to the same sites. Absent: every whole vector is a
   * translation of the lattice, and the sites' least coordinates go to 0. The hexagonal
   * grid of sticks has one: it moves only by vectors whose x − y is a multiple of 3,
   * which keep the centres of its hexagons, so its sets are taken to least y 0 and least
   * x 0, 1 or 2.
   */
  readonly origin?: (this: void, sites: readonly Site[]) => readonly [number, number, number];
  /**
   * For a lattice of cells that tile the plane edge to edge: the cells around each
   * corner of a cell, counterclockwise (each two in a row share a side), one list per
   * corner. Around a corner inside a region they bound a face of the region's graph of
   * cells next to each other, which is what `@polydance/dimers` needs to count and draw
   * domino and lozenge tilings. Absent on lattices that are not such a tiling.
   */
  readonly cornerCycles?: (this: void, site: Site) => readonly (readonly Site[])[];
  /** Rotations and reflections (square 8, triangle 12, cube 48, stick 8). */
  readonly group: PointGroup;
  /**
   * The orientations its spec generator gives a piece line without a handedness marker:
   * `free` (every element of `group`; the default) or `one-sided` (rotations only, as
   * POLYCUBE-DLX turns cubes but never reflects them).
   */
  readonly defaultHandedness?: 'free' | 'one-sided';
  readonly drawing: LatticeDrawing;
  /** Whether item names of this shape suggest this lattice (for DLX files without a `created by` comment). */
  recognizes(items: readonly string[]): boolean;
}

/**
 * A reader of item names `PREFIX d1 d2 [d3] [POSTFIX] SUFFIX` in radix-62 digits: the
 * shape shared by every lattice's item names. `kinds` maps a (prefix, postfix) pair to
 * a site kind.
 */
export function radixItems(
  digits: 2 | 3,
  kinds: readonly { readonly kind: number; readonly prefix: string; readonly postfix: string }[],
): Pick<LatticeDescriptor, 'parseItem' | 'formatItem'> {
  return {
    parseItem(name) {
      for (const k of kinds) {
        if (!name.startsWith(k.prefix)) continue;
        const at = k.prefix.length;
        if (name.length < at + digits) continue;
        const v = [0, 0, 0];
        let ok = true;
        for (let i = 0; i < digits && ok; i++) {
          v[i] = decodeDigit(name[at + i]!);
          ok = v[i]! >= 0;
        }
        if (!ok || !name.startsWith(k.postfix, at + digits)) continue;
        // a postfix-free kind must not swallow a longer kind's postfix (`00'` is no Δ with suffix `'`)
        const rest = name.slice(at + digits + k.postfix.length);
        if (k.postfix === '' && kinds.some((o) => o.prefix === k.prefix && o.postfix !== '' && rest.startsWith(o.postfix))) continue;
        return { site: { kind: k.kind, x: v[0]!, y: v[1]!, z: v[2]! }, suffix: rest };
      }
      return undefined;
    },
    formatItem(site, suffix = '') {
      const k = kinds.find((o) => o.kind === site.kind);
      const coords = [site.x, site.y, site.z].slice(0, digits);
      if (!k || coords.some((c) => c < 0 || c > 61) || (digits === 2 && site.z !== 0)) return undefined;
      return k.prefix + coords.map(encodeDigit).join('') + k.postfix + suffix;
    },
  };
}

/**
 * The drawing of a lattice of polyforms whose items name its cells: a solution is drawn
 * as its options' pieces, placed by `pieces.cell`; `cell` is the cell size in pixels.
 */
export function polyformDrawing(pieces: NonNullable<LatticeDrawing['pieces']>, cell: number): LatticeDrawing {
  const placed = (options: readonly (readonly string[])[]): PlacedPiece[] => options.map((o) => placedPiece(o, (item) => pieces.cell(item)));
  return {
    ascii: (options) => pieces.ascii(placed(options)),
    svg: (options, svgOptions) => pieces.svg(placed(options), svgOptions),
    cell,
    legend: false,
    pieces,
  };
}

/**
 * The neighbours of a cell of a square (2) or cubic (3) grid with one kind of cell
 * (kind 0): the cells one step away along an axis (4 or 6).
 */
export function orthogonalNeighbours(dimensions: 2 | 3): LatticeDescriptor['neighbours'] {
  return (s) => {
    const out: Site[] = [
      { kind: 0, x: s.x - 1, y: s.y, z: s.z },
      { kind: 0, x: s.x + 1, y: s.y, z: s.z },
      { kind: 0, x: s.x, y: s.y - 1, z: s.z },
      { kind: 0, x: s.x, y: s.y + 1, z: s.z },
    ];
    if (dimensions === 3) out.push({ kind: 0, x: s.x, y: s.y, z: s.z - 1 }, { kind: 0, x: s.x, y: s.y, z: s.z + 1 });
    return out;
  };
}
