import { quote } from '@polydance/exact-cover';
import { access } from 'node:fs/promises';
import type { Problem } from '@polydance/exact-cover';
import type { IgnoredOption } from '@polydance/dlx-solver';
import { algorithmOf, checkProblem, DlxError, readDlx } from '@polydance/dlx-solver';
import { checkPolyform } from '@polydance/lattice';
import { findGenerator } from '@polydance/lattices';
import { closest, SpecError } from '@polydance/spec-parser';
import type { LatticeName } from './draw.js';
import { generatorsOf, namedGenerator, readableBy } from './generators.js';
import type { LatticeGenerator } from './generators.js';
import type { Io } from './io.js';
import { checkSpecSize, InputError, readInput, specTooLarge, UsageError, write } from './io.js';

/** Something found before a search; `fatal` when the problem certainly has no solution. */
export interface InputWarning {
  readonly message: string;
  readonly fatal: boolean;
}

/** The problem `polydance solve` is to solve, however it was given. */
export interface SolveInput {
  readonly problem: Problem;
  /** DLX options dropped because they name no primary item. */
  readonly ignored: readonly IgnoredOption[];
  /** The lattice, when the input was a spec or a catalogue puzzle. */
  readonly lattice?: LatticeName;
  readonly warnings: readonly InputWarning[];
}

/** `| this file was created by ...`: the comment every generator writes into its DLX output. */
function isGeneratedDlx(text: string): boolean {
  return /^\| ?this file was created by /m.test(text);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Generates a spec's problem and checks it before any search. */
function fromSpec(text: string, generator: LatticeGenerator): SolveInput {
  checkSpecSize(text);
  const generated = generator.generate(text);
  const warnings: InputWarning[] = generated.polyform
    ? checkPolyform(generated.polyform, { unit: generator.lattice.unit })
    : checkProblem(generated.problem);
  return { problem: generated.problem, ignored: [], lattice: generator.lattice.name, warnings };
}

function where(file: string | undefined): string {
  return file === undefined || file === '-' ? 'the input' : file;
}

/**
 * A spec read by the generators of a lattice (`--lattice`): the modern one, or else a
 * DANCE-era one; the modern one's error if neither reads it.
 */
function fromLattice(text: string, lattice: LatticeName): SolveInput {
  const generators = generatorsOf(lattice);
  let first: SpecError | undefined;
  for (const g of generators) {
    try {
      return fromSpec(text, g);
    } catch (e) {
      if (!(e instanceof SpecError)) throw e;
      first ??= e;
    }
  }
  if (first === undefined) throw new UsageError(`no generator reads specs of the ${lattice} lattice`);
  throw first;
}

/**
 * The catalogue puzzle that `file` names, when no file has that name: its spec and its
 * generator; undefined for a file (or stdin). A name that is neither a file nor a
 * puzzle (and does not look like a path) is a usage error with the nearest name.
 */
export async function cataloguePuzzle(
  file: string | undefined,
  lattice: LatticeName | undefined,
): Promise<{ readonly spec: string; readonly generator: LatticeGenerator } | undefined> {
  if (file === undefined || file === '-' || (await exists(file))) return undefined;
  // the catalogue is built when its module loads: only a name that is no file loads it
  const { findPuzzle, PUZZLES } = await import('@polydance/puzzles');
  const puzzle = findPuzzle(file);
  if (puzzle) {
    const generator = findGenerator(puzzle.generator);
    if (!generator) throw new UsageError(`no generator ${quote(puzzle.generator)} for the puzzle ${puzzle.name}`);
    if (lattice !== undefined && lattice !== generator.lattice.name) {
      throw new UsageError(`the puzzle ${puzzle.name} is on the ${generator.lattice.name} lattice, not ${lattice}`);
    }
    return { spec: puzzle.spec, generator };
  }
  if (!/[/\\.]/.test(file)) {
    const near = closest(file, PUZZLES.map((p) => p.name));
    const hint = near === undefined ? ' (polydance puzzles lists the puzzles)' : ` (did you mean ${quote(near)}? polydance puzzles lists the puzzles)`;
    throw new UsageError(`no file and no catalogue puzzle is named ${quote(file)}${hint}`);
  }
  return undefined;
}

/**
 * Reads what `polydance solve` is given: the name of a catalogue puzzle (when no
 * file has that name), a DLX file, or a spec for one of the generators, whose lattice
 * is named by `--lattice` (which always wins) or by its first line, a comment that ends
 * with the generator's command (`| ...: polydance polyiamond`). A spec given without a
 * lattice gets a message that says what to type instead.
 */
export async function readSolveInput(
  io: Io,
  file: string | undefined,
  lattice: LatticeName | undefined,
  /** Awaited once the input is read, before it is parsed (see `StopSignals.deafen`). */
  parsing: () => Promise<void> = () => Promise.resolve(),
  /**
   * How the input is read: `shouldStop` is asked while a DLX file is read (true stops the
   * reading with an AbortError); `utf8Names` refuses a byte that is not UTF-8 outside
   * comment lines (in a name), for output that must be UTF-8 text (JSON).
   */
  read: { readonly shouldStop?: () => boolean; readonly utf8Names?: boolean } = {},
): Promise<SolveInput> {
  const puzzle = await cataloguePuzzle(file, lattice);
  if (puzzle) {
    await parsing();
    return fromSpec(puzzle.spec, puzzle.generator);
  }
  const text = await readInput(io, file);
  await parsing();
  if (read.utf8Names === true) checkUtf8Names(text);
  if (isGeneratedDlx(text)) return fromDlx(text, read);

  const named = namedGenerator(text);
  if (lattice !== undefined) {
    // --lattice wins over what the spec's first line says
    if (named) return named.lattice.name === lattice ? fromSpec(text, named) : fromLattice(text, lattice);
    try {
      return fromDlx(text, read);
    } catch (e) {
      if (!(e instanceof DlxError)) throw e;
      return fromLattice(text, lattice);
    }
  }
  if (named) return fromSpec(text, named);
  try {
    return fromDlx(text, read);
  } catch (e) {
    if (!(e instanceof DlxError)) throw e;
    throw specHint(text, file, 'polydance solve') ?? e;
  }
}

/**
 * What to type for a spec given without its lattice (to `command`, such as
 * `polydance solve`): undefined when no generator reads the text.
 */
function specHint(text: string, file: string | undefined, command: string): UsageError | undefined {
  // a text larger than any spec is no spec: telling so would generate its problem with
  // every generator (a spec of 100,000 pieces took minutes before its hint)
  if (specTooLarge(text)) return undefined;
  const readers = readableBy(text);
  if (readers.length === 0) return undefined;
  // A spec with ∇ cells (xy') reads as a polyomino spec too, with ' a suffix: offer triangles first.
  const primed = text.split(/\r?\n/).some((l) => !l.startsWith('|') && /\w'/.test(l));
  readers.sort((a, b) => Number(primed && b.lattice.name === 'triangle') - Number(primed && a.lattice.name === 'triangle'));
  const name = file === undefined || file === '-' ? 'FILE' : file;
  const first = readers[0]!;
  const solving = command === 'polydance solve';
  if (first.reads === 'dance' && !solving) {
    return new UsageError(`${where(file)} is DANCE-era data for polydance ${first.command}; ${command} draws box-and-pieces specs (polydance polyomino, polyiamond, polycube, polystick)`);
  }
  if (first.reads === 'dance') {
    // a DANCE-era data file has no comment lines: only its generator, or --lattice, reads it
    return new UsageError(
      `${where(file)} is DANCE-era data for polydance ${first.command}, not a DLX file: type 'polydance ${first.command} ${name} | ${command}', or '${command} --lattice ${first.lattice.name} ${name}'`,
    );
  }
  const others = [...new Set(readers.map((g) => g.lattice.name))].filter((l) => l !== first.lattice.name);
  return new UsageError(
    `${where(file)} ${solving ? 'is a spec, not a DLX file' : 'does not say its lattice'}: type '${command} --lattice ${first.lattice.name} ${name}'` +
      `${others.length > 0 ? ` (or --lattice ${others.join(', ')})` : ''}, ` +
      `or begin it with the line '| polydance ${first.command}'` +
      (solving ? `, or type 'polydance ${first.command} ${name} | polydance solve'` : ''),
  );
}

/**
 * The box-and-pieces generator of a spec, for commands that draw it: the modern one of
 * `--lattice`, or the one its first line names; a usage error that says what to type
 * when neither tells (or when the generator reads no box-and-pieces spec).
 */
export function specGenerator(text: string, file: string | undefined, lattice: LatticeName | undefined, command: string): LatticeGenerator {
  const named = namedGenerator(text);
  const generator =
    lattice !== undefined ? (named?.lattice.name === lattice ? named : generatorsOf(lattice)[0]) : named;
  if (generator === undefined) {
    throw specHint(text, file, command) ?? new UsageError(`${where(file)} names no generator: say --lattice, or begin it with a line such as '| polydance polyomino'`);
  }
  if (generator.reads !== 'spec') {
    throw new UsageError(`${command} takes a box-and-pieces spec (polydance polyomino, polyiamond, polycube, polystick), and ${where(file)} is for polydance ${generator.command}`);
  }
  return generator;
}

/**
 * Refuses a byte that is not UTF-8 (read as U+DC80..U+DCFF, see `decodeInput`) outside
 * comment lines, where every token is a name (an item, a color, a cell, a piece), for
 * output that must be UTF-8 text: JSON would carry it as a lone surrogate `\udcff`.
 * Comment lines keep their bytes (they are echoed as they are).
 */
function checkUtf8Names(text: string): void {
  const bad = /[\udc80-\udcff]/gu;
  for (let m = bad.exec(text); m !== null; m = bad.exec(text)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    if (/^[ \t\v\f\r]*\|/.test(text.slice(start, m.index + 1))) {
      // a comment line: go on after it
      const end = text.indexOf('\n', m.index);
      if (end < 0) return;
      bad.lastIndex = end;
      continue;
    }
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++;
    const byte = (m[0].charCodeAt(0) - 0xdc00).toString(16).padStart(2, '0');
    throw new InputError(`line ${line}, column ${m.index - start + 1}: the byte 0x${byte} is not UTF-8, and --format json writes names as UTF-8 text`);
  }
}

function fromDlx(text: string, read: { readonly shouldStop?: () => boolean }): SolveInput {
  const source = readDlx(text, read.shouldStop === undefined ? {} : { shouldStop: read.shouldStop });
  return { problem: source.problem, ignored: source.ignored, warnings: checkProblem(source.problem) };
}

/**
 * Prints the warnings on stderr (`polydance solve: warning: ...`); resolves to true
 * when one of them is fatal, that is, when the search can be skipped.
 */
export async function reportWarnings(io: Io, warnings: readonly InputWarning[]): Promise<boolean> {
  for (const w of warnings) await write(io.stderr, `polydance solve: warning: ${w.message}\n`);
  return warnings.some((w) => w.fatal);
}

/**
 * A hint for a generator given a DLX file instead of a spec: the message to add to
 * its spec error, or undefined when the text does not look like a DLX file.
 */
export function dlxInsteadOfSpec(text: string, file: string | undefined): string | undefined {
  let dlx = isGeneratedDlx(text);
  if (!dlx) {
    try {
      readDlx(text);
      dlx = true;
    } catch {
      dlx = false;
    }
  }
  if (!dlx) return undefined;
  return `this is a DLX file, not a spec: to solve it, type 'polydance solve ${file === undefined || file === '-' ? 'FILE' : file}'`;
}

/** A spec error with a hint appended to its reason. */
export function withHint(e: SpecError, hint: string): SpecError {
  return new SpecError(`${e.reason} (${hint})`, e.line, e.column);
}

/**
 * What `polydance solve` prints when the warnings show there is no solution and the
 * search is skipped: the count 0 where a count was asked for (text or JSON), and
 * the summary on stderr.
 */
export async function writeNoSolution(
  io: Io,
  problem: Problem,
  opts: { readonly count: boolean; readonly distinct: boolean; readonly format: 'text' | 'json' },
): Promise<number> {
  if (opts.count) {
    const json = { solutions: 0, ...(opts.distinct ? { distinct: 0 } : {}), nodes: 0, seconds: 0, complete: true };
    await write(io.stdout, opts.format === 'json' ? `${JSON.stringify(json)}\n` : '0\n');
  }
  await write(io.stderr, `0 solutions (Algorithm ${algorithmOf(problem)}), 0 nodes, 0.000 s; the search was skipped: the warnings above rule out every solution\n`);
  return 0;
}
