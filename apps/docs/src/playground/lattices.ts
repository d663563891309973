import type { Problem } from '@polydance/exact-cover';
import { placedPiece } from '@polydance/lattice';
import type { PolyformResult } from '@polydance/lattice';
import { cubeCell, drawCubeSvg, polycube } from '@polydance/lattice-cube';
import { drawSquareSvg, polyomino, squareCell } from '@polydance/lattice-square';
import { drawStickSvg, polystick, stickPiece } from '@polydance/lattice-stick';
import { drawTriangleSvg, polyiamond, triangleCell } from '@polydance/lattice-triangle';
import { drawMacmahonSvg, findHexiamond, MacmahonError, macmahonProblem, parseBoard, PIECES } from '@polydance/macmahon';
import { SpecError } from '@polydance/spec-parser';
import { latticeCatalog } from './catalog.js';
import type { LatticeEntry } from './catalog.js';

/** What a lattice's generator made of the playground's text. */
export interface Generated {
  readonly problem: Problem;
  /** A line about the problem, such as the generators' `Altogether ...`. */
  readonly summary: string;
  /** The piece names, for colors that stay the same across solutions. */
  readonly names: readonly string[];
}

/** Options of a solution (their item tokens) → SVG. */
export type Drawing = (options: readonly (readonly string[])[], names: readonly string[]) => string;

/** A lattice the playground can generate, solve and draw. */
export interface PlaygroundLattice extends LatticeEntry {
  /** Throws a SpecError (with line and column) for a malformed spec. */
  readonly generate: (spec: string) => Generated;
  readonly draw: Drawing;
}

function entry(id: string): LatticeEntry {
  const e = latticeCatalog.find((l) => l.id === id);
  if (!e) throw new Error(`lattice '${id}' is missing from the catalog`);
  return e;
}

function polyform(generate: (spec: string) => PolyformResult): (spec: string) => Generated {
  return (spec) => {
    const result = generate(spec);
    return { problem: result.problem, summary: result.summary, names: result.spec.pieces.map((p) => p.name) };
  };
}

/**
 * MacMahon's triangles: the text is the command line's arguments (six triangles or a
 * hexiamond's name), after any `|` comment lines. A bad argument is reported at its
 * line and column.
 */
export function macmahonGenerate(text: string): Generated {
  const lines = text.split('\n');
  const words: { word: string; line: number; column: number }[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('|')) return;
    for (const m of line.matchAll(/\S+/g)) words.push({ word: m[0], line: i + 1, column: (m.index ?? 0) + 1 });
  });
  const shape = words.length === 1 ? findHexiamond(words[0]!.word) : undefined;
  try {
    const board = shape ? shape.board : parseBoard(words.map((w) => w.word));
    const problem = macmahonProblem(board);
    const summary = `MacMahon's 24 triangles in ${shape ? `the ${shape.name}` : 'a board of six triangles'}.`;
    return { problem, summary, names: PIECES.map((p) => p.name) };
  } catch (e) {
    if (e instanceof MacmahonError) {
      const at = e.index === undefined ? undefined : words[e.index];
      const line = at?.line ?? words[0]?.line ?? 1;
      throw new SpecError(at ? `'${at.word}': ${e.reason}` : e.reason, line, at?.column ?? 1);
    }
    throw e;
  }
}

export const playgroundLattices: readonly PlaygroundLattice[] = [
  {
    ...entry('square'),
    generate: polyform(polyomino),
    draw: (options, names) => drawSquareSvg(options.map((o) => placedPiece(o, squareCell)), { cell: 24, names }),
  },
  {
    ...entry('triangle'),
    generate: polyform(polyiamond),
    draw: (options, names) => drawTriangleSvg(options.map((o) => placedPiece(o, triangleCell)), { cell: 32, names }),
  },
  {
    ...entry('cube'),
    generate: polyform(polycube),
    draw: (options, names) => drawCubeSvg(options.map((o) => placedPiece(o, cubeCell)), { cell: 24, names, layers: true }),
  },
  {
    ...entry('stick'),
    generate: polyform(polystick),
    draw: (options, names) => drawStickSvg(options.map(stickPiece), { cell: 32, names }),
  },
  {
    ...entry('macmahon'),
    generate: macmahonGenerate,
    draw: (options) => drawMacmahonSvg(options, { cell: 48 }),
  },
];

/** The lattice with the given id. */
export function findLattice(id: string): PlaygroundLattice | undefined {
  return playgroundLattices.find((l) => l.id === id);
}
