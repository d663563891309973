import type { Algorithm } from '../solve.js';
import { Dlx1 } from './dlx1.js';
import { Dlx2 } from './dlx2.js';
import { Dlx3 } from './dlx3.js';
import type { Engine } from './engine.js';
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

/** A quiet engine for an algorithm on its own copy of a matrix (the matrix is not changed). */
export function engineOnCopy(m: KnuthMatrix, algorithm: Algorithm): Engine {
  return engineFor({ ...m, nd: m.nd.slice(), cl: m.cl.slice() }, algorithm);
}
