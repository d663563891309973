import { quote } from '@polydance/exact-cover';
import { writeDlx } from '@polydance/dlx-writer';
import type { GenerateOptions, LatticeDescriptor, PolyformResult } from '@polydance/lattice';
import { SpecError } from '@polydance/spec-parser';
import type { Command } from './command.js';
import type { Io } from './io.js';
import { generating } from './generation.js';
import { checkSpecSize, readInput, UsageError, write } from './io.js';
import { DEFAULT_MAX_OPTIONS, MAX_OPTIONS_OPTION, maxOptions } from './max-options.js';
import type { OptionTable } from './options.js';
import { parseOptions } from './options.js';

/** The one optional argument of a generator command: a FILE (stdin when absent or `-`). */
export function fileArgument(args: readonly string[]): string | undefined {
  return generatorArguments(args, []).file;
}

/** The arguments of a generator command: FILE, and the options of `table`. */
function generatorArguments(args: readonly string[], table: OptionTable): { file: string | undefined; values: ReadonlyMap<string, string> } {
  const known = (a: string): boolean => table.some((o) => a === o.flag || a.startsWith(`${o.flag}=`));
  // (the words after a flag of the table are its value)
  const flag = args.find((a, i) => a !== '-' && a.startsWith('-') && !known(a) && !(i > 0 && table.some((o) => o.value !== undefined && args[i - 1] === o.flag)));
  if (flag !== undefined) throw new UsageError(`unknown option ${quote(flag)} (try --help)`);
  const { values, positional } = parseOptions(table, args, 'generator');
  if (positional.length > 1) throw new UsageError(`expected at most one input file, got ${positional.length}`);
  return { file: positional[0], values };
}

/**
 * Runs a box-and-pieces generator: reads the spec, builds everything (so bad input
 * fails before a byte reaches stdout), then writes the DLX text on stdout and the
 * reading notes and `Altogether ...` summary on stderr, as the C programs do.
 */
export async function runPolyform(
  args: readonly string[],
  io: Io,
  generate: (text: string, options?: GenerateOptions) => PolyformResult,
  lattice: LatticeDescriptor,
): Promise<number> {
  const { file, values } = generatorArguments(args, [MAX_OPTIONS_OPTION]);
  const budget = { maxOptions: maxOptions(values.get('--max-options')) };
  const text = await readInput(io, file);
  checkSpecSize(text);
  let result: PolyformResult;
  try {
    // the named piece sets are loaded only for a spec that may name one
    const sets = /^set:/m.test(text) ? (await import('@polydance/pieces')).withPieceSets : undefined;
    result = generating((options) => (sets === undefined ? generate(text, options) : sets(text, lattice, (t) => generate(t, options))), budget);
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

Option:
  --max-options N      the most options the spec may make (default ${DEFAULT_MAX_OPTIONS.toLocaleString('en-US')}, about
                       2 GB of memory): a spec that makes more is refused, one message
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
  readonly generate: (text: string, options?: GenerateOptions) => PolyformResult;
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
