// `--max-options N`: how many options a spec may make, for every command that generates.
// Without the generators' modules: the options of a command are read before anything loads.
import { quote } from '@polydance/exact-cover';
import { UsageError } from './io.js';
import type { OptionSpec } from './options.js';

/**
 * The most options a spec makes unless told `--max-options N`: an option of six items
 * takes about 600 bytes while it is made, and the search's copy more, so this many keep
 * a run under about 2 GB.
 */
export const DEFAULT_MAX_OPTIONS = 1_500_000;

/** `--max-options N`, in the tables of the commands that generate. */
export const MAX_OPTIONS_OPTION: OptionSpec = {
  flag: '--max-options',
  value: 'N',
  missing: '--max-options needs a positive integer',
  help: `the most options a spec may make (default ${DEFAULT_MAX_OPTIONS.toLocaleString('en-US')}, about 2 GB
of memory): a spec that makes more is refused as soon as it
passes it, with one message`,
};

/** The value of `--max-options` (the default when not given). */
export function maxOptions(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_OPTIONS;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`--max-options needs a positive integer, not ${quote(value)}`);
  }
  return Number(value);
}

