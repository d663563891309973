import type { Writable } from 'node:stream';
import { write } from '../io.js';

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
