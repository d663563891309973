// The spec side of \`polydance solve\` and \`polydance draw\`: specs for the generators and the
// catalogue's puzzles, which load the generators (and so every lattice). Loaded only for
// such input (see readSolveInput): a DLX file is read without it.
import { quote, quotePath } from '@polydance/exact-cover';
import { checkProblem, DlxError } from '@polydance/dlx-solver';
import { checkPolyform } from '@polydance/lattice';
import type { GenerateOptions } from '@polydance/lattice';
import { findGenerator } from '@polydance/lattices';
import { closest, SpecError } from '@polydance/spec-parser';
import type { LatticeName } from './draw.js';
import { generatorsOf, namedGenerator, readableBy } from './generators.js';
import type { LatticeGenerator } from './generators.js';
import type { InputWarning, SolveInput } from './dlx-input.js';
import { exists, fromDlx, where } from './dlx-input.js';
import { generatingSteps } from './generation.js';
import { DEFAULT_MAX_OPTIONS } from './max-options.js';
import { checkSpecSize, specTooLarge, UsageError } from './io.js';

/** How a spec is generated: its budget of options (the default when absent), and the stop of `--timeout`. */
export interface SpecRead {
  readonly shouldStop?: () => boolean;
  readonly maxOptions?: number;
}

/** Generates a spec's problem and checks it before any search. */
export async function fromSpec(text: string, generator: LatticeGenerator, read: SpecRead = {}): Promise<SolveInput> {
  checkSpecSize(text);
  const generated = await generatingSteps((options) => generator.generateSteps(text, options), budget(read));
  const warnings: InputWarning[] = generated.polyform
    ? checkPolyform(generated.polyform, { unit: generator.lattice.unit })
    : checkProblem(generated.problem);
  return { problem: generated.problem, ignored: [], lattice: generator.lattice.name, warnings };
}

/** The generator options of `read`. */
function budget(read: SpecRead): GenerateOptions {
  const maxOptions = read.maxOptions ?? DEFAULT_MAX_OPTIONS;
  return read.shouldStop === undefined ? { maxOptions } : { maxOptions, shouldStop: read.shouldStop };
}

/**
 * A spec read by the generators of a lattice (`--lattice`): the modern one, or else a
 * DANCE-era one; the modern one's error if neither reads it.
 */
async function fromLattice(text: string, lattice: LatticeName, read: SpecRead): Promise<SolveInput> {
  const generators = generatorsOf(lattice);
  let first: SpecError | undefined;
  for (const g of generators) {
    try {
      return await fromSpec(text, g, read);
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
  if (file === undefined || file === '-' || exists(file)) return undefined;
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
    throw new UsageError(`no file and no catalogue puzzle is named ${quotePath(file)}${hint}`);
  }
  return undefined;
}

/**
 * A text that is no generator's DLX output, given to \`polydance solve\`: a spec whose
 * lattice is named by \`--lattice\` (which always wins) or by its first line, or else a
 * DLX file; a spec given without a lattice gets a message that says what to type instead.
 */
export async function fromSpecText(text: string, file: string | undefined, lattice: LatticeName | undefined, read: SpecRead): Promise<SolveInput> {
  const named = namedGenerator(text);
  if (lattice !== undefined) {
    // --lattice wins over what the spec's first line says
    if (named) return named.lattice.name === lattice ? fromSpec(text, named, read) : fromLattice(text, lattice, read);
    try {
      return await fromDlx(text, read);
    } catch (e) {
      if (!(e instanceof DlxError)) throw e;
      return fromLattice(text, lattice, read);
    }
  }
  if (named) return fromSpec(text, named, read);
  try {
    return await fromDlx(text, read);
  } catch (e) {
    if (!(e instanceof DlxError)) throw e;
    throw specHint(text, file, 'polydance solve') ?? e;
  }
}

/**
 * What to type for a spec given without its lattice (to `command`, such as
 * `polydance solve`): undefined when no generator reads the text.
 */
export function specHint(text: string, file: string | undefined, command: string): UsageError | undefined {
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

/** A spec error with a hint appended to its reason. */
export function withHint(e: SpecError, hint: string): SpecError {
  return new SpecError(`${e.reason} (${hint})`, e.line, e.column);
}

