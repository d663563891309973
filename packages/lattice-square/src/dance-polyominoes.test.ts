import { parseDancePolyominoes } from '@polydance/spec-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knuthFixture } from '../../../test/testing.js';
import {
  danceSquareCellName,
  dancePolyominoOrientations,
  dancePolyominoPlacements,
  dancePolyominoesText,
} from './dance-polyominoes.js';

interface Cell {
  readonly x: number;
  readonly y: number;
}

/** A shape as the seed writes it: translated to the origin, cells sorted by x then y. */
function shape(cells: readonly Cell[]): string {
  const xmin = Math.min(...cells.map((c) => c.x));
  const ymin = Math.min(...cells.map((c) => c.y));
  return cells
    .map((c) => ({ x: c.x - xmin, y: c.y - ymin }))
    .sort((a, b) => a.x - b.x || a.y - b.y)
    .map(danceSquareCellName)
    .join(' ');
}

const cells = (text: string): Cell[] =>
  text.split(' ').map((t) => ({ x: parseInt(t[0] ?? '', 36), y: parseInt(t[1] ?? '', 36) }));

describe('DANCE-era POLYOMINOES', () => {
  // the last two (issue 32): the names line, echoed as read, is the input's last line
  // and has no newline, so the output has none either
  it.each(['pentominoes-6x10', 'tetrominoes-4x5', 'names-last-line-no-newline', 'names-crlf-last-line-no-newline'])('generates %s byte for byte', (name) => {
    const spec = parseDancePolyominoes(knuthFixture(`polyominoes/${name}.in`));
    expect([...dancePolyominoesText(spec)].join('')).toBe(knuthFixture(`polyominoes/${name}.out`));
  });

  // The program's own documentation: `P 4 2 00 10 01 11 02` stands for these eight lines.
  const seedOrientations = [
    '00 10 01 11 02',
    '00 10 01 11 21',
    '10 01 11 02 12',
    '00 10 20 11 21',
    '00 01 10 11 20',
    '00 01 02 11 12',
    '01 10 11 20 21',
    '00 01 10 11 12',
  ];
  const P = cells('00 10 01 11 02');

  it('visits the documented orientations, turning counterclockwise', () => {
    // The documentation lists the quarter turns clockwise; the program (and the
    // golden output above) turns counterclockwise, (x,y) -> (-y,x), so it
    // visits the documented lines in the order 1, 4, 3, 2, then 5, 8, 7, 6.
    const found = dancePolyominoOrientations({ rotations: 4, transpositions: 2, cells: P }).map(shape);
    expect(found).toEqual([0, 3, 2, 1, 4, 7, 6, 5].map((i) => shape(cells(seedOrientations[i] ?? ''))));
  });

  it('with s = 2 keeps the first two quarter turns of each transposition', () => {
    const all = dancePolyominoOrientations({ rotations: 4, transpositions: 2, cells: P }).map(shape);
    const two = dancePolyominoOrientations({ rotations: 2, transpositions: 2, cells: P }).map(shape);
    expect(two).toEqual([all[0], all[1], all[4], all[5]]);
    const one = dancePolyominoOrientations({ rotations: 1, transpositions: 1, cells: P }).map(shape);
    expect(one).toEqual([all[0]]);
  });

  it('places P on the documented 3x3 board in two ways', () => {
    const board = cells('11 12 13 21 22 23 31 32 33');
    const placed = [...dancePolyominoPlacements(board, { rotations: 1, transpositions: 1, cells: P })];
    expect(placed.map((p) => p.map(danceSquareCellName).join(' '))).toEqual(['11 21 12 22 13', '21 31 22 32 23']);
  });

  it('finds exactly the translates that fit, whatever the board', () => {
    const coord = fc.integer({ min: 0, max: 6 });
    const cellArb = fc.record({ x: coord, y: coord });
    const key = (c: Cell): number => c.x * 36 + c.y;
    fc.assert(
      fc.property(
        fc.uniqueArray(cellArb, { minLength: 1, maxLength: 30, selector: key }),
        fc.uniqueArray(cellArb, { minLength: 1, maxLength: 4, selector: key }),
        fc.constantFrom(1, 2, 4),
        fc.constantFrom(1, 2),
        (board, piece, rotations, transpositions) => {
          const on = new Set(board.map(key));
          const expected: string[] = [];
          for (const o of dancePolyominoOrientations({ rotations, transpositions, cells: piece })) {
            // Brute force: every shift in a generous window, kept when all cells land on the board.
            for (let dx = -20; dx <= 20; dx++) {
              for (let dy = -20; dy <= 20; dy++) {
                const moved = o.map((c) => ({ x: c.x + dx, y: c.y + dy }));
                if (moved.every((c) => c.x >= 0 && c.y >= 0 && on.has(key(c)))) {
                  expected.push(moved.map(danceSquareCellName).join(' '));
                }
              }
            }
          }
          const found = [...dancePolyominoPlacements(board, { rotations, transpositions, cells: piece })].map((p) =>
            p.map(danceSquareCellName).join(' '),
          );
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
