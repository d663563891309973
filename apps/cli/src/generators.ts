import type { Problem } from '@polydance/exact-cover';
import type { PolyformResult } from '@polydance/lattice';
import { polycube } from '@polydance/lattice-cube';
import { polyomino } from '@polydance/lattice-square';
import { polystick } from '@polydance/lattice-stick';
import { polyiamond } from '@polydance/lattice-triangle';
import { findHexiamond, MacmahonError, macmahonProblem, parseBoard } from '@polydance/macmahon';
import { SpecError } from '@polydance/spec-parser';
import type { LatticeName } from './draw.js';

/** What a generator made of a spec. */
export interface Generated {
  readonly problem: Problem;
  /** The box-and-pieces generators' full result (for the checks before a search). */
  readonly polyform?: PolyformResult;
}

/** A `polydance` command that turns a spec into an exact cover problem. */
export interface SpecGenerator {
  /** The command, e.g. `polyomino`. */
  readonly command: string;
  /** Knuth's name for the same program, if any (`polyomino-dlx`). */
  readonly program?: string;
  readonly lattice: LatticeName;
  /** What the lattice's cells are called in messages. */
  readonly unit: string;
  /** Throws an error with line and column for a malformed spec. */
  readonly generate: (text: string) => Generated;
}

/**
 * MacMahon's triangles from a spec: comment lines, then the arguments of
 * `polydance macmahon` (a hexiamond's name or six triangles). A bad word is
 * reported at its line and column.
 */
export function macmahonSpec(text: string): Generated {
  const words: { word: string; line: number; column: number }[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.startsWith('|')) return;
    for (const m of line.matchAll(/\S+/g)) words.push({ word: m[0], line: i + 1, column: (m.index ?? 0) + 1 });
  });
  if (words.length === 0) throw new SpecError('no board: give a hexiamond name or six triangles', 1, 1);
  const shape = words.length === 1 ? findHexiamond(words[0]!.word) : undefined;
  try {
    return { problem: macmahonProblem(shape ? shape.board : parseBoard(words.map((w) => w.word))) };
  } catch (e) {
    if (e instanceof MacmahonError) {
      const at = e.index === undefined ? undefined : words[e.index];
      const where = at ?? words[0]!;
      throw new SpecError(at ? `'${at.word}': ${e.reason}` : e.reason, where.line, where.column);
    }
    throw e;
  }
}

const polyform =
  (generate: (text: string) => PolyformResult) =>
  (text: string): Generated => {
    const result = generate(text);
    return { problem: result.problem, polyform: result };
  };

/** The generators whose specs `polydance solve` reads directly. */
export const GENERATORS: readonly SpecGenerator[] = [
  { command: 'polyomino', program: 'polyomino-dlx', lattice: 'square', unit: 'cell', generate: polyform(polyomino) },
  { command: 'polyiamond', program: 'polyiamond-dlx', lattice: 'triangle', unit: 'cell', generate: polyform(polyiamond) },
  { command: 'polycube', program: 'polycube-dlx', lattice: 'cube', unit: 'cell', generate: polyform(polycube) },
  { command: 'polystick', lattice: 'stick', unit: 'edge', generate: polyform(polystick) },
  { command: 'macmahon', program: 'macmahon-triangles-dlx', lattice: 'macmahon', unit: 'triangle', generate: macmahonSpec },
];

/** The generator named `polydance COMMAND` or by Knuth's program name. */
export function generatorNamed(name: string): SpecGenerator | undefined {
  return GENERATORS.find((g) => g.command === name || g.program === name);
}

/** The generator of a lattice's specs. */
export function generatorOf(lattice: LatticeName): SpecGenerator | undefined {
  return GENERATORS.find((g) => g.lattice === lattice);
}

/**
 * The generator a spec names in its leading comment lines (`| ...: polydance polyomino`),
 * if any. Knuth's program names (`polyomino-dlx`) do not count: they are what DLX files
 * say of themselves in their comments.
 */
export function namedGenerator(text: string): SpecGenerator | undefined {
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('|')) break;
    for (const m of line.matchAll(/\bpolydance\s+([a-z]+)\b/g)) {
      const found = GENERATORS.find((g) => g.command === m[1]);
      if (found) return found;
    }
  }
  return undefined;
}
