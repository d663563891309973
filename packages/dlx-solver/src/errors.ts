import { InputError } from '@polydance/exact-cover';

/**
 * An error in DLX input: it names the problem (`reason`) and where it is
 * (`line` and `column`, both 1-based). `message` is `line L, column C: reason`.
 */
export class DlxError extends InputError {
  constructor(line: number, column: number, reason: string) {
    super(line, column, reason);
    this.name = 'DlxError';
  }
}
