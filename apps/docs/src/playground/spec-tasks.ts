import type { Handedness } from '@polydance/spec-parser';
import { checkSpec } from './editor.js';
import type { SpecCheck } from './editor.js';
import { MAX_ADDED, MAX_LINE_CELLS, MAX_LINK } from './limits.js';
import { fitsPlainLink, linkHash } from './link.js';
import { findLattice } from './lattices.js';
import { polyformLines } from './pieces.js';
import { readSpecCells, TooManyCellsError } from './spec-cells.js';
import type { SpecCells, SpecPiece } from './spec-cells.js';
import { findLattice as latticeNamed } from '@polydance/lattices';

/**
 * The editor's heavy steps, as messages to its worker (spec-worker.ts) and the answers:
 * the check of a spec (the generator's reading, stopped at the option limit), the cells
 * of a long spec, every polyform of a size. Plain functions, so that tests run them
 * without a worker.
 */
export type SpecRequest =
  | { readonly type: 'check'; readonly lattice: string; readonly spec: string }
  | { readonly type: 'cells'; readonly lattice: string; readonly spec: string }
  | { readonly type: 'polyforms'; readonly lattice: string; readonly size: number; readonly hand: Handedness }
  /** The hash of the spec's link (link.ts: plain when short, else compressed). */
  | { readonly type: 'link'; readonly lattice: string; readonly spec: string };

/** What the editor draws of a spec: its cells, or why not (the spec's error is the check's to show). */
export type CellsRead = { readonly cells: SpecCells } | { readonly unreadable: true } | { readonly tooMany: string };

export type SpecReply =
  | { readonly type: 'check'; readonly check: SpecCheck }
  | { readonly type: 'cells'; readonly read: PackedCellsRead }
  | { readonly type: 'polyforms'; readonly lines: readonly string[] }
  | { readonly type: 'polyforms'; readonly error: string }
  /** `fitsPlain`: whether the plain link is at most MAX_LINK long; `bytes`: the spec's UTF-8 size. */
  | { readonly type: 'link'; readonly hash: string; readonly compressed: boolean; readonly fitsPlain: boolean; readonly bytes: number }
  /** The worker itself failed (not the request): its message. */
  | { readonly type: 'failure'; readonly message: string };

/** A piece as it crosses postMessage: its items in one string, space-separated (63,600 pieces of 12 cells are 63,600 strings to copy, not 763,200). */
export interface PackedPiece extends Omit<SpecPiece, 'items'> {
  readonly items: string;
}
/** CellsRead as it crosses postMessage (packCells; unpackCells on the page). */
export type PackedCellsRead = { readonly cells: Omit<SpecCells, 'pieces'> & { readonly pieces: readonly PackedPiece[] } } | { readonly unreadable: true } | { readonly tooMany: string };

/** A read with its pieces packed for postMessage. */
export function packCells(read: CellsRead): PackedCellsRead {
  if (!('cells' in read)) return read;
  const { pieces, ...rest } = read.cells;
  return { cells: { ...rest, pieces: pieces.map((p) => ({ ...p, items: p.items.join(' ') })) } };
}

/** A piece whose items are split from the packed string the first time they are asked for. */
class UnpackedPiece implements SpecPiece {
  readonly line: number;
  readonly name: string;
  readonly head: string;
  readonly fromSet?: boolean;
  private split: readonly string[] | undefined;
  constructor(private readonly packed: PackedPiece) {
    this.line = packed.line;
    this.name = packed.name;
    this.head = packed.head;
    if (packed.fromSet !== undefined) this.fromSet = packed.fromSet;
  }
  get items(): readonly string[] {
    return (this.split ??= this.packed.items === '' ? [] : this.packed.items.split(' '));
  }
}

/** The read a packed one stands for (packCells). */
export function unpackCells(read: PackedCellsRead): CellsRead {
  if (!('cells' in read)) return read;
  return { cells: { ...read.cells, pieces: read.cells.pieces.map((p) => new UnpackedPiece(p)) } };
}

/** The cells of a spec for the editor, each line at most MAX_LINE_CELLS cells. */
export function readCells(lattice: string, spec: string): CellsRead {
  const descriptor = latticeNamed(lattice);
  if (!descriptor || !findLattice(lattice)) return { unreadable: true };
  try {
    return { cells: readSpecCells(spec, descriptor, MAX_LINE_CELLS) };
  } catch (e) {
    if (e instanceof TooManyCellsError) return { tooMany: e.message };
    return { unreadable: true };
  }
}

/** The answer to one request. */
export async function answer(request: SpecRequest): Promise<SpecReply> {
  switch (request.type) {
    case 'link': {
      const { hash, compressed } = await linkHash(request.lattice, request.spec);
      const bytes = new TextEncoder().encode(request.spec).length;
      return { type: 'link', hash, compressed, fitsPlain: fitsPlainLink(request.lattice, request.spec, MAX_LINK), bytes };
    }
    case 'check':
      return { type: 'check', check: checkSpec(request.lattice, request.spec) };
    case 'cells':
      return { type: 'cells', read: packCells(readCells(request.lattice, request.spec)) };
    case 'polyforms':
      try {
        return { type: 'polyforms', lines: polyformLines(request.lattice, request.size, request.hand, MAX_ADDED) };
      } catch (e) {
        return { type: 'polyforms', error: e instanceof Error ? e.message : String(e) };
      }
  }
}
