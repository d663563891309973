import type { Command, CommandEntry } from './command.js';
import { commands } from './commands/index.js';
import { escapeText, quote } from '@polydance/exact-cover';
import { InputTooLarge, OutputError, readRegularFile, UsageError, write } from './io.js';
import type { Io } from './io.js';
import type { CountRequest } from '@polydance/search';
import { stdioOutput } from './stdio.js';

export type { Command, CommandEntry } from './command.js';
export type { Io } from './io.js';
export { OutputError, UsageError } from './io.js';

/**
 * The request `polydance solve ARGS --count` makes of the search layer (`countStrategy`
 * of `@polydance/search`), for a front end that counts as the command line does.
 */
export async function solveCountRequest(argv: readonly string[]): Promise<CountRequest> {
  const [{ parseSolveArgs }, { countRequest }] = await Promise.all([import('./solve/options.js'), import('./solve/count.js')]);
  return countRequest(parseSolveArgs(argv));
}

/**
 * This package's version, read from its package.json (one folder up from `src/` and from
 * `dist/`). `node:module` only here: loading it loads Node's ES module loader too.
 */
function version(): string {
  const { createRequire } = process.getBuiltinModule('node:module');
  return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
}

function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `polydance: turn packing puzzles into exact cover problems and solve them

Usage: polydance <command> [arguments]

Commands:
${lines.join('\n')}

Run 'polydance <command> --help' for a command's syntax and an example.
Example:
  polydance polyomino examples/pentominoes-6x10.in > pentominoes.dlx
`;
}

/** The command table's entry of a command, by its name or one of its aliases. */
function findEntry(name: string): CommandEntry | undefined {
  return commands.find((c) => c.name === name || (c.aliases ?? []).includes(name));
}

/** Looks a command up by its name or one of its aliases, and loads it. */
export async function findCommand(name: string): Promise<Command | undefined> {
  return await findEntry(name)?.load();
}

/** An error that carries the line and column of the input that caused it. */
interface PositionedError extends Error {
  line: number;
  column: number;
}

function isPositioned(e: unknown): e is PositionedError {
  return (
    e instanceof Error &&
    typeof (e as Partial<PositionedError>).line === 'number' &&
    typeof (e as Partial<PositionedError>).column === 'number'
  );
}

/** One line for stderr: control characters and undecodable bytes escaped, and at most about 400 characters. */
function oneLine(text: string): string {
  const line = escapeText(text);
  return line.length > 400 ? `${line.slice(0, 400)}…` : line;
}

/**
 * Runs `polydance ARGS` against the given streams and resolves to the exit status:
 * 0 when all went well; 1 for bad input (one line on stderr naming the line and
 * column); 2 for bad arguments; 74 when the output cannot be written (except for a
 * reader that has gone away, as with `| head`, which ends the command quietly with 0);
 * 70 for an internal error; `solve` adds 124 (--timeout), 130 (SIGINT), 143 (SIGTERM)
 * and 129 (SIGHUP).
 */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...args] = argv;
  const cmd = name === undefined ? undefined : findEntry(name);
  try {
    return await dispatch(name, args, cmd, io);
  } catch (e) {
    if (e instanceof OutputError && e.code === 'EPIPE') return 0;
    const prefix = cmd ? `polydance ${cmd.name}` : 'polydance';
    const say = async (message: string): Promise<void> => {
      try {
        await write(io.stderr, `${prefix}: ${oneLine(message)}\n`);
      } catch {
        // stderr is gone too: the exit status is all that is left
      }
    };
    if (e instanceof OutputError) {
      await say(e.message);
      return 74;
    }
    if (e instanceof UsageError) {
      await say(e.message);
      return 2;
    }
    if (isPositioned(e) || e instanceof InputTooLarge) {
      await say(e.message);
      return 1;
    }
    const detail = process.env['POLYDANCE_DEBUG'] && e instanceof Error ? `\n${e.stack ?? ''}` : '';
    await say(`internal error: ${e instanceof Error ? e.message : String(e)}`);
    if (detail !== '') await write(io.stderr, `${detail}\n`).catch(() => undefined);
    return 70;
  }
}

async function dispatch(name: string | undefined, args: readonly string[], cmd: CommandEntry | undefined, io: Io): Promise<number> {
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? args[0] : undefined;
    const about = topic === undefined ? undefined : await findCommand(topic);
    await write(io.stdout, about ? about.help : overview());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    await write(io.stdout, `${version()}\n`);
    return 0;
  }
  if (!cmd) {
    await write(io.stderr, `polydance: unknown command ${quote(name)} (run 'polydance --help' for the list)\n`);
    return 2;
  }
  const command = await cmd.load();
  if (args.includes('--help') || args.includes('-h')) {
    await write(io.stdout, command.help);
    return 0;
  }
  return await command.run(args, io);
}

function processIo(): Io {
  // stdout and stderr written without Node's streams where Node writes synchronously
  // anyway (see stdio.ts)
  const stdout = stdioOutput(1);
  const stderr = stdioOutput(2);
  return {
    // made only when a command reads it: opening stdin costs a start-up that does not
    get stdin() {
      return process.stdin;
    },
    stdout: stdout.output,
    stderr: stderr.output,
    isTTY: stderr.isTTY,
    stdinFile: () => readRegularFile(0),
  };
}
