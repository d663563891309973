import { describe, expect, it } from 'vitest';
import { caught, expectInputError, knuthFixture } from '../../../test/testing.js';
import { expectGoldenError } from './testing.js';
import { SpecError } from './errors.js';
import { parseDancePolyominoes } from './dance-polyominoes.js';

const failure = (text: string): SpecError => caught(SpecError, () => parseDancePolyominoes(text));

describe('parseDancePolyominoes', () => {
  it('reads the board, the names and the pieces', () => {
    const spec = parseDancePolyominoes('00 01 0a\tz0\nP Q\nP 4 2 00 10 01\nQ 1 1 zz\n');
    expect(spec.boardLine).toBe('00 01 0a\tz0');
    expect(spec.board).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 0, y: 10 },
      { x: 35, y: 0 },
    ]);
    expect(spec.namesLine).toBe('P Q');
    expect(spec.names).toEqual(['P', 'Q']);
    expect(spec.pieces).toEqual([
      { name: 'P', rotations: 4, transpositions: 2, cells: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], line: 3 },
      { name: 'Q', rotations: 1, transpositions: 1, cells: [{ x: 35, y: 35 }], line: 4 },
    ]);
  });

  it('keeps the pass-through lines verbatim, spacing and carriage returns included', () => {
    const spec = parseDancePolyominoes('  00  01 \r\n A\tB \r\nA 1 1 00\r\n');
    expect(spec.boardLine).toBe('  00  01 \r');
    expect(spec.namesLine).toBe(' A\tB \r');
    expect(spec.pieces[0]?.cells).toEqual([{ x: 0, y: 0 }]);
  });

  it('reads a last line without a newline as if it had one', () => {
    expect(parseDancePolyominoes('00 01\nD\nD 1 1 00 01')).toEqual(parseDancePolyominoes('00 01\nD\nD 1 1 00 01\n'));
    expect(parseDancePolyominoes('00 01\nD').namesLine).toBe('D');
  });

  it('says whether a newline ended the names line', () => {
    expect(parseDancePolyominoes('00 01\nD').namesNewline).toBe(false);
    expect(parseDancePolyominoes('00 01\nD\r').namesNewline).toBe(false);
    expect(parseDancePolyominoes('00 01\nD\n').namesNewline).toBe(true);
    expect(parseDancePolyominoes('00 01\nD\nD 1 1 00').namesNewline).toBe(true);
  });

  it('passes one | among the names through, making the names after it secondary', () => {
    const spec = parseDancePolyominoes('00 01\nA | B\nB 1 1 00\n');
    expect(spec.names).toEqual(['A', 'B']);
    expect(spec.namesLine).toBe('A | B');
  });

  it('reads the golden inputs', () => {
    const spec = parseDancePolyominoes(knuthFixture('polyominoes/pentominoes-6x10.in'));
    expect(spec.board).toHaveLength(60);
    expect(spec.names).toEqual('F I L N P T U V W X Y Z'.split(' '));
    expect(spec.pieces.map((p) => `${p.name}${p.rotations}${p.transpositions}`).join(' ')).toBe(
      'F42 I21 L42 N42 P42 T41 U41 V41 W41 X11 Y42 Z22',
    );
    expect(spec.pieces.every((p) => p.cells.length === 5)).toBe(true);
  });

  const errors: [string, string, number, number, RegExp][] = [
    ['empty input', '', 1, 1, /no board/],
    ['blank board', '\nD\nD 1 1 00\n', 1, 1, /empty board/],
    ['bad x digit', '00 Z0\nD\n', 1, 4, /bad x coordinate 'Z'/],
    ['bad y digit', '00 0Z\nD\n', 1, 5, /bad y coordinate 'Z'/],
    ['one-digit cell', '00 1\nD\n', 1, 5, /no y coordinate/],
    ['three-digit cell', '00 012\nD\n', 1, 6, /bad board cell '012'/],
    ['non-ASCII digit', '00 0\u00e9\nD\n', 1, 5, /bad y coordinate/],
    ['duplicate cell', '00 01 00\nD\n', 1, 7, /duplicate board position 00 \(first given at column 1\)/],
    ['no names line', '00 01\n', 2, 1, /no piece names/],
    ['name repeated', '00 01\nA B A\n', 2, 5, /piece name A is listed twice/],
    ['second bar among the names', '00 01\nA | B | C\n', 2, 7, /second '\|'/],
    ['bar as a piece name', '00 01\nA | B\n| 1 1 00\n', 3, 1, /not among the piece names/],
    ['name equal to a cell', '00 01\nA 01\n', 2, 3, /also a board position/],
    ['blank piece line', '00 01\nD\nD 1 1 00\n\n', 4, 1, /empty line/],
    ['whitespace piece line', '00 01\nD\n  \t\n', 3, 1, /empty line/],
    ['long name', '00 01\nDDDD\nDDDD 1 1 00\n', 3, 1, /too long/],
    ['unlisted piece', '00 01\nD\nE 1 1 00\n', 3, 1, /not among the piece names on line 2/],
    ['missing s', '00 01\nD\nD\n', 3, 2, /no s value/],
    ['bad s', '00 01\nD\nD 3 1 00\n', 3, 3, /bad s value '3'/],
    ['two-digit s', '00 01\nD\nD 11 1 00\n', 3, 3, /bad s value '11'/],
    ['missing t', '00 01\nD\nD 1\n', 3, 4, /no t value/],
    ['bad t', '00 01\nD\nD 1 4 00\n', 3, 5, /bad t value '4'/],
    ['empty piece', '00 01\nD\nD 1 1 \n', 3, 6, /empty piece/],
    ['bad piece cell', '00 01\nD\nD 1 1 00 -1\n', 3, 10, /bad x coordinate '-'/],
    ['cell twice in a piece', '00 01\nD\nD 1 1 00 01 00\n', 3, 13, /cell 00 appears twice in piece D/],
  ];
  it.each(errors)('rejects %s with line and column', (_what, text, line, column, reason) => {
    expectInputError(failure(text), line, column, reason);
  });

  it.each(['bad-coordinate', 'bad-s', 'bad-t', 'duplicate-board-position', 'empty-board', 'empty-piece'])('rejects the golden error case %s', (name) => {
    expectGoldenError(failure, 'polyominoes', name);
  });
});

describe('the extensions of the box-and-pieces specs, in a DANCE-era file', () => {
  it.each([
    ['00 01 10 11\nL\nL:one-sided 4 1 00 01 10\n', 3, 2, /a handedness marker \(L:one-sided\) belongs to the box-and-pieces specs .*s = 4 and t = 1: rotations only/],
    ['00 01 10 11\nL:fixed\nL 4 1 00 01 10\n', 2, 2, /a handedness marker \(L:fixed\)/],
    ['00 01 10 11\nL\nset: tetrominoes\n', 3, 1, /a set line \(set: NAME\) belongs to the box-and-pieces specs/],
  ])('%j → line %i, column %i', (text, line, column, reason) => {
    expectInputError(caught(SpecError, () => parseDancePolyominoes(text)), line, column, reason);
  });
});
