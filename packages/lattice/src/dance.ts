/**
 * What a DANCE-era generator (POLYOMINOES, POLYSTICKS) knows of its lattice: how it
 * reads a board into a table for quick membership tests, the orientations of a piece
 * line in the order the program makes them, every placement of one orientation on the
 * table in the order the program finds them, and the name of a placed cell. `Cell` is
 * a cell or edge of the lattice, `Piece` a piece line as the spec parser reads it.
 */
export interface DanceGenerator<Cell, Piece, Table> {
  table(this: void, board: readonly Cell[]): Table;
  orientations(this: void, piece: Piece): readonly (readonly Cell[])[];
  translates(this: void, table: Table, cells: readonly Cell[]): Iterable<Cell[]>;
  cellName(this: void, cell: Cell): string;
}

/** The placements of one piece line on a board, in the program's order: by orientation, then as `translates` finds them. */
export function* dancePlacements<Cell, Piece, Table>(generator: DanceGenerator<Cell, Piece, Table>, board: readonly NoInfer<Cell>[], piece: NoInfer<Piece>): Generator<Cell[]> {
  const table = generator.table(board);
  for (const cells of generator.orientations(piece)) yield* generator.translates(table, cells);
}

/**
 * The output of a DANCE-era generator, line by line (each with its newline): the
 * `items` line as given, then one option per placement of each piece line on the board,
 * `name cell cell ...`, in the program's order.
 */
export function* danceLines<Cell, Piece, Table>(
  generator: DanceGenerator<Cell, Piece, Table>,
  items: string,
  board: readonly NoInfer<Cell>[],
  pieces: readonly NoInfer<Piece & { readonly name: string }>[],
): Generator<string> {
  yield items;
  const table = generator.table(board);
  for (const piece of pieces) {
    for (const cells of generator.orientations(piece)) {
      for (const placed of generator.translates(table, cells)) yield `${piece.name} ${placed.map(generator.cellName).join(' ')}\n`;
    }
  }
}
