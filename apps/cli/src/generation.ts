// A generator run on the command line, within its budget (`--max-options N`, see
// max-options.ts) and the stop of `--timeout`.
import { GenerationStopped, TooManyOptionsError } from '@polydance/lattice';
import type { GenerateOptions, Steps } from '@polydance/lattice';
import { giveWay } from '@polydance/exact-cover';
import { InputTooLarge } from './io.js';

/**
 * Runs a generator within `options` (its budget, and `shouldStop`): a spec that makes
 * more options is one message naming the limit (status 1); a stop is an AbortError, as
 * a stopped read of a DLX file is.
 */
export function generating<T>(make: (options: GenerateOptions) => T, options: GenerateOptions): T {
  try {
    return make(options);
  } catch (e) {
    throw generationError(e);
  }
}

/** {@link generating} for a generator that gives way (see `Steps` of `@polydance/exact-cover`): signals are heard while it runs. */
export async function generatingSteps<T>(make: (options: GenerateOptions) => Steps<T>, options: GenerateOptions): Promise<T> {
  try {
    return await giveWay(make(options));
  } catch (e) {
    throw generationError(e);
  }
}

/** What a generator's error is on the command line. */
function generationError(e: unknown): unknown {
  if (e instanceof TooManyOptionsError) {
    return new InputTooLarge(
      'the problem',
      e.limit,
      `the spec makes more than ${e.limit.toLocaleString('en-US')} ${e.limit === 1 ? 'option' : 'options'}, the limit (--max-options N raises it; each takes about 1 KB of memory)`,
    );
  }
  if (e instanceof GenerationStopped) return new DOMException(e.message, 'AbortError');
  return e;
}
