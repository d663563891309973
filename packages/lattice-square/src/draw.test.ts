import { readFileSync } from 'node:fs';
import { placedPiece } from '@polydance/lattice';
import { expectCells } from '@polydance/lattice/testing';
import { describe, expect, it } from 'vitest';
import { drawSquareAscii, drawSquareSvg, squareCell } from './draw.js';

// An L tromino and a domino... filling a 2x3 box with a monomino gap.
const pieces = [
  ['L', '00', '10', '11'],
  ['D', '01', '02'],
  ['M', '12'],
].map((items) => placedPiece(items, squareCell));

describe('square cells', () => {
  it('parses two-digit cell items and nothing else', () => {
    expectCells(squareCell, { '3a': [3, 10] }, ['3a!', 'L']);
    expect(placedPiece(['D', '00', '01', '00!'], squareCell)).toEqual({ name: 'D', cells: [[0, 0], [0, 1]] });
  });
});

describe('drawSquareAscii', () => {
  it('draws outlines between pieces and labels every cell', () => {
    expect(drawSquareAscii(pieces)).toBe(
      ['┌───┬───────┐', '│ L │ D   D │', '│   └───┬───┤', '│ L   L │ M │', '└───────┴───┘', ''].join('\n'),
    );
  });
});

describe('drawSquareSvg', () => {
  const svg = drawSquareSvg(pieces);
  it('is a deterministic SVG document', () => {
    expect(svg).toBe(drawSquareSvg(pieces));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"')).toBe(true);
  });
  it('has one filled outline per piece, each with its own fill', () => {
    const fills = [...svg.matchAll(/<path d="[^"]+" fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]);
    expect(fills).toHaveLength(3);
    expect(new Set(fills).size).toBe(3);
  });
  it('outlines the L tromino as one polygon', () => {
    expect(svg).toContain('<path d="M8,8L40,8L40,40L72,40L72,72L8,72Z"');
  });
  it('adds a legend when asked', () => {
    expect(drawSquareSvg(pieces, { legend: true })).toMatch(/<text x="\d+" y="\d+" font-family="sans-serif" font-size="13" fill="#000000">M<\/text>/);
  });
});

describe('a pentomino solution from the golden corpus', () => {
  // The first solution DLX1 finds for the 12 pentominoes in 6x10 (fixtures/knuth/solve).
  const listing = readFileSync(new URL('../../../fixtures/knuth/solve/pentominoes-6x10.out', import.meta.url), 'utf8');
  const first = listing.split('\n').slice(1).filter((l) => l.startsWith(' ')).slice(0, 12);
  const solution = first.map((l) => placedPiece(l.replace(/\(\d+ of \d+\)/, '').trim().split(' '), squareCell));

  it('draws as the reviewed ASCII and SVG', async () => {
    expect(solution).toHaveLength(12);
    await expect(drawSquareAscii(solution)).toMatchFileSnapshot('__snapshots__/pentominoes-6x10.txt');
    await expect(drawSquareSvg(solution, { legend: true })).toMatchFileSnapshot('__snapshots__/pentominoes-6x10.svg');
  });
  it('has 12 piece shapes with 12 distinct fills', () => {
    const fills = [...drawSquareSvg(solution).matchAll(/<path d="[^"]+" fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]);
    expect(fills).toHaveLength(12);
    expect(new Set(fills).size).toBe(12);
  });
});
