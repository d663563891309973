/**
 * An error in DLX input: it names the problem (`reason`) and where it is
 * (`line` and `column`, both 1-based). `message` is `line L, column C: reason`.
 */
export class DlxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly reason: string;

  constructor(line: number, column: number, reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'DlxError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}
