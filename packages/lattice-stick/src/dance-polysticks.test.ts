import { parseDancePolysticks } from '@polydance/spec-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knuthFixture } from '../../../test/testing.js';
import { dancePolystickOrientations, dancePolystickPlacements, dancePolysticksText } from './dance-polysticks.js';
import { normalizePolystick, polystickKey, polystickOrientations, straightJunctions } from './polystick.js';
import { stickName } from './stick.js';
import type { Stick } from './stick.js';

const sticks = (text: string): Stick[] =>
  text.split(' ').map((t) => ({ kind: t[0] as Stick['kind'], x: parseInt(t[1] ?? '', 36), y: parseInt(t[2] ?? '', 36) }));

const names = (p: readonly Stick[]): string => p.map(stickName).join(' ');

describe('DANCE-era POLYSTICKS', () => {
  it('generates tetrasticks-omit-T1 byte for byte', () => {
    const spec = parseDancePolysticks(knuthFixture('polysticks/tetrasticks-omit-T1.in'));
    expect([...dancePolysticksText(spec)].join('')).toBe(knuthFixture('polysticks/tetrasticks-omit-T1.out'));
  });

  it('visits all orientations of an asymmetric piece once with s = 4, t = 2', () => {
    const L = sticks('H00 H10 V20');
    const found = dancePolystickOrientations({ rotations: 4, transpositions: 2, positions: L });
    const keys = found.map((o) => polystickKey(normalizePolystick(o)));
    expect(new Set(keys).size).toBe(8);
    expect([...keys].sort()).toEqual(polystickOrientations(L).map(polystickKey).sort());
    // Each orientation keeps the piece line's order of positions: the kinds follow the turns.
    expect(found.map((o) => o.map((s) => s.kind).join(''))).toEqual(['HHV', 'VVH', 'HHV', 'VVH', 'VVH', 'HHV', 'VVH', 'HHV']);
    const two = dancePolystickOrientations({ rotations: 2, transpositions: 2, positions: L });
    expect(two).toEqual([found[0], found[1], found[4], found[5]]);
  });

  it('leaves out junctions that are not on the board, and needs every edge on it', () => {
    // A plus sign around (1,1), its centre a junction, and a 2x1 frame without junctions.
    const plus = sticks('H01 H11 V10 V11 I11');
    const straight = { rotations: 2 as const, transpositions: 1 as const, positions: sticks('H00 H10 I10') };
    expect([...dancePolystickPlacements(plus, straight)].map(names)).toEqual(['H01 H11 I11', 'V10 V11 I11']);
    const frame = sticks('H00 H10 H01 H11 V00 V20');
    expect([...dancePolystickPlacements(frame, straight)].map(names)).toEqual(['H00 H10', 'H01 H11']);
  });

  it('finds exactly the translates whose edges lie on the board', () => {
    const coord = fc.integer({ min: 0, max: 5 });
    const edge = fc.record({ kind: fc.constantFrom('H' as const, 'V' as const), x: coord, y: coord });
    const junction = fc.record({ kind: fc.constant('I' as const), x: coord, y: coord });
    const key = (s: Stick): string => `${s.kind}${s.x},${s.y}`;
    fc.assert(
      fc.property(
        fc.uniqueArray(edge, { minLength: 1, maxLength: 40, selector: key }),
        fc.uniqueArray(junction, { maxLength: 12, selector: key }),
        fc.uniqueArray(edge, { minLength: 1, maxLength: 4, selector: key }),
        fc.constantFrom(1 as const, 2 as const, 4 as const),
        fc.constantFrom(1 as const, 2 as const),
        (edges, junctions, pieceEdges, rotations, transpositions) => {
          const board = [...edges, ...junctions];
          const on = new Set(board.map(key));
          const positions = [...pieceEdges, ...straightJunctions(pieceEdges)];
          const expected: string[] = [];
          for (const o of dancePolystickOrientations({ rotations, transpositions, positions })) {
            // Brute force over a generous window of shifts.
            for (let dx = -20; dx <= 20; dx++) {
              for (let dy = -20; dy <= 20; dy++) {
                const moved = o.map((s) => ({ kind: s.kind, x: s.x + dx, y: s.y + dy }));
                if (moved.every((s) => s.kind === 'I' || on.has(key(s)))) {
                  expected.push(names(moved.filter((s) => on.has(key(s)))));
                }
              }
            }
          }
          const found = [...dancePolystickPlacements(board, { rotations, transpositions, positions })].map(names);
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
