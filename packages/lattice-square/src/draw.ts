import { boxDrawing, ownerGrid, pieceColors, squareGridSvg, svgPicture } from '@polydance/lattice';
import type { OwnerGrid, PlacedPiece, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';

/**
 * The cell `[x, y]` named by a DLX item such as `3a`, or undefined for any other item
 * (piece names, suffixed secondary items such as `3a!`).
 */
export function squareCell(item: string): [number, number] | undefined {
  if (item.length !== 2) return undefined;
  const x = decodeDigit(item[0]!);
  const y = decodeDigit(item[1]!);
  return x >= 0 && y >= 0 ? [x, y] : undefined;
}

interface Grid extends OwnerGrid {
  x0: number;
  y0: number;
}

/** Cells by owner; x is the row (downwards), y the column (rightwards), as in POLYOMINO-DLX. */
function grid(pieces: readonly PlacedPiece[]): Grid {
  const all = pieces.flatMap((p) => p.cells);
  if (all.length === 0) return { x0: 0, y0: 0, ...ownerGrid(0, 0) };
  const xs = all.map((c) => c[0]!);
  const ys = all.map((c) => c[1]!);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const g = ownerGrid(Math.max(...xs) - x0 + 1, Math.max(...ys) - y0 + 1);
  pieces.forEach((p, i) => {
    for (const c of p.cells) g.owner[(c[0]! - x0) * g.cols + (c[1]! - y0)] = i;
  });
  return { x0, y0, ...g };
}

/**
 * A solution in box-drawing characters: piece outlines, and each cell labelled with
 * (up to three characters of) its piece's name. Cells no piece covers stay blank.
 */
export function drawSquareAscii(pieces: readonly PlacedPiece[]): string {
  return `${boxDrawing(grid(pieces), (o) => pieces[o]!.name).join('\n')}\n`;
}

/**
 * A solution as SVG: one filled shape per piece (its outline, holes included) with a
 * thick border, the piece's name at its most central cell, optionally a legend.
 */
export function drawSquareSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  const size = options.cell ?? 32;
  const margin = 8;
  const { x0, y0, rows, cols } = grid(pieces);
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  const body = squareGridSvg(
    pieces.map((piece) => ({
      name: piece.name,
      color: colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' },
      cells: piece.cells.map(([x = 0, y = 0]) => [x - x0, y - y0] as const),
    })),
    size,
    margin,
    margin,
  );
  return svgPicture(body, cols * size + 2 * margin, rows * size + 2 * margin, options, { colors, margin });
}
