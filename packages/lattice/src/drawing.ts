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
