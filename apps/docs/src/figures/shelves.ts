import type { PlacedPiece } from '@polydance/lattice';

/** Lays shapes out left to right on shelves at most `width` cells wide, one cell apart. */
export function shelves(shapes: readonly PlacedPiece[], width: number): PlacedPiece[] {
  const placed: PlacedPiece[] = [];
  let row = 0;
  let col = 0;
  let shelfHeight = 0;
  for (const shape of shapes) {
    const h = Math.max(...shape.cells.map((c) => c[0]!)) + 1;
    const w = Math.max(...shape.cells.map((c) => c[1]!)) + 1;
    if (col > 0 && col + w > width) {
      row += shelfHeight + 1;
      col = 0;
      shelfHeight = 0;
    }
    placed.push({ name: shape.name, cells: shape.cells.map(([x = 0, y = 0]) => [x + row, y + col]) });
    col += w + 1;
    shelfHeight = Math.max(shelfHeight, h);
  }
  return placed;
}
