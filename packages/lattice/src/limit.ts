/** Options of a generator run. */
export interface GenerateOptions {
  /**
   * The most options the problem may have: the generator stops as soon as it would make
   * one more, throwing a {@link TooManyOptionsError}, so a short spec that makes millions
   * of options costs no more memory than this many (none: no limit).
   */
  readonly maxOptions?: number;
}

/** A generator run stopped because the problem would have more than `limit` options. */
export class TooManyOptionsError extends RangeError {
  /**
   * `limit`: the cap that was passed; `made`: how many options the generator had made
   * when it stopped (the one that passed the cap included).
   */
  constructor(
    readonly limit: number,
    readonly made: number,
  ) {
    super(`the problem has more than ${limit} options`);
    this.name = 'TooManyOptionsError';
  }
}

/** The cap of a generator run (Infinity when none), read once before its option loop. */
export function optionCap(options: GenerateOptions | undefined): number {
  return options?.maxOptions ?? Number.POSITIVE_INFINITY;
}

/**
 * Called by a generator's option loop with the number of options made so far (the new
 * one included): throws a {@link TooManyOptionsError} once it passes `cap`.
 */
export function checkOptionCount(made: number, cap: number): void {
  if (made > cap) throw new TooManyOptionsError(cap, made);
}
