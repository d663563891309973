import type { Problem } from '@polydance/exact-cover';
import { algorithmOf, DlxError, readDlx } from '@polydance/dlx-solver/read';
import type { InputWarning, SolveInput } from './dlx-input.js';
import { exists, fromDlx, isGeneratedDlx, namedCommand } from './dlx-input.js';
import type { LatticeName } from './draw.js';
import type { Io } from './io.js';
import { readInput, write } from './io.js';
import { InputError } from '@polydance/exact-cover';

export type { InputWarning, SolveInput } from './dlx-input.js';

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
  /** Awaited once the input is read, before it is parsed: it may stop the command there (a signal heard while it was read). */
  parsing: () => Promise<void> = () => Promise.resolve(),
  /**
   * How the input is read: `shouldStop` is asked while a DLX file is read (true stops the
   * reading with an AbortError); `utf8Names` refuses a byte that is not UTF-8 outside
   * comment lines (in a name), for output that must be UTF-8 text (JSON); `maxOptions`
   * is the budget of a spec's generator (`--max-options`), whose run `shouldStop` also stops.
   */
  read: { readonly shouldStop?: () => boolean; readonly utf8Names?: boolean; readonly maxOptions?: number } = {},
): Promise<SolveInput> {
  // a name that is no file may be a catalogue puzzle: the generators (and every lattice)
  // load for it, and for a spec; a DLX file needs neither
  if (file !== undefined && file !== '-' && !exists(file)) {
    const spec = await import('./spec-input.js');
    const puzzle = await spec.cataloguePuzzle(file, lattice);
    if (puzzle) {
      await parsing();
      return spec.fromSpec(puzzle.spec, puzzle.generator, read);
    }
  }
  const text = await readInput(io, file);
  await parsing();
  if (read.utf8Names === true) checkUtf8Names(text);
  if (isGeneratedDlx(text)) return fromDlx(text, read);
  if (lattice !== undefined || namedCommand(text) !== undefined) return (await import('./spec-input.js')).fromSpecText(text, file, lattice, read);
  try {
    return await fromDlx(text, read);
  } catch (e) {
    if (!(e instanceof DlxError)) throw e;
    throw (await import('./spec-input.js')).specHint(text, file, 'polydance solve') ?? e;
  }
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
    throw new InputError(line, m.index - start + 1, `the byte 0x${byte} is not UTF-8, and --format json writes names as UTF-8 text`);
  }
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
