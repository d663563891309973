import { InputError, showPath } from '@polydance/exact-cover';
import type { Readable } from 'node:stream';
import type { SignalSource } from './stop.js';

/**
 * Where a command writes: a stream's `write`, whose callback says when the bytes were
 * taken or why they could not be (a Writable, as tests pass; the process's own stdout
 * and stderr, see stdio.ts).
 */
export interface Output {
  write(chunk: string | Uint8Array, callback?: (error?: Error | null) => void): boolean;
}

/** The streams a command talks to; tests pass in-memory ones. */
export interface Io {
  readonly stdin: Readable;
  readonly stdout: Output;
  readonly stderr: Output;
  /** True when stderr is an interactive terminal (live progress lines). */
  readonly isTTY?: boolean;
  /** Where SIGINT and SIGTERM come from (the process by default; tests pass an EventEmitter). */
  readonly signals?: SignalSource;
  /**
   * Reads all of stdin at once when it is a regular file (`< FILE`), without making a
   * stream of it; undefined otherwise (a pipe or a terminal), and stdin is read as a
   * stream. The process's Io has it; tests need not.
   */
  readonly stdinFile?: () => Buffer | undefined;
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

/**
 * Input too large to take (`what`, beyond `limit` bytes): one line on stderr, and status
 * 1, as for any bad input. Bad input at a line and column is an `InputError` of
 * `@polydance/exact-cover`, as the packages throw it.
 */
export class InputTooLarge extends Error {
  constructor(
    readonly what: string,
    readonly limit: number,
    message: string,
  ) {
    super(message);
    this.name = 'InputTooLarge';
  }
}

/**
 * Output could not be written (`code` is the system's: ENOSPC, EIO, EPIPE, ...): to
 * stdout, or to a file the command writes. The CLI reports it in one line and exits
 * with status 74, except for EPIPE on stdout, a reader that has gone away (as `| head`
 * does), which ends the command quietly.
 */
export class OutputError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'OutputError';
    this.code = code;
  }
}

/** An error of a write to `what` as an {@link OutputError}: `cannot write what: ENOSPC (no space left on device)`. */
export function outputError(e: unknown, what = 'the output'): OutputError {
  if (e instanceof OutputError) return e;
  const code = (e as NodeJS.ErrnoException | undefined)?.code ?? 'EIO';
  const text = e instanceof Error ? e.message : String(e);
  // Node's messages read 'ENOSPC: no space left on device, write'
  const detail = text.startsWith(`${code}: `) ? text.slice(code.length + 2).replace(/, \w+$/, '') : text;
  return new OutputError(code, `cannot write ${what}: ${code} (${detail})`);
}

// Input bytes that are not UTF-8 are read as the lone surrogates U+DC80..U+DCFF (one per
// byte, as Python's "surrogateescape" does) and written back as the same bytes, so that
// a generator echoes its input's comment lines byte for byte, as the C programs do.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** The length of the well-formed UTF-8 sequence at `i` (Unicode's table 3-7), or 0. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i] as number;
  const n = b.length;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const x = i + k < n ? (b[i + k] as number) : -1;
    return x >= lo && x <= hi;
  };
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Bytes of input as text: UTF-8, with each byte that is not part of a UTF-8 character kept as U+DC80..U+DCFF. */
export function decodeInput(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const parts: string[] = [];
    let start = 0;
    for (let i = 0; i < bytes.length; ) {
      const c = bytes[i] as number;
      if (c < 0x80) i++;
      else {
        const len = sequenceLength(bytes, i);
        if (len > 0) i += len;
        else {
          parts.push(utf8.decode(bytes.subarray(start, i)), String.fromCharCode(0xdc00 + c));
          start = ++i;
        }
      }
    }
    parts.push(utf8.decode(bytes.subarray(start)));
    return parts.join('');
  }
}

const ESCAPED_BYTE = /[\udc80-\udcff]/u;
const ESCAPED_BYTES = /[\udc80-\udcff]/gu;

/** Text to write: UTF-8, except that U+DC80..U+DCFF (see {@link decodeInput}) become the bytes they stand for. */
export function encodeOutput(text: string): string | Buffer {
  if (!ESCAPED_BYTE.test(text)) return text;
  const parts: Buffer[] = [];
  let last = 0;
  for (const m of text.matchAll(ESCAPED_BYTES)) {
    parts.push(Buffer.from(text.slice(last, m.index), 'utf8'), Buffer.of(m[0].charCodeAt(0) - 0xdc00));
    last = m.index + 1;
  }
  parts.push(Buffer.from(text.slice(last), 'utf8'));
  return Buffer.concat(parts);
}

// `node:fs` as Node has it built in: importing it as a module reads each of its exports,
// and one of them (the streams) loads a good part of Node's stream code, which a
// generator never uses; `node:module`'s require would load Node's ES module loader
const { closeSync, fstatSync, openSync, readSync, statSync } = process.getBuiltinModule('node:fs');

/**
 * The most bytes of input a command reads (a DLX file of some ten million options):
 * beyond it, one message and status 1, instead of memory that grows until the system
 * gives out (an endless input such as /dev/zero).
 */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/** The error for an input beyond {@link MAX_INPUT_BYTES}. */
export function tooLarge(what: string): InputTooLarge {
  return new InputTooLarge(what, MAX_INPUT_BYTES, `${what} is larger than ${MAX_INPUT_BYTES / (1024 * 1024)} MB, the most polydance reads`);
}

/**
 * The most bytes of a spec (a box and its pieces): the largest example is under 1 KB;
 * a spec of many thousands of pieces makes a problem of millions of options, which
 * would fill the memory before the first line of output.
 */
export const MAX_SPEC_BYTES = 512 * 1024;

/** Whether a text is larger than a spec may be ({@link MAX_SPEC_BYTES}). */
export function specTooLarge(text: string): boolean {
  // a character is at least a byte: only a long text needs its bytes counted
  return text.length > MAX_SPEC_BYTES / 4 && Buffer.byteLength(text) > MAX_SPEC_BYTES;
}

/** Refuses a spec larger than {@link MAX_SPEC_BYTES} (one message, status 1). */
export function checkSpecSize(text: string): void {
  if (specTooLarge(text)) {
    throw new InputTooLarge('the spec', MAX_SPEC_BYTES, `the spec is larger than ${MAX_SPEC_BYTES / 1024} KB, the most polydance reads (a box and its pieces take a few hundred bytes)`);
  }
}

/**
 * All of a stream, as bytes, up to {@link MAX_INPUT_BYTES} (a larger one is a
 * {@link tooLarge} error, and the stream is not read further).
 */
export async function readCapped(stream: AsyncIterable<unknown> & { destroy?: () => void }, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += b.length;
    if (size > MAX_INPUT_BYTES) {
      stream.destroy?.();
      throw tooLarge(what);
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * All of a regular file (a path, or a descriptor read from where it stands), read in this
 * thread; undefined if it is not a regular file (a pipe, a terminal, a device), which is
 * then read as a stream. A small input is read faster so than through a stream or the
 * pool of threads that asynchronous reads use: most of a generator's run is its start.
 */
export function readRegularFile(file: string | number): Buffer | undefined {
  // a named pipe is not opened here: opening one blocks until a writer comes, and this
  // thread would hear neither --timeout nor a signal meanwhile
  if (typeof file === 'string' && !statSync(file).isFile()) return undefined;
  const fd = typeof file === 'number' ? file : openSync(file, 'r');
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 16);
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      size += n;
      if (size > MAX_INPUT_BYTES) throw tooLarge(typeof file === 'number' ? 'the standard input' : showPath(file));
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks);
  } finally {
    if (typeof file !== 'number') closeSync(fd);
  }
}

/** Why the system could not read a file, in words, by its error code. */
const READ_FAILURES: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'it is a directory, not a file',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EIO: 'an input/output error',
  ENXIO: 'no such device',
  ENODEV: 'no such device',
  EBUSY: 'the file is busy',
};

/** The one-line error for a file (or stdin) that cannot be read: its name and why, in words. */
export function readFailure(what: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  const why = code === undefined ? String(e) : (READ_FAILURES[code] ?? `${(e as Error).message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '')} (${code})`);
  return new UsageError(`cannot read ${what}: ${why}`);
}

/** Reads a file as text (see {@link decodeInput}); a file that cannot be read is a UsageError. */
export async function readTextFile(file: string): Promise<string> {
  try {
    return decodeInput(readRegularFile(file) ?? (await readOther(file)));
  } catch (e) {
    if (e instanceof InputTooLarge || e instanceof InputError) throw e;
    throw readFailure(showPath(file), e);
  }
}

/**
 * A file that is not a regular file (a named pipe, a device), read as a stream, at most
 * {@link MAX_INPUT_BYTES}. A named pipe is opened without waiting for a writer and read
 * as a socket is, by the event loop: a read in Node's pool of threads would wait for a
 * writer that may never come, and keep even `process.exit` waiting.
 */
async function readOther(file: string): Promise<Buffer> {
  const { constants, createReadStream } = await import('node:fs');
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  if (fstatSync(fd).isFIFO()) {
    const { Socket } = await import('node:net');
    return readCapped(new Socket({ fd, readable: true, writable: false }), showPath(file));
  }
  return readCapped(createReadStream('', { fd }), showPath(file));
}

/** Reads all of stdin, or the named file, as text (see {@link decodeInput}). */
export async function readInput(io: Io, file: string | undefined): Promise<string> {
  return decodeInput(await readInputBytes(io, file));
}

/** Reads all of stdin, or the named file, as bytes; one that cannot be read is a UsageError. */
export async function readInputBytes(io: Io, file: string | undefined): Promise<Buffer> {
  const what = file !== undefined && file !== '-' ? showPath(file) : 'the standard input';
  try {
    if (file !== undefined && file !== '-') return readRegularFile(file) ?? (await readOther(file));
    const whole = io.stdinFile?.();
    if (whole !== undefined) return whole;
    return await readCapped(io.stdin, what);
  } catch (e) {
    if (e instanceof InputTooLarge || e instanceof InputError) throw e;
    throw readFailure(what, e);
  }
}

/**
 * Writes text (see {@link encodeOutput}) or bytes and resolves once the stream has taken
 * them (so a fast producer waits for a slow reader); rejects with an {@link OutputError}
 * if the write fails.
 */
export function write(stream: Output, text: string | Uint8Array): Promise<void> {
  if (text.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    try {
      stream.write(typeof text === 'string' ? encodeOutput(text) : text, (e) => {
        if (e) reject(outputError(e));
        else resolve();
      });
    } catch (e) {
      reject(outputError(e));
    }
  });
}

/**
 * {@link write}, for output after which a stopped command ends: once `signal` is
 * aborted, a write the reader has not taken within `graceMs` is given up (resolves to
 * false), so that a reader that stopped reading cannot keep the command from ending.
 */
export function writeUnlessStalled(stream: Output, text: string, signal: AbortSignal, graceMs: number): Promise<boolean> {
  const written = write(stream, text).then(() => true);
  return new Promise<boolean>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = (): void => {
      timer = setTimeout(() => resolve(false), graceMs);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    written.then(
      (ok) => {
        if (timer !== undefined) clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        resolve(ok);
      },
      (e: unknown) => {
        if (timer !== undefined) clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
