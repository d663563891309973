import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpecError } from './errors.js';
import { decodeDigit, encodeDigit } from './radix62.js';
import { cellNames, parseSpec } from './spec.js';

const square = { dimensions: 2 } as const;
const digits = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The values of one bracketed coordinate, parsed as the box `[...]0`. */
function bracket(spec: string): number[] {
  return [...parseSpec(`${spec}0\n`, square).box.cells[0]!.coords[0]!];
}

function errorOf(text: string, options: Parameters<typeof parseSpec>[1] = square): SpecError {
  try {
    parseSpec(text, options);
  } catch (e) {
    if (e instanceof SpecError) return e;
    throw e;
  }
  throw new Error('expected a SpecError');
}

describe('radix-62 digits', () => {
  it('round-trips every digit', () => {
    for (let v = 0; v < 62; v++) expect(decodeDigit(encodeDigit(v))).toBe(v);
    expect([...digits].map(decodeDigit)).toEqual([...Array(62).keys()]);
  });
  it('rejects other characters', () => {
    for (const ch of ['#', '-', '[', ' ', "'", '_']) expect(decodeDigit(ch)).toBe(-1);
  });
});

describe('bracketed sets and ranges', () => {
  it('reads the example [7-z32-4A5-5] as [2-57-A]', () => {
    expect(bracket('[7-z32-4A5-5]')).toEqual(bracket('[2-57-A]'));
    expect(bracket('[2-57-A]')).toEqual([2, 3, 4, 5, 7, 8, 9, ...Array.from({ length: 36 - 10 + 1 }, (_, i) => 10 + i)]);
  });
  it('accepts the empty set', () => {
    expect(bracket('[]')).toEqual([]);
  });
  it.each([
    ['[-5]0\n', 2],
    ['[1-]0\n', 3],
    ['[3-2]0\n', 4],
    ['[1-2-3]0\n', 5],
    ['[3--5]0\n', 4],
    ['[0-3\n', 1],
  ])('rejects %j at column %i', (text, column) => {
    const e = errorOf(text);
    expect(e.line).toBe(1);
    expect(e.column).toBe(column);
    expect(e.message).toBe(`line 1, column ${column}: ${e.reason}`);
  });

  const part = fc.oneof(
    fc.integer({ min: 0, max: 61 }).map((v) => ({ text: encodeDigit(v), values: [v] })),
    fc
      .tuple(fc.integer({ min: 0, max: 61 }), fc.integer({ min: 0, max: 61 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const)
      .map(([a, b]) => ({
        text: `${encodeDigit(a)}-${encodeDigit(b)}`,
        values: Array.from({ length: b - a + 1 }, (_, i) => a + i),
      })),
  );

  it('a bracket set equals the union of its parts', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const union = [...new Set(parts.flatMap((p) => p.values))].sort((a, b) => a - b);
        expect(bracket(`[${parts.map((p) => p.text).join('')}]`)).toEqual(union);
        // and equals the union of the sets of its parts, taken one at a time
        const separately = [...new Set(parts.flatMap((p) => bracket(`[${p.text}]`)))].sort((a, b) => a - b);
        expect(separately).toEqual(union);
      }),
    );
  });
});

describe('lines', () => {
  it('skips comments, reads the box and the pieces with positions', () => {
    const spec = parseSpec('| hello\n[0-1][0-2]\n| between\nL 00 01 10\n2|D 00 01\nL 11 12 21\n', square);
    expect(spec.lines.map((l) => l.text)).toEqual(['| hello', '[0-1][0-2]', '| between', 'L 00 01 10', '2|D 00 01', 'L 11 12 21']);
    expect(spec.box.line).toBe(2);
    expect(spec.box.cells).toEqual([{ coords: [[0, 1], [0, 1, 2]], suffix: '', line: 2, column: 1 }]);
    expect(spec.pieceLines.map((p) => [p.line, p.column, p.name, p.multiplicity])).toEqual([
      [4, 1, 'L', '1'],
      [5, 3, 'D', '2'],
      [6, 1, 'L', '1'],
    ]);
    expect(spec.pieces).toEqual([
      { name: 'L', multiplicity: '1', lines: [0, 2] },
      { name: 'D', multiplicity: '2', lines: [1] },
    ]);
    expect(spec.pieceLines[1]!.cells[1]).toEqual({ coords: [[0], [1]], suffix: '', line: 5, column: 8 });
  });

  it('accepts Windows line endings and a missing final newline', () => {
    const unix = parseSpec('[0-1][0-1]\nD 00 01\n', square);
    expect(parseSpec('[0-1][0-1]\r\nD 00 01\r\n', square)).toEqual(unix);
    expect(parseSpec('[0-1][0-1]\nD 00 01', square)).toEqual(unix);
  });

  it('keeps any multiplicity text verbatim, and the star form for cubes', () => {
    expect(parseSpec('00\n0:3|M 00\n', square).pieces[0]!.multiplicity).toBe('0:3');
    expect(parseSpec('000\nc*D 000\n', { dimensions: 3, starMultiplicity: true }).pieces[0]!.multiplicity).toBe('12');
    expect(parseSpec('000\n12|D 000\n', { dimensions: 3, starMultiplicity: true }).pieces[0]!.multiplicity).toBe('12');
  });

  it('reads suffixes and cell names', () => {
    const cell = parseSpec('[0-1]7suf\n', square).box.cells[0]!;
    expect(cell.suffix).toBe('suf');
    expect(cellNames(cell)).toEqual(['07suf', '17suf']);
  });

  it('has no fixed limits on line length or the number of pieces', () => {
    const names = Array.from({ length: 500 }, (_, i) => `P${i}`);
    const text = `${'00 '.repeat(5000)}[0-9][0-9]\n${names.map((n) => `${n} 00`).join('\n')}\n`;
    const spec = parseSpec(text, square);
    expect(spec.box.cells).toHaveLength(5001);
    expect(spec.pieces).toHaveLength(500);
  });

  it('notes empty lines and pieces without cells, as the C program does', () => {
    const spec = parseSpec('00\n\nD\nE 00\n', square);
    expect(spec.notes).toEqual([
      { line: 2, message: '(Empty line is being ignored)' },
      { line: 3, message: '(Empty piece is being ignored)' },
    ]);
    expect(spec.pieces.map((p) => p.name)).toEqual(['E']);
  });

  it('parsing is insensitive to repeated cells', () => {
    const cellText = fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
      .map(([x, y]) => `${x}${y}`);
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 8 }), fc.nat(), (cells, seed) => {
        const names = (text: string): string[] =>
          [...new Set(parseSpec(text, square).box.cells.flatMap(cellNames))].sort();
        const repeated = [...cells, cells[seed % cells.length]!, ...cells.slice(0, seed % 3)];
        expect(names(`${repeated.join(' ')}\n`)).toEqual(names(`${cells.join(' ')}\n`));
      }),
    );
  });
});

describe('errors carry line, column and reason', () => {
  it.each([
    ['', 1, 1, /ended before the box/],
    ['| only a comment\n', 2, 1, /ended before the box/],
    ['[0-3][0-3]\nD 0# 01\n', 2, 4, /illegal digit '#'/],
    ['[0-3][0-3] 1\n', 1, 13, /incomplete cell/],
    ['[0-3][0-3]\nD:x 00 01\n', 2, 2, /illegal character ':'/],
    ['[0-3][0-3]\nABCDEFGHI 00\n', 2, 1, /longer than 8/],
    ['[0-3][0-3]\n 00 01\n', 2, 1, /missing piece name/],
    ['[0-3][0-3]\n12 00 01\n', 2, 1, /also a cell of the box/],
    ['[0-3][0-3]!\n00! 00\n', 2, 1, /also a cell of the box/],
    ['[0-3][0-3]\n2|D 00 01\n3|D 00 10\n', 3, 1, /inconsistent multiplicities for piece D: 3 here, 2 on line 2/],
    ['[0-3][0-3] [0-3][0-3]abcdefg\n', 1, 22, /too long/],
    ['[0-3][0-3]\nD [][]\n', 2, 1, /has no cells/],
    ['[0-3][0-3]\nD []\n', 2, 5, /incomplete cell/],
    ['[0-3][0-3]\nD 00 |x\n', 2, 2, /cannot contain a space/],
  ])('%j → line %i, column %i', (text, line, column, reason) => {
    const e = errorOf(text);
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.reason).toMatch(reason);
  });

  it('cube cells need a space or a non-digit suffix', () => {
    const cube = { dimensions: 3, starMultiplicity: true, suffixNeedsSeparator: true } as const;
    expect(errorOf('[0-1][0-1][0-1]x\n', cube).column).toBe(16);
    expect(parseSpec('[0-1][0-1][0-1]!\n', cube).box.cells[0]!.suffix).toBe('!');
    expect(errorOf('[0-1][0-1][0-1]\n#*O 000\n', cube).reason).toMatch(/unknown multiplicity '#'/);
  });
});

// POLYCUBE-DLX's reading of multiplicities and separators (issue 17), each named after
// its golden case where there is one.
describe('POLYCUBE-DLX piece lines and separators', () => {
  const cube = { dimensions: 3, starMultiplicity: true, suffixNeedsSeparator: true } as const;

  it('zero-multiplicity-then-three: 0*X is a multiplicity not set yet, which a later 3*X sets', () => {
    const spec = parseSpec('[0-1][0-1][0-1]\n0*X 000 100\n3*X 000 010\n', cube);
    expect(spec.pieces).toEqual([{ name: 'X', multiplicity: '3', lines: [0, 1] }]);
    // set once, it stays: 3*X then 0*X differ, as do X (that is, 1) and 0*X
    expect(errorOf('000\n3*X 000\n0*X 000\n', cube).reason).toMatch(/inconsistent multiplicities for piece X: 0 here, 3/);
    expect(errorOf('000\nX 000\n0*X 000\n', cube).reason).toMatch(/inconsistent multiplicities for piece X: 0 here, 1/);
    expect(parseSpec('000\n0*X 000\nX 000\n', cube).pieces[0]!.multiplicity).toBe('1');
    // only the star form can leave it unset: 0|X is no multiplicity DLX3 reads
    expect(errorOf('000\n0|X 000\n3|X 000\n', cube).reason).toMatch(/multiplicity '0' is not/);
  });

  it('bar-in-name: a cube piece name with |, : or * in it is rejected; N|X and a:b|X are multiplicities', () => {
    expect([errorOf('[0-1][0-1][0-1]\nA|B 000 100\n', cube)].map((e) => [e.line, e.column, e.reason])).toEqual([
      [2, 2, "illegal character '|' in piece name"],
    ]);
    expect(errorOf('000\nAB:C 000\n', cube).column).toBe(3);
    expect(errorOf('000\n2*A*B 000\n', cube).column).toBe(4);
    expect(errorOf('000\n1|2|D 000\n', cube).column).toBe(4);
    expect(parseSpec('000\n0:2|D 000\n', cube).pieces[0]!.multiplicity).toBe('0:2');
    // for squares, the text before | is a multiplicity, and A is not one
    expect(errorOf('00\nA|B 00\n', square).reason).toMatch(/multiplicity 'A' is not/);
  });

  it('tab-in-box-line: a tab after a cube cell is a missing space, not a suffix', () => {
    const e = errorOf('[0-1][0-1][0-1]\t[0-1]00\nO 000 100\n', cube);
    expect([e.line, e.column]).toEqual([1, 16]);
    expect(e.reason).toMatch(/^missing space after a cell of 3 coordinates .*a tab is not one/);
    expect(errorOf('000!\t100\n', cube).column).toBe(5);
    expect(errorOf('[0-1]00\nO 000\t100\n', cube).line).toBe(2);
    expect(errorOf('[0-1][0-1]\t[0-1]\n', cube).reason).toMatch(/a tab/);
  });
});
