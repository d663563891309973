import type { LatticeDescriptor, Site } from '@polydance/lattice';
import { byteLength, encodeDigit } from '@polydance/spec-parser';
import type { Handedness } from '@polydance/spec-parser';
import { actionOf, canonicalForm, enumeratePacked, orientations, packSites, sitesOf } from './enumerate.js';
import type { LatticeAction } from './internal/action.js';
import { PIECE_SETS } from './sets.js';
import type { PieceSet } from './sets.js';

/** One piece of an enumeration or of a named set. */
export interface Piece {
  readonly name: string;
  /** Its cells (edges, for sticks), as item names, in the order they are written. */
  readonly cells: readonly string[];
  /** The same as sites. */
  readonly sites: readonly Site[];
  /** The orientations it takes: `free` (all), `one-sided` (rotations), `fixed` (as written). */
  readonly hand: Handedness;
  /** How many different orientations that is (8 for the F pentomino when free). */
  readonly orientations: number;
}

/** The handedness a piece line without a marker gets on a lattice (POLYCUBE-DLX turns cubes but never reflects them). */
export function defaultHandedness(lattice: Pick<LatticeDescriptor, 'defaultHandedness'>): 'free' | 'one-sided' {
  return lattice.defaultHandedness ?? 'free';
}

/** A piece as a spec's piece line: `F 10 20 01 11 12`, with `:one-sided` or `:fixed` where the lattice's own rule would differ. */
export function pieceLine(lattice: Pick<LatticeDescriptor, 'defaultHandedness'>, piece: Pick<Piece, 'name' | 'cells' | 'hand'>): string {
  const marker = piece.hand === defaultHandedness(lattice) ? '' : `:${piece.hand}`;
  return `${piece.name}${marker} ${piece.cells.join(' ')}`;
}

/** The sites of a piece line's cells (none of its markers), read by the lattice's item names. */
function readLine(lattice: LatticeDescriptor, line: string): { name: string; cells: string[]; sites: Site[] } {
  const [head = '', ...cells] = line.split(' ').filter((w) => w !== '');
  const sites = cells.map((c) => {
    const parsed = lattice.parseItem(c);
    if (!parsed || parsed.suffix !== '' || !lattice.boxKinds.includes(parsed.site.kind)) {
      throw new RangeError(`piece line ${JSON.stringify(line)}: ${JSON.stringify(c)} is no cell of the ${lattice.name} lattice`);
    }
    return parsed.site;
  });
  return { name: head.replace(/:.*$/, ''), cells, sites };
}

function itemsOf(lattice: LatticeDescriptor, sites: readonly Site[]): string[] {
  return sites.map((s) => {
    const item = lattice.formatItem(s);
    if (item === undefined) throw new RangeError(`a site of the ${lattice.name} lattice without a name`);
    return item;
  });
}

/** The reflection that makes mirror images: x ↦ −x where the lattice has it, or else its first reflection. */
function mirrorElement(lattice: LatticeDescriptor): number {
  const d = lattice.group.geometry.dimensions;
  const flip = lattice.group.elements.find((e) => e.matrix.every((v, i) => v === (i === 0 ? -1 : i % (d + 1) === 0 ? 1 : 0)));
  const first = lattice.group.elements.find((e) => !e.rotation);
  if (!first) throw new RangeError(`the ${lattice.name} lattice has no reflection`);
  return (flip ?? first).index;
}

/** The mirror image of some sites, translated to least coordinates 0 and sorted. */
function mirrorOf(lattice: LatticeDescriptor, action: LatticeAction, sites: readonly Site[]): Site[] {
  const e = mirrorElement(lattice);
  return sitesOf(action, packSites(action, sites.map((s) => lattice.group.apply(e, s)!)));
}

/** The name of a mirror image: the lowercase letter of a capital, unless taken, or else the name and `'`. */
function mirrorName(name: string, taken: ReadonlySet<string>): string {
  const lower = name.toLowerCase();
  return /^[A-Z]$/.test(name) && !taken.has(lower) ? lower : `${name}'`;
}

/**
 * The piece lines of a named set: its own, or for a one-sided set, those of the set it
 * is made from, each marked `:one-sided` and followed by its mirror image where that
 * differs from every rotation of it.
 */
export function pieceSetLines(lattice: LatticeDescriptor, set: PieceSet): string[] {
  if (set.lattice !== lattice.name) throw new RangeError(`the set ${set.name} is on the ${set.lattice} lattice, not ${lattice.name}`);
  if (set.lines) return [...set.lines];
  const from = PIECE_SETS.find((s) => s.name === set.oneSidedOf?.set && s.lattice === set.lattice);
  if (!from?.lines) throw new RangeError(`the set ${set.name} is made of no set of pieces`);
  const action = actionOf(lattice);
  const taken = new Set(from.lines.map((l) => readLine(lattice, l).name));
  const out: string[] = [];
  for (const line of from.lines) {
    const { name, cells, sites } = readLine(lattice, line);
    out.push(pieceLine(lattice, { name, cells, hand: 'one-sided' }));
    const mirror = mirrorOf(lattice, action, sites);
    const packed = packSites(action, sites);
    if (canonicalForm(action, packSites(action, mirror), 'one-sided').join() === canonicalForm(action, packed, 'one-sided').join()) continue;
    const other = set.oneSidedOf?.mirrors?.[name] ?? mirrorName(name, taken);
    taken.add(other);
    out.push(pieceLine(lattice, { name: other, cells: itemsOf(lattice, mirror), hand: 'one-sided' }));
  }
  return out;
}

/** A named piece of some size: its name and the orientation its set writes. */
interface Named {
  readonly name: string;
  readonly cells: readonly string[];
  readonly sites: readonly Site[];
  /** Its place among the named pieces (sets in order, lines in order). */
  readonly rank: number;
}

/**
 * The conventional names of the pieces of a size: by the canonical form of their class,
 * free and one-sided. Sets whose pieces all have that size come first (the tetracubes'
 * S before the Soma Z), then the others; the first name of a class wins.
 */
function conventionalNames(lattice: LatticeDescriptor, action: LatticeAction, size: number): { free: Map<string, Named>; oneSided: Map<string, Named> } {
  const sets = PIECE_SETS.filter((s) => s.lattice === lattice.name).map((s) => ({ set: s, lines: pieceSetLines(lattice, s).map((l) => readLine(lattice, l)) }));
  const siteCount = size * action.unitSize;
  const whole = sets.filter((s) => s.lines.every((l) => l.sites.length === siteCount));
  const mixed = sets.filter((s) => !whole.includes(s));
  const free = new Map<string, Named>();
  const oneSided = new Map<string, Named>();
  let rank = 0;
  for (const { lines } of [...whole, ...mixed]) {
    for (const { name, cells, sites } of lines) {
      if (sites.length !== siteCount) continue;
      const packed = packSites(action, sites);
      const named = { name, cells, sites, rank: rank++ };
      const f = canonicalForm(action, packed, 'free').join();
      const o = canonicalForm(action, packed, 'one-sided').join();
      if (!free.has(f)) free.set(f, named);
      if (!oneSided.has(o)) oneSided.set(o, named);
    }
  }
  return { free, oneSided };
}

/**
 * Every piece of `size` cells on a lattice, with names: `free` (one piece per shape up
 * to rotations and reflections), `one-sided` (up to rotations: a piece and its mirror
 * image are two pieces) or `fixed` (up to translations: each orientation a piece).
 *
 * Names and order: pieces with a conventional name (from the named sets: the
 * pentominoes F I L N P T U V W X Y Z, ...) come first, in their sets' order and in the
 * orientation their sets write; then the others in canonical order (the least of each
 * class's orientations, translated to coordinates 0, compared cell by cell), named
 * `N-K` for the K-th free piece of N cells in that order. A one-sided piece that
 * differs from its mirror image comes with the mirror image next, named as its set says
 * (the one-sided pentominoes' `f`, the tetracubes' `B`), or by the lowercase letter, or
 * else the name and `'`. A fixed piece is a one-sided piece's name, `.` and its
 * orientation's number in radix 62 (`F.1` ... `F.4`, then `f.1` ... `f.4`), the first
 * orientation being the one-sided piece's own. A name that would be longer than DLX's 8
 * bytes is `~` and the piece's number in the list, in radix 62.
 */
export function enumeratePieces(lattice: LatticeDescriptor, size: number, hand: Handedness = 'free'): Piece[] {
  const action = actionOf(lattice);
  const classes = enumeratePacked(action, size, 'free');
  const { free, oneSided } = conventionalNames(lattice, action, size);
  const freePieces = classes.map((form, k) => {
    const named = free.get(form.join());
    const sites = named?.sites ?? sitesOf(action, form);
    return { name: named?.name ?? `${size}-${k + 1}`, cells: named?.cells ?? itemsOf(lattice, sites), sites, rank: named?.rank ?? Infinity, k };
  });
  freePieces.sort((a, b) => a.rank - b.rank || a.k - b.k);
  const count = (sites: readonly Site[], h: Handedness): number => orientations(action, packSites(action, sites), h).length;
  if (hand === 'free') return finish(freePieces.map((p) => ({ name: p.name, cells: p.cells, sites: p.sites, hand, orientations: count(p.sites, hand) })));

  const taken = new Set([...freePieces.map((p) => p.name), ...[...oneSided.values()].map((n) => n.name)]);
  const sided: Piece[] = [];
  for (const p of freePieces) {
    const packed = packSites(action, p.sites);
    const own = oneSided.get(canonicalForm(action, packed, 'one-sided').join());
    const first = own ?? p;
    sided.push({ name: first.name, cells: first.cells, sites: first.sites, hand: 'one-sided', orientations: count(first.sites, 'one-sided') });
    const mirror = mirrorOf(lattice, action, first.sites);
    const mirrorKey = canonicalForm(action, packSites(action, mirror), 'one-sided').join();
    if (mirrorKey === canonicalForm(action, packSites(action, first.sites), 'one-sided').join()) continue;
    const named = oneSided.get(mirrorKey);
    const name = named?.name ?? mirrorName(first.name, taken);
    taken.add(name);
    const sites = named?.sites ?? mirror;
    sided.push({ name, cells: named?.cells ?? itemsOf(lattice, sites), sites, hand: 'one-sided', orientations: count(sites, 'one-sided') });
  }
  if (hand === 'one-sided') return finish(sided);

  const fixed: Piece[] = [];
  for (const p of sided) {
    const own = packSites(action, p.sites).join();
    const turned = orientations(action, packSites(action, p.sites), 'one-sided').filter((o) => o.join() !== own);
    fixed.push({ name: `${p.name}.1`, cells: p.cells, sites: p.sites, hand: 'fixed', orientations: 1 });
    turned.forEach((o, j) => {
      const sites = sitesOf(action, o);
      fixed.push({ name: `${p.name}.${encodeDigit(j + 2)}`, cells: itemsOf(lattice, sites), sites, hand: 'fixed', orientations: 1 });
    });
  }
  return finish(fixed);
}

/** The pieces with every name that is too long for DLX replaced by `~` and its number in the list. */
export function finish(pieces: Piece[]): Piece[] {
  return pieces.map((p, i) => (byteLength(p.name) <= 8 ? p : { ...p, name: `~${radix62(i + 1)}` }));
}

function radix62(n: number): string {
  let out = '';
  do {
    out = encodeDigit(n % 62) + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out;
}
