import { cellKey, cellSuffix, cellX, cellY, cellZ } from './cell.js';
import { normalize, sameShape, shapeOf } from './shape.js';
import type { Shape } from './shape.js';

/** A cell as a transformation sees it: coordinates and suffix index. */
export interface CellCoords {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly suf: number;
}

/**
 * An elementary transformation of a lattice, applied to one cell of a normalized
 * shape whose extents are `max`. The result may have negative or shifted
 * coordinates as long as adding `offset` makes them non-negative; the shape is
 * normalized afterwards.
 */
export interface Transformation {
  readonly name: string;
  map(cell: CellCoords, max: readonly [number, number, number]): CellCoords;
}

/** Applies a transformation to a normalized shape and normalizes the result. */
export function transform(shape: Shape, t: Transformation): Shape {
  const cells = shape.cells.map((k) => {
    const c = t.map({ x: cellX(k), y: cellY(k), z: cellZ(k), suf: cellSuffix(k) }, shape.max);
    return cellKey(c.x + OFFSET, c.y + OFFSET, c.z + OFFSET, c.suf);
  });
  return normalize(shapeOf(cells));
}
const OFFSET = 64;

/** Counts list nodes as the C programs allocate and recycle them (their `nodes` statistic). */
export class NodeCounter {
  private allocated = 0;
  private recycled = 0;

  /** Takes `n` nodes, reusing recycled ones first. */
  take(n: number): void {
    const reuse = Math.min(n, this.recycled);
    this.recycled -= reuse;
    this.allocated += n - reuse;
  }

  /** Gives back `n` nodes. */
  give(n: number): void {
    this.recycled += n;
  }

  /** The C programs' report: nodes allocated, plus the unused node 0. */
  get nodes(): number {
    return this.allocated + 1;
  }
}

/**
 * The base placements of a normalized shape: the shape itself, then, breadth first,
 * each generator applied to each known placement in turn, keeping the new ones —
 * the order in which Knuth's generators find them.
 */
export function closure(base: Shape, generators: readonly Transformation[], counter?: NodeCounter): Shape[] {
  const bases = [base];
  for (let j = 0; j < bases.length; j++) {
    for (const g of generators) {
      const next = transform(bases[j]!, g);
      counter?.take(next.cells.length);
      if (bases.some((b) => sameShape(b, next))) counter?.give(next.cells.length);
      else bases.push(next);
    }
  }
  return bases;
}
