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

/**
 * A line of the command table: what `polydance --help` lists and finding a command by
 * name need, and how to load the rest. Loading a command loads the packages it uses,
 * and only those, so that a command starts without the cost of all the others.
 */
export interface CommandEntry {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** One line for `polydance --help`: the same as the loaded command's. */
  readonly summary: string;
  /** Imports the command's module. */
  load(): Promise<Command>;
}
