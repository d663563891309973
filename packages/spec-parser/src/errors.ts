import { InputError } from '@polydance/exact-cover';

/**
 * A malformed spec: carries the 1-based line and column of the offending character,
 * the bare `reason`, and a `message` of the form `line L, column C: reason`.
 */
export class SpecError extends InputError {
  constructor(reason: string, line: number, column: number) {
    super(line, column, reason);
    this.name = 'SpecError';
  }
}
