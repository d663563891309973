import { readDlx } from '@polydance/dlx-solver';
import type { Problem } from '@polydance/exact-cover';
import { OptionBudget } from '@polydance/lattice';
import type { GenerateOptions, LatticeDescriptor, PolyformResult } from '@polydance/lattice';
import { aboloDescriptor, polyabolo } from '@polydance/lattice-abolo';
import { cubeDescriptor, polycube } from '@polydance/lattice-cube';
import { hexDescriptor, polyhex } from '@polydance/lattice-hex';
import { polytrig, trigDescriptor } from '@polydance/lattice-trig';
import { polytwig, twigDescriptor } from '@polydance/lattice-twig';
import { dancePolyominoesText, polyomino, squareDescriptor } from '@polydance/lattice-square';
import { dancePolysticksText, polystick, stickDescriptor } from '@polydance/lattice-stick';
import { polyiamond, triangleDescriptor } from '@polydance/lattice-triangle';
import { MacmahonError, macmahonDescriptor, macmahonProblem, PIECES, readBoard } from '@polydance/macmahon';
import { withPieceSets } from '@polydance/pieces';
import { parseDancePolyominoes, parseDancePolysticks, SpecError } from '@polydance/spec-parser';
import { quote } from '@polydance/exact-cover';

/** What a generator made of a spec. */
export interface Generated {
  readonly problem: Problem;
  /** A line about the problem, such as the generators' `Altogether ...`. */
  readonly summary: string;
  /** The piece names, for colors that stay the same across pictures. */
  readonly names: readonly string[];
  /** The box-and-pieces generator's own result (placements, bases), where there is one. */
  readonly polyform?: PolyformResult;
}

/** A generator: the `polydance` command that runs it, its lattice, and spec text → problem. */
export interface LatticeGenerator {
  readonly command: string;
  /** What it reads: a box-and-pieces spec, a DANCE-era data file, or command-line arguments. */
  readonly reads: 'spec' | 'dance' | 'arguments';
  readonly lattice: LatticeDescriptor;
  /**
   * Throws a SpecError (with line and column) for a malformed spec. A box-and-pieces
   * spec may name piece sets (`set: pentominoes`, see `withPieceSets` of
   * `@polydance/pieces`). With `maxOptions`, it throws a TooManyOptionsError (of
   * `@polydance/lattice`) once the problem would have more options: a box-and-pieces
   * generator as soon as it would make one more, the others (whose problems are read
   * from their rows or are of a fixed size) when the problem is made.
   */
  generate(text: string, options?: GenerateOptions): Generated;
}

/** The problem with its meaning: its lattice, and which of its items are the pieces. */
function meant(problem: Problem, lattice: LatticeDescriptor, pieces: readonly string[]): Problem {
  return { ...problem, meaning: { lattice: lattice.name, pieces } };
}

function polyform(result: PolyformResult, lattice: LatticeDescriptor): Generated {
  const names = result.spec.pieces.map((p) => p.name);
  const problem = meant(result.problem, lattice, names);
  return { problem, summary: result.summary, names, polyform: { ...result, problem } };
}

/**
 * A box-and-pieces generator: spec text → problem, the spec's set lines
 * (`set: pentominoes`) replaced by their pieces first.
 */
function boxAndPieces(
  lattice: LatticeDescriptor,
  generate: (text: string, options?: GenerateOptions) => PolyformResult,
): (text: string, options?: GenerateOptions) => Generated {
  return (t, options) => polyform(withPieceSets(t, lattice, (x) => generate(x, options)), lattice);
}

/** A problem made whole, held to the cap of `options`. */
function capped(generated: Generated, options: GenerateOptions | undefined): Generated {
  new OptionBudget(options).made(generated.problem.options.length);
  return generated;
}

function rows(text: Iterable<string>, lattice: LatticeDescriptor, names: readonly string[], options: GenerateOptions | undefined): Generated {
  const { problem } = readDlx([...text].join(''));
  return capped({ problem: meant(problem, lattice, names), summary: `${problem.options.length} options.`, names }, options);
}

/** A DANCE-era generator: it parses its spec, writes the rows, and names the pieces of the spec. */
function dance<S extends { readonly pieces: readonly { readonly name: string }[] }>(
  lattice: LatticeDescriptor,
  parse: (text: string) => S,
  text: (spec: S) => Iterable<string>,
): (t: string, options?: GenerateOptions) => Generated {
  return (t, options) => {
    const spec = parse(t);
    return rows(text(spec), lattice, spec.pieces.map((p) => p.name), options);
  };
}

/**
 * MacMahon's triangles: the text holds the command line's arguments (six triangles or
 * a hexiamond's name), after any `|` comment lines; a bad word is reported at its line
 * and column.
 */
function macmahon(text: string, options?: GenerateOptions): Generated {
  const words: { word: string; line: number; column: number }[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.startsWith('|')) return;
    for (const m of line.matchAll(/\S+/g)) words.push({ word: m[0], line: i + 1, column: (m.index ?? 0) + 1 });
  });
  try {
    const { board, shape } = readBoard(words.map((w) => w.word));
    const summary = `MacMahon's 24 triangles in ${shape ? `the ${shape.name}` : 'a board of six triangles'}.`;
    const names = PIECES.map((p) => p.name);
    return capped({ problem: meant(macmahonProblem(board), macmahonDescriptor, names), summary, names }, options);
  } catch (e) {
    if (e instanceof MacmahonError) {
      const at = e.index === undefined ? undefined : words[e.index];
      throw new SpecError(at ? `${quote(at.word)}: ${e.reason}` : e.reason, at?.line ?? words[0]?.line ?? 1, at?.column ?? 1);
    }
    throw e;
  }
}

/** Every generator, by the `polydance` command that runs it. */
export const GENERATORS: readonly LatticeGenerator[] = [
  { command: 'polyomino', reads: 'spec', lattice: squareDescriptor, generate: boxAndPieces(squareDescriptor, polyomino) },
  { command: 'polyominoes', reads: 'dance', lattice: squareDescriptor, generate: dance(squareDescriptor, parseDancePolyominoes, dancePolyominoesText) },
  { command: 'polyiamond', reads: 'spec', lattice: triangleDescriptor, generate: boxAndPieces(triangleDescriptor, polyiamond) },
  { command: 'polycube', reads: 'spec', lattice: cubeDescriptor, generate: boxAndPieces(cubeDescriptor, polycube) },
  { command: 'polystick', reads: 'spec', lattice: stickDescriptor, generate: boxAndPieces(stickDescriptor, polystick) },
  { command: 'polysticks', reads: 'dance', lattice: stickDescriptor, generate: dance(stickDescriptor, parseDancePolysticks, dancePolysticksText) },
  { command: 'polyhex', reads: 'spec', lattice: hexDescriptor, generate: boxAndPieces(hexDescriptor, polyhex) },
  { command: 'polyabolo', reads: 'spec', lattice: aboloDescriptor, generate: boxAndPieces(aboloDescriptor, polyabolo) },
  { command: 'polytrig', reads: 'spec', lattice: trigDescriptor, generate: boxAndPieces(trigDescriptor, polytrig) },
  { command: 'polytwig', reads: 'spec', lattice: twigDescriptor, generate: boxAndPieces(twigDescriptor, polytwig) },
  { command: 'macmahon', reads: 'arguments', lattice: macmahonDescriptor, generate: macmahon },
];

/** The generator run by `polydance COMMAND`. */
export function findGenerator(command: string): LatticeGenerator | undefined {
  return GENERATORS.find((g) => g.command === command);
}
