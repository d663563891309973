/**
 * A cell of a lattice with up to three coordinates (each 0–255) and a suffix index,
 * packed into one integer so that numeric order is the C programs' list order:
 * by x, then y, then z, then suffix index.
 */
export type CellKey = number;

const SUFFIXES = 1024;

/** Packs coordinates and a suffix index (0 ≤ suf < 1024) into a {@link CellKey}. */
export function cellKey(x: number, y: number, z: number, suf: number): CellKey {
  return ((x << 16) | (y << 8) | z) * SUFFIXES + suf;
}

export function cellX(key: CellKey): number {
  return Math.floor(key / SUFFIXES) >>> 16;
}
export function cellY(key: CellKey): number {
  return (Math.floor(key / SUFFIXES) >>> 8) & 0xff;
}
export function cellZ(key: CellKey): number {
  return Math.floor(key / SUFFIXES) & 0xff;
}
export function cellSuffix(key: CellKey): number {
  return key % SUFFIXES;
}
/** The key moved by (dx, dy, dz). */
export function shiftKey(key: CellKey, dx: number, dy: number, dz: number): CellKey {
  return cellKey(cellX(key) + dx, cellY(key) + dy, cellZ(key) + dz, cellSuffix(key));
}
