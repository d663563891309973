import { quote } from '@polydance/exact-cover';
import { writeDlx } from '@polydance/dlx-writer';
import type { PolyformResult } from '@polydance/lattice';
import { SpecError } from '@polydance/spec-parser';
import type { Io } from './io.js';
import { readInput, UsageError, write } from './io.js';

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
): Promise<number> {
  const file = fileArgument(args);
  const text = await readInput(io, file);
  let result: PolyformResult;
  try {
    result = generate(text);
  } catch (e) {
    if (!(e instanceof SpecError)) throw e;
    // only on an error: the hint reads the text as DLX, with the solver's reader
    const { dlxInsteadOfSpec, withHint } = await import('./input.js');
    const hint = dlxInsteadOfSpec(text, file);
    throw hint === undefined ? e : withHint(e, hint);
  }
  for (const note of result.notes) await write(io.stderr, `${note.message}\n`);
  await writeDlx(result.problem, (chunk) => write(io.stdout, chunk), { secondaryBar: result.secondaryBar });
  await write(io.stderr, `${result.summary}\n`);
  return 0;
}
