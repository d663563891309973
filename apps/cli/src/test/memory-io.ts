import { PassThrough, Readable } from 'node:stream';
import type { Io } from '../io.js';

/** In-memory streams for running commands in tests. */
export interface MemoryIo extends Io {
  /** Everything written to stdout so far. */
  out(): string;
  /** Everything written to stderr so far. */
  err(): string;
  /** Everything written to stdout so far, as bytes. */
  outBytes(): Buffer;
}

export function memoryIo(stdin: string | Uint8Array = '', isTTY = false): MemoryIo {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const outChunks: Buffer[] = [];
  const errChunks: Buffer[] = [];
  stdout.on('data', (c: Buffer) => outChunks.push(c));
  stderr.on('data', (c: Buffer) => errChunks.push(c));
  return {
    stdin: Readable.from([Buffer.from(stdin)]),
    stdout,
    stderr,
    isTTY,
    out: () => Buffer.concat(outChunks).toString('utf8'),
    err: () => Buffer.concat(errChunks).toString('utf8'),
    outBytes: () => Buffer.concat(outChunks),
  };
}
