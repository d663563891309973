import type { Item, Option, OptionItem, Steps } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import { decodeDigit, encodeDigit, parseSpec, quote, SpecError } from '@polydance/spec-parser';
import type { CellSpec, PieceLine, PolyformSpec } from '@polydance/spec-parser';
import { cellKey, cellSuffix, cellX, cellY } from './cell.js';
import type { CellKey } from './cell.js';
import { OptionBudget } from './limit.js';
import type { GenerateOptions } from './limit.js';
import type { Point } from './outline.js';
import { TRIANGULAR_GENERATORS } from './point-group.js';
import type { IntMatrix } from './point-group.js';
import { generatorsOf } from './polyform.js';
import type { BasePlacement, PolyformResult } from './polyform.js';
import { normalize, shapeOf } from './shape.js';
import { closure } from './transform.js';
import type { Transformation } from './transform.js';

/*
 * Polysticks on a grid of the plane other than the square one: the edges of a lattice of
 * points with integer coordinates (x, y), in a few directions, such as the triangular
 * grid (edges in three directions, six meeting at a point) and the hexagonal grid (the
 * triangular grid without the centres of its hexagons, three edges at a point). A grid is
 * data (a StickGrid); this module reads specs of sticks on any of them, finds the
 * orientations and placements of the pieces, and the junction items that keep two pieces
 * from crossing.
 */

/** A kind of edge: its letter, and its end points as offsets from the edge's position (x, y). */
export interface StickKind {
  readonly letter: string;
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

/** A grid of sticks: its points, the kinds of its edges, how it lies on the page, its symmetries. */
export interface StickGrid {
  /** For messages: `triangular grid`. */
  readonly name: string;
  /** The generator's name, as written in `| this file was created by NAME from that data`. */
  readonly program: string;
  /** The kinds of edge, in the order their items are listed; at most four. */
  readonly kinds: readonly StickKind[];
  /** Whether (x, y) is a point of the grid (an edge is on the grid when both its end points are). */
  hasPoint(this: void, x: number, y: number): boolean;
  /** A point on the page, in edge lengths, x to the right and y upwards. */
  page(this: void, point: Point): Point;
  /** The generating symmetries, integer matrices on (x, y) about the point (0, 0), in the order the closure applies them: a rotation first (the one-sided pieces' only one), then a reflection. */
  readonly generators: readonly IntMatrix[];
}

/** An edge: its kind (index into the grid's kinds) and position. */
export interface GridEdge {
  readonly kind: number;
  readonly x: number;
  readonly y: number;
}

/** The end points of an edge. */
export function edgeEnds(grid: StickGrid, e: GridEdge): [Point, Point] {
  const k = grid.kinds[e.kind]!;
  return [
    [e.x + k.from[0], e.y + k.from[1]],
    [e.x + k.to[0], e.y + k.to[1]],
  ];
}

/** Whether an edge lies on the grid: both its end points are points of the grid. */
export function onGrid(grid: StickGrid, e: GridEdge): boolean {
  if (e.kind < 0 || e.kind >= grid.kinds.length) return false;
  const [[ax, ay], [bx, by]] = edgeEnds(grid, e);
  return grid.hasPoint(ax, ay) && grid.hasPoint(bx, by);
}

/** The edge that joins two points a step apart, or undefined when no kind of edge does. */
export function edgeBetween(grid: StickGrid, [ax, ay]: Point, [bx, by]: Point): GridEdge | undefined {
  for (let kind = 0; kind < grid.kinds.length; kind++) {
    const { from, to } = grid.kinds[kind]!;
    if (bx - ax === to[0] - from[0] && by - ay === to[1] - from[1]) return { kind, x: ax - from[0], y: ay - from[1] };
    if (ax - bx === to[0] - from[0] && ay - by === to[1] - from[1]) return { kind, x: bx - from[0], y: by - from[1] };
  }
  return undefined;
}

/** The directions of the grid's edges from a point, counterclockwise from the first at or after 0° on the page. */
export function stickDirections(grid: StickGrid): Point[] {
  const dirs: Point[] = grid.kinds.flatMap((k): Point[] => {
    const v: Point = [k.to[0] - k.from[0], k.to[1] - k.from[1]];
    return [v, [0 - v[0], 0 - v[1]]];
  });
  const angle = (v: Point): number => {
    const [px, py] = grid.page(v);
    const a = Math.atan2(py, px);
    return a < -1e-9 ? a + 2 * Math.PI : a;
  };
  return dirs.sort((a, b) => angle(a) - angle(b));
}

/** The edges of the grid that share an end point with an edge. */
export function edgeNeighbours(grid: StickGrid, e: GridEdge): GridEdge[] {
  const out: GridEdge[] = [];
  const seen = new Set<string>([`${e.kind},${e.x},${e.y}`]);
  for (const [px, py] of edgeEnds(grid, e)) {
    for (const [dx, dy] of stickDirections(grid)) {
      const n = edgeBetween(grid, [px, py], [px + dx, py + dy]);
      if (!n || !grid.hasPoint(px, py) || !grid.hasPoint(px + dx, py + dy)) continue;
      const key = `${n.kind},${n.x},${n.y}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(n);
      }
    }
  }
  return out;
}

/** The least of a linear form's values over the box [0, m0] × [0, m1]: what a shift must make up. */
function least(row: readonly [number, number], m0: number, m1: number): number {
  return Math.min(0, row[0] * m0) + Math.min(0, row[1] * m1);
}

/**
 * A symmetry of a grid as a transformation of packed edges (see {@link stickKey}): both
 * end points of the edge are moved by the matrix, then by a shift that keeps the shape's
 * coordinates non-negative, and the edge between the images is found.
 */
export function stickTransformation(grid: StickGrid, m: IntMatrix, name: string): Transformation {
  return {
    name,
    map: (c, max) => {
      const kind = c.suf & 3;
      const shiftX = -least([m[0]!, m[1]!], max[0] + 1, max[1] + 1);
      const shiftY = -least([m[2]!, m[3]!], max[0] + 1, max[1] + 1);
      const move = ([px, py]: Point): Point => [m[0]! * px + m[1]! * py + shiftX, m[2]! * px + m[3]! * py + shiftY];
      const [a, b] = edgeEnds(grid, { kind, x: c.x, y: c.y });
      const image = edgeBetween(grid, move(a), move(b));
      if (!image) throw new RangeError(`the matrix ${m.join(',')} is no symmetry of the ${grid.name}`);
      return { x: image.x, y: image.y, z: 0, suf: (c.suf & ~3) | image.kind };
    },
  };
}

/** An edge with a suffix index as a packed cell of the lattice machinery: the suffix index holds 4 × suffix + kind. */
export function stickKey(e: GridEdge, suffix = 0): CellKey {
  return cellKey(e.x, e.y, 0, 4 * suffix + e.kind);
}

/** The edge of a packed cell made by {@link stickKey}. */
export function edgeOfKey(key: CellKey): GridEdge {
  return { kind: cellSuffix(key) & 3, x: cellX(key), y: cellY(key) };
}

/** The name of an edge: its kind's letter, x and y as radix-62 digits, and its suffix. */
export function stickName(grid: StickGrid, e: GridEdge, suffix = ''): string {
  return `${grid.kinds[e.kind]!.letter}${encodeDigit(e.x)}${encodeDigit(e.y)}${suffix}`;
}

/** The name of a junction item: `I`, the point's x and y, and the direction of its ray (0 at 0°, counterclockwise). */
export function junctionName(x: number, y: number, direction: number): string {
  return `I${encodeDigit(x)}${encodeDigit(y)}${direction}`;
}

/**
 * The rays of a point a piece covers as junction items, given the directions (indices
 * into {@link stickDirections}) of its own edges there: for each two of them next to each
 * other counterclockwise, at least two steps and at most half a turn apart, every
 * direction from the one to the other, both included. Two pieces then cover a common ray
 * exactly when their edges cross at the point (one piece has edges on both sides of a
 * line through two edges of the other); pieces that only touch there cover none in
 * common, and a piece that ends at the point covers nothing.
 */
export function coveredRays(own: readonly number[], directions: number): number[] {
  const rays = [...new Set(own)].sort((a, b) => a - b);
  const out = new Set<number>();
  if (rays.length < 2) return [];
  rays.forEach((a, i) => {
    const b = rays[(i + 1) % rays.length]!;
    const gap = (b - a + directions) % directions;
    if (gap >= 2 && 2 * gap <= directions) for (let k = 0; k <= gap; k++) out.add((a + k) % directions);
  });
  return [...out].sort((a, b) => a - b);
}

/** The suffixes of a run, numbered in order of first appearance (0: none). */
class Suffixes {
  readonly texts: string[] = [''];

  intern(suffix: string): number {
    let i = this.texts.indexOf(suffix);
    if (i < 0) i = this.texts.push(suffix) - 1;
    return i;
  }
}

function readSpec(text: string): PolyformSpec {
  try {
    return parseSpec(text, { dimensions: 3 });
  } catch (e) {
    if (e instanceof SpecError && e.reason.startsWith('incomplete cell')) {
      throw new SpecError('incomplete edge: an edge is a letter for its kind followed by two coordinates xy', e.line, e.column);
    }
    throw e;
  }
}

/** The packed edges a cell specification stands for: every combination on the grid (a single edge must be on it). */
function edgesOf(grid: StickGrid, cell: CellSpec, suffixes: Suffixes): CellKey[] {
  const letters = grid.kinds.map((k) => k.letter).join(', ');
  const [kinds = [], xs = [], ys = []] = cell.coords;
  const kindIndex = kinds.map((k) => {
    const letter = encodeDigit(k);
    if (letter === 'I') throw new SpecError(`junctions are found automatically: list only the edges (${letters})`, cell.line, cell.column);
    const i = grid.kinds.findIndex((kind) => kind.letter === letter);
    if (i < 0) throw new SpecError(`'${letter}' is not a kind of edge of the ${grid.name}: an edge is ${letters} followed by xy`, cell.line, cell.column);
    return i;
  });
  const suffix = suffixes.intern(cell.suffix);
  const keys: CellKey[] = [];
  for (const kind of kindIndex) for (const x of xs) for (const y of ys) if (onGrid(grid, { kind, x, y })) keys.push(stickKey({ kind, x, y }, suffix));
  const combinations = kinds.length * xs.length * ys.length;
  if (keys.length === 0 && combinations > 0) {
    const what = combinations === 1 ? `${stickName(grid, { kind: kindIndex[0]!, x: xs[0]!, y: ys[0]! })} is not an edge` : 'none of these is an edge';
    throw new SpecError(`${what} of the ${grid.name}${combinations === 1 ? ': an end point of it is not a point of the grid' : ''}`, cell.line, cell.column);
  }
  return keys;
}

/** The distinct packed edges of cell specifications, in order of appearance. */
function edgeKeys(grid: StickGrid, cells: readonly CellSpec[], suffixes: Suffixes): CellKey[] {
  return [...new Set(cells.flatMap((c) => edgesOf(grid, c, suffixes)))];
}

/** Rejects a piece line whose (primary) edges are not one piece, linked through shared end points. */
function checkConnected(grid: StickGrid, line: PieceLine, keys: readonly CellKey[], name: (key: CellKey) => string): void {
  const edges = keys.filter((k) => cellSuffix(k) < 4);
  if (edges.length < 2) return;
  const pointKey = ([x, y]: Point): string => `${x},${y}`;
  const points = new Set(edgeEnds(grid, edgeOfKey(edges[0]!)).map(pointKey));
  const left = new Set(edges.slice(1));
  for (let grew = true; grew; ) {
    grew = false;
    for (const k of left) {
      const ends = edgeEnds(grid, edgeOfKey(k)).map(pointKey);
      if (ends.some((p) => points.has(p))) {
        for (const p of ends) points.add(p);
        left.delete(k);
        grew = true;
      }
    }
  }
  if (left.size > 0) {
    throw new SpecError(
      `piece ${quote(line.name)} is not connected: no chain of its edges, each sharing an end point with the next, joins ${name(edges[0]!)} to ${name([...left][0]!)}`,
      line.line,
      line.column,
    );
  }
}

/** Compares packed edges: primary before suffixed, then by kind, x, y, and suffix. */
function compareEdges(a: CellKey, b: CellKey): number {
  const sa = cellSuffix(a);
  const sb = cellSuffix(b);
  return Number(sa >= 4) - Number(sb >= 4) || (sa & 3) - (sb & 3) || cellX(a) - cellX(b) || cellY(a) - cellY(b) || sa - sb;
}

/**
 * Reads a spec of sticks on a grid (box line, then piece lines, in the syntax of
 * `polydance polyomino`, each edge a kind's letter and xy, a set of letters allowed as
 * the first coordinate) and builds the exact cover problem of packing the pieces on the
 * box's edges: primary items the box's edges and the pieces; secondary items its
 * suffixed edges and the junction items (see {@link coveredRays}) of its points where at
 * least four of its edges meet; every rotation and reflection of each piece (breadth
 * first from the piece as given, as POLYOMINO-DLX finds base placements), then every
 * translation whose edges all lie in the box (x outer, y inner). A set of positions
 * stands for the edges of the grid among them; a single edge that is not on the grid,
 * a letter that is no kind of edge, and a piece that is not connected are rejected with
 * line and column (SpecError), as everything the spec parser rejects. With `maxOptions`,
 * it stops (TooManyOptionsError) as soon as the problem would have more options.
 */
export function gridSticks(text: string, grid: StickGrid, generateOptions?: GenerateOptions): PolyformResult {
  return finish(gridSticksSteps(text, grid, generateOptions));
}

/** {@link gridSticks} as work that gives way: it yields every few thousand placements tried, where it asks `shouldStop`. */
export function* gridSticksSteps(text: string, grid: StickGrid, generateOptions?: GenerateOptions): Steps<PolyformResult> {
  const budget = new OptionBudget(generateOptions);
  const spec = readSpec(text);
  const suffixes = new Suffixes();
  const names = new Map<CellKey, string>();
  const cellName = (key: CellKey): string => {
    let name = names.get(key);
    if (name === undefined) names.set(key, (name = stickName(grid, edgeOfKey(key), suffixes.texts[cellSuffix(key) >> 2])));
    return name;
  };

  const box = edgeKeys(grid, spec.box.cells, suffixes).sort(compareEdges);
  const inBox = new Set(box);
  const boxNames = new Set(box.map(cellName));
  const directions = stickDirections(grid);
  const directionOf = (a: Point, b: Point): number => directions.findIndex(([dx, dy]) => b[0] - a[0] === dx && b[1] - a[1] === dy);

  /** The directions of the (primary) edges among `keys` at each of their end points, by point. */
  const raysAt = (keys: readonly CellKey[]): { p: Point; dirs: number[] }[] => {
    const rays = new Map<string, { p: Point; dirs: number[] }>();
    for (const k of keys) {
      if (cellSuffix(k) >= 4) continue;
      const [a, b] = edgeEnds(grid, edgeOfKey(k));
      for (const [p, q] of [
        [a, b],
        [b, a],
      ] as const) {
        const at = rays.get(`${p[0]},${p[1]}`) ?? { p, dirs: [] };
        at.dirs.push(directionOf(p, q));
        rays.set(`${p[0]},${p[1]}`, at);
      }
    }
    return [...rays.values()].sort((a, b) => a.p[0] - b.p[0] || a.p[1] - b.p[1]);
  };

  // the junctions: every ray of the box at a point where four or more of its (primary) edges meet
  const junctions = raysAt(box)
    .filter((r) => r.dirs.length >= 4)
    .flatMap((r) => [...r.dirs].sort((a, b) => a - b).map((d) => junctionName(r.p[0], r.p[1], d)));
  const junctionSet = new Set(junctions);

  for (const line of spec.pieceLines) {
    if (boxNames.has(line.name) || junctionSet.has(line.name)) {
      throw new SpecError(`piece name ${quote(line.name)} is also ${boxNames.has(line.name) ? 'an edge' : 'a junction'} of the box`, line.line, line.column);
    }
  }

  const generators = grid.generators.map((m, i) => stickTransformation(grid, m, `symmetry ${i}`));
  // a handedness marker: the first generator is a rotation, the others reflect
  const orientations = { generators, handedness: { free: generators, 'one-sided': generators.slice(0, 1) } };
  const pieceIndex = new Map(spec.pieces.map((p, i) => [p.name, i]));
  const bases: BasePlacement[] = [];
  for (const line of spec.pieceLines) {
    const keys = edgeKeys(grid, line.cells, suffixes);
    checkConnected(grid, line, keys, cellName);
    for (const shape of closure(normalize(shapeOf(keys)), generatorsOf(orientations, line.hand))) bases.push({ piece: pieceIndex.get(line.name)!, shape });
  }

  const primary: Item[] = box.filter((k) => cellSuffix(k) < 4).map((k) => ({ name: cellName(k) }));
  for (const p of spec.pieces) primary.push(p.multiplicity === '1' ? { name: p.name } : { name: p.name, bounds: p.multiplicity });
  if (primary.length === 0) throw new SpecError('nothing to cover: the box has no edges and no piece is given', spec.box.line, 1);
  const secondary: Item[] = [...box.filter((k) => cellSuffix(k) >= 4).map((k) => ({ name: cellName(k) })), ...junctions.map((name) => ({ name }))];

  const options: Option[] = [];
  const placements: { piece: number; cells: CellKey[] }[] = [];
  if (box.length > 0) {
    const xmin = Math.min(...box.map(cellX));
    const xmax = Math.max(...box.map(cellX));
    const ymin = Math.min(...box.map(cellY));
    const ymax = Math.max(...box.map(cellY));
    for (const { piece, shape } of bases) {
      const edges = [...shape.cells].sort(compareEdges);
      // the rays each point of the piece covers, for the piece where it lies now
      const covered = raysAt(edges)
        .map(({ p, dirs }) => ({ p, rays: coveredRays(dirs, directions.length) }))
        .filter((c) => c.rays.length > 0);
      const name = spec.pieces[piece]!.name;
      for (let dx = xmin; dx <= xmax - shape.max[0]; dx++) {
        for (let dy = ymin; dy <= ymax - shape.max[1]; dy++) {
          if (budget.tried()) {
            yield;
            budget.check();
          }
          const shift = cellKey(dx, dy, 0, 0);
          const placed = edges.map((k) => k + shift);
          if (!placed.every((k) => inBox.has(k))) continue;
          const items: OptionItem[] = [{ item: name }, ...placed.map((k) => ({ item: cellName(k) }))];
          for (const { p, rays: r } of covered) {
            for (const d of r) {
              const j = junctionName(p[0] + dx, p[1] + dy, d);
              if (junctionSet.has(j)) items.push({ item: j });
            }
          }
          budget.made(options.length + 1);
          options.push(items);
          placements.push({ piece, cells: placed });
        }
      }
    }
  }

  const comments = [...spec.lines.map((l) => l.text), `this file was created by ${grid.program} from that data`];
  const secondaryEdges = secondary.length - junctions.length;
  const edgesText = secondaryEdges > 0 ? `${primary.length - spec.pieces.length}+${secondaryEdges}` : `${primary.length - spec.pieces.length}`;
  const summary = `Altogether ${edgesText} edges, ${junctions.length} junction items, ${spec.pieces.length} pieces, ${bases.length} base placements.`;
  return {
    spec,
    problem: { comments, primary, secondary, options },
    secondaryBar: suffixes.texts.length > 1,
    bases,
    placements,
    summary,
    notes: spec.notes,
    cellName,
  };
}

/** The edge an item names (`Hxy`, a kind's letter and two radix-62 digits, no suffix), or undefined. */
export function gridStickItem(grid: StickGrid, item: string): GridEdge | undefined {
  if (item.length !== 3) return undefined;
  const kind = grid.kinds.findIndex((k) => k.letter === item[0]);
  const x = decodeDigit(item[1]!);
  const y = decodeDigit(item[2]!);
  return kind >= 0 && x >= 0 && y >= 0 ? { kind, x, y } : undefined;
}

/**
 * A grid of sticks among the points (x, y) of the triangular lattice (x to the right, y
 * upwards at 60°: the point (x, y) is x·(1, 0) + y·(1/2, √3/2) on the page), with edges
 * in its three directions, named for the triangle Δ xy of the triangle lattice: `Hxy`
 * its base, from (x, y) to (x + 1, y); `Uxy` its left side, up from (x, y) to (x, y + 1);
 * `Dxy` its right side, down from (x, y + 1) to (x + 1, y). Its symmetries are those of
 * the triangle lattice about the point (0, 0): a 60° turn and a reflection. `hasPoint`
 * says which points are points of the grid (all, or all but the centres of hexagons).
 */
export function triangularSticks(name: string, program: string, hasPoint: (x: number, y: number) => boolean): StickGrid {
  return {
    name,
    program,
    kinds: [
      { letter: 'H', from: [0, 0], to: [1, 0] },
      { letter: 'U', from: [0, 0], to: [0, 1] },
      { letter: 'D', from: [0, 1], to: [1, 0] },
    ],
    hasPoint,
    page: ([u, v]) => [u + v / 2, (v * Math.sqrt(3)) / 2],
    generators: TRIANGULAR_GENERATORS,
  };
}
