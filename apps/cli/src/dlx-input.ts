// What every input of \`polydance solve\` shares, a DLX file's reading, and the few
// facts about a text that tell whether it is one: what \`input.ts\` (which reads any
// input) and \`spec-input.ts\` (specs and catalogue puzzles, loaded only for them) use.
import type { Problem } from '@polydance/exact-cover';
import type { IgnoredOption } from '@polydance/dlx-solver/read';
import { checkProblem, readDlxSteps } from '@polydance/dlx-solver/read';
import { giveWay } from '@polydance/exact-cover';
import type { LatticeName } from './draw.js';

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

/**
 * The command a spec's first line names, in the one form there is for it: a comment that
 * ends with `polydance COMMAND`, after a colon or alone (`| the twelve pentominoes:
 * polydance polyomino`, `| polydance polyomino`); see `namedGenerator`.
 */
export function namedCommand(text: string): string | undefined {
  const first = text.split('\n', 1)[0]!.replace(/\r$/, '');
  return /^\|(?:.*:)?[ \t]*polydance[ \t]+([a-z-]+)[ \t]*$/.exec(first)?.[1];
}

/** `| this file was created by ...`: the comment every generator writes into its DLX output. */
export function isGeneratedDlx(text: string): boolean {
  return /^\| ?this file was created by /m.test(text);
}

/**
 * Whether a file of that name is there (a catalogue puzzle's name is not). Asked in this
 * thread: an asynchronous look starts Node's pool of threads, a few milliseconds of a
 * count that takes fewer.
 */
export function exists(file: string): boolean {
  return process.getBuiltinModule('node:fs').existsSync(file);
}

export function where(file: string | undefined): string {
  return file === undefined || file === '-' ? 'the input' : file;
}

/** A DLX file's problem, read giving way (signals are heard meanwhile; `shouldStop` stops it with an AbortError). */
export async function fromDlx(text: string, read: { readonly shouldStop?: () => boolean }): Promise<SolveInput> {
  const source = await giveWay(readDlxSteps(text, read.shouldStop === undefined ? {} : { shouldStop: read.shouldStop }));
  return { problem: source.problem, ignored: source.ignored, warnings: checkProblem(source.problem) };
}

