/** An error that points into the spec (a SpecError or any other error with a position). */
export interface Positioned {
  readonly line: number;
  readonly column: number;
  readonly reason?: string;
  readonly message: string;
}

/** Whether an error carries a line and a column of the spec. */
export function isPositioned(e: unknown): e is Positioned {
  return e instanceof Error && typeof (e as Partial<Positioned>).line === 'number' && typeof (e as Partial<Positioned>).column === 'number';
}
