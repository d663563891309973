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

/**
 * A problem an engine cannot take (`reason`: why, in words; `engine`: the function that
 * was asked): the counting engine's state does not fit, say. A `RangeError`, as before;
 * front ends show `reason` in their own words.
 */
export class EngineLimitError extends RangeError {
  constructor(
    readonly engine: string,
    readonly reason: string,
  ) {
    super(`${engine}: ${reason}`);
    this.name = 'EngineLimitError';
  }
}
