import type { Algorithm } from '../algorithm.js';
import { Dlx1 } from './dlx1.js';
import { Dlx2 } from './dlx2.js';
import { Dlx3 } from './dlx3.js';
import type { Engine } from './engine.js';
import { copyDanceArrays } from './kernels.js';
import type { KnuthMatrix } from './matrix.js';
import { QUIET } from './settings.js';

/** A quiet engine for an algorithm, searching the matrix `m` itself (which it changes while it runs). */
export function engineFor(m: KnuthMatrix, algorithm: Algorithm): Engine {
  switch (algorithm) {
    case 'X':
      return new Dlx1(m, QUIET);
    case 'C':
      return new Dlx2(m, QUIET);
    case 'M':
      return new Dlx3(m, QUIET);
  }
}

/**
 * Quiet engines for an algorithm on one copy of a matrix (the matrix is not changed):
 * each call restores the copy from `m` and starts a new engine on it, so the engine of
 * the call before must not be used again. One copy serves any number of searches
 * (tasks, probes) without allocating a matrix for each.
 */
export function enginesOnCopy(m: KnuthMatrix, algorithm: Algorithm): () => Engine {
  const copy: KnuthMatrix = { ...m, ...copyDanceArrays(m) };
  let used = false;
  return () => {
    if (used) {
      copy.nd.set(m.nd);
      copy.cl.set(m.cl);
    }
    used = true;
    return engineFor(copy, algorithm);
  };
}
