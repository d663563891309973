import { createRequire } from 'node:module';
import type { Command } from './command.js';
import { commands } from './commands/index.js';
import { UsageError, write } from './io.js';
import type { Io } from './io.js';

export type { Command } from './command.js';
export type { Io } from './io.js';
export { UsageError } from './io.js';

/** This package's version, read from its package.json (one folder up from `src/` and from `dist/`). */
const { version: VERSION } = createRequire(import.meta.url)('../package.json') as { version: string };

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

/** Looks a command up by its name or one of its aliases. */
export function findCommand(name: string): Command | undefined {
  return commands.find((c) => c.name === name || (c.aliases ?? []).includes(name));
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

/**
 * Runs `polydance ARGS` against the given streams and resolves to the exit status.
 * Input errors print one line on stderr and give status 1; usage errors status 2.
 */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? args[0] : undefined;
    const cmd = topic === undefined ? undefined : findCommand(topic);
    await write(io.stdout, cmd ? cmd.help : overview());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    await write(io.stdout, `${VERSION}\n`);
    return 0;
  }
  const cmd = findCommand(name);
  if (!cmd) {
    await write(io.stderr, `polydance: unknown command '${name}' (run 'polydance --help' for the list)\n`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    await write(io.stdout, cmd.help);
    return 0;
  }
  try {
    return await cmd.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      await write(io.stderr, `polydance ${cmd.name}: ${e.message}\n`);
      return 2;
    }
    if (isPositioned(e)) {
      await write(io.stderr, `polydance ${cmd.name}: ${e.message}\n`);
      return 1;
    }
    const detail = process.env['POLYDANCE_DEBUG'] && e instanceof Error ? `\n${e.stack ?? ''}` : '';
    await write(io.stderr, `polydance ${cmd.name}: internal error: ${e instanceof Error ? e.message : String(e)}${detail}\n`);
    return 70;
  }
}

function processIo(): Io {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
  });
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, isTTY: process.stderr.isTTY };
}
