import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';

/** The streams a command talks to; tests pass in-memory ones. */
export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** True when stderr is an interactive terminal (live progress lines). */
  readonly isTTY?: boolean;
}

/**
 * A problem the user can fix: printed as one line on stderr, never with a stack trace.
 * `where` names the input (a file name, or nothing for stdin).
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Reads all of stdin, or the named file, as UTF-8 text. */
export async function readInput(io: Io, file: string | undefined): Promise<string> {
  return (await readInputBytes(io, file)).toString('utf8');
}

/** Reads all of stdin, or the named file, as bytes. */
export async function readInputBytes(io: Io, file: string | undefined): Promise<Buffer> {
  if (file !== undefined && file !== '-') {
    try {
      return await readFile(file);
    } catch (e) {
      throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Writes text (as UTF-8) or bytes and resolves once the stream has taken it (honours
 * back-pressure).
 * A closed pipe (EPIPE, as with `| head`) ends the write quietly.
 */
export function write(stream: Writable, text: string | Uint8Array): Promise<void> {
  if (text.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const ok = stream.write(text, () => resolve());
    if (!ok) stream.once('drain', () => resolve());
  });
}
