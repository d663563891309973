// What the package's tests share (no source file imports it).
import { expect } from 'vitest';
import { knuthFixture } from '../../../test/testing.js';
import type { SpecError } from './errors.js';

/**
 * Expects the error that `failure` gives for the golden error case `NAME` of a DANCE-era
 * generator (`errors/PROGRAM.NAME.in` of the corpus) to say where it is, and to name
 * the problem the reference program's message (`errors/PROGRAM.NAME.err`, up to its `!`)
 * names.
 */
export function expectGoldenError(failure: (text: string) => SpecError, program: string, name: string): void {
  const e = failure(knuthFixture(`errors/${program}.${name}.in`));
  expect(e.line).toBeGreaterThan(0);
  expect(e.column).toBeGreaterThan(0);
  const reference = knuthFixture(`errors/${program}.${name}.err`).split('!')[0]?.toLowerCase() ?? '';
  expect(e.reason.toLowerCase()).toContain(reference);
}
