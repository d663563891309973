import type { Problem } from '@polydance/exact-cover';
import type { LatticeDescriptor, LatticeDrawing } from './descriptor.js';
import type { PlacedPiece } from './drawing.js';

/**
 * The lattice as a problem whose pieces are `pieces` reads it: an item of that name is a
 * piece, never a site, even when its name reads as one (`AA` is the square cell (36, 36)
 * by name, `P1` the cell (25, 1)). The descriptor itself when no piece's name reads as a
 * site. Its drawing tells a piece's name from its cells the same way.
 */
export function withPieces(lattice: LatticeDescriptor, pieces: Iterable<string>): LatticeDescriptor {
  const clash = new Set<string>();
  for (const p of pieces) if (lattice.parseItem(p) !== undefined) clash.add(p);
  if (clash.size === 0) return lattice;
  const parseItem: LatticeDescriptor['parseItem'] = (name) => (clash.has(name) ? undefined : lattice.parseItem(name));
  return { ...lattice, parseItem, drawing: drawingWithPieces(lattice.drawing, clash) };
}

/** The lattice as the problem's meaning reads it (see {@link withPieces}); the lattice itself for a problem with none. */
export function problemReading(lattice: LatticeDescriptor, problem: Pick<Problem, 'meaning'>): LatticeDescriptor {
  return problem.meaning === undefined ? lattice : withPieces(lattice, problem.meaning.pieces);
}

/** A drawing whose options name these pieces: each is the piece's name, the other items its cells. */
function drawingWithPieces(drawing: LatticeDrawing, names: ReadonlySet<string>): LatticeDrawing {
  const pieces = drawing.pieces;
  if (pieces === undefined) return drawing;
  const cell = (item: string): readonly number[] | undefined => (names.has(item) ? undefined : pieces.cell(item));
  const placed = (options: readonly (readonly string[])[]): PlacedPiece[] =>
    options.map((o) => {
      const cells: (readonly number[])[] = [];
      let name: string | undefined;
      for (const token of o) {
        const colon = token.indexOf(':');
        const item = colon < 0 ? token : token.slice(0, colon);
        if (names.has(item)) name ??= item;
        else {
          const c = pieces.cell(item);
          if (c !== undefined) cells.push(c);
        }
      }
      return { name: name ?? drawingName(o, (t) => pieces.cell(t)), cells };
    });
  return {
    ...drawing,
    ascii: (options) => pieces.ascii(placed(options)),
    svg: (options, svgOptions) => pieces.svg(placed(options), svgOptions),
    pieces: { ...pieces, cell },
  };
}

/** The name of an option that names none of the pieces: its first item that is no cell. */
function drawingName(option: readonly string[], cell: (item: string) => readonly number[] | undefined): string {
  return option.find((t) => cell(t) === undefined) ?? '?';
}
