import { cellKey, cellSuffix, cellX, cellY } from '@polydance/lattice';
import type { CellKey, CellCoords, Transformation } from '@polydance/lattice';
import { rotateStickClockwise, transposeStick } from './stick.js';
import type { Stick, StickKind } from './stick.js';

/**
 * Sticks as the shared lattice machinery sees them: a packed cell whose x and y
 * are the stick's coordinates and whose suffix index is its kind (0 `H`,
 * 1 `V`, 2 `I`), so that normalization moves x and y but never the kind.
 */

const KINDS: readonly StickKind[] = ['H', 'V', 'I'];
const KIND_INDEX: Readonly<Record<StickKind, number>> = { H: 0, V: 1, I: 2 };

/** The packed cell of a stick (coordinates 0-255). */
export function stickKey(s: Stick): CellKey {
  return cellKey(s.x, s.y, 0, KIND_INDEX[s.kind]);
}

/** The stick of a packed cell made by {@link stickKey}. */
export function stickOfKey(key: CellKey): Stick {
  return { kind: KINDS[cellSuffix(key)] ?? 'I', x: cellX(key), y: cellY(key) };
}

function coordsOf(s: Stick): CellCoords {
  return { x: s.x, y: s.y, z: 0, suf: KIND_INDEX[s.kind] };
}

function stickOf(c: CellCoords): Stick {
  return { kind: KINDS[c.suf] ?? 'I', x: c.x, y: c.y };
}

/** The clockwise quarter turn (x,y) → (y,−x) as a lattice transformation. */
export const stickRotation: Transformation = {
  name: 'rotate',
  map: (c) => coordsOf(rotateStickClockwise(stickOf(c))),
};

/** The transposition (x,y) → (y,x) as a lattice transformation. */
export const stickTransposition: Transformation = {
  name: 'transpose',
  map: (c) => coordsOf(transposeStick(stickOf(c))),
};

/**
 * The generators of the stick lattice for `closure` of `@polydance/lattice`, in
 * the order POLYOMINO-DLX applies its own: the quarter turn, then the
 * transposition.
 */
export const stickLatticeGenerators: readonly Transformation[] = [stickRotation, stickTransposition];
