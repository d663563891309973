import type { Command } from '../command.js';
import type { Output } from '../io.js';
import { readInput, write } from '../io.js';
import { fileArgument } from '../polyform.js';

const CHUNK = 1 << 16;

/** Writes text pieces to a stream in chunks of about 64 KiB. */
export async function writeChunked(stream: Output, pieces: Iterable<string>): Promise<void> {
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK) {
      await write(stream, buffer);
      buffer = '';
    }
  }
  await write(stream, buffer);
}

/** What tells one DANCE-era generator command (as Knuth's POLYOMINOES or POLYSTICKS) from the other. */
export interface DanceCommandSpec {
  /** The command's name, `polyominoes`, also Knuth's program's in capitals. */
  readonly name: string;
  /** The pieces, singular: `polyomino`. */
  readonly form: string;
  /** The help after its opening paragraph. */
  readonly help: string;
  /** The rows of the output, from the input text (reading it whole before a row is made). */
  readonly rows: (text: string) => Iterable<string>;
}

/** A DANCE-era generator command: its name, summary, help, and the run that writes its rows on stdout. */
export function danceCommand(spec: DanceCommandSpec): Command {
  const { name, form, rows } = spec;
  return {
    name,
    summary: `DANCE-era ${form} data → exact cover rows (as ${name.toUpperCase()})`,
    help: `polydance ${name} [FILE]

Reads a DANCE-era ${form} data file (FILE, or stdin when FILE is absent or -)
and writes the exact cover problem, byte for byte as Knuth's ${name.toUpperCase()} data
generator for DANCE: the item line, then one option per placement of a piece.

${spec.help}`,
    async run(args, io) {
      const file = fileArgument(args);
      await writeChunked(io.stdout, rows(await readInput(io, file)));
      return 0;
    },
  };
}
