/** Options of a generator run. */
export interface GenerateOptions {
  /**
   * The most options the problem may have: the generator stops as soon as it would make
   * one more, throwing a {@link TooManyOptionsError}, so a short spec that makes millions
   * of options costs no more memory than this many (none: no limit).
   */
  readonly maxOptions?: number;
  /**
   * Asked every few thousand placements tried (a few milliseconds apart), where the run
   * gives way (the generators' `...Steps` functions yield there): true stops the run,
   * throwing a {@link GenerationStopped} (a deadline or a signal of the caller's).
   */
  readonly shouldStop?: () => boolean;
}

/** A generator run stopped by its `shouldStop`. */
export class GenerationStopped extends Error {
  constructor() {
    super('the generator was stopped before the problem was made');
    this.name = 'GenerationStopped';
  }
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

/** Placements tried between two questions to `shouldStop`, less one (a power of two). */
const STOP_MASK = 4095;

/**
 * The budget of a generator run, made once before its option loop: {@link made} for each
 * option it makes, {@link tried} for each placement it tries (made or not).
 */
export class OptionBudget {
  /** The most options (Infinity when none). */
  readonly cap: number;
  private readonly shouldStop: (() => boolean) | undefined;
  private tries = 0;

  constructor(options: GenerateOptions | undefined) {
    this.cap = options?.maxOptions ?? Number.POSITIVE_INFINITY;
    this.shouldStop = options?.shouldStop;
  }

  /** `count` options made so far (the new one included): a {@link TooManyOptionsError} once past the cap. */
  made(count: number): void {
    if (count > this.cap) throw new TooManyOptionsError(this.cap, count);
  }

  /**
   * One more placement tried: true every few thousand, when the run gives way (it yields,
   * see `Steps` of `@polydance/exact-cover`) and then asks {@link check}.
   */
  tried(): boolean {
    return (++this.tries & STOP_MASK) === 0;
  }

  /** Asks `shouldStop`: a {@link GenerationStopped} when it says to. */
  check(): void {
    if (this.shouldStop?.() === true) throw new GenerationStopped();
  }
}
