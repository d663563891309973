/**
 * An error in a package's input text: it names the problem (`reason`) and where it
 * is (`line` and `column`, both 1-based). `message` is `line L, column C: reason`.
 * The packages that read text throw their own subclasses of it.
 */
export class InputError extends Error {
  readonly line: number;
  readonly column: number;
  readonly reason: string;

  constructor(line: number, column: number, reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'InputError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}
