import { DlxError } from './errors.js';
import type { DlxDialect, DlxSource } from './reader.js';
import { readDlx } from './reader.js';
import { Dlx1 } from './internal/dlx1.js';
import { Dlx2 } from './internal/dlx2.js';
import { Dlx3 } from './internal/dlx3.js';
import type { Engine } from './internal/engine.js';
import { GbFlip } from './internal/gb-flip.js';
import type { Program } from './internal/imems.js';
import { scanMems } from './internal/imems.js';
import { buildMatrix } from './internal/matrix.js';
import type { KnuthSettings } from './internal/settings.js';
import {
  DONE,
  SHOW_BASICS,
  SHOW_MAX_DEG,
  SHOW_PROFILE,
  SHOW_TOTS,
  SHOW_WARNINGS,
  SOLUTION,
  TIMEOUT,
} from './internal/settings.js';
import { quote } from '@polydance/exact-cover';

/** Which of Knuth's solvers to imitate: DLX1 (Algorithm X), DLX2 (C) or DLX3 (M). */
export type KnuthProgram = 'dlx1' | 'dlx2' | 'dlx3';

/** The command-line options of DLX1-3, parsed. */
export interface KnuthOptions extends KnuthSettings {
  /** `m`: print every `spacing`-th solution (0 = none). */
  readonly spacing: number;
  /** `s`: the seed for random tie-breaking and list order, if given. */
  readonly seed: number | undefined;
  /** `t`: stop after this many solutions. */
  readonly maxCount: number;
  /** `S`: the file for the search-tree shape, if given. */
  readonly shapeFile: string | undefined;
}

/** A bad command-line option: `message` is the usage line the C programs print. */
export class KnuthUsageError extends Error {
  constructor(program: KnuthProgram) {
    super(
      `Usage: ${program} [v<n>] [m<n>] [s<n>] [d<n>] [c<n>] [C<n>] [l<n>] [t<n>] [T<n>] [S<bar>] < foo.dlx`,
    );
    this.name = 'KnuthUsageError';
  }
}

function checkProgram(where: string, program: unknown, args: unknown): void {
  if (program !== 'dlx1' && program !== 'dlx2' && program !== 'dlx3') {
    throw new TypeError(`${where}: the program must be 'dlx1', 'dlx2' or 'dlx3', not ${typeof program === 'string' ? quote(program) : typeof program}`);
  }
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) {
    throw new TypeError(`${where}: the arguments must be an array of strings`);
  }
}

/** C's `sscanf(s, "%d")`: blanks, a sign, digits; `undefined` if there are no digits. */
function scanInt(s: string): number | undefined {
  const m = /^[ \t\n\v\f\r]*([+-]?\d+)/.exec(s);
  return m === null ? undefined : Number(m[1]);
}

/**
 * A limit as the C programs hold it, in an unsigned variable: a negative value becomes
 * a huge number, that is, no limit at all (`t-1`, `T-1`, `d-5`; and `m-1`, whose
 * spacing no solution number is a multiple of).
 */
function unsigned(n: number): number {
  return n < 0 ? Number.POSITIVE_INFINITY : n;
}

/**
 * Parses DLX1-3 options: `v<n> m<n> s<n> d<n> c<n> C<n> l<n> t<n> T<n> S<file>`.
 * When an option is repeated, the first one counts, as in the C programs. A negative
 * `m`, `t`, `T` or `d` means no limit, as the C programs read it (into an unsigned
 * number); `v`, `c`, `C` and `l` are signed.
 */
export function parseKnuthArgs(program: KnuthProgram, args: readonly string[]): KnuthOptions {
  checkProgram('parseKnuthArgs', program, args);
  let vbose = SHOW_BASICS + SHOW_WARNINGS;
  let spacing = 0;
  let seed: number | undefined;
  let delta = 10000000000;
  let showChoicesMax = 1000000;
  let showChoicesGap = 1000000;
  let showLevelsMax = 1000000;
  let maxCount = Number.POSITIVE_INFINITY;
  let timeout = Number.POSITIVE_INFINITY;
  let shapeFile: string | undefined;
  for (let j = args.length - 1; j >= 0; j--) {
    const a = args[j] ?? '';
    const rest = a.slice(1);
    const letter = a.charAt(0);
    if (letter === 'S') {
      shapeFile = rest;
      continue;
    }
    const n = scanInt(rest);
    if (n === undefined) throw new KnuthUsageError(program);
    switch (letter) {
      case 'v':
        vbose = n;
        break;
      case 'm':
        spacing = unsigned(n);
        break;
      case 's':
        seed = n;
        break;
      case 'd':
        delta = unsigned(n);
        break;
      case 'c':
        showChoicesMax = n;
        break;
      case 'C':
        showLevelsMax = n;
        break;
      case 'l':
        showChoicesGap = n;
        break;
      case 't':
        maxCount = unsigned(n);
        break;
      case 'T':
        timeout = unsigned(n);
        break;
      default:
        throw new KnuthUsageError(program);
    }
  }
  return {
    vbose,
    spacing,
    seed,
    delta,
    showChoicesMax,
    showChoicesGap,
    showLevelsMax,
    maxCount,
    timeout,
    shapeFile,
    shape: shapeFile !== undefined,
  };
}

/**
 * Where a Knuth-compatible run writes; each call may return a promise to wait for.
 * When the input was given as bytes, so is the text written: one character per byte
 * (write it back as Latin-1); when it was a string, the text is a string too.
 */
export interface KnuthSink {
  stdout(text: string): void | Promise<void>;
  stderr(text: string): void | Promise<void>;
  /** The `S<file>` output, if that option was given. */
  shape?(text: string): void | Promise<void>;
}

/** The totals of a run, as in the final `Altogether` line. */
export interface KnuthReport {
  readonly solutions: number;
  readonly updates: number;
  readonly cleansings: number;
  readonly nodes: number;
  readonly mems: number;
  /** DLX2: the mems of `mems` spent on lengths of secondary items (its `-c`); 0 otherwise. */
  readonly lengthMems: number;
  readonly inputMems: number;
  readonly bytes: number;
  readonly timedOut: boolean;
}

const PROGRAM: Record<KnuthProgram, Program> = { dlx1: 1, dlx2: 2, dlx3: 3 };

/** A sink that gets Unicode text from one that writes one character per byte. */
function unicodeSink(sink: KnuthSink): KnuthSink {
  const shape = sink.shape?.bind(sink);
  return {
    stdout: (s) => sink.stdout(fromBytes(s)),
    stderr: (s) => sink.stderr(fromBytes(s)),
    ...(shape === undefined ? {} : { shape: (s: string) => shape(fromBytes(s)) }),
  };
}
const DIALECT: Record<KnuthProgram, DlxDialect> = { dlx1: 'dlx1', dlx2: 'dlx2', dlx3: 'dlx3' };

/** Nodes per slice of search between flushes of the output buffers. */
const SLICE = 1 << 16;
/** Characters of solution listing to buffer before writing. */
const FLUSH_AT = 1 << 16;

/** Bytes as a string of one character per byte (Latin-1): how the C programs see text. */
function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
}

/** Text of one character per byte as Unicode, its bytes read as UTF-8 (bad ones as U+FFFD). */
function fromBytes(s: string): string {
  if (!/[\u0080-\u00ff]/.test(s)) return s;
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the input as the C programs do, byte by byte; an error's column and reason are
 * given in characters (the bytes read as UTF-8), for people to read.
 */
function readBytes(text: string, dialect: DlxDialect): DlxSource {
  try {
    return readDlx(text, { dialect, latin1: true });
  } catch (e) {
    if (!(e instanceof DlxError)) throw e;
    const line = text.split('\n')[e.line - 1] ?? '';
    throw new DlxError(e.line, fromBytes(line.slice(0, e.column - 1)).length + 1, fromBytes(e.reason));
  }
}

/**
 * Runs DLX1, DLX2 or DLX3 on DLX text with the C programs' options, writing what they
 * write: the solution listing on stdout, byte for byte; on stderr the input summary,
 * warnings, diagnostics, progress reports and the final `Altogether` line. Input errors
 * throw a `DlxError` before anything is written.
 *
 * The input may be bytes (as read from a file): names are then byte strings, passed
 * through unchanged whatever their encoding, and the sink gets one character per byte.
 * A string input is taken as its UTF-8 bytes, as the C programs would see it saved.
 * Either way, names are measured and their mems counted per byte, as in C.
 */
export async function runKnuth(
  program: KnuthProgram,
  args: readonly string[],
  input: string | Uint8Array,
  sink: KnuthSink,
): Promise<KnuthReport> {
  checkProgram('runKnuth', program, args);
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) {
    throw new TypeError(`runKnuth: the input must be a string or bytes (a Uint8Array), not ${input === null ? 'null' : typeof input}`);
  }
  if (typeof sink !== 'object' || sink === null || typeof sink.stdout !== 'function' || typeof sink.stderr !== 'function') {
    throw new TypeError('runKnuth: the sink must be an object with functions stdout and stderr');
  }
  const options = parseKnuthArgs(program, args);
  const text = latin1(typeof input === 'string' ? new TextEncoder().encode(input) : input);
  const source = readBytes(text, DIALECT[program]);
  if (typeof input === 'string') sink = unicodeSink(sink);
  const vbose = options.vbose;
  const rng = options.seed === undefined ? undefined : new GbFlip(options.seed);
  const matrix = buildMatrix(source.problem, rng, source.ignored);
  const inputMems = scanMems(text, PROGRAM[program]) + matrix.buildMems;

  let head = '';
  if ((vbose & SHOW_WARNINGS) !== 0 && source.ignored.length > 0) {
    // the C prints the line as fgets read it: every byte up to the newline, a \r included
    const lines = text.split('\n');
    for (const ig of source.ignored) head += `Option ignored (no primary items): ${lines[ig.line - 1] ?? ig.text}\n`;
  }
  const nPrimary = source.problem.primary.length;
  if (vbose & SHOW_BASICS) {
    head += `(${matrix.options} options, ${nPrimary}+${source.problem.secondary.length} items, ${source.entries} entries successfully read)\n`;
  }
  let engine: Engine;
  switch (program) {
    case 'dlx1':
      engine = new Dlx1(matrix, options, rng);
      break;
    case 'dlx2':
      engine = new Dlx2(matrix, options, rng);
      break;
    case 'dlx3':
      engine = new Dlx3(matrix, options, rng);
      break;
  }
  if (vbose & SHOW_TOTS) head += engine.itemTotals();
  await sink.stderr(head);

  let out = '';
  let timedOut = false;
  for (;;) {
    // the solutions before the next one to print or to stop at need not come back one by one
    const next = options.spacing === 0 ? Number.POSITIVE_INFINITY : (Math.floor(engine.count / options.spacing) + 1) * options.spacing;
    engine.quietSolutions = Math.min(next, options.maxCount) - engine.count - 1;
    const status = engine.run(SLICE);
    const err = engine.drainErr();
    if (err !== '') await sink.stderr(err);
    if (options.shape && sink.shape) {
      const sh = engine.drainShape();
      if (sh !== '') await sink.shape(sh);
    }
    if (status === SOLUTION) {
      if (options.spacing !== 0 && engine.count % options.spacing === 0) {
        out += `${engine.count}:\n${engine.solutionText()}`;
      }
      if (engine.count >= options.maxCount) break;
    } else if (status === DONE) break;
    else if (status === TIMEOUT) {
      timedOut = true;
      break;
    }
    if (out.length >= FLUSH_AT) {
      await sink.stdout(out);
      out = '';
    }
  }
  if (out !== '') await sink.stdout(out);

  let tail = '';
  if (vbose & SHOW_TOTS) tail += engine.itemTotals();
  if (vbose & SHOW_PROFILE) tail += engine.profileText();
  // only DLX1 reports the maximum degree (DLX2 and DLX3 have no such report)
  if (vbose & SHOW_MAX_DEG && program === 'dlx1') tail += `The maximum branching degree was ${engine.maxdeg}.\n`;
  const bytes = engine.bytes();
  // DLX2 subtracts the mems it spent on lengths of secondary items, which it never needs
  const lengthMems = program === 'dlx2' ? engine.lmems : 0;
  if (vbose & SHOW_BASICS) {
    const mems = engine.mems - lengthMems;
    const ccost = mems === 0 ? 0 : Math.floor((200 * engine.cmems + mems) / (2 * mems));
    const s = engine.count === 1 ? '' : 's';
    const memsText = program === 'dlx2' ? `${inputMems}+${engine.mems}-${lengthMems}` : `${inputMems}+${engine.mems}`;
    const cleansings = program === 'dlx1' ? '' : ` ${engine.cleansings} cleansings,`;
    tail += `Altogether ${engine.count} solution${s}, ${memsText} mems, ${engine.updates} updates,${cleansings} ${bytes} bytes, ${engine.nodes} nodes, ccost ${ccost}%.\n`;
  }
  const err = engine.drainErr();
  if (err !== '' || tail !== '') await sink.stderr(err + tail);
  if (options.shape && sink.shape) {
    const sh = engine.drainShape();
    if (sh !== '') await sink.shape(sh);
  }
  return {
    solutions: engine.count,
    updates: engine.updates,
    cleansings: engine.cleansings,
    nodes: engine.nodes,
    mems: engine.mems,
    lengthMems,
    inputMems,
    bytes,
    timedOut,
  };
}
