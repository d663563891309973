import { parseBounds } from '@polydance/exact-cover';
import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor, Site } from '@polydance/lattice';

/**
 * A region's cells and the dominoes (or lozenges) that may lie on it, as a planar
 * bipartite graph: cells are vertices, each placement an edge between two cells that
 * share a side, and every bounded face is a unit face (the cells around one corner),
 * so that the region is simply connected. Built by {@link dimerRegion}.
 */
export interface DimerGraph {
  /** The number of cells. */
  readonly cells: number;
  /** 1 for a white cell, 0 for a black one (each edge joins a white cell and a black one). */
  readonly white: Uint8Array;
  /** Edge e joins the white cell `ends[2e]` and the black cell `ends[2e + 1]`. */
  readonly ends: Int32Array;
  /** The problem's option that lays a piece on edge e. */
  readonly option: Int32Array;
  /** Face f (0-based) is the cycle of cells `faceCells[faceStart[f]..faceStart[f + 1]]`, counterclockwise. */
  readonly faceStart: Int32Array;
  readonly faceCells: Int32Array;
  /** Face f's sides: the edges `faceEdges[faceStart[f]..faceStart[f + 1]]`, between consecutive cells of its cycle. */
  readonly faceEdges: Int32Array;
}

/** What {@link dimerRegion} found: the graph, or why the problem is no tiling by dominoes or lozenges it can take. */
export type DimerRegion =
  | { readonly graph: DimerGraph }
  /** `hole`: the problem is a tiling by dominoes or lozenges, but of a region with a hole. */
  | { readonly reason: string; readonly hole?: true };

/** Coordinates below this (in absolute value, less a margin) give a site a key that is a number. */
const HALF = 2 ** 20;
const SPAN = 2 * HALF;

/**
 * A site's key in a map, as a number: kind, then x and y, each below 2^21 once shifted
 * (below 2^53 in all, kinds below 2^11), for the sites of a region within
 * {@link numericSites}. A number is made and compared without a string or its hash,
 * and a key is taken for each cell of each ring around a corner, more often than
 * anything else before the count. Small, so that V8 does not find it worth optimizing
 * before a small region is counted.
 */
function numericKey(s: Site): number {
  return (s.kind * SPAN + s.x + HALF) * SPAN + s.y + HALF;
}

/** A site's key as a string, for a region beyond {@link numericSites}. */
function textKey(s: Site): string {
  return `${s.kind},${s.x},${s.y}`;
}

/**
 * Whether every site is whole and well within the numbers {@link numericKey} takes: the
 * neighbours and the rings of cells around corners of these sites lie a step or two away,
 * so their keys are numbers as distinct as the sites.
 */
function numericSites(sites: readonly Site[]): boolean {
  const within = HALF - 64;
  return sites.every((s) => Number.isInteger(s.kind) && Number.isInteger(s.x) && Number.isInteger(s.y) && s.kind >= 0 && s.kind < 2048 && Math.abs(s.x) < within && Math.abs(s.y) < within);
}

/**
 * Whether a problem is a tiling of a region by one piece of two cells (the domino of the
 * square lattice, the lozenge of the triangle lattice), in any number of copies, and
 * if so its graph. Read from the problem alone, so a DLX file qualifies as a spec does:
 *
 * - every option covers exactly two items that are cells of the lattice (items the
 *   lattice reads as its cells with no suffix) sharing a side, and at most one other item
 *   (the piece's name), with no colors; no two options cover the same two cells;
 * - every cell is a primary item without multiplicity; a name is primary, and its bounds
 *   allow the number of pieces a tiling has (cells / 2): `0:N|` with N large enough,
 *   or the exact number; with more than one name, each allows 0 up to that number;
 * - the cells are two-colored by the edges, and the region has no hole: every bounded
 *   face of the graph is the ring of cells around one corner (Euler's formula counts
 *   them), which the count and the random draw rely on.
 */
export function dimerRegion(problem: Problem, lattice: LatticeDescriptor): DimerRegion {
  const cornerCycles = lattice.cornerCycles;
  if (cornerCycles === undefined) return { reason: `the ${lattice.name} lattice has no domino or lozenge tilings` };
  const cellIndex = new Map<string, number>();
  const sites: Site[] = [];
  const siteIndex = new Map<number | string, number>();
  const names = new Map<string, number>();
  for (const item of problem.primary) {
    const parsed = lattice.parseItem(item.name);
    if (parsed !== undefined && parsed.suffix === '' && lattice.boxKinds.includes(parsed.site.kind)) {
      if (item.bounds !== undefined) return { reason: `cell ${item.name} has a multiplicity` };
      cellIndex.set(item.name, sites.length);
      sites.push(parsed.site);
    } else names.set(item.name, 0);
  }
  const siteKey: (s: Site) => number | string = numericSites(sites) ? numericKey : textKey;
  for (const [i, site] of sites.entries()) siteIndex.set(siteKey(site), i);
  if (problem.secondary.length > 0) return { reason: 'the problem has secondary items' };
  const cells = sites.length;
  if (cells % 2 !== 0) return { reason: 'an odd number of cells' };
  const pieces = cells / 2;
  const pairs = new Map<number, number>();
  const ends: number[] = [];
  const option: number[] = [];
  let unnamed = 0;
  for (const [o, items] of problem.options.entries()) {
    let a = -1;
    let b = -1;
    let name: string | undefined;
    for (const it of items) {
      if (it.color !== undefined) return { reason: 'an option has a color' };
      const c = cellIndex.get(it.item);
      if (c === undefined) {
        if (name !== undefined || !names.has(it.item)) return { reason: `option ${o + 1} is no piece of two cells` };
        name = it.item;
      } else if (a < 0) a = c;
      else if (b < 0) b = c;
      else return { reason: `option ${o + 1} covers more than two cells` };
    }
    if (b < 0) return { reason: `option ${o + 1} covers fewer than two cells` };
    if (name === undefined) unnamed++;
    else names.set(name, (names.get(name) ?? 0) + 1);
    const sb = sites[b] as Site;
    let adjacent = false;
    for (const n of lattice.neighbours(sites[a] as Site)) {
      if (n.kind === sb.kind && n.x === sb.x && n.y === sb.y) {
        adjacent = true;
        break;
      }
    }
    if (!adjacent) return { reason: `option ${o + 1} covers two cells that share no side` };
    const key = Math.min(a, b) * cells + Math.max(a, b);
    if (pairs.has(key)) return { reason: `options ${(pairs.get(key) ?? 0) + 1} and ${o + 1} cover the same two cells` };
    pairs.set(key, o);
    ends.push(a, b);
    option.push(o);
  }
  const used = [...names].filter(([, k]) => k > 0);
  const alone = used.length === 1 && unnamed === 0;
  for (const [name] of names) {
    const [lower, upper] = parseBounds(problem.primary.find((i) => i.name === name)?.bounds);
    const fits = alone && used[0]?.[0] === name ? lower <= pieces && pieces <= upper : lower === 0 && upper >= pieces;
    if (!fits) return { reason: `the bounds of ${name} bind (a tiling has ${pieces} pieces)` };
  }
  const edges = option.length;
  // two colors, by a walk along the edges
  const adjStart = new Int32Array(cells + 1);
  for (const c of ends) adjStart[c + 1]!++;
  for (let c = 0; c < cells; c++) adjStart[c + 1]! += adjStart[c]!;
  const adj = new Int32Array(2 * edges);
  const fill = adjStart.slice(0, cells);
  for (let e = 0; e < edges; e++) {
    const a = ends[2 * e] as number;
    const b = ends[2 * e + 1] as number;
    adj[fill[a]!++] = b;
    adj[fill[b]!++] = a;
  }
  const color = new Int8Array(cells).fill(-1);
  const queue = new Int32Array(cells);
  let components = 0;
  for (let s = 0; s < cells; s++) {
    if (color[s] !== -1) continue;
    components++;
    color[s] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const v = queue[head++]!;
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (color[w] === -1) {
          color[w] = 1 - color[v]!;
          queue[tail++] = w;
        } else if (color[w] === color[v]) return { reason: 'the cells cannot be colored in two colors' };
      }
    }
  }
  const white = Uint8Array.from(color);
  const orderedEnds = new Int32Array(2 * edges);
  for (let e = 0; e < edges; e++) {
    const a = ends[2 * e] as number;
    const b = ends[2 * e + 1] as number;
    orderedEnds[2 * e] = white[a] === 1 ? a : b;
    orderedEnds[2 * e + 1] = white[a] === 1 ? b : a;
  }
  // the unit faces: the rings of cells around a corner, all in the region, each two in a row joined by an edge
  const edgeOf = (a: number, b: number): number => {
    const o = pairs.get(Math.min(a, b) * cells + Math.max(a, b));
    return o === undefined ? -1 : (edgeByOption.get(o) ?? -1);
  };
  const edgeByOption = new Map<number, number>(option.map((o, e) => [o, e]));
  const faceStart: number[] = [0];
  const faceCells: number[] = [];
  const faceEdges: number[] = [];
  const ring: number[] = [];
  const sides: number[] = [];
  // plain loops, no callbacks: this is the most frequent work before the count (see numericKey)
  for (let i = 0; i < cells; i++) {
    for (const cycle of cornerCycles(sites[i] as Site)) {
      // each ring once, from its lowest cell (the first of its cells this loop meets), and
      // only a ring whose cells are all in the region
      ring.length = 0;
      for (const s of cycle) {
        const c = siteIndex.get(siteKey(s));
        if (c === undefined || c < i) break;
        ring.push(c);
      }
      if (ring.length < cycle.length) continue;
      sides.length = 0;
      for (let k = 0; k < ring.length; k++) {
        const e = edgeOf(ring[k] as number, ring[(k + 1) % ring.length] as number);
        if (e < 0) break;
        sides.push(e);
      }
      if (sides.length < ring.length) continue;
      faceCells.push(...ring);
      faceEdges.push(...sides);
      faceStart.push(faceCells.length);
    }
  }
  // Euler: a plane graph has edges − cells + components bounded faces; all must be unit faces
  const faces = faceStart.length - 1;
  if (faces !== edges - cells + components) return { reason: 'the region has a hole (a bounded face that is not the ring around one corner)', hole: true };
  return {
    graph: {
      cells,
      white,
      ends: orderedEnds,
      option: Int32Array.from(option),
      faceStart: Int32Array.from(faceStart),
      faceCells: Int32Array.from(faceCells),
      faceEdges: Int32Array.from(faceEdges),
    },
  };
}
