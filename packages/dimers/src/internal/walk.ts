import type { DimerGraph } from '../region.js';

/** The cells next to each cell: `adj[adjStart[c]..adjStart[c + 1]]`, and the edge to each (`adjEdge`). */
export interface Adjacency {
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  readonly adjEdge: Int32Array;
}

export function adjacency(g: DimerGraph): Adjacency {
  const edges = g.option.length;
  const adjStart = new Int32Array(g.cells + 1);
  for (let k = 0; k < 2 * edges; k++) adjStart[g.ends[k]! + 1]!++;
  for (let c = 0; c < g.cells; c++) adjStart[c + 1]! += adjStart[c]!;
  const adj = new Int32Array(2 * edges);
  const adjEdge = new Int32Array(2 * edges);
  const fill = adjStart.slice(0, g.cells);
  for (let e = 0; e < edges; e++) {
    const a = g.ends[2 * e]!;
    const b = g.ends[2 * e + 1]!;
    adjEdge[fill[a]!] = e;
    adj[fill[a]!++] = b;
    adjEdge[fill[b]!] = e;
    adj[fill[b]!++] = a;
  }
  return { adjStart, adj, adjEdge };
}

/**
 * The cells in breadth-first order, component after component, and for each cell the
 * edge it was reached by (−1 for the first cell of a component): a spanning forest.
 */
export function breadthFirst(g: DimerGraph, a: Adjacency): { order: Int32Array; via: Int32Array } {
  const order = new Int32Array(g.cells);
  const via = new Int32Array(g.cells).fill(-2);
  let tail = 0;
  for (let s = 0; s < g.cells; s++) {
    if (via[s] !== -2) continue;
    via[s] = -1;
    let head = tail;
    order[tail++] = s;
    while (head < tail) {
      const v = order[head++]!;
      for (let k = a.adjStart[v]!; k < a.adjStart[v + 1]!; k++) {
        const w = a.adj[k]!;
        if (via[w] !== -2) continue;
        via[w] = a.adjEdge[k]!;
        order[tail++] = w;
      }
    }
  }
  return { order, via };
}
