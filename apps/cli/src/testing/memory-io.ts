import { Readable, Writable } from 'node:stream';
import { run } from '../index.js';

/** What a run of `polydance` printed, and its exit status. */
export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    done();
  }
}

/** Runs `polydance ARGV` with `stdin` as its input, on in-memory streams. */
export async function runInMemory(argv: readonly string[], stdin = ''): Promise<RunResult> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await run(argv, { stdin: Readable.from([Buffer.from(stdin, 'utf8')]), stdout, stderr, isTTY: false });
  return { code, stdout: stdout.text, stderr: stderr.text };
}
