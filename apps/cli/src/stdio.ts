// The process's own stdout and stderr as the commands write to them (see `processIo` in
// index.ts): Node makes `process.stdout` on its first use and loads its stream code for
// it, and for a pipe its network code too, a few milliseconds of a command (a count, a
// generator) that takes a few tens beyond Node's own start. So output that Node would
// write synchronously anyway (to a regular file, to /dev/null) is written here, in this
// thread, without a stream; a pipe gets its first bytes so too, then Node's stream.
import type { Output } from './io.js';

const { fstatSync, statSync, writeSync } = process.getBuiltinModule('node:fs');

/** How much of a pipe's output is written in this thread before Node's stream takes over. */
export const DIRECT_PIPE_BYTES = 4096;

/** What a descriptor is, for {@link stdioOutput}: written here always, here up to a point, or by Node's stream. */
type Kind = 'direct' | 'pipe' | 'stream';

/**
 * The kind of output descriptor `fd` is: a regular file or /dev/null (the same device
 * numbers) is `direct`, as Node's stream for them writes synchronously; a pipe or a socket
 * (what Node gives a child process for a pipe) is `pipe`; anything else (a terminal,
 * another device, a closed descriptor) is `stream`.
 */
function kindOf(fd: number): Kind {
  try {
    const st = fstatSync(fd);
    if (st.isFile()) return 'direct';
    if (st.isFIFO() || st.isSocket()) return 'pipe';
    if (st.isCharacterDevice() && st.rdev === statSync('/dev/null').rdev) return 'direct';
  } catch {
    // a closed descriptor: Node's stream says what becomes of it
  }
  return 'stream';
}

/** Writes all of `bytes` to `fd` in this thread; returns how many were written before the descriptor would block (EAGAIN). */
function writeHere(fd: number, bytes: Uint8Array): number {
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') return done;
      throw e;
    }
  }
  return done;
}

/** The process's stdout (1) or stderr (2): its Output, and whether it is a terminal. */
export interface Stdio {
  readonly output: Output;
  readonly isTTY: boolean;
}

/**
 * The process's stdout or stderr as an {@link Output}. A regular file and /dev/null are
 * written in this thread, as Node's own stream for them does. A pipe (or a socket) gets
 * its first {@link DIRECT_PIPE_BYTES} bytes so (a pipe holds 64 KB: they never wait for
 * its reader unless another process filled it), then Node's stream, which does not hold the process
 * up when the reader stops reading (a stopped command still ends, see `writeUnlessStalled`).
 * Should the descriptor refuse to take more at once (EAGAIN: another process made it
 * non-blocking), the rest goes to Node's stream too. Anything else (a terminal, a device)
 * gets Node's stream at once, as does a closed descriptor (made now, before a file the
 * command opens could take its number). Once Node's stream is in use, everything goes
 * through it, so the output keeps its order. A failed write (EPIPE, ENOSPC) reaches the
 * callback, as a stream's does.
 */
export function stdioOutput(fd: 1 | 2): Stdio {
  const kind = kindOf(fd);
  let stream: NodeJS.WriteStream | undefined;
  const nodeStream = (): NodeJS.WriteStream => {
    if (stream === undefined) {
      stream = fd === 1 ? process.stdout : process.stderr;
      // a failed write reaches the writer through its callback; this listener only keeps
      // the stream's 'error' event from ending the process
      stream.on('error', () => undefined);
    }
    return stream;
  };
  if (kind === 'stream') nodeStream();
  let room = kind === 'direct' ? Number.POSITIVE_INFINITY : kind === 'pipe' ? DIRECT_PIPE_BYTES : 0;
  const output: Output = {
    write(chunk, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      // no room: Node's stream is in use (or is to be from now on)
      if (bytes.length > room) {
        room = 0;
        return nodeStream().write(bytes, callback);
      }
      let done: number;
      try {
        done = writeHere(fd, bytes);
      } catch (e) {
        if (callback) process.nextTick(callback, e);
        return false;
      }
      room -= done;
      if (done < bytes.length) {
        room = 0;
        return nodeStream().write(bytes.subarray(done), callback);
      }
      if (callback) process.nextTick(callback);
      return true;
    },
  };
  return { output, isTTY: kind === 'stream' && nodeStream().isTTY === true };
}
