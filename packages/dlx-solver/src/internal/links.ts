/*
 * The dance steps of DLX1-3: covering and uncovering an item, purifying and unpurifying
 * a secondary item, as free functions over the arrays of the matrix (see matrix.ts).
 * Every engine calls these; none keeps a copy.
 *
 * Knuth's loops visit the nodes of an option to the right of a node (or to its left,
 * for `unpurify`) with a test for the spacer at each step; the loops below do it in two
 * parts, up to the spacer and from the other end of the option on, without that test.
 * They visit the same nodes in the same order. Offsets are int32 sums marked `| 0`,
 * which spares the engine an overflow check at each addition (the arrays are far too
 * small for a sum to overflow).
 *
 * The mems are Knuth's, charged in bulk: each step counts what its loops did (options,
 * nodes visited, nodes hidden) and adds the cost once to the engine's {@link Tally}
 * (mems are only read between steps). DLX2's `lmems`, two per change of the length of
 * a secondary item, are counted per option, not per node: an option hidden or restored
 * changes the lengths of its secondary items (`secondaries`, by option number), except
 * for the item whose list is being walked and for the nodes passed over (cleansed
 * nodes, all in secondary items).
 */

import type { KnuthMatrix } from './matrix.js';

/**
 * Where the loops below leave their counts besides the one they return (the kernels of
 * kernels.wat leave theirs in `kernels.out`, in the same order).
 */
const counts = new Int32Array(8);

// Field offsets of nodes and items (see matrix.ts). Const enums, so that every use
// compiles to a literal: a bundle turns module constants into variables, and a
// variable read at every array access slows the search loops down by a fifth. A const
// enum is inlined only in its own file when each file is compiled alone (tsx, vitest),
// so each file that reads the arrays declares the offsets it needs.
const enum Node { UP = 0, DOWN = 1, ITM = 2, COLOR = 3 }
const enum Item { PREV = 0, NEXT = 1 }

/** Knuth's counters of work done, one set per engine; the dance steps add to them. */
export class Tally {
  /** Memory accesses of the search. */
  mems = 0;
  /** Nodes taken out of a list (plus one per item covered). */
  updates = 0;
  /** Colors marked as satisfied by purifying (plus one per purification). */
  cleansings = 0;
  /**
   * Two mems per change of the length of a secondary item, part of `mems`: DLX2 keeps
   * those lengths without needing them, and its report subtracts these mems.
   */
  lmems = 0;
}

/** Takes item `c` out of the active list; 3 mems. */
function unlink(cl: Int32Array, c: number): void {
  const l = cl[c + Item.PREV] as number;
  const r = cl[c + Item.NEXT] as number;
  cl[l + Item.NEXT] = r;
  cl[r + Item.PREV] = l;
}

/** Puts item `c` back into the active list; 3 mems. */
function relink(cl: Int32Array, c: number): void {
  const l = cl[c + Item.PREV] as number;
  const r = cl[c + Item.NEXT] as number;
  cl[l + Item.NEXT] = c;
  cl[r + Item.PREV] = c;
}

// DLX1's loops: no node has a color, so there is no color test per node (the hottest
// loops of Algorithm X, kept apart from the colored ones below for that test).

/** Hides every option in the list of item `c` except for its node there; returns the nodes hidden. */
function hideRows(nd: Int32Array, c: number, lastItm: number): number {
  let hides = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    let nn = (rr + 4) | 0;
    for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = dd;
      nd[dd + Node.UP] = uu;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
      nn = (nn + 4) | 0;
    }
    const first = nd[nn + Node.UP] as number;
    // the nodes after rr, up to the spacer, then those from the first node on
    hides = (hides + ((nn - first - 4) >> 2)) | 0;
    for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
      const cc = nd[(nn + Node.ITM) | 0] as number;
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = dd;
      nd[dd + Node.UP] = uu;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
    }
  }
  return hides;
}

/**
 * Undoes `hideRows(nd, c, lastItm)`, relinking the nodes in the same order; returns their
 * number. (The mirror of `hideRows`: one loop with a direction flag would test it per node.)
 */
function unhideRows(nd: Int32Array, c: number, lastItm: number): number {
  let unhides = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    let nn = (rr + 4) | 0;
    for (let cc = nd[(nn + Node.ITM) | 0] as number; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = nn;
      nd[dd + Node.UP] = nn;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
      nn = (nn + 4) | 0;
    }
    const first = nd[nn + Node.UP] as number;
    unhides = (unhides + ((nn - first - 4) >> 2)) | 0;
    for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
      const cc = nd[(nn + Node.ITM) | 0] as number;
      const uu = nd[nn + Node.UP] as number;
      const dd = nd[(nn + Node.DOWN) | 0] as number;
      nd[(uu + Node.DOWN) | 0] = nn;
      nd[dd + Node.UP] = nn;
      nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
    }
  }
  return unhides;
}

/**
 * DLX1's `cover(c)`: takes item `c` out of the active list and hides all of its options.
 * Knuth charges 3 for unlinking `c`, 1 per option in its list, 2 per node visited (one
 * spacer per option), 4 more per node hidden, and 1 at the end: 4 + 3 * rows + 6 * hides,
 * where `rows` is the length of the list of `c` (which `cover` does not change).
 */
export function coverPlain(m: KnuthMatrix, c: number, t: Tally): void {
  const nd = m.nd;
  unlink(m.cl, c);
  const rows = nd[c + Node.ITM] as number;
  const k = m.kernels;
  const hides = k === undefined ? hideRows(nd, c, m.lastItm) : k.hideRows(c, m.lastItm);
  t.mems += 4 + 3 * rows + 6 * hides;
  t.updates += 1 + hides;
}

/** Undoes `coverPlain`; the same mems. */
export function uncoverPlain(m: KnuthMatrix, c: number, t: Tally): void {
  const nd = m.nd;
  const rows = nd[c + Node.ITM] as number;
  const k = m.kernels;
  const unhides = k === undefined ? unhideRows(nd, c, m.lastItm) : k.unhideRows(c, m.lastItm);
  relink(m.cl, c);
  t.mems += 4 + 3 * rows + 6 * unhides;
}

// DLX2's and DLX3's loops: a node whose color is negative has been cleansed (its item is
// purified to its color) and stays where it is.

/**
 * DLX2's `cover(c)` and DLX3's `cover(c, deact)`: hides all options of item `c`, and
 * when `deact` takes `c` out of the active list.
 */
export function cover(m: KnuthMatrix, c: number, deact: boolean, t: Tally): void {
  let mems = 1;
  if (deact) {
    unlink(m.cl, c);
    mems += 3;
  }
  const k = m.kernels;
  const out = k === undefined ? counts : k.out;
  const hides = k === undefined ? hideOptions(m.nd, m.secondaries, c, m.lastItm, out) : k.cover(c, m.lastItm);
  const rows = out[0] as number;
  const visited = out[1] as number;
  const secondary = out[2] as number;
  // 1, and 3 to unlink; 1 per option; per node 1, 5 more if it is hidden; 2 per spacer
  t.mems += mems + 3 * rows + visited + 5 * hides;
  t.updates += 1 + hides;
  // the secondary nodes hidden: not those of c, nor those passed over
  t.lmems += 2 * (secondary - (c >= m.second ? rows : 0) - (visited - hides));
}

/**
 * `cover`'s loops: hides the options of item `c`, passing over cleansed nodes; returns
 * the nodes hidden and leaves in `out` the options, the nodes visited and the
 * secondary items of the options.
 */
function hideOptions(nd: Int32Array, secondaries: Int32Array, c: number, lastItm: number, out: Int32Array): number {
  let rows = 0;
  let visited = 0;
  let hides = 0;
  let secondary = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    rows++;
    let nn = (rr + 4) | 0;
    let cc = nd[(nn + Node.ITM) | 0] as number;
    for (; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
      if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
        const uu = nd[nn + Node.UP] as number;
        const dd = nd[(nn + Node.DOWN) | 0] as number;
        nd[(uu + Node.DOWN) | 0] = dd;
        nd[dd + Node.UP] = uu;
        nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
        hides++;
      }
      nn = (nn + 4) | 0;
    }
    // at the spacer after the option: its ITM is minus the option's number
    secondary += secondaries[-cc] as number;
    const first = nd[nn + Node.UP] as number;
    visited += (nn - first - 4) >> 2;
    for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
      if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
        const cc = nd[(nn + Node.ITM) | 0] as number;
        const uu = nd[nn + Node.UP] as number;
        const dd = nd[(nn + Node.DOWN) | 0] as number;
        nd[(uu + Node.DOWN) | 0] = dd;
        nd[dd + Node.UP] = uu;
        nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
        hides++;
      }
    }
  }
  out[0] = rows;
  out[1] = visited;
  out[2] = secondary;
  return hides;
}

/** Undoes `cover(m, c, deact, ...)`, with `react` = `deact` (its mirror, kept apart as `unhideRows` is). */
export function uncover(m: KnuthMatrix, c: number, react: boolean, t: Tally): void {
  const k = m.kernels;
  const out = k === undefined ? counts : k.out;
  const unhides = k === undefined ? unhideOptions(m.nd, m.secondaries, c, m.lastItm, out) : k.uncover(c, m.lastItm);
  const rows = out[0] as number;
  const visited = out[1] as number;
  const secondary = out[2] as number;
  let mems = 1;
  if (react) {
    relink(m.cl, c);
    mems += 3;
  }
  t.mems += mems + 3 * rows + visited + 5 * unhides;
  t.lmems += 2 * (secondary - (c >= m.second ? rows : 0) - (visited - unhides));
}

/** `uncover`'s loops, the mirror of `hideOptions`: returns the nodes restored, and the same counts in `out`. */
function unhideOptions(nd: Int32Array, secondaries: Int32Array, c: number, lastItm: number, out: Int32Array): number {
  let rows = 0;
  let visited = 0;
  let unhides = 0;
  let secondary = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    rows++;
    let nn = (rr + 4) | 0;
    let cc = nd[(nn + Node.ITM) | 0] as number;
    for (; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
      if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
        const uu = nd[nn + Node.UP] as number;
        const dd = nd[(nn + Node.DOWN) | 0] as number;
        nd[(uu + Node.DOWN) | 0] = nn;
        nd[dd + Node.UP] = nn;
        nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
        unhides++;
      }
      nn = (nn + 4) | 0;
    }
    secondary += secondaries[-cc] as number;
    const first = nd[nn + Node.UP] as number;
    visited += (nn - first - 4) >> 2;
    for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
      if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
        const cc = nd[(nn + Node.ITM) | 0] as number;
        const uu = nd[nn + Node.UP] as number;
        const dd = nd[(nn + Node.DOWN) | 0] as number;
        nd[(uu + Node.DOWN) | 0] = nn;
        nd[dd + Node.UP] = nn;
        nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
        unhides++;
      }
    }
  }
  out[0] = rows;
  out[1] = visited;
  out[2] = secondary;
  return unhides;
}

/**
 * Purifies the item of node `p` to the color of `p`: hides the options that give it
 * another color, and marks those that give it the same color as cleansed (`color = -1`),
 * so that they are not purified again. (It hides an option with the loops of `cover`,
 * written out: they run for every node hidden, and `cover` counts its mems otherwise.)
 *
 * DLX2 and DLX3 charge a cleansed node passed over in a hidden option differently:
 * DLX2 tests its color first (1 mem), DLX3 reads its links and item first (2 mems);
 * `skipMems` says which.
 */
export function purify(m: KnuthMatrix, p: number, skipMems: number, t: Tally): void {
  const k = m.kernels;
  const out = k === undefined ? counts : k.out;
  const hides = k === undefined ? purifyOptions(m.nd, m.secondaries, p, m.lastItm, out) : k.purify(p, m.lastItm);
  const rows = out[0] as number;
  const hidden = out[1] as number;
  const visited = out[2] as number;
  const cleansed = out[3] as number;
  const secondary = out[4] as number;
  // 2 to start; 2 per option; 2 per spacer; 6 per node hidden, `skipMems` per node passed
  // over; 1 per cleansing
  t.mems += 2 + 2 * rows + 2 * hidden + 6 * hides + skipMems * (visited - hides) + cleansed;
  t.updates += hides;
  t.cleansings += 1 + cleansed;
  // c is secondary: one of each hidden option's secondary nodes is in its list
  t.lmems += 2 * (secondary - hidden - (visited - hides));
}

/**
 * `purify`'s loops: returns the nodes hidden, and leaves in `out` the options, those
 * hidden, the nodes visited, those cleansed and the secondary items of the options hidden.
 */
function purifyOptions(nd: Int32Array, secondaries: Int32Array, p: number, lastItm: number, out: Int32Array): number {
  const c = nd[(p + Node.ITM) | 0] as number;
  const x = nd[(p + Node.COLOR) | 0] as number;
  nd[(c + Node.COLOR) | 0] = x;
  let rows = 0;
  let hidden = 0;
  let visited = 0;
  let hides = 0;
  let cleansed = 0;
  let secondary = 0;
  for (let rr = nd[(c + Node.DOWN) | 0] as number; rr >= lastItm; rr = nd[(rr + Node.DOWN) | 0] as number) {
    rows++;
    if ((nd[(rr + Node.COLOR) | 0] as number) !== x) {
      let nn = (rr + 4) | 0;
      let cc = nd[(nn + Node.ITM) | 0] as number;
      for (; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = dd;
          nd[dd + Node.UP] = uu;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
          hides++;
        }
        nn = (nn + 4) | 0;
      }
      hidden++;
      secondary += secondaries[-cc] as number;
      const first = nd[nn + Node.UP] as number;
      // the nodes of the option other than rr
      visited += (nn - first - 4) >> 2;
      for (nn = first; nn !== rr; nn = (nn + 4) | 0) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const cc = nd[(nn + Node.ITM) | 0] as number;
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = dd;
          nd[dd + Node.UP] = uu;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) - 1) | 0;
          hides++;
        }
      }
    } else if (rr !== p) {
      cleansed++;
      nd[(rr + Node.COLOR) | 0] = -1;
    }
  }
  out[0] = rows;
  out[1] = hidden;
  out[2] = visited;
  out[3] = cleansed;
  out[4] = secondary;
  return hides;
}

/** Undoes `purify(m, p, ...)`, going upward (its mirror, kept apart as `unhideRows` is). */
export function unpurify(m: KnuthMatrix, p: number, skipMems: number, t: Tally): void {
  const k = m.kernels;
  const out = k === undefined ? counts : k.out;
  const unhides = k === undefined ? unpurifyOptions(m.nd, m.secondaries, p, m.lastItm, out) : k.unpurify(p, m.lastItm);
  const rows = out[0] as number;
  const restored = out[1] as number;
  const visited = out[2] as number;
  const recolored = out[3] as number;
  const secondary = out[4] as number;
  t.mems += 2 + 2 * rows + recolored + 2 * restored + 6 * unhides + skipMems * (visited - unhides);
  t.lmems += 2 * (secondary - restored - (visited - unhides));
}

/**
 * `unpurify`'s loops: returns the nodes restored, and leaves in `out` the options, those
 * restored, the nodes visited, those recolored and the secondary items of the options restored.
 */
function unpurifyOptions(nd: Int32Array, secondaries: Int32Array, p: number, lastItm: number, out: Int32Array): number {
  const c = nd[(p + Node.ITM) | 0] as number;
  const x = nd[(p + Node.COLOR) | 0] as number;
  let rows = 0;
  let restored = 0;
  let visited = 0;
  let unhides = 0;
  let recolored = 0;
  let secondary = 0;
  for (let rr = nd[c + Node.UP] as number; rr >= lastItm; rr = nd[rr + Node.UP] as number) {
    rows++;
    if ((nd[(rr + Node.COLOR) | 0] as number) < 0) {
      recolored++;
      nd[(rr + Node.COLOR) | 0] = x;
    } else if (rr !== p) {
      let nn = (rr - 4) | 0;
      let cc = nd[(nn + Node.ITM) | 0] as number;
      for (; cc > 0; cc = nd[(nn + Node.ITM) | 0] as number) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = nn;
          nd[dd + Node.UP] = nn;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
          unhides++;
        }
        nn = (nn - 4) | 0;
      }
      restored++;
      // at the spacer before the option, which holds minus the number of the option before
      secondary += secondaries[1 - cc] as number;
      const last = nd[(nn + Node.DOWN) | 0] as number;
      visited += (last - nn - 4) >> 2;
      for (nn = last; nn !== rr; nn = (nn - 4) | 0) {
        if ((nd[(nn + Node.COLOR) | 0] as number) >= 0) {
          const cc = nd[(nn + Node.ITM) | 0] as number;
          const uu = nd[nn + Node.UP] as number;
          const dd = nd[(nn + Node.DOWN) | 0] as number;
          nd[(uu + Node.DOWN) | 0] = nn;
          nd[dd + Node.UP] = nn;
          nd[(cc + Node.ITM) | 0] = ((nd[(cc + Node.ITM) | 0] as number) + 1) | 0;
          unhides++;
        }
      }
    }
  }
  out[0] = rows;
  out[1] = restored;
  out[2] = visited;
  out[3] = recolored;
  out[4] = secondary;
  return unhides;
}
