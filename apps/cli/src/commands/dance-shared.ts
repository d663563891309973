import type { Writable } from 'node:stream';
import { UsageError, write } from '../io.js';

/** The optional FILE argument of a command that reads one input (`-` is stdin). */
export function fileArgument(args: readonly string[]): string | undefined {
  const files: string[] = [];
  for (const a of args) {
    if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option '${a}' (see --help)`);
    files.push(a);
  }
  if (files.length > 1) throw new UsageError(`expected at most one input file, got ${files.length}`);
  return files[0];
}

const CHUNK = 1 << 16;

/** Writes text pieces to a stream in chunks of about 64 KiB. */
export async function writeChunked(stream: Writable, pieces: Iterable<string>): Promise<void> {
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
