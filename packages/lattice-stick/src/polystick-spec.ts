import type { Item, Option, OptionItem } from '@polydance/exact-cover';
import { closure, finish, generatorsOf, normalize, OptionBudget, rotationAndReflection, shapeOf } from '@polydance/lattice';
import type { BasePlacement, CellKey, GenerateOptions, PolyformResult, Steps } from '@polydance/lattice';
import { decodeDigit, encodeDigit, parseSpec, SpecError } from '@polydance/spec-parser';
import type { CellSpec, PolyformSpec } from '@polydance/spec-parser';
import { stickKey, stickOfKey, stickRotation, stickTransposition } from './packed.js';
import { straightJunctions } from './polystick.js';
import { compareSticks, stickName } from './stick.js';
import type { Stick } from './stick.js';
import { quote } from '@polydance/exact-cover';

/**
 * Polysticks in the spec syntax of POLYOMINO-DLX and its relatives. A stick is
 * written as its kind, `H` or `V`, followed by two coordinates, each a radix-62
 * digit or a bracketed set: `H[0-4][0-5] V[0-5][0-4]` is every edge of a 5×5
 * grid of squares. (The kind is read as a first coordinate, so `[HV]00` is
 * `H00 V00`.) The first non-comment line is the box; every other line names a
 * piece and lists its edges. Junctions are not written: every lattice point
 * whose four edges are all in the box becomes a secondary item `Ixy`, and a
 * placement covers `Ixy` exactly when it passes straight through the point.
 */

const H = decodeDigit('H');
const V = decodeDigit('V');
const I = decodeDigit('I');

/** The orientations of a piece line: all 8 by default, or as its handedness marker says. */
const stickHandedness = rotationAndReflection(stickRotation, stickTransposition);

/** The name this generator gives itself in the DLX comment line. */
const PROGRAM = 'polydance polystick';

function readSpec(text: string): PolyformSpec {
  try {
    // No length limit on suffixes here: a suffix is rejected below with a clearer message.
    return parseSpec(text, { dimensions: 3, maxSuffix: Number.MAX_SAFE_INTEGER });
  } catch (e) {
    if (e instanceof SpecError && e.reason.startsWith('incomplete cell')) {
      throw new SpecError('incomplete stick: a stick is H or V followed by two coordinates xy', e.line, e.column);
    }
    throw e;
  }
}

/** The edges a cell specification stands for, in the order x, y, kind. */
function edgesOf(cell: CellSpec): Stick[] {
  const [kinds = [], xs = [], ys = []] = cell.coords;
  for (const k of kinds) {
    if (k === I) {
      throw new SpecError(
        'junctions are found automatically: list only the edges Hxy and Vxy',
        cell.line,
        cell.column,
      );
    }
    if (k !== H && k !== V) {
      throw new SpecError(
        `'${encodeDigit(k)}' is not a kind of stick: a stick is Hxy (from (x,y) to (x+1,y)) or Vxy (from (x,y) to (x,y+1))`,
        cell.line,
        cell.column,
      );
    }
  }
  if (cell.suffix !== '') {
    throw new SpecError(
      `unexpected ${quote(cell.suffix)} after a stick: a stick is H or V followed by exactly two coordinates`,
      cell.line,
      cell.column,
    );
  }
  const edges: Stick[] = [];
  for (const k of kinds) for (const x of xs) for (const y of ys) edges.push({ kind: k === H ? 'H' : 'V', x, y });
  return edges;
}

/** The distinct edges of a list of cell specifications, in {@link compareSticks} order. */
function edgeSet(cells: readonly CellSpec[]): Stick[] {
  const byKey = new Map<CellKey, Stick>();
  for (const cell of cells) for (const e of edgesOf(cell)) byKey.set(stickKey(e), e);
  return [...byKey.values()].sort(compareSticks);
}

/** The lattice points whose four edges are all among `edges`, as junctions `I`. */
export function boxJunctions(edges: readonly Stick[]): Stick[] {
  const has = new Set(edges.map(stickKey));
  const on = (kind: 'H' | 'V', x: number, y: number): boolean => x >= 0 && y >= 0 && has.has(stickKey({ kind, x, y }));
  const out: Stick[] = [];
  for (const e of edges) {
    if (e.kind !== 'H') continue;
    const x = e.x + 1;
    const y = e.y;
    if (on('H', x, y) && on('V', x, y - 1) && on('V', x, y)) out.push({ kind: 'I', x, y });
  }
  return out.sort(compareSticks);
}

/**
 * Reads a polystick spec and builds the exact cover problem of packing the
 * pieces into the box: primary items the box's edges and the pieces, secondary
 * items the box's junctions; one option per placement, listing the piece, its
 * edges, and the junctions of the box it passes straight through. Each piece
 * line yields its distinct orientations under the 8 symmetries, found as
 * POLYOMINO-DLX finds base placements; each is translated to every position
 * where all its edges lie in the box (x shift outer, y shift inner).
 *
 * Throws a SpecError (with line and column) on malformed input. With `maxOptions`, it
 * stops (TooManyOptionsError) as soon as the problem would have more options.
 */
export function polystick(text: string, options?: GenerateOptions): PolyformResult {
  if (typeof text !== 'string') throw new TypeError(`polystick: the spec must be a string, not ${text === null ? 'null' : typeof text}`);
  return finish(polystickSteps(text, options));
}

/** {@link polystick} as work that gives way: it yields every few thousand placements tried, where it asks `shouldStop`. */
export function* polystickSteps(text: string, options?: GenerateOptions): Steps<PolyformResult> {
  const budget = new OptionBudget(options);
  const spec = readSpec(text);
  const boxEdges = edgeSet(spec.box.cells);
  const inBox = new Set(boxEdges.map(stickKey));
  const junctions = boxJunctions(boxEdges);
  const junctionKeys = new Set(junctions.map(stickKey));
  const junctionNames = new Set(junctions.map(stickName));

  for (const line of spec.pieceLines) {
    if (junctionNames.has(line.name)) {
      throw new SpecError(`piece name ${quote(line.name)} is also a junction of the box`, line.line, line.column);
    }
  }

  const pieceIndex = new Map(spec.pieces.map((p, i) => [p.name, i]));
  const bases: BasePlacement[] = [];
  for (const line of spec.pieceLines) {
    const piece = pieceIndex.get(line.name) ?? 0;
    const first = normalize(shapeOf(edgeSet(line.cells).map(stickKey)));
    for (const shape of closure(first, generatorsOf(stickHandedness, line.hand))) bases.push({ piece, shape });
  }

  const primary: Item[] = boxEdges.map((e) => ({ name: stickName(e) }));
  for (const p of spec.pieces) primary.push(p.multiplicity === '1' ? { name: p.name } : { name: p.name, bounds: p.multiplicity });
  if (primary.length === 0) throw new SpecError('nothing to cover: the box has no edges and no piece is given', spec.box.line, 1);
  const secondary: Item[] = junctions.map((j) => ({ name: stickName(j) }));

  const problemOptions: Option[] = [];
  const placements: { piece: number; cells: CellKey[] }[] = [];
  if (boxEdges.length > 0) {
    const xmin = Math.min(...boxEdges.map((e) => e.x));
    const xmax = Math.max(...boxEdges.map((e) => e.x));
    const ymin = Math.min(...boxEdges.map((e) => e.y));
    const ymax = Math.max(...boxEdges.map((e) => e.y));
    for (const { piece, shape } of bases) {
      const edges = shape.cells.map(stickOfKey).sort(compareSticks);
      const straight = straightJunctions(edges);
      const name = spec.pieces[piece]?.name ?? '';
      for (let dx = xmin; dx <= xmax - shape.max[0]; dx++) {
        for (let dy = ymin; dy <= ymax - shape.max[1]; dy++) {
          if (budget.tried()) {
            yield;
            budget.check();
          }
          const placed = edges.map((e) => stickKey({ kind: e.kind, x: e.x + dx, y: e.y + dy }));
          if (!placed.every((k) => inBox.has(k))) continue;
          for (const j of straight) {
            const k = stickKey({ kind: 'I', x: j.x + dx, y: j.y + dy });
            if (junctionKeys.has(k)) placed.push(k);
          }
          const items: OptionItem[] = [{ item: name }];
          for (const k of placed) items.push({ item: stickName(stickOfKey(k)) });
          budget.made(problemOptions.length + 1);
          problemOptions.push(items);
          placements.push({ piece, cells: placed });
        }
      }
    }
  }

  const comments = [...spec.lines.map((l) => l.text), `this file was created by ${PROGRAM} from that data`];
  const summary = `Altogether ${boxEdges.length} edges, ${junctions.length} junctions, ${spec.pieces.length} pieces, ${bases.length} base placements.`;
  return {
    spec,
    problem: { comments, primary, secondary, options: problemOptions },
    secondaryBar: false,
    bases,
    placements,
    summary,
    notes: spec.notes,
    cellName: (key) => stickName(stickOfKey(key)),
  };
}
