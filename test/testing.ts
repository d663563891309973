import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

// What the packages' tests share (no package's sources import it): the golden corpus
// (`fixtures/`) as they read it, and small helpers.

/** A file of Knuth's programs' golden corpus: `fixtures/knuth/PATH`. */
export function knuthFixture(path: string): string {
  return readFileSync(new URL(`../fixtures/knuth/${path}`, import.meta.url), 'utf8');
}

/** The solver cases whose whole stderr must be the C program's (`fixtures/knuth/solve/FULL-STDERR.txt`). */
export function fullStderrCases(): string[] {
  return knuthFixture('solve/FULL-STDERR.txt')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** The options of the first solution in a solver listing of the golden corpus (`fixtures/knuth/solve/NAME.out`). */
export function firstSolution(name: string): string[][] {
  const lines = knuthFixture(`solve/${name}.out`).split('\n');
  const start = lines.findIndex((l) => /^\d+:$/.test(l));
  const options: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    options.push(line.replace(/ \(\d+ of \d+\)$/, '').trim().split(' '));
  }
  return options;
}

/** The message of the error that `f` throws (a test fails if it throws nothing). */
export function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('nothing was thrown');
}

/** The error of class `type` that `f` throws: any other error is thrown on, and a test fails if `f` throws nothing. */
export function caught<E extends Error>(type: abstract new (...args: never[]) => E, f: () => unknown): E {
  try {
    f();
  } catch (e) {
    if (e instanceof type) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

/** Expects an input error at `line` and `column` whose reason matches `reason`, and whose message says all three. */
export function expectInputError(
  e: { readonly line: number; readonly column: number; readonly reason: string; readonly message: string },
  line: number,
  column: number,
  reason: RegExp,
): void {
  expect(e.line).toBe(line);
  expect(e.column).toBe(column);
  expect(e.reason).toMatch(reason);
  expect(e.message).toBe(`line ${line}, column ${column}: ${e.reason}`);
}

/**
 * Checks that each piece has as many base placements as distinct orientations, and the
 * same ones: `bases` are the keys of the placements a lattice's generators give it,
 * `orientations` the keys of its orientations found by brute force.
 */
export function expectBasesAreOrientations<Cell>(
  pieces: readonly (readonly Cell[])[],
  bases: (cells: readonly Cell[]) => readonly string[],
  orientations: (cells: readonly Cell[]) => Set<string>,
): void {
  for (const cells of pieces) {
    const found = bases(cells);
    const expected = orientations(cells);
    expect(found.length).toBe(expected.size);
    expect(new Set(found)).toEqual(expected);
  }
}

/**
 * Checks the handedness markers of a box-and-pieces generator on one piece line `line`
 * (a name, a space, its cells) in the box `box`: the piece gets `counts` base
 * placements with no marker, `:free`, `:one-sided` and `:fixed`; the one-sided ones
 * and the fixed one are among the free ones, the fixed one is the piece as written,
 * and the marker that says what the generator does anyway changes no option.
 */
export function expectHandedness(
  generate: (text: string) => { readonly bases: readonly { readonly shape: { readonly cells: readonly number[] } }[]; readonly problem: { readonly options: unknown } },
  box: string,
  line: string,
  counts: readonly [number, number, number, number],
  same: 'free' | 'one-sided',
): void {
  const space = line.indexOf(' ');
  const run = (marker: string) => generate(`${box}\n${line.slice(0, space)}${marker}${line.slice(space)}\n`);
  const [plain, free, sided, fixed] = ['', ':free', ':one-sided', ':fixed'].map(run) as [ReturnType<typeof run>, ReturnType<typeof run>, ReturnType<typeof run>, ReturnType<typeof run>];
  expect([plain, free, sided, fixed].map((r) => r.bases.length)).toEqual(counts);
  const keys = (r: typeof plain): string[] => r.bases.map((b) => b.shape.cells.join(','));
  for (const k of [...keys(sided), ...keys(fixed)]) expect(keys(free)).toContain(k);
  expect(keys(fixed)).toEqual([keys(plain)[0]]);
  expect((same === 'free' ? free : sided).problem.options).toEqual(plain.problem.options);
}

/** The loops of an SVG path `M…L…Z…`, as lists of points. */
export function svgLoops(d: string): [number, number][][] {
  return d
    .split('Z')
    .filter((s) => s !== '')
    .map((loop) =>
      loop
        .slice(1)
        .split('L')
        .map((p) => p.split(',').map(Number) as [number, number]),
    );
}

/**
 * Checks the outline of a piece drawn as an SVG path: each side is a whole number of
 * one of the `units` (pixels) long and runs at `offset` degrees plus a multiple of
 * `step`; returns the area the outline encloses (holes taken out), in square pixels.
 */
export function outlineArea(d: string, units: readonly number[], step: number, offset = 0): number {
  let area = 0;
  for (const loop of svgLoops(d)) {
    loop.forEach(([x, y], i) => {
      const [nx, ny] = loop[(i + 1) % loop.length]!;
      const length = Math.hypot(nx - x, ny - y);
      expect(units.some((u) => Math.abs(length / u - Math.round(length / u)) < 0.01)).toBe(true);
      const angle = (Math.atan2(ny - y, nx - x) * 180) / Math.PI - offset;
      expect(Math.abs(angle / step - Math.round(angle / step))).toBeLessThan(0.01);
      area += x * ny - nx * y;
    });
  }
  return Math.abs(area / 2);
}

/** Runs work that gives way (a `Steps` generator) to its end, counting the times it yielded. */
export function stepsTaken<T>(steps: Generator<undefined, T, undefined>): { value: T; yields: number } {
  for (let yields = 0; ; yields++) {
    const r = steps.next();
    if (r.done === true) return { value: r.value, yields };
  }
}

/** A timer set now, and a `shouldStop` that notes whether it was heard (the timer fired while the work ran), and says to stop once it has if `stop`. */
export function heardTimer(stop: boolean): { readonly shouldStop: () => boolean; readonly heard: () => boolean } {
  let fired = false;
  let heard = false;
  setTimeout(() => (fired = true), 0);
  return {
    shouldStop: () => {
      if (fired) heard = true;
      return stop && fired;
    },
    heard: () => heard,
  };
}
