import type { DimerGraph } from '../region.js';
import type { Adjacency } from './walk.js';

/**
 * A perfect matching of the graph (the edges chosen, 1 or 0 each), or undefined when
 * there is none: augmenting paths from each white cell in turn (Kuhn's algorithm), each
 * search an explicit stack over the typed arrays.
 */
export function perfectMatching(g: DimerGraph, a: Adjacency): Uint8Array | undefined {
  const cells = g.cells;
  const mate = new Int32Array(cells).fill(-1);
  const mateEdge = new Int32Array(cells).fill(-1);
  const visited = new Int32Array(cells).fill(-1);
  const stack = new Int32Array(cells);
  const cursor = new Int32Array(cells);
  const reachedBy = new Int32Array(cells);
  for (let s = 0; s < cells; s++) {
    if (g.white[s] !== 1 || mate[s] !== -1) continue;
    // depth-first search for an augmenting path from the free white cell s
    let depth = 0;
    stack[0] = s;
    cursor[0] = a.adjStart[s]!;
    visited[s] = s;
    let found = -1;
    while (depth >= 0 && found < 0) {
      const w = stack[depth]!;
      if (cursor[depth]! >= a.adjStart[w + 1]!) {
        depth--;
        continue;
      }
      const k = cursor[depth]!++;
      const b = a.adj[k]!;
      if (visited[b] === s) continue;
      visited[b] = s;
      reachedBy[b] = k;
      if (mate[b] === -1) {
        found = b;
        break;
      }
      const next = mate[b]!;
      if (visited[next] === s) continue;
      visited[next] = s;
      stack[++depth] = next;
      cursor[depth] = a.adjStart[next]!;
    }
    if (found < 0) return undefined;
    // flip the path: black cell stack[d + 1]'s partner ... back to s
    let b = found;
    for (let d = depth; d >= 0; d--) {
      const w = stack[d]!;
      const k = reachedBy[b]!;
      const previous = mate[w]!;
      mate[w] = b;
      mate[b] = w;
      mateEdge[w] = a.adjEdge[k]!;
      mateEdge[b] = a.adjEdge[k]!;
      b = previous;
    }
  }
  const m = new Uint8Array(g.option.length);
  for (let c = 0; c < cells; c++) if (g.white[c] === 1) m[mateEdge[c]!] = 1;
  return m;
}
