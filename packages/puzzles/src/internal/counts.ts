import { SOURCES } from '../sources.js';
import type { Count } from '../types.js';

/** A count Polydance computed; `knuth`: Knuth's DLX solvers count the same. */
export function computed(value: number, knuth?: 'knuth'): Count {
  return { value, source: knuth === undefined ? SOURCES.polydance : SOURCES.polydanceKnuth };
}

/** A count Polyform Puzzler gives for its puzzle `where`. */
export function puzzler(value: number, where: string, symmetry?: 'rotations'): Count {
  return symmetry === undefined ? { value, source: SOURCES.puzzler, where } : { value, source: SOURCES.puzzler, where, symmetry };
}
