import type { DlxDialect } from './reader.js';
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
import { checkText } from './internal/check.js';

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
 * Parses DLX1-3 options: `v<n> m<n> s<n> d<n> c<n> C<n> l<n> t<n> T<n> S<file>`.
 * When an option is repeated, the first one counts, as in the C programs.
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
        spacing = n;
        break;
      case 's':
        seed = n;
        break;
      case 'd':
        delta = n;
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
        maxCount = n;
        break;
      case 'T':
        timeout = n;
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

/** Where a Knuth-compatible run writes; each call may return a promise to wait for. */
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
  readonly inputMems: number;
  readonly bytes: number;
  readonly timedOut: boolean;
}

const PROGRAM: Record<KnuthProgram, Program> = { dlx1: 1, dlx2: 2, dlx3: 3 };
const DIALECT: Record<KnuthProgram, DlxDialect> = { dlx1: 'dlx1', dlx2: 'dlx2', dlx3: 'dlx3' };

/** Nodes per slice of search between flushes of the output buffers. */
const SLICE = 1 << 16;
/** Characters of solution listing to buffer before writing. */
const FLUSH_AT = 1 << 16;

/**
 * Runs DLX1, DLX2 or DLX3 on DLX text with the C programs' options, writing what they
 * write: the solution listing on stdout, byte for byte; on stderr the input summary,
 * warnings, diagnostics, progress reports and the final `Altogether` line. Input errors
 * throw a `DlxError` before anything is written.
 */
export async function runKnuth(
  program: KnuthProgram,
  args: readonly string[],
  text: string,
  sink: KnuthSink,
): Promise<KnuthReport> {
  checkProgram('runKnuth', program, args);
  checkText('runKnuth', 'the DLX text', text);
  if (typeof sink !== 'object' || sink === null || typeof sink.stdout !== 'function' || typeof sink.stderr !== 'function') {
    throw new TypeError('runKnuth: the sink must be an object with functions stdout and stderr');
  }
  const options = parseKnuthArgs(program, args);
  const source = readDlx(text, { dialect: DIALECT[program] });
  const vbose = options.vbose;
  const rng = options.seed === undefined ? undefined : new GbFlip(options.seed);
  const matrix = buildMatrix(source.problem, rng, source.ignored);
  const inputMems = scanMems(text, PROGRAM[program]) + matrix.buildMems;

  let head = '';
  if (vbose & SHOW_WARNINGS) {
    for (const ig of source.ignored) head += `Option ignored (no primary items): ${ig.text}\n`;
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
  if (vbose & SHOW_MAX_DEG && program !== 'dlx3') tail += `The maximum branching degree was ${engine.maxdeg}.\n`;
  const bytes = engine.bytes();
  if (vbose & SHOW_BASICS) {
    const mems = engine.mems;
    const ccost = mems === 0 ? 0 : Math.floor((200 * engine.cmems + mems) / (2 * mems));
    const s = engine.count === 1 ? '' : 's';
    tail +=
      program === 'dlx1'
        ? `Altogether ${engine.count} solution${s}, ${inputMems}+${mems} mems, ${engine.updates} updates, ${bytes} bytes, ${engine.nodes} nodes, ccost ${ccost}%.\n`
        : `Altogether ${engine.count} solution${s}, ${inputMems}+${mems} mems, ${engine.updates} updates, ${engine.cleansings} cleansings, ${bytes} bytes, ${engine.nodes} nodes, ccost ${ccost}%.\n`;
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
    inputMems,
    bytes,
    timedOut,
  };
}
