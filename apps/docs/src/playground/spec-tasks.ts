import type { Handedness } from '@polydance/spec-parser';
import { checkSpec } from './editor.js';
import type { SpecCheck } from './editor.js';
import { MAX_ADDED, MAX_LINE_CELLS, MAX_LINK } from './limits.js';
import { fitsPlainLink, linkHash } from './link.js';
import { findLattice } from './lattices.js';
import { polyformLines } from './pieces.js';
import { readSpecCells, TooManyCellsError } from './spec-cells.js';
import { keepSpec } from './stored.js';
import type { SpecCells, SpecPiece } from './spec-cells.js';
import { findLattice as latticeNamed } from '@polydance/lattices';

/**
 * The editor's heavy steps, as messages to its worker (spec-worker.ts) and the answers:
 * the check of a spec (the generator's reading, stopped at the option limit), the cells
 * of a long spec, every polyform of a size, a spec's link (and the spec kept, for a link too long). Plain functions, so that tests run them
 * without a worker.
 */
export type SpecRequest =
  | { readonly type: 'check'; readonly lattice: string; readonly spec: string }
  | { readonly type: 'cells'; readonly lattice: string; readonly spec: string }
  | { readonly type: 'polyforms'; readonly lattice: string; readonly size: number; readonly hand: Handedness }
  /**
   * The hash of the spec's link (link.ts: plain when short, else compressed); with
   * `keepPast`, the spec is also kept in the browser's storage (stored.ts) when the hash
   * is longer than that, for an address that points to it.
   */
  | { readonly type: 'link'; readonly lattice: string; readonly spec: string; readonly keepPast?: number };

/** What the editor draws of a spec: its cells, or why not (the spec's error is the check's to show). */
export type CellsRead = { readonly cells: SpecCells } | { readonly unreadable: true } | { readonly tooMany: string };

export type SpecReply =
  | { readonly type: 'check'; readonly check: SpecCheck }
  | { readonly type: 'cells'; readonly read: PackedCellsRead }
  /** `text`: the piece lines, one a line, without a final newline ('' for none): one string to copy, not a string a line. */
  | { readonly type: 'polyforms'; readonly text: string }
  | { readonly type: 'polyforms'; readonly error: string }
  /**
   * `fitsPlain`: whether the plain link is at most MAX_LINK long; `bytes`: the spec's
   * UTF-8 size; `kept`, when the spec was to be kept: whether it is, or why not (the
   * browser's reason).
   */
  | {
      readonly type: 'link';
      readonly hash: string;
      readonly compressed: boolean;
      readonly fitsPlain: boolean;
      readonly bytes: number;
      readonly kept?: { readonly ok: true } | { readonly ok: false; readonly error: string };
    }
  /** The worker itself failed (not the request): its message. */
  | { readonly type: 'failure'; readonly message: string };

/**
 * The pieces of a read as they cross postMessage: the name, the head and the items
 * (space-separated) of every piece, one after the other in one string, `ends` where each
 * of them ends (three a piece), and each piece's line and whether a set line brings it.
 * One string and three buffers, moved rather than copied (transferables): 63,600 pieces
 * of 12 cells as objects would take the page a tenth of a second to rebuild.
 */
export interface PackedPieces {
  readonly text: string;
  readonly ends: Int32Array<ArrayBuffer>;
  readonly lines: Int32Array<ArrayBuffer>;
  readonly fromSet: Uint8Array<ArrayBuffer>;
}
/** CellsRead as it crosses postMessage (packCells; unpackCells on the page). */
export type PackedCellsRead = { readonly cells: Omit<SpecCells, 'pieces'> & { readonly pieces: PackedPieces } } | { readonly unreadable: true } | { readonly tooMany: string };

/** A read with its pieces packed for postMessage. */
export function packCells(read: CellsRead): PackedCellsRead {
  if (!('cells' in read)) return read;
  const { pieces, ...rest } = read.cells;
  const parts: string[] = [];
  const ends = new Int32Array(3 * pieces.length);
  let end = 0;
  pieces.forEach((p, i) => {
    const items = p.items.join(' ');
    parts.push(p.name, p.head, items);
    ends[3 * i] = end += p.name.length;
    ends[3 * i + 1] = end += p.head.length;
    ends[3 * i + 2] = end += items.length;
  });
  return {
    cells: {
      ...rest,
      pieces: {
        text: parts.join(''),
        ends,
        lines: Int32Array.from(pieces, (p) => p.line),
        fromSet: Uint8Array.from(pieces, (p) => (p.fromSet === true ? 1 : 0)),
      },
    },
  };
}

/** The buffers of a reply that postMessage moves rather than copies. */
export function transfers(reply: SpecReply): ArrayBuffer[] {
  if (reply.type !== 'cells' || !('cells' in reply.read)) return [];
  const { ends, lines, fromSet } = reply.read.cells.pieces;
  return [ends.buffer, lines.buffer, fromSet.buffer];
}

/**
 * A piece of packed pieces: its fields read from them when asked for. No field of its
 * own but the two it is made of, so that 63,600 of them are made in a few milliseconds.
 */
class PackedPiece implements SpecPiece {
  constructor(
    private readonly packed: PackedPieces,
    private readonly index: number,
  ) {}
  get line(): number {
    return this.packed.lines[this.index] ?? 0;
  }
  get fromSet(): boolean {
    return this.packed.fromSet[this.index] === 1;
  }
  get name(): string {
    return this.part(0);
  }
  get head(): string {
    return this.part(1);
  }
  get items(): readonly string[] {
    const items = this.part(2);
    return items === '' ? [] : items.split(' ');
  }
  /** Its name (0), head (1) or items (2). */
  private part(k: number): string {
    const at = 3 * this.index + k;
    return this.packed.text.slice(at === 0 ? 0 : this.packed.ends[at - 1], this.packed.ends[at]);
  }
}

/** The read a packed one stands for (packCells). */
export function unpackCells(read: PackedCellsRead): CellsRead {
  if (!('cells' in read)) return read;
  const { pieces, ...rest } = read.cells;
  return { cells: { ...rest, pieces: Array.from(pieces.lines, (_, i) => new PackedPiece(pieces, i)) } };
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
      const link = { type: 'link', hash, compressed, fitsPlain: fitsPlainLink(request.lattice, request.spec, MAX_LINK), bytes } as const;
      if (request.keepPast === undefined || hash.length <= request.keepPast) return link;
      try {
        await keepSpec({ lattice: request.lattice, spec: request.spec });
        return { ...link, kept: { ok: true } };
      } catch (e) {
        return { ...link, kept: { ok: false, error: e instanceof Error ? e.message : String(e) } };
      }
    }
    case 'check':
      return { type: 'check', check: checkSpec(request.lattice, request.spec) };
    case 'cells':
      return { type: 'cells', read: packCells(readCells(request.lattice, request.spec)) };
    case 'polyforms':
      try {
        return { type: 'polyforms', text: polyformLines(request.lattice, request.size, request.hand, MAX_ADDED).join('\n') };
      } catch (e) {
        return { type: 'polyforms', error: e instanceof Error ? e.message : String(e) };
      }
  }
}
