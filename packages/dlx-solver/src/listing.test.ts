import { describe, expect, it } from 'vitest';
import { readListing } from './listing.js';

describe('readListing', () => {
  it("reads DLX1's listing, dropping the (k of d) notes", () => {
    const text = '1:\n X 02 11 (2 of 18)\n 00 U (1 of 1)\n2:\n I 03 04 (2 of 12)\n';
    expect(readListing(text)).toMatchObject([
      { number: 1, options: [['X', '02', '11'], ['00', 'U']] },
      { number: 2, options: [['I', '03', '04']] },
    ]);
  });
  it("skips DLX3's null lines and keeps colors", () => {
    expect(readListing('1:\n A C X:1 Y:1 (2 of 2)\n null C (1 of 1)\n')).toMatchObject([
      { number: 1, options: [['A', 'C', 'X:1', 'Y:1']] },
    ]);
  });
  it('reads the listing of polydance solve, and ignores other lines', () => {
    expect(readListing('noise\r\n7:\r\n a b\r\n c\r\n')).toMatchObject([{ number: 7, options: [['a', 'b'], ['c']] }]);
  });
});

describe('readListing places', () => {
  it('gives the line and the column of each token of each option', () => {
    const [s] = readListing('| a comment\n1:\n a  b:X\t c (1 of 2)\n\n  d\n');
    expect(s?.places).toEqual([
      { line: 3, columns: [2, 5, 10] },
      { line: 5, columns: [3] },
    ]);
  });
});
