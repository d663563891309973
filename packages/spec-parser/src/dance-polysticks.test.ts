import { describe, expect, it } from 'vitest';
import { caught, expectInputError, knuthFixture } from '../../../test/testing.js';
import { expectGoldenError } from './testing.js';
import { SpecError } from './errors.js';
import { parseDancePolysticks } from './dance-polysticks.js';

const failure = (text: string): SpecError => caught(SpecError, () => parseDancePolysticks(text));

describe('parseDancePolysticks', () => {
  it('reads the names, the board with its junctions, and the pieces', () => {
    const spec = parseDancePolysticks('A B\nH01 H11 V10 V1z | I11\nA 4 1 H00 V10\nB 2 2 H00 H10 I10\n');
    expect(spec.namesLine).toBe('A B');
    expect(spec.names).toEqual(['A', 'B']);
    expect(spec.boardLine).toBe('H01 H11 V10 V1z | I11');
    expect(spec.board).toEqual([
      { kind: 'H', x: 0, y: 1 },
      { kind: 'H', x: 1, y: 1 },
      { kind: 'V', x: 1, y: 0 },
      { kind: 'V', x: 1, y: 35 },
      { kind: 'I', x: 1, y: 1 },
    ]);
    expect(spec.pieces).toEqual([
      { name: 'A', rotations: 4, transpositions: 1, line: 3, positions: [{ kind: 'H', x: 0, y: 0 }, { kind: 'V', x: 1, y: 0 }] },
      {
        name: 'B',
        rotations: 2,
        transpositions: 2,
        line: 4,
        positions: [{ kind: 'H', x: 0, y: 0 }, { kind: 'H', x: 1, y: 0 }, { kind: 'I', x: 1, y: 0 }],
      },
    ]);
  });

  it('accepts a board without junctions, a bar with nothing after it, and no final newline', () => {
    expect(parseDancePolysticks('A\nH00 V00\nA 1 1 H00').board).toHaveLength(2);
    expect(parseDancePolysticks('A\nH00 V00 |\n').board).toHaveLength(2);
    expect(parseDancePolysticks('A\nH00 V00 |').boardLine).toBe('H00 V00 |');
  });

  it('reads the golden input', () => {
    const spec = parseDancePolysticks(knuthFixture('polysticks/tetrasticks-omit-T1.in'));
    expect(spec.names).toHaveLength(15);
    expect(spec.board.filter((p) => p.kind !== 'I')).toHaveLength(60);
    expect(spec.board.filter((p) => p.kind === 'I')).toHaveLength(16);
    expect(spec.pieces.map((p) => p.name)).toEqual(spec.names);
  });

  const errors: [string, string, number, number, RegExp][] = [
    ['empty input', '', 1, 1, /no piece names/],
    ['no board line', 'A\n', 2, 1, /no board/],
    ['blank board', 'A\n\n', 2, 1, /empty board/],
    ['only junctions', 'A\n| I11\n', 2, 1, /no edges/],
    ['illegal letter', 'A\nH00 X01\n', 2, 5, /illegal board position 'X01'/],
    ['lower-case letter', 'A\nh00\n', 2, 1, /illegal board position 'h00'/],
    ['junction before the bar', 'A\nH00 I01\n', 2, 5, /must follow a '\|'/],
    ['edge after the bar', 'A\nH00 | I01 V00\n', 2, 11, /edges must come before the '\|' at column 5/],
    ['second bar', 'A\nH00 | I01 | I02\n', 2, 11, /second '\|'/],
    ['bar glued to a junction', 'A\nH00 |I01\n', 2, 5, /illegal board position '\|I01'/],
    ['bad x digit', 'A\nH00 HA1\n', 2, 6, /bad x coordinate 'A'/],
    ['bad y digit', 'A\nH00 H1.\n', 2, 7, /bad y coordinate '.'/],
    ['letter alone', 'A\nH00 V\n', 2, 6, /no x coordinate/],
    ['one digit', 'A\nH00 V1\n', 2, 7, /no y coordinate/],
    ['too many digits', 'A\nH00 V123\n', 2, 8, /bad board position 'V123'/],
    ['duplicate position', 'A\nH00 V00 H00\n', 2, 9, /duplicate board position H00 \(first given at column 1\)/],
    ['name equal to a position', 'H00 B\nH00 V00\n', 1, 1, /also a board position/],
    ['bar among the names', 'A | B\nH00\n', 1, 3, /would make the board's edges secondary/],
    ['name repeated', 'A A\nH00\n', 1, 3, /listed twice/],
    ['blank piece line', 'A\nH00\n\n', 3, 1, /empty line/],
    ['long name', 'ABCD\nH00\nABCD 1 1 H00\n', 3, 1, /too long/],
    ['unlisted piece', 'A\nH00\nB 1 1 H00\n', 3, 1, /not among the piece names on line 1/],
    ['bad s', 'A\nH00\nA 0 1 H00\n', 3, 3, /bad s value '0'/],
    ['bad t', 'A\nH00\nA 1 x H00\n', 3, 5, /bad t value 'x'/],
    ['empty piece', 'A\nH00\nA 1 1\n', 3, 6, /empty piece/],
    ['piece of junctions only', 'A\nH00\nA 1 1 I00 I10\n', 3, 7, /no edges/],
    ['illegal piece position', 'A\nH00\nA 1 1 H00 |\n', 3, 11, /illegal position '\|' in piece A/],
    ['bad piece digit', 'A\nH00\nA 1 1 H0Z\n', 3, 9, /bad y coordinate 'Z'/],
    ['position twice in a piece', 'A\nH00\nA 1 1 H00 V00 H00\n', 3, 15, /H00 appears twice in piece A/],
  ];
  it.each(errors)('rejects %s with line and column', (_what, text, line, column, reason) => {
    expectInputError(failure(text), line, column, reason);
  });

  it.each(['illegal-position', 'interior-before-bar', 'no-board'])('rejects the golden error case %s', (name) => {
    expectGoldenError(failure, 'polysticks', name);
  });
});

describe('the extensions of the box-and-pieces specs, in a DANCE-era file', () => {
  it.each([
    ['S\nH00 H10\nS:one-sided 1 1 H00 H10\n', 3, 2, /a handedness marker \(S:one-sided\)/],
    ['S\nH00 H10\nset: tetrasticks\n', 3, 1, /a set line \(set: NAME\)/],
  ])('%j → line %i, column %i', (text, line, column, reason) => {
    expectInputError(caught(SpecError, () => parseDancePolysticks(text)), line, column, reason);
  });
});
