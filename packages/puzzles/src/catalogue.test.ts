import { describe, expect, it } from 'vitest';
import { findPuzzle, isPublished, PUZZLES, searchPuzzles, SOURCES } from './index.js';
import type { Count, PuzzleLattice } from './index.js';

const GENERATOR_OF: Record<PuzzleLattice, string> = {
  square: 'polyomino',
  triangle: 'polyiamond',
  cube: 'polycube',
  stick: 'polystick',
  hex: 'polyhex',
  abolo: 'polyabolo',
  trig: 'polytrig',
  twig: 'polytwig',
  macmahon: 'macmahon',
};

const counts = (): { name: string; kind: 'all' | 'distinct'; count: Count }[] =>
  PUZZLES.flatMap((p) =>
    (['all', 'distinct'] as const).flatMap((kind) => {
      const count = p.counts[kind];
      return count ? [{ name: p.name, kind, count }] : [];
    }),
  );

describe('the puzzle catalogue', () => {
  it('holds at least 400 puzzles, on every lattice', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(400);
    expect(new Set(PUZZLES.map((p) => p.lattice))).toEqual(new Set(Object.keys(GENERATOR_OF)));
  });

  it('names each puzzle once, in kebab case', () => {
    const names = PUZZLES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every puzzle a title, one line of description, its pieces and box', () => {
    for (const p of PUZZLES) {
      for (const text of [p.title, p.description, p.pieces, p.box]) {
        expect(text.trim(), p.name).not.toBe('');
        expect(text, p.name).not.toContain('\n');
      }
    }
  });

  it('reads each spec with the generator of its lattice, named on its first line', () => {
    for (const p of PUZZLES) {
      expect(p.generator, p.name).toBe(GENERATOR_OF[p.lattice]);
      const [first = ''] = p.spec.split('\n');
      expect(first, p.name).toMatch(new RegExp(`^\\|.*\\bpolydance ${p.generator}\\b`));
      expect(p.spec.endsWith('\n'), p.name).toBe(true);
    }
  });

  it('gives every count a source: a publication with its citation, or computed', () => {
    const all = counts();
    expect(all.length).toBeGreaterThan(60);
    for (const { name, count } of all) {
      expect(Number.isSafeInteger(count.value) && count.value >= 0, name).toBe(true);
      expect(['book', 'paper', 'site', 'computed'], name).toContain(count.source.kind);
      expect(count.source.citation.length, name).toBeGreaterThan(10);
    }
    // At least the counts the issue names are published, with their sources.
    expect(findPuzzle('soma')?.counts.distinct).toMatchObject({ value: 240, source: SOURCES.winningWays });
    expect(findPuzzle('pentominoes-6x10')?.counts.distinct).toMatchObject({ value: 2339, source: SOURCES.haselgrove1960 });
    expect(findPuzzle('pentominoes-8x8-centre-hole')?.counts.distinct).toMatchObject({ value: 65, source: SOURCES.scott1958 });
  });

  it('tells published counts from computed ones', () => {
    const soma = findPuzzle('soma')!;
    expect(isPublished(soma.counts.distinct!)).toBe(true);
    expect(isPublished(soma.counts.all!)).toBe(false);
    expect(counts().filter(({ count }) => isPublished(count)).length).toBeGreaterThanOrEqual(300);
  });

  it('gives a distinct count wherever it is cheap: no solution means 0 distinct; MacMahon’s hexagon', () => {
    for (const p of PUZZLES.filter((q) => q.counts.all?.value === 0)) expect(p.counts.distinct?.value, p.name).toBe(0);
    expect(findPuzzle('macmahon-hexagon')?.counts.distinct?.value).toBe(987816);
    expect(findPuzzle('pentominoes-6x10')?.counts.all).toMatchObject({ value: 9356 });
    // Counts are missing only for puzzles that take longer than a minute or so.
    const unknown = PUZZLES.filter((p) => p.counts.all === undefined || p.counts.distinct === undefined);
    expect(unknown.length).toBeLessThan(PUZZLES.length / 10);
    for (const p of unknown) expect(p.countTime, p.name).not.toBe('fast');
  });

  it('has a distinct count no larger than the count of all solutions', () => {
    for (const p of PUZZLES) {
      const { all, distinct } = p.counts;
      if (all && distinct) expect(distinct.value, p.name).toBeLessThanOrEqual(all.value);
    }
  });
});

describe('findPuzzle and searchPuzzles', () => {
  it('find a puzzle by its name, in any case', () => {
    expect(findPuzzle('Pentominoes-6x10')?.box).toBe('6×10 rectangle');
    expect(findPuzzle('no-such-puzzle')).toBeUndefined();
  });

  it('filter by lattice and by a word in any of the texts', () => {
    expect(searchPuzzles().length).toBe(PUZZLES.length);
    const cubes = searchPuzzles({ lattice: 'cube' });
    expect(cubes.map((p) => p.name)).toContain('soma');
    expect(cubes.every((p) => p.lattice === 'cube')).toBe(true);
    expect(searchPuzzles({ word: 'PENTOMINO' }).map((p) => p.name)).toEqual(
      expect.arrayContaining(['pentominoes-6x10', 'solid-pentominoes-3x4x5']),
    );
    expect(searchPuzzles({ word: 'pentomino', lattice: 'cube' }).every((p) => p.name.startsWith('solid-'))).toBe(true);
    expect(searchPuzzles({ word: 'zebra' })).toEqual([]);
    expect(searchPuzzles({ words: ['pentomino', '8x8'] }).every((p) => p.name.includes('8x8'))).toBe(true);
  });

  it('filter by a named piece set: a set line of the spec, or the set in words', () => {
    const tetrahexes = searchPuzzles({ set: { name: 'tetrahexes', title: 'the 7 tetrahexes' } }).map((p) => p.name);
    expect(tetrahexes).toEqual(expect.arrayContaining(['tetrahexes-4x7', 'tetrahexes-coin', 'trihexes-tetrahexes-hexagram']));
    expect(tetrahexes).not.toContain('one-sided-tetrahexes-10x4');
    const oneSided = searchPuzzles({ set: { name: 'one-sided-tetrahexes', title: 'the 10 one-sided tetrahexes' } }).map((p) => p.name);
    expect(oneSided).toEqual(['one-sided-tetrahexes-10x4', 'one-sided-tetrahexes-8x5']);
    const pentominoes = searchPuzzles({ set: { name: 'pentominoes', title: 'the 12 pentominoes' } });
    expect(pentominoes.map((p) => p.name)).toEqual(expect.arrayContaining(['pentominoes-6x10', 'pentominoes-8x8-hole-0-0']));
    expect(pentominoes.some((p) => p.lattice !== 'square')).toBe(false);
  });
});
