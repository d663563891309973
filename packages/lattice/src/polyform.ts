import type { Item, Option, OptionItem, Problem, Steps } from '@polydance/exact-cover';
import { finish } from '@polydance/exact-cover';
import { encodeDigit, parseSpec, quote, SpecError } from '@polydance/spec-parser';
import type { CellSpec, Handedness, PieceLine, PolyformSpec, SpecNote, SpecOptions } from '@polydance/spec-parser';
import { cellKey, cellSuffix, cellX, cellY, cellZ } from './cell.js';
import type { CellKey } from './cell.js';
import { normalize, shapeOf } from './shape.js';
import type { Shape } from './shape.js';
import type { SuffixTable } from './suffixes.js';
import { OptionBudget } from './limit.js';
import type { GenerateOptions } from './limit.js';
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
  /**
   * For lattices with several kinds of cell at one position (the four quarters of an
   * abolo's square): the spec's last coordinate names the kind, and this gives the
   * suffix index of the cell of kind `value` with suffix index `suffix` (so the kind
   * travels with the suffix through the transformations, and the cell's name is its
   * position followed by `suffixes().text(index)`). Throws a SpecError citing `cell`
   * when `value` names no kind.
   */
  readonly kind?: (value: number, suffix: number, cell: CellSpec) => number;
  /**
   * When given, the primary cells of each piece line must be one piece: linked by steps
   * to these neighbours (position and suffix index of a primary cell; a neighbour off
   * the lattice's quadrant, at a negative coordinate, is simply not there). Else the
   * spec is rejected at the piece's name.
   */
  readonly neighbours?: (x: number, y: number, z: number, suffix: number) => readonly (readonly [number, number, number, number])[];
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

/**
 * The orientations of a lattice whose symmetries a rotation and a reflection generate
 * (in the order the closure applies them): both for a free piece and for one without
 * a handedness marker, the rotation alone for a one-sided piece.
 */
export function rotationAndReflection(rotation: Transformation, reflection: Transformation): Pick<PolyformLattice, 'generators' | 'handedness'> {
  const both = [rotation, reflection];
  return { generators: both, handedness: { free: both, 'one-sided': [rotation] } };
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
 * the box, in the reference programs' order. With `maxOptions`, it stops (throwing a
 * TooManyOptionsError) as soon as the problem would have more options.
 */
export function generatePolyform(text: string, lattice: PolyformLattice, generateOptions?: GenerateOptions): PolyformResult {
  return finish(generatePolyformSteps(text, lattice, generateOptions));
}

/** {@link generatePolyform} as work that gives way: it yields every few thousand placements tried, where it asks `shouldStop`. */
export function* generatePolyformSteps(text: string, lattice: PolyformLattice, generateOptions?: GenerateOptions): Steps<PolyformResult> {
  const budget = new OptionBudget(generateOptions);
  const spec = parseSpec(text, lattice.spec);
  const dims = lattice.spec.dimensions;
  const suffixes = lattice.suffixes();
  const nodes = new NodeCounter();

  const kindOf = lattice.kind;
  // the coordinates that are positions (the last one names a kind of cell, for kindOf)
  const positions = kindOf ? dims - 1 : dims;
  const keysOf = (cells: readonly CellSpec[]): CellKey[] => {
    const keys: CellKey[] = [];
    const seen = new Set<CellKey>();
    for (const cell of cells) {
      const suf = suffixes.intern(cell.suffix, cell);
      const [xs = [0], ys = [0], zs = [0]] = cell.coords;
      const kinds = kindOf ? cell.coords[dims - 1]! : [-1];
      for (const x of xs)
        for (const y of ys)
          for (const z of positions === 3 ? zs : [0])
            for (const k of kinds) {
              const key = cellKey(x, y, z, kindOf ? kindOf(k, suf, cell) : suf);
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

  // a box has few cells and each is named in many options: each name is made once
  const names = new Map<CellKey, string>();
  const cellName = (key: CellKey): string => {
    let name = names.get(key);
    if (name === undefined) {
      const coords = positions === 3 ? [cellX(key), cellY(key), cellZ(key)] : [cellX(key), cellY(key)];
      name = coords.map(encodeDigit).join('') + suffixes.text(cellSuffix(key));
      names.set(key, name);
    }
    return name;
  };

  const bases: BasePlacement[] = [];
  const pieceIndex = new Map(spec.pieces.map((p, i) => [p.name, i]));
  for (const line of spec.pieceLines) {
    const cells = shapeOf(keysOf(line.cells));
    if (lattice.neighbours) checkConnected(line, cells, lattice, suffixes, cellName);
    const first = normalize(cells);
    const piece = pieceIndex.get(line.name)!;
    for (const shape of closure(first, generatorsOf(lattice, line.hand), nodes)) bases.push({ piece, shape });
  }

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
            if (budget.tried()) {
              yield;
              budget.check();
            }
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
            budget.made(options.length + 1);
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

/**
 * Rejects a piece line whose primary cells are not one piece: every one of them must be
 * reached from the first by steps to the lattice's neighbours. Suffixed (secondary)
 * cells are markers and need not touch the piece.
 */
function checkConnected(
  line: PieceLine,
  shape: Shape,
  lattice: PolyformLattice,
  suffixes: SuffixTable,
  cellName: (key: CellKey) => string,
): void {
  const cells = shape.cells.filter((k) => suffixes.primary(cellSuffix(k)));
  if (cells.length < 2) return;
  const keyOf = (x: number, y: number, z: number, suf: number): CellKey | undefined =>
    x < 0 || y < 0 || z < 0 || x > 255 || y > 255 || z > 255 ? undefined : cellKey(x, y, z, suf);
  const left = new Set(cells);
  const queue = [cells[0]!];
  left.delete(cells[0]!);
  while (queue.length > 0) {
    const k = queue.pop()!;
    for (const [x, y, z, suf] of lattice.neighbours!(cellX(k), cellY(k), cellZ(k), cellSuffix(k))) {
      const n = keyOf(x, y, z, suf);
      if (n !== undefined && left.delete(n)) queue.push(n);
    }
  }
  if (left.size > 0) {
    throw new SpecError(
      `piece ${quote(line.name)} is not connected: no chain of its cells, each sharing a side with the next, joins ${cellName(cells[0]!)} to ${cellName([...left][0]!)}`,
      line.line,
      line.column,
    );
  }
}
