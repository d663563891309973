import type { PlacedPiece } from '@polydance/lattice';

/**
 * A triangle mesh: 9 numbers per triangle (three corners x, y, z), each triangle's
 * corners counter-clockwise seen from outside the solid (its normal points out).
 */
export type Triangles = Float64Array;

/** Options of {@link polycubeMesh}. */
export interface MeshOptions {
  /** The edge of one cube, in the mesh's units (millimetres in STL files); default 10. */
  readonly cell?: number;
  /**
   * How far each face is moved inwards, as a fraction of a cell (default 0: the mesh
   * is the union of the cubes, of volume exactly the number of cells): room between
   * pieces printed to fit together. At most 0.25.
   */
  readonly gap?: number;
  /** Moves the mesh by this vector (in cells). */
  readonly offset?: readonly [number, number, number];
}

/**
 * Where a piece touches itself only along an edge or at a corner, its union of cubes
 * is no 2-manifold (four faces meet at the edge). The mesh pulls the two sides apart
 * there by this fraction of a cell on each side: a sliver of volume about
 * `PINCH * PINCH` per edge is left out, and the surface stays a closed 2-manifold.
 */
export const PINCH = 0.02;

/** The eight cells of the 2×2×2 block at a corner, bit i set when cell (i&1, i&2, i&4) of the block is there: whether the surface is no manifold at the corner. */
let pinchedCorners: Uint8Array | undefined;

function cornerTable(): Uint8Array {
  if (pinchedCorners) return pinchedCorners;
  const table = new Uint8Array(256);
  // a set of the block's cells is connected when its cells reach each other through faces (bits differing in one place)
  const connected = (set: number): boolean => {
    if (set === 0) return true;
    let reached = set & -set;
    for (;;) {
      let next = reached;
      for (let i = 0; i < 8; i++) if ((reached >> i) & 1) for (const b of [1, 2, 4]) if ((set >> (i ^ b)) & 1) next |= 1 << (i ^ b);
      if (next === reached) return reached === set;
      reached = next;
    }
  };
  for (let m = 0; m < 256; m++) table[m] = connected(m) && connected(~m & 255) ? 0 : 1;
  pinchedCorners = table;
  return table;
}

const pack = (x: number, y: number, z: number): number => (x + 1) + 1024 * ((y + 1) + 1024 * (z + 1));

/**
 * The cells of each of the 27 parts of a cell (each axis cut at `e` and `1 − e`: part
 * 0, 1 or 2 along it) that are kept: `keep(cell, d)` for the part in direction d
 * (each component −1, 0 or 1). With a gap, a part is kept when every cell it touches
 * across the cell's faces, edges and corners is in the piece (the piece shrunk by the
 * gap); without, unless the piece pinches there (two cubes meeting only along the
 * edge, or the block of eight cubes around the corner not connected through faces).
 */
function partsKept(has: (x: number, y: number, z: number) => boolean, gap: boolean) {
  const corners = cornerTable();
  const edgePinched = (x: number, y: number, z: number, d: readonly number[], a: number, b: number): boolean => {
    const step = (axis: number): [number, number, number] => [axis === 0 ? d[0]! : 0, axis === 1 ? d[1]! : 0, axis === 2 ? d[2]! : 0];
    const [ax, ay, az] = step(a);
    const [bx, by, bz] = step(b);
    return has(x + ax + bx, y + ay + by, z + az + bz) && !has(x + ax, y + ay, z + az) && !has(x + bx, y + by, z + bz);
  };
  return (x: number, y: number, z: number, d: readonly [number, number, number]): boolean => {
    const axes = [0, 1, 2].filter((k) => d[k] !== 0);
    if (gap) {
      // every cell c + e, e ≠ 0 with each e_k in {0, d_k}
      for (let m = 1; m < 1 << axes.length; m++) {
        const e = [0, 0, 0];
        axes.forEach((k, i) => {
          if ((m >> i) & 1) e[k] = d[k]!;
        });
        if (!has(x + e[0]!, y + e[1]!, z + e[2]!)) return false;
      }
      return true;
    }
    if (axes.length < 2) return true;
    if (axes.length === 2) return !edgePinched(x, y, z, d, axes[0]!, axes[1]!);
    if (edgePinched(x, y, z, d, 0, 1) || edgePinched(x, y, z, d, 0, 2) || edgePinched(x, y, z, d, 1, 2)) return false;
    let m = 0;
    for (let i = 0; i < 8; i++) if (has(x + (i & 1 ? d[0] : 0), y + (i & 2 ? d[1] : 0), z + (i & 4 ? d[2] : 0))) m |= 1 << i;
    return corners[m] === 0;
  };
}

/**
 * The surface of a polycube (its cells' coordinates) as a closed, consistently
 * oriented triangle mesh: a closed 2-manifold whatever the shape (see {@link PINCH}).
 */
export function polycubeMesh(cells: readonly (readonly number[])[], options: MeshOptions = {}): Triangles {
  const size = options.cell ?? 10;
  const gapValue = options.gap ?? 0;
  if (!(gapValue >= 0 && gapValue <= 0.25)) throw new RangeError(`the gap is a fraction of a cell from 0 to 0.25, not ${gapValue}`);
  const [ox, oy, oz] = options.offset ?? [0, 0, 0];
  const set = new Set<number>();
  for (const [x = 0, y = 0, z = 0] of cells) set.add(pack(x, y, z));
  const has = (x: number, y: number, z: number): boolean => set.has(pack(x, y, z));
  const keep = partsKept(has, gapValue > 0);
  // the voxels of the mesh: each cell in 27 parts, or whole when nothing is cut away
  const parts = new Set<number>();
  let cut = false;
  for (const [x = 0, y = 0, z = 0] of cells) {
    for (let i = 0; i < 27; i++) {
      const d = [(i % 3) - 1, (Math.floor(i / 3) % 3) - 1, Math.floor(i / 9) - 1] as const;
      if (keep(x, y, z, d)) parts.add(pack(3 * x + d[0] + 1, 3 * y + d[1] + 1, 3 * z + d[2] + 1));
      else cut = true;
    }
  }
  const e = gapValue > 0 ? gapValue : PINCH;
  const cutAt = [0, e, 1 - e];
  // whole cells when nothing is cut: the mesh has two triangles per face of a cube
  const voxels = cut ? parts : set;
  const at = cut ? (r: number): number => Math.floor(r / 3) + cutAt[r % 3]! : (r: number): number => r;
  const out: number[] = [];
  const origin = [ox, oy, oz];
  for (const key of voxels) {
    const v = [(key % 1024) - 1, (Math.floor(key / 1024) % 1024) - 1, Math.floor(key / 1048576) - 1];
    for (let axis = 0; axis < 3; axis++) {
      for (const s of [-1, 1]) {
        const n = [...v];
        n[axis]! += s;
        if (voxels.has(pack(n[0]!, n[1]!, n[2]!))) continue;
        const u = (axis + 1) % 3;
        const w = (axis + 2) % 3;
        const corner = (du: number, dw: number): number[] => {
          const p = [0, 0, 0];
          p[axis] = at(v[axis]! + (s > 0 ? 1 : 0));
          p[u] = at(v[u]! + du);
          p[w] = at(v[w]! + dw);
          return p.map((c, k) => (c + origin[k]!) * size);
        };
        // counter-clockwise seen along +axis: (0,0) (1,0) (1,1) (0,1) in (u, w); reversed for −axis
        const quad = s > 0 ? [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)] : [corner(0, 0), corner(0, 1), corner(1, 1), corner(1, 0)];
        out.push(...quad[0]!, ...quad[1]!, ...quad[2]!, ...quad[0]!, ...quad[2]!, ...quad[3]!);
      }
    }
  }
  return Float64Array.from(out);
}

/** One solid of an STL file: a name and its triangles. */
export interface StlSolid {
  readonly name: string;
  readonly triangles: Triangles;
}

const num = (v: number): string => {
  const r = Math.round(v * 10000) / 10000;
  return Object.is(r, -0) ? '0' : String(r);
};

function normalOf(t: Triangles, i: number): [number, number, number] {
  const ux = t[i + 3]! - t[i]!;
  const uy = t[i + 4]! - t[i + 1]!;
  const uz = t[i + 5]! - t[i + 2]!;
  const vx = t[i + 6]! - t[i]!;
  const vy = t[i + 7]! - t[i + 1]!;
  const vz = t[i + 8]! - t[i + 2]!;
  const n = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx] as [number, number, number];
  const len = Math.hypot(...n) || 1;
  return [n[0] / len, n[1] / len, n[2] / len];
}

/** An STL name: letters, digits and `_-.` only (anything else becomes `_`). */
function stlName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/g, '_') || 'piece';
}

/** Solids as an ASCII STL file (units: millimetres, by convention), one `solid NAME ... endsolid NAME` each. */
export function writeStl(solids: readonly StlSolid[]): string {
  const out: string[] = [];
  for (const s of solids) {
    const name = stlName(s.name);
    out.push(`solid ${name}`);
    for (let i = 0; i + 9 <= s.triangles.length; i += 9) {
      out.push(`  facet normal ${normalOf(s.triangles, i).map(num).join(' ')}`, '    outer loop');
      for (let k = 0; k < 9; k += 3) out.push(`      vertex ${num(s.triangles[i + k]!)} ${num(s.triangles[i + k + 1]!)} ${num(s.triangles[i + k + 2]!)}`);
      out.push('    endloop', '  endfacet');
    }
    out.push(`endsolid ${name}`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * Reads an ASCII STL file: its solids, each facet's normal checked against the order
 * of its corners (it must point the same way). A malformed file throws an error that
 * names the line.
 */
export function readStl(text: string): StlSolid[] {
  const solids: StlSolid[] = [];
  const lines = text.split('\n');
  let current: { name: string; triangles: number[] } | undefined;
  let normal: number[] | undefined;
  let corners: number[] = [];
  const fail = (i: number, why: string): never => {
    throw new Error(`STL line ${i + 1}: ${why}`);
  };
  lines.forEach((raw, i) => {
    const words = raw.trim().split(/\s+/);
    if (words[0] === '' || words[0] === undefined) return;
    const numbers = (from: number): number[] => {
      const v = words.slice(from).map(Number);
      if (v.length !== 3 || v.some((x) => !Number.isFinite(x))) fail(i, 'expected three numbers');
      return v;
    };
    switch (words[0]) {
      case 'solid':
        if (current) fail(i, 'solid inside a solid');
        current = { name: words.slice(1).join(' '), triangles: [] };
        break;
      case 'facet':
        if (!current || words[1] !== 'normal') fail(i, 'facet outside a solid');
        normal = numbers(2);
        corners = [];
        break;
      case 'outer':
      case 'endloop':
        break;
      case 'vertex':
        if (!normal) fail(i, 'vertex outside a facet');
        corners.push(...numbers(1));
        break;
      case 'endfacet': {
        if (!current || !normal || corners.length !== 9) fail(i, 'a facet has three vertices');
        const t = Float64Array.from(corners);
        const n = normalOf(t, 0);
        if (n[0] * normal![0]! + n[1] * normal![1]! + n[2] * normal![2]! <= 0) fail(i, 'the facet normal points against the order of its vertices');
        current!.triangles.push(...corners);
        normal = undefined;
        break;
      }
      case 'endsolid':
        if (!current) fail(i, 'endsolid without solid');
        solids.push({ name: current!.name, triangles: Float64Array.from(current!.triangles) });
        current = undefined;
        break;
      default:
        fail(i, `unexpected ${JSON.stringify(words[0])}`);
    }
  });
  if (current) throw new Error('STL: the last solid has no endsolid');
  return solids;
}

/** What {@link checkMesh} finds. */
export interface MeshCheck {
  readonly triangles: number;
  /** The volume enclosed (positive when the faces point outwards). */
  readonly volume: number;
  /** Every way the mesh is not a closed, consistently oriented 2-manifold; empty when it is one. */
  readonly problems: readonly string[];
}

/**
 * Checks that a triangle mesh is a closed 2-manifold with consistently oriented faces
 * pointing outwards: corners are the same vertex when their coordinates are equal (to
 * 1e-6); every edge is the side of exactly two triangles, which run along it in
 * opposite directions; the triangles around each vertex form a single fan (no two
 * cones meeting at a point); no triangle is degenerate; the enclosed volume is positive.
 */
export function checkMesh(triangles: Triangles): MeshCheck {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const id = (i: number): number => {
    const key = `${Math.round(triangles[i]! * 1e6)},${Math.round(triangles[i + 1]! * 1e6)},${Math.round(triangles[i + 2]! * 1e6)}`;
    let v = ids.get(key);
    if (v === undefined) ids.set(key, (v = ids.size));
    return v;
  };
  const count = Math.floor(triangles.length / 9);
  const directed = new Map<string, number>();
  // around each vertex: the next corner after each corner, going round it (a → b of each triangle a b c at vertex v, ...)
  const around = new Map<number, Map<number, number>>();
  let volume = 0;
  for (let t = 0; t < count; t++) {
    const i = 9 * t;
    const [a, b, c] = [id(i), id(i + 3), id(i + 6)];
    const n = normalOf(triangles, i);
    const area =
      Math.hypot(
        (triangles[i + 4]! - triangles[i + 1]!) * (triangles[i + 8]! - triangles[i + 2]!) - (triangles[i + 5]! - triangles[i + 2]!) * (triangles[i + 7]! - triangles[i + 1]!),
        (triangles[i + 5]! - triangles[i + 2]!) * (triangles[i + 6]! - triangles[i]!) - (triangles[i + 3]! - triangles[i]!) * (triangles[i + 8]! - triangles[i + 2]!),
        (triangles[i + 3]! - triangles[i]!) * (triangles[i + 7]! - triangles[i + 1]!) - (triangles[i + 4]! - triangles[i + 1]!) * (triangles[i + 6]! - triangles[i]!),
      ) / 2;
    if (a === b || b === c || a === c || area < 1e-12 || Number.isNaN(n[0])) {
      problems.push(`triangle ${t + 1} is degenerate`);
      continue;
    }
    for (const [p, q] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      const k = `${p},${q}`;
      directed.set(k, (directed.get(k) ?? 0) + 1);
    }
    for (const [v, p, q] of [
      [a, b, c],
      [b, c, a],
      [c, a, b],
    ] as const) {
      let m = around.get(v);
      if (!m) around.set(v, (m = new Map<number, number>()));
      if (m.has(p)) problems.push(`vertex ${v} has two triangles leaving it along the same edge`);
      m.set(p, q);
    }
    // the signed volume of the tetrahedron (origin, a, b, c)
    const [x1, y1, z1, x2, y2, z2, x3, y3, z3] = triangles.subarray(i, i + 9);
    volume += (x1! * (y2! * z3! - z2! * y3!) - y1! * (x2! * z3! - z2! * x3!) + z1! * (x2! * y3! - y2! * x3!)) / 6;
  }
  for (const [k, n] of directed) {
    const [p, q] = k.split(',');
    const back = directed.get(`${q},${p}`) ?? 0;
    if (n > 1) problems.push(`edge ${p}-${q} is run along the same way by ${n} triangles`);
    else if (back === 0) problems.push(`edge ${p}-${q} is the side of one triangle only (the mesh is not closed)`);
  }
  for (const [v, m] of around) {
    // one fan: following next from any corner visits every corner once before coming back
    const start = m.keys().next().value!;
    let at = start;
    let steps = 0;
    do {
      at = m.get(at) ?? -1;
      steps++;
    } while (at !== start && at !== -1 && steps <= m.size);
    if (at !== start || steps !== m.size) problems.push(`the triangles around vertex ${v} do not make one fan`);
  }
  if (count > 0 && !(volume > 0)) problems.push(`the enclosed volume is ${volume}, not positive: the faces point inwards`);
  return { triangles: count, volume, problems: [...new Set(problems)] };
}

/** Options of {@link piecesStl}. */
export interface PiecesStlOptions extends Omit<MeshOptions, 'offset'> {
  /** `assembled`: each piece where its cells are (a solution); `apart`: pieces side by side along x, a cell between them. */
  readonly layout: 'assembled' | 'apart';
}

/** Pieces as one STL file, one solid each (named after the piece), in place or side by side. */
export function piecesStl(pieces: readonly PlacedPiece[], options: PiecesStlOptions): string {
  let x = 0;
  const solids = pieces.map((p) => {
    let offset: [number, number, number] = [0, 0, 0];
    if (options.layout === 'apart' && p.cells.length > 0) {
      const min = [0, 1, 2].map((k) => Math.min(...p.cells.map((c) => c[k] ?? 0)));
      const max = Math.max(...p.cells.map((c) => c[0] ?? 0));
      offset = [x - min[0]!, -min[1]!, -min[2]!];
      x += max - min[0]! + 2;
    }
    return { name: p.name, triangles: polycubeMesh(p.cells, { ...options, offset }) };
  });
  return writeStl(solids);
}
