import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLattice } from '@polydance/lattices';
import type { LatticeDescriptor } from '@polydance/lattice';
import { cellNames, parseSpec } from '@polydance/spec-parser';
import { appendLine, boxText, formatValues, freeName, readSpecCells, specDigits, toggled, withBox, withPiece } from './spec-cells.js';
import { findLattice as playgroundLattice } from './lattices.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const example = (name: string): string => readFileSync(join(root, 'examples', name), 'utf8');
const lattice = (name: string): LatticeDescriptor => findLattice(name)!;
/** Without the comment lines. */
const uncommented = (text: string): string =>
  text
    .split('\n')
    .filter((l) => !l.startsWith('|'))
    .join('\n');

describe('spec text ↔ cells', () => {
  it('knows how many coordinates each lattice writes per cell', () => {
    expect(['square', 'triangle', 'hex', 'cube', 'stick', 'abolo', 'trig', 'twig'].map((n) => specDigits(lattice(n)))).toEqual([2, 2, 2, 3, 3, 3, 3, 3]);
  });

  it('writes sets of values as the spec does', () => {
    expect(formatValues([3])).toBe('3');
    expect(formatValues([0, 1, 2, 3, 4, 5])).toBe('[0-5]');
    expect(formatValues([1, 0])).toBe('[01]');
    expect(formatValues([0, 1, 2, 3, 5, 10, 11, 12])).toBe('[0-35a-c]');
  });

  it('writes the box of every example with a box line back as the same cells, compactly for the rectangles', () => {
    for (const file of ['pentominoes-6x10.in', 'pentominoes-8x8-hole.in', 'hexiamonds-6x6.in', 'lozenges-hexagon-2.in', 'soma.in', 'tetrasticks-3x3.in', 'tritrigs-5x2.in', 'pentatwigs-butterfly.in', 'diaboloes-3x3.in', 'tetrahexes-4x7.in']) {
      const text = example(file);
      const command = /polydance (\w+)/.exec(text)![1]!;
      const l = lattice(command === 'polyomino' ? 'square' : command === 'polyiamond' ? 'triangle' : command.replace(/^poly/, '').replace(/s$/, ''));
      const cells = readSpecCells(text, l);
      const written = boxText(cells.box, cells.digits);
      const again = parseSpec(`${written}\nX ${'0'.repeat(cells.digits)}\n`, { dimensions: cells.digits, maxSuffix: 99 }).box.cells.flatMap(cellNames);
      expect(new Set(again), file).toEqual(new Set(cells.box));
    }
    expect(boxText(readSpecCells(example('pentominoes-6x10.in'), lattice('square')).box, 2)).toBe('[0-5][0-9]');
    expect(boxText(readSpecCells(example('hexiamonds-6x6.in'), lattice('triangle')).box, 2)).toBe("[0-5][0-5] [0-5][0-5]'");
    expect(boxText(readSpecCells(example('tetrasticks-3x3.in'), lattice('stick')).box, 3)).toBe('H[0-2][0-3] V[0-3][0-2]');
    expect(boxText(readSpecCells(example('soma.in'), lattice('cube')).box, 3)).toBe('[0-2][0-2][0-2]');
  });

  it('reads piece lines: head, name, cells in order', () => {
    const text = '| c\n[0-2][0-4]\n2|L 00 [01]1\nset: pentominoes\nF:one-sided 10 20\n';
    const cells = readSpecCells(text, lattice('square'));
    expect(cells.boxLine).toBe(1);
    expect(cells.box).toHaveLength(15);
    expect(cells.pieces.filter((p) => p.fromSet !== true)).toEqual([
      { line: 2, name: 'L', head: '2|L ', items: ['00', '01', '11'] },
      { line: 4, name: 'F', head: 'F:one-sided ', items: ['10', '20'] },
    ]);
    expect(() => readSpecCells('[0-2\n', lattice('square'))).toThrow(/line 1, column 1/);
    expect(readSpecCells('| only a comment\n', lattice('square'))).toMatchObject({ boxLine: -1, box: [], pieces: [] });
  });

  it('rewrites only the line a click changes, keeping comments, set lines and the rest', () => {
    const text = '| my puzzle\n[0-1][0-1]\n| a piece\nA 00 01\nset: pentominoes\n';
    const cells = readSpecCells(text, lattice('square'));
    const box = withBox(text, cells, toggled(cells.box, '02', true));
    expect(box).toBe('| my puzzle\n0[0-2] 1[01]\n| a piece\nA 00 01\nset: pentominoes\n');
    expect(withBox(text, cells, toggled(cells.box, '11', false))).toBe('| my puzzle\n0[01] 10\n| a piece\nA 00 01\nset: pentominoes\n');
    expect(withBox(text, cells, [...cells.box].reverse())).toBe(text);
    expect(withPiece(text, cells, 0, toggled(cells.pieces[0]!.items, '10', true))).toBe('| my puzzle\n[0-1][0-1]\n| a piece\nA 00 01 10\nset: pentominoes\n');
    expect(withPiece(text, cells, 0, toggled(cells.pieces[0]!.items, '00', false))).toBe('| my puzzle\n[0-1][0-1]\n| a piece\nA 01\nset: pentominoes\n');
    expect(withPiece(text, cells, 0, [])).toBe('| my puzzle\n[0-1][0-1]\n| a piece\nset: pentominoes\n');
    expect(withPiece('[0-1][0-1]\r\nA 00\r\n', readSpecCells('[0-1][0-1]\r\nA 00\r\n', lattice('square')), 0, ['00', '01'])).toBe('[0-1][0-1]\r\nA 00 01\r\n');
  });

  it('draws the pieces a set line brings; a click on one gives it a line of its own, which the set line then leaves out', () => {
    const text = '| mine\n[0-5][0-9]\nA 00\nset: pentominoes -I\nB 00 01\n';
    const cells = readSpecCells(text, lattice('square'));
    expect(cells.pieces.map((p) => `${p.name}${p.fromSet === true ? '*' : ''}`).join(' ')).toBe('A F* L* N* P* T* U* V* W* X* Y* Z* B');
    const x = cells.pieces.findIndex((p) => p.name === 'X');
    expect(cells.pieces[x]).toMatchObject({ line: 3, items: ['10', '01', '11', '21', '12'] });
    const edited = withPiece(text, cells, x, toggled(cells.pieces[x]!.items, '22', true));
    expect(edited).toBe('| mine\n[0-5][0-9]\nA 00\nset: pentominoes -I -X\nX 10 01 11 21 12 22\nB 00 01\n');
    expect(readSpecCells(edited, lattice('square')).pieces.map((p) => `${p.name}${p.fromSet === true ? '*' : ''}`).join(' ')).toBe('A F* L* N* P* T* U* V* W* Y* Z* X B');
    // its own word on the set line gives way
    const own = '[0-5][0-9]\nset: pentominoes 2|X\n';
    const ownCells = readSpecCells(own, lattice('square'));
    const x2 = ownCells.pieces.findIndex((p) => p.name === 'X');
    expect(withPiece(own, ownCells, x2, ownCells.pieces[x2]!.items.slice(1))).toBe('[0-5][0-9]\nset: pentominoes -X\n2|X 01 11 21 12\n');
  });

  it('starts a box after the leading comments of a text without one', () => {
    const empty = readSpecCells('| mine\n', lattice('square'));
    expect(withBox('| mine\n', empty, ['00'])).toBe('| mine\n00\n');
    expect(withBox('', readSpecCells('', lattice('square')), ['00', '01'])).toBe('0[01]\n');
  });

  it('finds a free piece name', () => {
    const cells = readSpecCells('[0-1][0-1]\nA 00\nB 01\n', lattice('square'));
    expect(freeName(cells)).toBe('C');
    expect(appendLine('[0-1][0-1]', 'C 00')).toBe('[0-1][0-1]\nC 00\n');
  });

  it('builds the 6x10 pentominoes of examples/ cell by cell, as the editor does: the same text up to comments, 9356 solutions', () => {
    const target = readSpecCells(example('pentominoes-6x10.in'), lattice('square'));
    let text = '| my pentominoes\n';
    let cells = readSpecCells(text, lattice('square'));
    for (const item of target.box) {
      text = withBox(text, cells, toggled(cells.box, item, true));
      cells = readSpecCells(text, lattice('square'));
    }
    for (const piece of target.pieces) {
      const [first, ...rest] = piece.items;
      text = appendLine(text, `${piece.name} ${first!}`);
      cells = readSpecCells(text, lattice('square'));
      const index = cells.pieces.length - 1;
      for (const item of rest) {
        text = withPiece(text, cells, index, toggled(cells.pieces[index]!.items, item, true));
        cells = readSpecCells(text, lattice('square'));
      }
    }
    expect(uncommented(text)).toBe(uncommented(example('pentominoes-6x10.in')));
    expect(playgroundLattice('square')!.generate(text).problem.options).toHaveLength(
      playgroundLattice('square')!.generate(example('pentominoes-6x10.in')).problem.options.length,
    );
  });
});
