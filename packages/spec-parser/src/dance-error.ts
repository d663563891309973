/**
 * A malformed line in a DANCE-era data file (the input of POLYOMINOES or
 * POLYSTICKS). `line` and `column` are 1-based and point at the offending
 * character; `message` reads `line L, column C: reason`.
 */
export class DanceSpecError extends Error {
  readonly line: number;
  readonly column: number;
  readonly reason: string;

  constructor(line: number, column: number, reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'DanceSpecError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}
