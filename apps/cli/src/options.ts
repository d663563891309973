import { quote } from '@polydance/exact-cover';
import { closest } from '@polydance/spec-parser';
import type { Command } from './command.js';
import type { Io } from './io.js';
import { UsageError } from './io.js';

/**
 * One option of a command, as its table lists it: from the table come the parsing
 * (`--flag value` and `--flag=value`), the refusal of a value given to a flag that
 * takes none, the did-you-mean of a misspelt flag, and the lines of `--help`.
 */
export interface OptionSpec {
  /** `--count`. */
  readonly flag: string;
  /** The value's name in `--help` (`N`, `FILE`, `text|json`); absent for a flag that takes no value. */
  readonly value?: string;
  /** What it does, for `--help`: lines, the first beside the flag; empty for an option that the help's text tells of. */
  readonly help: string;
  /** What the error says when the value is missing (default: that the flag needs one). */
  readonly missing?: string;
  /** Given twice is refused (otherwise the last one counts). */
  readonly once?: boolean;
  /** Values that `--help` shows one by one, each with its own lines (`--format text`, `--format json`), instead of `help`. */
  readonly variants?: readonly { readonly value: string; readonly help: string }[];
}

/** A command's options. */
export type OptionTable = readonly OptionSpec[];

/** The options given, as {@link parseOptions} read them. */
export interface ParsedOptions {
  /** The value of a flag (the last one given), or `''` for a flag without a value that was given. */
  readonly values: ReadonlyMap<string, string>;
  /** The words that are not options, in order (`-` among them, and every word after `--`). */
  readonly positional: readonly string[];
  /** Where each of `positional` is among the arguments (1 for the first argument). */
  readonly positions: readonly number[];
}

/**
 * A command whose arguments its option table reads: `run` is given them as
 * {@link parseOptions} reads them (an unknown option refused, naming the command).
 */
export function withOptions(
  table: OptionTable,
  command: Omit<Command, 'run'> & { readonly run: (options: ParsedOptions, io: Io) => Promise<number> },
): Command {
  const { run } = command;
  return { ...command, run: (args, io) => run(parseOptions(table, args, command.name), io) };
}

/**
 * Reads the arguments of `polydance COMMAND` by its table. A flag that takes a value
 * takes the next word or what follows `=` (`--format json`, `--format=json`); one that
 * takes none refuses `=` (`--count=no` must not count); `--` ends the options. An
 * unknown option is refused, naming the nearest flag when it is close.
 */
export function parseOptions(table: OptionTable, args: readonly string[], command: string): ParsedOptions {
  const values = new Map<string, string>();
  const positional: string[] = [];
  const positions: number[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      for (let j = i + 1; j < args.length; j++) {
        positional.push(args[j]!);
        positions.push(j + 1);
      }
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      positional.push(a);
      positions.push(i + 1);
      continue;
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const spec = table.find((o) => o.flag === flag);
    if (spec === undefined) throw new UsageError(unknownOption(table, a, flag, command));
    if (spec.once === true && values.has(flag)) throw new UsageError(`${flag} is given twice`);
    if (spec.value === undefined) {
      if (eq > 0) throw new UsageError(`${flag} takes no value, not ${quote(a)}`);
      values.set(flag, '');
      continue;
    }
    const value = eq > 0 ? a.slice(eq + 1) : args[++i];
    if (value === undefined) throw new UsageError(spec.missing ?? `${flag} needs a value (${flag} ${spec.value})`);
    values.set(flag, value);
  }
  return { values, positional, positions };
}

/** The message of an unknown option: the nearest flag of the table when it is close. */
function unknownOption(table: OptionTable, given: string, flag: string, command: string): string {
  const near = closest(flag, table.map((o) => o.flag));
  const hint = near === undefined ? '' : `did you mean ${near}? `;
  return `unknown option ${quote(given)} (${hint}see polydance ${command} --help)`;
}

/**
 * The options' lines of `--help`: each flag and its value, its help beside it from
 * `column` on (or below, for a long flag). Options without help (told of in the text
 * around) are not listed.
 */
export function optionsHelp(table: OptionTable, column = 21): string {
  const HELP_COLUMN = column;
  const pad = ' '.repeat(HELP_COLUMN);
  return table
    .flatMap((o) => (o.variants ?? (o.help === '' ? [] : [{ value: o.value, help: o.help }])).map((v) => ({ flag: o.flag, ...v })))
    .map((o) => {
      const usage = `  ${o.flag}${o.value === undefined ? '' : ` ${o.value}`}`;
      const [first = '', ...rest] = o.help.split('\n');
      const head = usage.length <= HELP_COLUMN - 2 ? `${usage.padEnd(HELP_COLUMN)}${first}` : `${usage}\n${pad}${first}`;
      return [head, ...rest.map((l) => `${pad}${l}`)].join('\n');
    })
    .join('\n')
    .concat('\n');
}
