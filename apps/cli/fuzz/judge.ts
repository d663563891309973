// Runs one fuzz case through the CLI's `run` (in this process) and says what is wrong
// with how it ended, if anything.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { readDlx } from '@polydance/dlx-solver';
import { escapeText } from '@polydance/exact-cover';
import { findGenerator } from '@polydance/lattices';
import { run } from 'polydance';
import { commands } from '../src/commands/index.js';
import { decodeInput } from '../src/io.js';
import type { Case } from './cases.js';

/** What a run printed (stdout kept up to a bound) and how it ended. */
export interface Outcome {
  readonly code: number;
  readonly stdout: Buffer;
  /** All the bytes written on stdout, kept or not. */
  readonly stdoutBytes: number;
  readonly stderr: string;
  readonly ms: number;
  /** The arguments the case ran with, its files' paths filled in. */
  readonly argv?: readonly string[];
}

/** Bytes of stdout kept for the checks (the rest is counted). */
const KEEP = 32 << 20;

function collector(keep: number): { stream: Writable; bytes: () => Buffer; total: () => number } {
  const chunks: Buffer[] = [];
  let kept = 0;
  let total = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (kept < keep) {
        chunks.push(chunk);
        kept += chunk.length;
      }
      callback();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks), total: () => total };
}

/** Writes a case's files into a fresh folder; gives its arguments with `{i}` replaced by their paths, and a function that removes the folder. */
export function materialize(c: Case): { argv: string[]; clean: () => void } {
  if (!c.files || c.files.length === 0) return { argv: [...c.argv], clean: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'polydance-fuzz-'));
  const paths = c.files.map((bytes, i) => {
    const path = join(dir, `file-${i}`);
    writeFileSync(path, bytes);
    return path;
  });
  const argv = c.argv.map((a) => a.replace(/\{(\d+)\}/g, (m, i: string) => paths[Number(i)] ?? m));
  return { argv, clean: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function runCase(c: Case): Promise<Outcome> {
  const out = collector(KEEP);
  const err = collector(1 << 20);
  const { argv, clean } = materialize(c);
  const start = performance.now();
  try {
    const code = await run(argv, { stdin: Readable.from([Buffer.from(c.stdin)]), stdout: out.stream, stderr: err.stream });
    return { code, stdout: out.bytes(), stdoutBytes: out.total(), stderr: err.bytes().toString('utf8'), ms: performance.now() - start, argv };
  } finally {
    clean();
  }
}

/** The time bound of a case: a base, and more for a larger output (a generator's work grows with what it writes). */
export function timeBound(o: Outcome, baseMs: number): number {
  return baseMs + (o.stdoutBytes / (1 << 20)) * 1000;
}

/** The commands that write DLX files: every generator of the registry, by its name and its aliases. */
const GENERATORS = new Set(commands.filter((c) => findGenerator(c.name) !== undefined).flatMap((c) => [c.name, ...(c.aliases ?? [])]));

/** The faults of an outcome: empty when the case ended well. */
export function judge(c: Case, o: Outcome, baseMs: number): string[] {
  const faults: string[] = [];
  const cmd = c.argv[0] ?? '';
  if (o.ms > timeBound(o, baseMs)) faults.push(`took ${Math.round(o.ms)} ms (bound ${Math.round(timeBound(o, baseMs))} ms)`);
  if (o.code !== 1 && o.code !== 2 && /\n\s+at .*:\d+/.test(o.stderr)) faults.push('a stack trace on stderr');
  if (/internal error/.test(o.stderr)) faults.push('an internal error');
  if (o.code === 0 || (o.code === 124 && cmd === 'solve')) {
    const help = c.argv.includes('--help') || c.argv.includes('-h');
    if (!help) faults.push(...validOutput(cmd, c, o));
  } else if (o.code === 1 || o.code === 2) faults.push(...errorFaults(o.stdoutBytes, o.stderr, o.argv));
  else faults.push(`exit status ${o.code}`);
  return faults;
}

/** The faults of an error's ending: anything on stdout, not one line on stderr, a long message, control characters. */
export function errorFaults(stdoutBytes: number, stderr: string, argv: readonly string[] = []): string[] {
  const faults: string[] = [];
  if (stdoutBytes !== 0) faults.push(`${stdoutBytes} bytes on stdout with an error`);
  const lines = stderr.split('\n');
  if (lines.length !== 2 || lines[1] !== '') faults.push(`${lines.length - 1} lines on stderr with an error, not one`);
  if (!stderr.startsWith('polydance')) faults.push('the message does not start with polydance');
  const length = withoutFolders(withoutArguments(stderr, argv)).length;
  if (length > 400) faults.push(`a message of ${length} characters (not counting the paths and arguments it names)`);
  if (hasControl(stderr)) faults.push('control characters in the message');
  if (/\n\s+at .*:\d+/.test(stderr)) faults.push('a stack trace on stderr');
  return faults;
}

/** The folders whose paths a message may name in full (paths are never cut): the clone's, wherever it lies, and the temporary folder. */
const FOLDERS = [join(import.meta.dirname, '..', '..', '..'), tmpdir()].filter((f) => f.length > 1).sort((a, b) => b.length - a.length);

/** A message with each of {@link FOLDERS} written as `.`, so that its length does not depend on where the clone lies. */
export function withoutFolders(text: string): string {
  return FOLDERS.reduce((t, f) => t.split(f).join('.'), text);
}

/**
 * A message with the part of each argument it shows (escaped, as messages show them; at least 8
 * characters of it) written as `…`: a path is named whole, so its length is the user's, not the message's.
 */
export function withoutArguments(text: string, argv: readonly string[]): string {
  let rest = text;
  for (const a of argv) {
    const shown = escapeText(a);
    let lo = 0;
    let hi = shown.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (rest.includes(shown.slice(0, mid))) lo = mid;
      else hi = mid - 1;
    }
    if (lo >= 8) rest = rest.replace(shown.slice(0, lo), '…');
  }
  return rest;
}

/** Whether a text holds a control character other than a line feed. */
export function hasControl(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/.test(text);
}

function validOutput(cmd: string, c: Case, o: Outcome): string[] {
  const text = o.stdout.toString('utf8');
  const whole = o.stdoutBytes === o.stdout.length;
  if (GENERATORS.has(cmd)) {
    if (o.stdoutBytes === 0) return ['no output'];
    if (!whole) return [];
    try {
      readDlx(decodeInput(o.stdout));
    } catch (e) {
      return [`the output is not DLX: ${(e as Error).message.slice(0, 200)}`];
    }
    return [];
  }
  if (cmd === 'solve') {
    if (!/^\d+ solutions? \(Algorithm [XCM]\), \d+ nodes?, [\d.]+ s/m.test(o.stderr)) return ['no summary on stderr'];
    const json = lastFormat(c.argv) === 'json';
    const draw = c.argv.includes('--draw');
    for (const line of text.split('\n').slice(0, -1)) {
      const ok = json ? isJson(line) : draw || /^(at least )?\d+:?$/.test(line) || line.startsWith(' ');
      if (!ok) return [`an odd line on stdout: ${JSON.stringify(line.slice(0, 80))}`];
    }
    return [];
  }
  if (cmd === 'dlx1' || cmd === 'dlx2' || cmd === 'dlx3') {
    for (const line of text.split('\n').slice(0, -1)) {
      if (!/^\d+:$/.test(line) && !line.startsWith(' ')) return [`an odd line on stdout: ${JSON.stringify(line.slice(0, 80))}`];
    }
    return [];
  }
  if (cmd === 'draw' || cmd === 'puzzles' || cmd === 'merge') return o.stdoutBytes > 0 ? [] : ['no output'];
  return [];
}

/** The value of the last `--format` of an argument list (`--format X` or `--format=X`): the one the CLI uses, as with every option given twice. */
export function lastFormat(argv: readonly string[]): string | undefined {
  let format: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--format' && i + 1 < argv.length) format = argv[++i];
    else if (a.startsWith('--format=')) format = a.slice('--format='.length);
  }
  return format;
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
