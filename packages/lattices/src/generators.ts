import { readDlxSteps } from '@polydance/dlx-solver';
import type { Problem, Steps } from '@polydance/exact-cover';
import { OptionBudget } from '@polydance/lattice';
import type { GenerateOptions, LatticeDescriptor, PolyformResult } from '@polydance/lattice';
import { aboloDescriptor, polyaboloSteps } from '@polydance/lattice-abolo';
import { cubeDescriptor, polycubeSteps } from '@polydance/lattice-cube';
import { hexDescriptor, polyhexSteps } from '@polydance/lattice-hex';
import { polytrigSteps, trigDescriptor } from '@polydance/lattice-trig';
import { polytwigSteps, twigDescriptor } from '@polydance/lattice-twig';
import { dancePolyominoesText, polyominoSteps, squareDescriptor } from '@polydance/lattice-square';
import { dancePolysticksText, polystickSteps, stickDescriptor } from '@polydance/lattice-stick';
import { polyiamondSteps, triangleDescriptor } from '@polydance/lattice-triangle';
import { MacmahonError, macmahonDescriptor, macmahonProblem, PIECES, readBoard } from '@polydance/macmahon';
import { withPieceSetsSteps } from '@polydance/pieces';
import { parseDancePolyominoes, parseDancePolysticks, SpecError } from '@polydance/spec-parser';
import { finish, quote } from '@polydance/exact-cover';

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
  /**
   * {@link generate} as work that gives way (see `Steps` of `@polydance/exact-cover`): it
   * yields where it asks `shouldStop`, so that `giveWay` lets a signal's listener run
   * while a spec of many options is generated.
   */
  generateSteps(text: string, options?: GenerateOptions): Steps<Generated>;
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
  generate: (text: string, options?: GenerateOptions) => Steps<PolyformResult>,
): (text: string, options?: GenerateOptions) => Steps<Generated> {
  return function* (t, options) {
    return polyform(yield* withPieceSetsSteps(t, lattice, (x) => generate(x, options)), lattice);
  };
}

/** A problem made whole, held to the cap of `options`. */
function capped(generated: Generated, options: GenerateOptions | undefined): Generated {
  new OptionBudget(options).made(generated.problem.options.length);
  return generated;
}

function* rows(text: Iterable<string>, lattice: LatticeDescriptor, names: readonly string[], options: GenerateOptions | undefined): Steps<Generated> {
  const { problem } = yield* readDlxSteps([...text].join(''), options?.shouldStop === undefined ? {} : { shouldStop: options.shouldStop });
  return capped({ problem: meant(problem, lattice, names), summary: `${problem.options.length} options.`, names }, options);
}

/** A DANCE-era generator: it parses its spec, writes the rows, and names the pieces of the spec. */
function dance<S extends { readonly pieces: readonly { readonly name: string }[] }>(
  lattice: LatticeDescriptor,
  parse: (text: string) => S,
  text: (spec: S) => Iterable<string>,
): (t: string, options?: GenerateOptions) => Steps<Generated> {
  return function* (t, options) {
    const spec = parse(t);
    return yield* rows(text(spec), lattice, spec.pieces.map((p) => p.name), options);
  };
}

/**
 * MacMahon's triangles: the text holds the command line's arguments (six triangles or
 * a hexiamond's name), after any `|` comment lines; a bad word is reported at its line
 * and column.
 */
// eslint-disable-next-line require-yield -- its problem is of a fixed size, made at once
function* macmahon(text: string, options?: GenerateOptions): Steps<Generated> {
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

/** A generator of its steps: {@link LatticeGenerator.generate} runs them to the end at once. */
function generator(g: Omit<LatticeGenerator, 'generate' | 'generateSteps'> & { readonly steps: LatticeGenerator['generateSteps'] }): LatticeGenerator {
  const { steps, ...rest } = g;
  return { ...rest, generateSteps: steps, generate: (text, options) => finish(steps(text, options)) };
}

/** Every generator, by the `polydance` command that runs it. */
export const GENERATORS: readonly LatticeGenerator[] = [
  generator({ command: 'polyomino', reads: 'spec', lattice: squareDescriptor, steps: boxAndPieces(squareDescriptor, polyominoSteps) }),
  generator({ command: 'polyominoes', reads: 'dance', lattice: squareDescriptor, steps: dance(squareDescriptor, parseDancePolyominoes, dancePolyominoesText) }),
  generator({ command: 'polyiamond', reads: 'spec', lattice: triangleDescriptor, steps: boxAndPieces(triangleDescriptor, polyiamondSteps) }),
  generator({ command: 'polycube', reads: 'spec', lattice: cubeDescriptor, steps: boxAndPieces(cubeDescriptor, polycubeSteps) }),
  generator({ command: 'polystick', reads: 'spec', lattice: stickDescriptor, steps: boxAndPieces(stickDescriptor, polystickSteps) }),
  generator({ command: 'polysticks', reads: 'dance', lattice: stickDescriptor, steps: dance(stickDescriptor, parseDancePolysticks, dancePolysticksText) }),
  generator({ command: 'polyhex', reads: 'spec', lattice: hexDescriptor, steps: boxAndPieces(hexDescriptor, polyhexSteps) }),
  generator({ command: 'polyabolo', reads: 'spec', lattice: aboloDescriptor, steps: boxAndPieces(aboloDescriptor, polyaboloSteps) }),
  generator({ command: 'polytrig', reads: 'spec', lattice: trigDescriptor, steps: boxAndPieces(trigDescriptor, polytrigSteps) }),
  generator({ command: 'polytwig', reads: 'spec', lattice: twigDescriptor, steps: boxAndPieces(twigDescriptor, polytwigSteps) }),
  generator({ command: 'macmahon', reads: 'arguments', lattice: macmahonDescriptor, steps: macmahon }),
];

/** The generator run by `polydance COMMAND`. */
export function findGenerator(command: string): LatticeGenerator | undefined {
  return GENERATORS.find((g) => g.command === command);
}
