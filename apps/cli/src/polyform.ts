import { quote } from '@polydance/exact-cover';
import { writeDlx } from '@polydance/dlx-writer';
import type { LatticeDescriptor, PolyformResult } from '@polydance/lattice';
import { SpecError } from '@polydance/spec-parser';
import type { Command } from './command.js';
import type { Io } from './io.js';
import { checkSpecSize, readInput, UsageError, write } from './io.js';

/** The one optional argument of a generator command: a FILE (stdin when absent or `-`). */
export function fileArgument(args: readonly string[]): string | undefined {
  const files = args.filter((a) => a === '-' || !a.startsWith('-'));
  const flags = args.filter((a) => a !== '-' && a.startsWith('-'));
  if (flags.length > 0) throw new UsageError(`unknown option ${quote(flags[0]!)} (try --help)`);
  if (files.length > 1) throw new UsageError(`expected at most one input file, got ${files.length}`);
  return files[0];
}

/**
 * Runs a box-and-pieces generator: reads the spec, builds everything (so bad input
 * fails before a byte reaches stdout), then writes the DLX text on stdout and the
 * reading notes and `Altogether ...` summary on stderr, as the C programs do.
 */
export async function runPolyform(
  args: readonly string[],
  io: Io,
  generate: (text: string) => PolyformResult,
  lattice: LatticeDescriptor,
): Promise<number> {
  const file = fileArgument(args);
  const text = await readInput(io, file);
  checkSpecSize(text);
  let result: PolyformResult;
  try {
    // the named piece sets are loaded only for a spec that may name one
    result = /^set:/m.test(text) ? (await import('@polydance/pieces')).withPieceSets(text, lattice, generate) : generate(text);
  } catch (e) {
    if (!(e instanceof SpecError)) throw e;
    // only on an error: the hint reads the text as DLX, with the solver's reader
    const { dlxInsteadOfSpec } = await import('./input.js');
    const { withHint } = await import('./spec-input.js');
    const hint = dlxInsteadOfSpec(text, file);
    throw hint === undefined ? e : withHint(e, hint);
  }
  for (const note of result.notes) await write(io.stderr, `${note.message}\n`);
  await writeDlx(result.problem, (chunk) => write(io.stdout, chunk), { secondaryBar: result.secondaryBar });
  await write(io.stderr, `${result.summary}\n`);
  return 0;
}

/** The help's lines on the spec language's extensions, for every box-and-pieces generator. */
export const SPEC_EXTENSIONS = `Polydance extensions (a ':' in a piece name, which Knuth's programs reject):
  set: NAME            after the box, a named set of pieces (set: pentominoes,
                       set: 2|tetrahexes -O, set: one-sided-tetraboloes): the sets are
                       listed on the docs' Pieces page; polydance pieces LATTICE SIZE
                       writes every piece of a size
  F:one-sided ...      a piece turned but never reflected; F:fixed, placed exactly as
                       written; A:free, turned and reflected
`;

/** What tells one box-and-pieces generator command (as Knuth's NAME-DLX) from the others. */
export interface PolyformCommandSpec {
  /** The command's name, `polyomino`; its alias is `polyomino-dlx`. */
  readonly name: string;
  /** The pieces, plural: `polyominoes`. */
  readonly pieces: string;
  /** The adjective of the box's cells: `square`. */
  readonly cells: string;
  /** How the output compares with Knuth's program's, when not byte for byte the same. */
  readonly output?: string;
  /** The help's `Spec syntax:` section and what follows it. */
  readonly syntax: string;
  readonly generate: (text: string) => PolyformResult;
  /** The lattice, whose named piece sets a spec may use. */
  readonly lattice: LatticeDescriptor;
}

/** A box-and-pieces generator command: its name, alias, summary, help and {@link runPolyform}. */
export function polyformCommand(spec: PolyformCommandSpec): Command {
  const { name, generate } = spec;
  const program = `${name.toUpperCase()}-DLX`;
  return {
    name,
    aliases: [`${name}-dlx`],
    summary: `${spec.pieces} in a box of ${spec.cells} cells → DLX (as ${program})`,
    help: `Usage: polydance ${name} [FILE]      (alias: ${name}-dlx)

Reads a spec of a box and ${name} pieces from FILE (or stdin) and writes the exact
cover problem of packing them, in Knuth's DLX format, on stdout; the summary line
'Altogether ... cells, ... pieces, ... base placements, ... nodes.' goes to stderr.
${spec.output ?? `The output is byte for byte what Knuth's ${program} writes.`}

Spec syntax:
${spec.syntax}
${SPEC_EXTENSIONS}`,
    run: (args, io) => runPolyform(args, io, generate, spec.lattice),
  };
}
