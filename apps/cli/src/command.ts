import type { Io } from './io.js';

/** One `polydance` subcommand. */
export interface Command {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** One line for `polydance --help`. */
  readonly summary: string;
  /** The full text of `polydance NAME --help`. */
  readonly help: string;
  /** Runs the command; resolves to the exit status. Throws UsageError for bad input. */
  run(args: readonly string[], io: Io): Promise<number>;
}
