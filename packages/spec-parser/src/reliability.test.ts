// Regression tests of issue 14: a message quotes at most about 60 characters of the
// input, escaped; a non-string input is a clear TypeError.
import { describe, expect, it } from 'vitest';
import { thrown } from '../../../test/testing.js';
import { parseDancePolyominoes, parseDancePolysticks, parseSpec } from './index.js';

const SQUARE = { dimensions: 2 } as const;

describe('an input line holding one 10 MB token gives an error message under 200 characters', () => {
  const big = 'X'.repeat(10 << 20);

  it.each([
    ['a piece name', `[0-1][0-1]\n${big} 00\n`],
    ['a multiplicity', `[0-1][0-1]\n${big}|A 00\n2|A 01\n`],
    ['a suffix', `[0-1][0-1]\nA 00${big}\n`],
  ])('%s', (_what, text) => {
    const message = thrown(() => parseSpec(text, { ...SQUARE, maxSuffix: 8 }));
    expect(message.length).toBeLessThan(200);
    expect(message).toMatch(/^line [23], column \d+: /);
  });

  it('DANCE-era polyominoes and polysticks', () => {
    for (const f of [
      () => parseDancePolyominoes(`A\n00 01\nA 1 1 ${big}\n`),
      () => parseDancePolyominoes(`A\n00 ${big}\n`),
      () => parseDancePolyominoes(`A\n00 01\n${big} 1 1 00\n`),
      () => parseDancePolysticks(`${big} ${big}\nH00\n`),
      () => parseDancePolysticks(`A\nH00\nA 1 1 H00 ${big}\n`),
    ]) {
      expect(thrown(f).length).toBeLessThan(200);
    }
  });
});

describe('control characters in the input are escaped in messages', () => {
  it('an escape sequence in a piece name', () => {
    expect(thrown(() => parseSpec('[0-1][0-1]\n2|A 00\n1\u001b[2J|A 01\n', SQUARE))).toBe(
      "line 3, column 1: multiplicity '1\\x1b[2J' is not a number b or a range a:b with a ≤ b and b ≥ 1, as DLX3 reads them",
    );
    expect(thrown(() => parseSpec('[0-1][0-1]\nNAME\u001b[2JLONG 00\n', SQUARE))).toBe(
      "line 2, column 1: piece name 'NAME\\x1b[2JLONG' is longer than 8 characters",
    );
  });
});

describe('library misuse gives a clear TypeError', () => {
  it.each([
    ['parseSpec', () => parseSpec(undefined as unknown as string, SQUARE), 'parseSpec: the input must be a string, not undefined'],
    ['parseDancePolyominoes', () => parseDancePolyominoes(null as unknown as string), 'parseDancePolyominoes: the input must be a string, not null'],
    ['parseDancePolysticks', () => parseDancePolysticks(7 as unknown as string), 'parseDancePolysticks: the input must be a string, not number'],
  ])('%s', (_name, f, message) => {
    expect(f).toThrow(new TypeError(message));
  });
});

describe('the fuzzer found: specs that gave DLX files no solver reads', () => {
  it.each([
    ['a multiplicity that is not a number', '[0-1][0-1]\nz|a 00\n', "line 2, column 1: multiplicity 'z' is not a number b or a range a:b"],
    ['an empty range', '[0-1][0-1]\n2:1|A 00\n', "line 2, column 1: multiplicity '2:1' is not"],
    ['an upper bound of 0', '[0-1][0-1]\n0|A 00\n', "line 2, column 1: multiplicity '0' is not"],
    ['a bar in a suffix', '[0-1][0-1] 12|D\nA 00\n', "line 1, column 14: illegal character '|' in the suffix of a cell"],
    ['a colon in a suffix', '[0-1][0-1]\nA 00:x\n', "line 2, column 5: illegal character ':' in the suffix of a cell"],
    ['a tab in a suffix', '[0-1][0-1]\nA 00\t01\n', "line 2, column 5: illegal character '\\t' in the suffix of a cell"],
    ['a tab in a piece name', '[0-1][0-1]\nA\tB 00\n', "line 2, column 2: illegal character '\\t' in piece name"],
  ])('%s', (_what, text, message) => {
    expect(thrown(() => parseSpec(text, SQUARE))).toContain(message);
  });

  it('a multiplicity 0*X that no later line sets (for cubes)', () => {
    const cube = { dimensions: 3, starMultiplicity: true };
    expect(thrown(() => parseSpec('[0-1][0-1][0-1]\n0*X 000 100\n', cube))).toBe(
      "line 2, column 1: piece 'X' has multiplicity 0, which no later line sets (0*X waits for one such as 3*X); DLX3 reads no upper bound 0",
    );
    expect(parseSpec('[0-1][0-1][0-1]\n0*X 000 100\n3*X 000 010\n', cube).pieces[0]?.multiplicity).toBe('3');
  });

  it('keeps the multiplicities DLX3 reads, verbatim', () => {
    for (const m of ['1', '2', '0:3', ':3', '3:3', '007', '123456789']) {
      expect(parseSpec(`[0-1][0-1]\n${m}|A 00\n`, SQUARE).pieces[0]?.multiplicity).toBe(m);
    }
  });
});

describe('the fuzzer found: DANCE-era piece names that are no item names', () => {
  it.each([
    ['|0 T2\nH00\n', "line 1, column 1: illegal character '|' in piece name '|0'"],
    ['A a|b\nH00\n', "line 1, column 4: illegal character '|' in piece name 'a|b'"],
    ['A b:c\nH00\n', "line 1, column 4: illegal character ':' in piece name 'b:c'"],
    ['A \u0800\u{10000}T0\nH00\n', "line 1, column 3: piece name '\u0800\u{10000}T0' is longer than 8 bytes in UTF-8, too long for an item name"],
  ])('polysticks %j', (text, message) => {
    expect(thrown(() => parseDancePolysticks(text))).toBe(message);
  });

  it('polyominoes', () => {
    expect(thrown(() => parseDancePolyominoes('00 01\n|A\n'))).toBe("line 2, column 1: illegal character '|' in piece name '|A'");
  });
});
