// The generator gives way: polyominoSteps yields every few thousand placements tried (where
// it asks shouldStop), so a caller can let the event loop run; run to its end it makes the
// same problem as polyomino.
import { describe, expect, it } from 'vitest';
import { GenerationStopped, giveWay } from '@polydance/lattice';
import { stepsTaken } from '../../../test/testing.js';
import { polyomino, polyominoSteps } from './square.js';

// a 40x40 box ([0-D]: 0-9, a-z, A-D) and the 12 pentominoes: about 70,000 placements tried
const SPEC = `[0-D][0-D]
F 01 02 10 11 21
I 00 01 02 03 04
L 00 01 02 03 10
N 00 01 02 12 13
P 00 01 02 10 11
T 00 01 02 11 21
U 00 01 10 20 21
V 00 01 02 10 20
W 00 01 11 12 22
X 01 10 11 12 21
Y 00 01 02 03 11
Z 00 01 11 21 22
`;

describe('polyominoSteps', () => {
  it('yields now and then, and makes the same problem as polyomino', () => {
    const { value, yields } = stepsTaken(polyominoSteps(SPEC));
    expect(yields).toBeGreaterThan(5);
    expect(value.problem).toEqual(polyomino(SPEC).problem);
  });

  it('lets a timer run while it generates, giving way, and stops when shouldStop says so (GenerationStopped)', async () => {
    let fired = false;
    let stopped = false;
    setTimeout(() => (fired = true), 0);
    // it stops at the first question after the timer ran: the event loop got a turn in between
    await expect(giveWay(polyominoSteps(SPEC, { shouldStop: () => (stopped = fired) }), 0)).rejects.toBeInstanceOf(GenerationStopped);
    expect(fired).toBe(true);
    expect(stopped).toBe(true);
  });

});
