import type { Item, Option, OptionItem, Problem } from '@polydance/exact-cover';
import { encodeDigit, parseSpec, SpecError } from '@polydance/spec-parser';
import type { CellSpec, Handedness, PolyformSpec, SpecNote, SpecOptions } from '@polydance/spec-parser';
import { cellKey, cellSuffix, cellX, cellY, cellZ } from './cell.js';
import type { CellKey } from './cell.js';
import { normalize, shapeOf } from './shape.js';
import type { Shape } from './shape.js';
import type { SuffixTable } from './suffixes.js';
import { closure, NodeCounter } from './transform.js';
import type { Transformation } from './transform.js';

/** What a lattice tells the generic box-and-pieces generator. */
export interface PolyformLattice {
  /** The generator's name, as written in `| this file was created by NAME from that data`. */
  readonly program: string;
  /** How its specs are read (dimensions, multiplicity forms, suffix rules). */
  readonly spec: SpecOptions;
  /** The elementary transformations, in the order the reference program applies them. */
  readonly generators: readonly Transformation[];
  /**
   * The elementary transformations of a piece line with a handedness marker
   * (`F:one-sided`): those of all rotations and reflections, and those of the rotations
   * alone (a `fixed` piece has none). `generators` is one of the two: a piece line
   * without a marker gets the reference program's orientations.
   */
  readonly handedness: { readonly free: readonly Transformation[]; readonly 'one-sided': readonly Transformation[] };
  /** A fresh suffix table for one run. */
  suffixes(): SuffixTable;
}

/** One base placement: a normalized shape of one piece. */
export interface BasePlacement {
  readonly piece: number;
  readonly shape: Shape;
}

/** Everything a generator run produces. */
export interface PolyformResult {
  readonly spec: PolyformSpec;
  readonly problem: Problem;
  /** True when the item line must end its primary items with `|` even if no secondary item follows. */
  readonly secondaryBar: boolean;
  readonly bases: readonly BasePlacement[];
  /** The placement (piece index and cells) behind each option, in option order. */
  readonly placements: readonly { piece: number; cells: readonly CellKey[] }[];
  /** The C program's closing line: `Altogether N cells, P pieces, B base placements, K nodes.` */
  readonly summary: string;
  readonly notes: readonly SpecNote[];
  /** The name of a cell key, e.g. `3a` or `12'`. */
  readonly cellName: (key: CellKey) => string;
}

/** The transformations that make the base placements of a piece line with this handedness marker (none: the lattice's own). */
export function generatorsOf(lattice: Pick<PolyformLattice, 'generators' | 'handedness'>, hand: Handedness | undefined): readonly Transformation[] {
  if (hand === undefined) return lattice.generators;
  return hand === 'fixed' ? [] : lattice.handedness[hand];
}

/**
 * Turns spec text into the exact cover problem of packing the pieces into the box,
 * exactly as POLYOMINO-DLX (and its triangle and cube relatives) do: every base
 * placement of every piece, translated to every position where all its cells lie in
 * the box, in the reference programs' order.
 */
export function generatePolyform(text: string, lattice: PolyformLattice): PolyformResult {
  const spec = parseSpec(text, lattice.spec);
  const dims = lattice.spec.dimensions;
  const suffixes = lattice.suffixes();
  const nodes = new NodeCounter();

  const keysOf = (cells: readonly CellSpec[]): CellKey[] => {
    const keys: CellKey[] = [];
    const seen = new Set<CellKey>();
    for (const cell of cells) {
      const suf = suffixes.intern(cell.suffix, cell);
      const [xs = [0], ys = [0], zs = [0]] = cell.coords;
      for (const x of xs)
        for (const y of ys)
          for (const z of dims === 3 ? zs : [0]) {
            const key = cellKey(x, y, z, suf);
            if (!seen.has(key)) {
              seen.add(key);
              keys.push(key);
              nodes.take(1);
            }
          }
    }
    return keys;
  };

  const box = shapeOf(keysOf(spec.box.cells));

  const bases: BasePlacement[] = [];
  const pieceIndex = new Map(spec.pieces.map((p, i) => [p.name, i]));
  for (const line of spec.pieceLines) {
    const first = normalize(shapeOf(keysOf(line.cells)));
    const piece = pieceIndex.get(line.name)!;
    for (const shape of closure(first, generatorsOf(lattice, line.hand), nodes)) bases.push({ piece, shape });
  }

  // a box has few cells and each is named in many options: each name is made once
  const names = new Map<CellKey, string>();
  const cellName = (key: CellKey): string => {
    let name = names.get(key);
    if (name === undefined) {
      const coords = dims === 3 ? [cellX(key), cellY(key), cellZ(key)] : [cellX(key), cellY(key)];
      name = coords.map(encodeDigit).join('') + suffixes.text(cellSuffix(key));
      names.set(key, name);
    }
    return name;
  };

  const primary: Item[] = [];
  const secondary: Item[] = [];
  for (const key of box.cells) (suffixes.primary(cellSuffix(key)) ? primary : secondary).push({ name: cellName(key) });
  for (const p of spec.pieces) primary.push(p.multiplicity === '1' ? { name: p.name } : { name: p.name, bounds: p.multiplicity });
  if (primary.length === 0) throw new SpecError('nothing to cover: the box has no (primary) cells and no piece is given', spec.box.line, 1);

  const options: Option[] = [];
  const placements: { piece: number; cells: CellKey[] }[] = [];
  if (box.cells.length > 0) {
    // one (read-only) option item per cell, shared by all the options that cover it
    const boxItems = new Map<CellKey, OptionItem>(box.cells.map((k) => [k, { item: cellName(k) }]));
    for (const { piece, shape } of bases) {
      const pieceName = spec.pieces[piece]!.name;
      for (let dx = box.min[0]; dx <= box.max[0] - shape.max[0]; dx++)
        for (let dy = box.min[1]; dy <= box.max[1] - shape.max[1]; dy++)
          for (let dz = box.min[2]; dz <= box.max[2] - shape.max[2]; dz++) {
            // the moved shape stays within the box's extent, so no coordinate leaves 0-255
            // and moving a key is adding the packed shift (what shiftKey computes)
            const shift = cellKey(dx, dy, dz, 0);
            const cells: CellKey[] = [];
            const items: OptionItem[] = [{ item: pieceName }];
            for (const k of shape.cells) {
              const item = boxItems.get(k + shift);
              if (item === undefined) break;
              cells.push(k + shift);
              items.push(item);
            }
            if (cells.length < shape.cells.length) continue;
            options.push(items);
            placements.push({ piece, cells });
          }
    }
  }

  const comments = [...spec.lines.map((l) => l.text), `this file was created by ${lattice.program} from that data`];
  const cellsText = secondary.length > 0 ? `${primary.length - spec.pieces.length}+${secondary.length}` : `${box.cells.length}`;
  const summary = `Altogether ${cellsText} cells, ${spec.pieces.length} pieces, ${bases.length} base placements, ${nodes.nodes} nodes.`;
  return {
    spec,
    problem: { comments, primary, secondary, options },
    secondaryBar: suffixes.anySecondary,
    bases,
    placements,
    summary,
    notes: spec.notes,
    cellName,
  };
}
