import type { Algorithm } from '../solve.js';
import { Dlx1 } from './dlx1.js';
import { Dlx2 } from './dlx2.js';
import { Dlx3 } from './dlx3.js';
import type { Engine } from './engine.js';
import type { KnuthMatrix } from './matrix.js';
import { QUIET } from './settings.js';

/** A quiet engine for an algorithm on its own copy of a matrix (the matrix is not changed). */
export function engineOnCopy(m: KnuthMatrix, algorithm: Algorithm): Engine {
  const copy: KnuthMatrix = { ...m, nd: m.nd.slice(), cl: m.cl.slice() };
  switch (algorithm) {
    case 'X':
      return new Dlx1(copy, QUIET);
    case 'C':
      return new Dlx2(copy, QUIET);
    case 'M':
      return new Dlx3(copy, QUIET);
  }
}
