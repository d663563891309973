import { legend } from './legend.js';
import type { PieceColor } from './palette.js';

/** A piece as placed in a solution: its name and the coordinates of its cells. */
export interface PlacedPiece {
  readonly name: string;
  readonly cells: readonly (readonly number[])[];
}

/** Options common to every lattice's SVG drawing. */
export interface SvgOptions {
  /** Size of one cell (edge length) in pixels. */
  readonly cell?: number;
  /** Draw a legend of piece names and colors under the picture. */
  readonly legend?: boolean;
  /** All piece names of the puzzle, so colors stay the same across solutions. */
  readonly names?: Iterable<string>;
  /** The least width of the picture in pixels (default 120, room for a legend); 0 for pictures set side by side. */
  readonly minWidth?: number;
}

/** The width of a picture: its drawing's width, or the least width the options allow if that is more. */
export function pictureWidth(width: number, options: SvgOptions): number {
  return Math.max(width, options.minWidth ?? 120);
}

/**
 * Splits a DLX option (its item names) into a placed piece: items that `cellOf`
 * recognizes as cells give the cells; the piece name is the first other item that is
 * not a cell with a suffix (a suffixed secondary item such as `3a!`, wherever the
 * option lists it), or else the first other item. Suffixed cells are ignored.
 */
export function placedPiece(items: readonly string[], cellOf: (item: string) => readonly number[] | undefined): PlacedPiece {
  const cells: (readonly number[])[] = [];
  let name: string | undefined;
  let fallback: string | undefined;
  for (const item of items) {
    const cell = cellOf(item);
    if (cell) cells.push(cell);
    else if (name === undefined) {
      let suffixed = false;
      for (let k = 1; k < item.length && !suffixed; k++) suffixed = cellOf(item.slice(0, k)) !== undefined;
      if (!suffixed) name = item;
      else fallback ??= item;
    }
  }
  return { name: name ?? fallback ?? '?', cells };
}

/**
 * Which piece covers each cell of a solution, and the cells' bounds: what an ASCII
 * drawer starts from. A cell's key is its first `dimensions` coordinates joined by
 * commas (`x,y` or `x,y,q`, a missing coordinate read as 0).
 */
export interface CellOwners {
  /** Each covered cell's key and the index of the last piece that covers it, in the order the pieces first cover them. */
  readonly owners: ReadonlyMap<string, number>;
  /** The least and the greatest x and y of the cells. */
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  /** The index of the piece that covers the cell with these coordinates, or −1. */
  own(this: void, ...coordinates: number[]): number;
}

/** Which piece covers each cell of the pieces (see CellOwners); undefined when they have no cell. */
export function cellOwners(pieces: readonly PlacedPiece[], dimensions: 2 | 3): CellOwners | undefined {
  const owners = new Map<string, number>();
  pieces.forEach((p, i) => {
    for (const c of p.cells) owners.set(Array.from({ length: dimensions }, (_, k) => c[k] ?? 0).join(','), i);
  });
  const cells = pieces.flatMap((p) => p.cells);
  if (cells.length === 0) return undefined;
  const xs = cells.map((c) => c[0] ?? 0);
  const ys = cells.map((c) => c[1] ?? 0);
  const own = (...coordinates: number[]): number => owners.get(coordinates.join(',')) ?? -1;
  return { owners, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), own };
}

/** Where a picture's legend goes and what it shows. */
export interface LegendPlace {
  /** The names and colors it lists. */
  readonly colors: ReadonlyMap<string, PieceColor>;
  /** The space left of it and under it, in pixels. */
  readonly margin: number;
  /** The width its rows may fill; absent: the picture's width less a margin on each side. */
  readonly width?: number;
}

/**
 * The SVG document of a picture `width` × `height` pixels drawn in `body`: with the
 * legend `place` describes under it when `options.legend` asks for one, and at least
 * as wide as `options.minWidth` (see pictureWidth).
 */
export function svgPicture(body: readonly string[], width: number, height: number, options: Pick<SvgOptions, 'legend' | 'minWidth'>, place: LegendPlace): string {
  if (!options.legend) return svgDocument(pictureWidth(width, options), height, body);
  const l = legend(place.colors, place.margin, height, place.width ?? width - 2 * place.margin);
  return svgDocument(pictureWidth(width, options), height + l.height + place.margin, [...body, ...l.body]);
}

/** An SVG document with a white background, deterministic text. */
export function svgDocument(width: number, height: number, body: readonly string[]): string {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="#FFFFFF"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
