import { describe, expect, it } from 'vitest';
import { SpecError } from './errors.js';
import { expandPieceSets } from './sets.js';
import type { PieceSets } from './sets.js';
import { parseSpec } from './spec.js';
import { closest, editDistance } from './suggest.js';

/** Two small sets, as a lattice package would give them. */
const SETS: PieceSets = {
  names: ['trominoes', 'tetrominoes', 'one-sided-tetrominoes'],
  lines: (name) =>
    ({
      trominoes: ['I 00 01 02', 'V 00 01 10'],
      tetrominoes: ['I 00 01 02 03', 'L 00 01 02 10', 'O 00 01 10 11', 'S 00 01 11 12', 'T 00 01 02 11'],
      'one-sided-tetrominoes': ['I:one-sided 00 01 02 03', 'J:one-sided 00 10 11 12'],
    })[name],
  elsewhere: (name) => (name === 'soma' ? 'the Soma pieces are cubes' : undefined),
};

const expand = (text: string): string | undefined => expandPieceSets(text, SETS)?.text;

function errorOf(text: string): SpecError {
  try {
    expandPieceSets(text, SETS);
  } catch (e) {
    if (e instanceof SpecError) return e;
    throw e;
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

describe('expandPieceSets', () => {
  it('leaves a spec without set lines alone (undefined: read it as it is)', () => {
    expect(expand('[0-2][0-2]\nI 00 01 02\n')).toBeUndefined();
    // before the box, or in a comment, `set:` is no set line
    expect(expand('| set: trominoes\n[0-2][0-2]\n')).toBeUndefined();
    expect(expand('[0-2][0-2]\n|set: trominoes\n')).toBeUndefined();
  });

  it('replaces a set line by its pieces, where it stands', () => {
    expect(expand('| c\n[0-2][0-3]\nset: trominoes\nX 00\n')).toBe('| c\n[0-2][0-3]\nI 00 01 02\nV 00 01 10\nX 00\n');
  });

  it('gives every piece a multiplicity or a handedness, or one piece its own, or leaves pieces out', () => {
    expect(expand('[0-9][0-9]\nset: 2|trominoes\n')).toBe('[0-9][0-9]\n2|I 00 01 02\n2|V 00 01 10\n');
    expect(expand('[0-9][0-9]\nset: trominoes:fixed\n')).toBe('[0-9][0-9]\nI:fixed 00 01 02\nV:fixed 00 01 10\n');
    expect(expand('[0-9][0-9]\nset: tetrominoes -O 0:2|I T:one-sided -S\n')).toBe(
      '[0-9][0-9]\n0:2|I 00 01 02 03\nL 00 01 02 10\nT:one-sided 00 01 02 11\n',
    );
    // a set of one-sided pieces keeps its markers, unless the set line says otherwise
    expect(expand('[0-9][0-9]\nset: one-sided-tetrominoes\n')).toBe('[0-9][0-9]\nI:one-sided 00 01 02 03\nJ:one-sided 00 10 11 12\n');
    expect(expand('[0-9][0-9]\nset: one-sided-tetrominoes:free J:fixed\n')).toBe('[0-9][0-9]\nI:free 00 01 02 03\nJ:fixed 00 10 11 12\n');
  });

  it('reads what it makes back with parseSpec: names, multiplicities, handedness', () => {
    const spec = parseSpec(expand('[0-9][0-9]\nset: 3|tetrominoes:one-sided -L 1|O:free\n')!, { dimensions: 2 });
    expect(spec.pieceLines.map((l) => [l.name, l.multiplicity, l.hand])).toEqual([
      ['I', '3', 'one-sided'],
      ['O', '1', 'free'],
      ['S', '3', 'one-sided'],
      ['T', '3', 'one-sided'],
    ]);
  });

  it.each([
    ['[0-2][0-2]\nset:\n', 2, 5, /a set line names a set: set: NAME \(the sets: trominoes, tetrominoes/],
    ['[0-2][0-2]\nset: tetrominos\n', 2, 6, /unknown piece set 'tetrominos' \(did you mean 'tetrominoes'\?\)/],
    ['[0-2][0-2]\nset: soma\n', 2, 6, /unknown piece set 'soma' \(the Soma pieces are cubes\)/],
    ['[0-2][0-2]\nset: heptominoes\n', 2, 6, /unknown piece set 'heptominoes' \(the sets: trominoes, tetrominoes, one-sided-tetrominoes\)/],
    ['[0-2][0-2]\nset: one-sided tetrominoes\n', 2, 6, /set: one-sided-tetrominoes \(its own pieces\), or set: tetrominoes:one-sided/],
    ['[0-2][0-2]\nset: trominoes -Q\n', 2, 17, /the set 'trominoes' has no piece 'Q' \(its pieces: I V\)/],
    ['[0-2][0-2]\nset: trominoes -\n', 2, 17, /missing piece name after '-'/],
    ['[0-2][0-2]\nset: trominoes I -I\n', 2, 19, /piece 'I' is named twice/],
    ['[0-2][0-2]\nset: trominoes -I -V\n', 2, 6, /leaves out every piece/],
    ['[0-2][0-2]\nset: 0|trominoes\n', 2, 6, /multiplicity '0' is not a number b or a range a:b/],
    ['[0-2][0-2]\nset: trominoes 2:1|V\n', 2, 16, /multiplicity '2:1'/],
    ['[0-2][0-2]\nset: trominoes:left\n', 2, 15, /unless it begins a handedness \(NAME:free, NAME:one-sided or NAME:fixed\), which 'left' is not/],
    ['[0-2][0-2]\nset: trominoes V:\n', 2, 17, /which is missing/],
    ['[0-2][0-2]\nset: 2|\n', 2, 8, /missing name/],
  ])('%j → line %i, column %i', (text, line, column, reason) => {
    const e = errorOf(text);
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.reason).toMatch(reason);
    expect(e.message).toBe(`line ${line}, column ${column}: ${e.reason}`);
  });

  it('blames an error in a piece it brought on the set line, at the word naming the piece or else at the set', () => {
    const expansion = expandPieceSets('[0-2][0-2]\n| c\nset: trominoes 2|V\nX 00\n', SETS)!;
    // the expanded text has the set's pieces on lines 3 and 4
    expect(expansion.remap(new SpecError('bad', 3, 1)).message).toBe('line 3, column 6: bad');
    expect(expansion.remap(new SpecError('bad', 4, 1)).message).toBe('line 3, column 18: bad');
    // lines of the spec itself keep their column
    expect(expansion.remap(new SpecError('bad', 5, 3)).message).toBe('line 4, column 3: bad');
    expect(expansion.remap(new SpecError('bad', 1, 2)).message).toBe('line 1, column 2: bad');
  });

  it('rejects what is not text', () => {
    expect(() => expandPieceSets(3 as unknown as string, SETS)).toThrow(TypeError);
  });
});

describe('parseSpec and set lines', () => {
  it('says that a set line needs the named sets, and where a set line goes', () => {
    expect(() => parseSpec('[0-2][0-2]\nset: trominoes\n', { dimensions: 2 })).toThrow(/line 2, column 1: a line 'set: NAME' brings a named piece set/);
    expect(() => parseSpec('| c\nset: trominoes\n', { dimensions: 2 })).toThrow(/line 2, column 1: a set line comes after the box/);
  });

  it('reads a handedness after a piece name; a piece line without one has none', () => {
    const spec = parseSpec('[0-2][0-2]\nA:one-sided 00 01\n2|B:fixed 00\nC:free 00 [01]1\nD 00\n', { dimensions: 2 });
    expect(spec.pieceLines.map((l) => [l.name, l.multiplicity, l.hand])).toEqual([
      ['A', '1', 'one-sided'],
      ['B', '2', 'fixed'],
      ['C', '1', 'free'],
      ['D', '1', undefined],
    ]);
    expect(parseSpec('000\n2*A:free 000\n', { dimensions: 3, starMultiplicity: true }).pieceLines[0]).toMatchObject({ name: 'A', multiplicity: '2', hand: 'free' });
  });

  it.each([
    ['[0-2][0-2]\nA:one-sided\n', 2, 1, /piece 'A' has no cells/],
    ['[0-2][0-2]\nA:one 00\n', 2, 2, /which 'one' is not/],
    ['[0-2][0-2]\nABCDEFGHI:free 00\n', 2, 1, /longer than 8 characters/],
    ['[0-2][0-2]\n:free 00\n', 2, 1, /illegal character ':'/],
  ])('%j → line %i, column %i', (text, line, column, reason) => {
    let e: unknown;
    try {
      parseSpec(text, { dimensions: 2 });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(SpecError);
    expect([(e as SpecError).line, (e as SpecError).column]).toEqual([line, column]);
    expect((e as SpecError).reason).toMatch(reason);
  });
});

describe('closest', () => {
  it('counts edits, swaps of neighbours included, ignoring case', () => {
    expect(editDistance('pentominos', 'pentominoes')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('Soma', 'soma')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('finds a near name, a name the word begins, or nothing', () => {
    const names = ['pentominoes', 'pentominoes-6x10', 'soma', 'hexiamonds-6x6'];
    expect(closest('pentominos', names)).toBe('pentominoes');
    expect(closest('SOMA', names)).toBe('soma');
    expect(closest('hexiamonds', names)).toBe('hexiamonds-6x6');
    expect(closest('Q', ['F', 'I'])).toBeUndefined();
    expect(closest('tangram', names)).toBeUndefined();
  });
});

describe('closest, on a very long word', () => {
  it('suggests nothing, at once, however many candidates there are', () => {
    const candidates = Array.from({ length: 1000 }, (_, i) => `puzzle-${i}`);
    expect(closest('x'.repeat(100_000), candidates)).toBeUndefined();
    expect(closest('puzzle-12x', candidates)).toBe('puzzle-12');
  });
});
