import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LatticeDescriptor, Site } from '@polydance/lattice';
import { aboloDescriptor } from '@polydance/lattice-abolo';
import { cubeDescriptor } from '@polydance/lattice-cube';
import { hexDescriptor } from '@polydance/lattice-hex';
import { squareDescriptor } from '@polydance/lattice-square';
import { stickDescriptor } from '@polydance/lattice-stick';
import { triangleDescriptor } from '@polydance/lattice-triangle';
import { trigDescriptor } from '@polydance/lattice-trig';
import { twigDescriptor } from '@polydance/lattice-twig';
import { byteLength } from '@polydance/spec-parser';
import type { Handedness } from '@polydance/spec-parser';
import { actionOf, canonicalForm, countPolyforms, isPolyform, packSites } from './enumerate.js';
import { enumeratePieces, finish, pieceLine, pieceSetLines } from './names.js';
import { findPieceSet, PIECE_SETS } from './sets.js';

const LATTICES: Record<string, LatticeDescriptor> = {
  square: squareDescriptor,
  triangle: triangleDescriptor,
  cube: cubeDescriptor,
  stick: stickDescriptor,
  hex: hexDescriptor,
  abolo: aboloDescriptor,
  trig: trigDescriptor,
  twig: twigDescriptor,
};
const root = join(import.meta.dirname, '..', '..', '..');

/** The class of some sites under a handedness, as a string. */
function classOf(lattice: LatticeDescriptor, sites: readonly Site[], hand: Handedness): string {
  const action = actionOf(lattice);
  return canonicalForm(action, packSites(action, sites), hand).join();
}

/** The sites of the cells a piece line lists. */
function sitesOf(lattice: LatticeDescriptor, line: string): Site[] {
  return line
    .split(' ')
    .slice(1)
    .map((c) => lattice.parseItem(c)!.site);
}

describe('enumeratePieces', () => {
  it('writes the twelve pentominoes as Knuth’s 6x10 example does: same letters, order and cells', () => {
    const example = readFileSync(join(root, 'examples', 'pentominoes-6x10.in'), 'utf8').split('\n').slice(2, 14);
    expect(enumeratePieces(squareDescriptor, 5).map((p) => pieceLine(squareDescriptor, p))).toEqual(example);
  });

  it('names the 18 one-sided pentominoes F f I L l N n P p T U V W X Y y Z z, each mirror image after its piece', () => {
    const pieces = enumeratePieces(squareDescriptor, 5, 'one-sided');
    expect(pieces.map((p) => p.name).join(' ')).toBe('F f I L l N n P p T U V W X Y y Z z');
    for (const [upper, lower] of [['F', 'f'], ['Z', 'z']] as const) {
      const a = pieces.find((p) => p.name === upper)!;
      const b = pieces.find((p) => p.name === lower)!;
      expect(classOf(squareDescriptor, a.sites, 'free')).toBe(classOf(squareDescriptor, b.sites, 'free'));
      expect(classOf(squareDescriptor, a.sites, 'one-sided')).not.toBe(classOf(squareDescriptor, b.sites, 'one-sided'));
    }
    expect(pieceLine(squareDescriptor, pieces[0]!)).toBe('F:one-sided 10 20 01 11 12');
  });

  it('uses the conventional names: tetrominoes (Tetris’s when one-sided), hexiamonds, tetracubes, tetrasticks', () => {
    expect(enumeratePieces(squareDescriptor, 4).map((p) => p.name).join('')).toBe('ILOST');
    expect(enumeratePieces(squareDescriptor, 4, 'one-sided').map((p) => p.name).join('')).toBe('ILJOSZT');
    expect(enumeratePieces(triangleDescriptor, 6).map((p) => p.name).join('')).toBe('CEFGHIJOPSVX');
    expect(enumeratePieces(triangleDescriptor, 6, 'one-sided')).toHaveLength(19);
    expect(enumeratePieces(cubeDescriptor, 4, 'one-sided').map((p) => p.name).join('')).toBe('IOTSLABP');
    // up to reflections too, the two screws are one piece, named by the first
    expect(enumeratePieces(cubeDescriptor, 4, 'free').map((p) => p.name).join('')).toBe('IOTSLAP');
    expect(enumeratePieces(stickDescriptor, 4).map((p) => p.name).join('')).toBe('FHIJLNOPRTUVWXYZ');
    // the tricubes: Soma's V, and the straight one by number
    expect(enumeratePieces(cubeDescriptor, 3).map((p) => p.name)).toEqual(['V', '3-1']);
  });

  it('names the others N-K in canonical order, mirror images with a prime, fixed pieces with their orientation', () => {
    const hexominoes = enumeratePieces(squareDescriptor, 6);
    expect(hexominoes.map((p) => p.name)).toEqual(Array.from({ length: 35 }, (_, k) => `6-${k + 1}`));
    const sided = enumeratePieces(squareDescriptor, 6, 'one-sided');
    expect(sided.slice(0, 3).map((p) => p.name)).toEqual(['6-1', '6-2', "6-2'"]);
    expect(enumeratePieces(squareDescriptor, 2, 'fixed').map((p) => pieceLine(squareDescriptor, p))).toEqual(['2-1.1:fixed 00 01', '2-1.2:fixed 00 10']);
  });

  it.each([
    ['square', 7],
    ['triangle', 7],
    ['cube', 5],
    ['stick', 4],
    ['hex', 5],
    ['abolo', 5],
    ['trig', 4],
    ['twig', 6],
  ] as const)('%s, up to %i cells: as many pieces as classes, named once each, none a cell, orientations adding up to the fixed pieces', (name, max) => {
    const lattice = LATTICES[name]!;
    for (let n = 1; n <= max; n++) {
      const fixed = countPolyforms(lattice, n, 'fixed');
      for (const hand of ['free', 'one-sided', 'fixed'] as const) {
        const pieces = enumeratePieces(lattice, n, hand);
        expect(pieces).toHaveLength(countPolyforms(lattice, n, hand));
        expect(new Set(pieces.map((p) => p.name)).size).toBe(pieces.length);
        expect(new Set(pieces.map((p) => classOf(lattice, p.sites, hand))).size).toBe(pieces.length);
        expect(pieces.reduce((sum, p) => sum + p.orientations, 0)).toBe(fixed);
        for (const p of pieces) {
          expect(byteLength(p.name)).toBeLessThanOrEqual(8);
          expect(lattice.parseItem(p.name)).toBeUndefined();
          expect(isPolyform(lattice, p.sites)).toBe(true);
          expect(p.sites).toHaveLength(n * (lattice.units?.[0]?.length ?? 1));
          expect(sitesOf(lattice, pieceLine(lattice, p))).toEqual(p.sites);
        }
      }
    }
  });

  it('marks a piece line only where the lattice’s generator would give other orientations', () => {
    const [one] = enumeratePieces(cubeDescriptor, 4, 'one-sided');
    expect(pieceLine(cubeDescriptor, one!)).toBe('I 000 100 200 300');
    const [free] = enumeratePieces(cubeDescriptor, 4, 'free');
    expect(pieceLine(cubeDescriptor, free!)).toBe('I:free 000 100 200 300');
    expect(pieceLine(stickDescriptor, enumeratePieces(stickDescriptor, 1)[0]!)).toBe('1-1 H00');
  });

  it('names a piece ~ and its number when the name would be too long for DLX', () => {
    // the 607 heptacubes up to rotations and reflections (OEIS A038119): names fit
    const pieces = enumeratePieces(cubeDescriptor, 7, 'free');
    expect(pieces.at(-1)!.name).toBe('7-607');
    // the 3811 octacubes' would not, once fixed (8-3811'.n)
    const long = { ...pieces[0]!, name: "8-3811'.n" };
    expect(finish([pieces[0]!, long]).map((p) => p.name)).toEqual([pieces[0]!.name, '~2']);
  });
});

describe('the named sets', () => {
  it.each(PIECE_SETS.map((s) => [s.name, s] as const))('%s: as many pieces as its title says, each a polyform, all different', (_, set) => {
    const lattice = LATTICES[set.lattice]!;
    const lines = pieceSetLines(lattice, set);
    expect(`the ${lines.length} `).toBe(set.title.match(/^the \d+ /)?.[0]);
    const hand = set.oneSidedOf || set.lattice === 'cube' ? 'one-sided' : 'free';
    expect(new Set(lines.map((l) => classOf(lattice, sitesOf(lattice, l), hand))).size).toBe(lines.length);
    for (const l of lines) expect(isPolyform(lattice, sitesOf(lattice, l))).toBe(true);
  });

  it.each([
    ['pentominoes', 5, 'free'],
    ['one-sided-pentominoes', 5, 'one-sided'],
    ['tetrominoes', 4, 'free'],
    ['one-sided-tetrominoes', 4, 'one-sided'],
    ['hexiamonds', 6, 'free'],
    ['one-sided-hexiamonds', 6, 'one-sided'],
    ['tetriamonds', 4, 'free'],
    ['tetracubes', 4, 'one-sided'],
    ['tetrasticks', 4, 'free'],
    ['one-sided-tetrasticks', 4, 'one-sided'],
    ['pentasticks', 5, 'free'],
    ['trihexes', 3, 'free'],
    ['tetrahexes', 4, 'free'],
    ['one-sided-tetrahexes', 4, 'one-sided'],
    ['pentahexes', 5, 'free'],
    ['one-sided-pentahexes', 5, 'one-sided'],
    ['diaboloes', 2, 'free'],
    ['triaboloes', 3, 'free'],
    ['tetraboloes', 4, 'free'],
    ['one-sided-tetraboloes', 4, 'one-sided'],
    ['tritrigs', 3, 'free'],
    ['one-sided-tritrigs', 3, 'one-sided'],
    ['tetratwigs', 4, 'free'],
    ['pentatwigs', 5, 'free'],
    ['one-sided-pentatwigs', 5, 'one-sided'],
  ] as const)('%s: every piece of %i cells (%s)', (name, size, hand) => {
    const set = findPieceSet(name)!;
    const lattice = LATTICES[set.lattice]!;
    expect(pieceSetLines(lattice, set)).toHaveLength(countPolyforms(lattice, size, hand));
  });

  it('one-sided sets: each piece marked, mirror images by their set’s names', () => {
    expect(pieceSetLines(squareDescriptor, findPieceSet('one-sided-tetrominoes')!)).toEqual([
      'I:one-sided 00 01 02 03',
      'L:one-sided 00 01 02 10',
      'J:one-sided 00 10 11 12',
      'O:one-sided 00 01 10 11',
      'S:one-sided 00 01 11 12',
      'Z:one-sided 01 02 10 11',
      'T:one-sided 00 01 02 11',
    ]);
  });

  it('Soma: V and the six tetracubes that are not flat and straight', () => {
    const soma = pieceSetLines(cubeDescriptor, findPieceSet('soma')!);
    const tetracubes = new Set(pieceSetLines(cubeDescriptor, findPieceSet('tetracubes')!).map((l) => classOf(cubeDescriptor, sitesOf(cubeDescriptor, l), 'one-sided')));
    expect(soma.filter((l) => tetracubes.has(classOf(cubeDescriptor, sitesOf(cubeDescriptor, l), 'one-sided')))).toHaveLength(6);
  });

  it('is found by name, and by lattice', () => {
    expect(findPieceSet('soma')?.lattice).toBe('cube');
    expect(findPieceSet('soma', 'square')).toBeUndefined();
    expect(() => pieceSetLines(squareDescriptor, findPieceSet('soma')!)).toThrow(/on the cube lattice, not square/);
  });
});
