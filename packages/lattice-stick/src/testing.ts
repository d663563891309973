// What the package's tests share (no source file imports it).
import { readFileSync } from 'node:fs';

/** The example of the documentation (`examples/tetrasticks-3x3.in`): six tetrasticks in a 3x3 grid of squares. */
export const EXAMPLE = readFileSync(new URL('../../../examples/tetrasticks-3x3.in', import.meta.url), 'utf8');
