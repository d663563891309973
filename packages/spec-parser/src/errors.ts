/**
 * A malformed spec: carries the 1-based line and column of the offending character,
 * the bare `reason`, and a `message` of the form `line L, column C: reason`.
 */
export class SpecError extends Error {
  readonly line: number;
  readonly column: number;
  readonly reason: string;

  constructor(reason: string, line: number, column: number) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'SpecError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}
