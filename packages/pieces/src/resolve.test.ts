import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cubeDescriptor, polycube } from '@polydance/lattice-cube';
import { polyomino, squareDescriptor } from '@polydance/lattice-square';
import { polystick, stickDescriptor } from '@polydance/lattice-stick';
import { polyiamond, triangleDescriptor } from '@polydance/lattice-triangle';
import { SpecError } from '@polydance/spec-parser';
import { caught } from '../../../test/testing.js';
import { pieceSets, withPieceSets } from './resolve.js';

const root = join(import.meta.dirname, '..', '..', '..');
const example = (name: string): string => readFileSync(join(root, 'examples', name), 'utf8');

/** A spec's comment lines and box line, then `rest`. */
function head(text: string, rest: string): string {
  const lines = text.split('\n');
  const box = lines.findIndex((l) => !l.startsWith('|'));
  return `${lines.slice(0, box + 1).join('\n')}\n${rest}`;
}

const errorOf = (f: () => unknown): SpecError => caught(SpecError, f);

describe('withPieceSets', () => {
  it.each([
    ['pentominoes-6x10.in', 'set: pentominoes', squareDescriptor, polyomino],
    ['soma.in', 'set: soma', cubeDescriptor, polycube],
    ['tetracubes-2x4x4.in', 'set: tetracubes', cubeDescriptor, polycube],
  ] as const)('a set line makes the problem of %s, comments included', (file, line, lattice, generate) => {
    const text = example(file);
    const fromSet = withPieceSets(head(text, `${line}\n`), lattice, generate);
    expect(fromSet.problem).toEqual(generate(text).problem);
    expect(fromSet.summary).toBe(generate(text).summary);
  });

  it('gives every lattice its sets, one-sided ones with their mirror images', () => {
    const hexiamonds = withPieceSets("[0-5][0-5] [0-5][0-5]'\nset: hexiamonds\n", triangleDescriptor, polyiamond);
    expect(hexiamonds.spec.pieces.map((p) => p.name).join('')).toBe('CEFGHIJOPSVX');
    const sided = withPieceSets("[0-9][0-9] [0-9][0-9]'\nset: one-sided-hexiamonds\n", triangleDescriptor, polyiamond);
    expect(sided.spec.pieces).toHaveLength(19);
    // their turns are the 94 fixed hexiamonds (OEIS A001420), each once
    expect(sided.bases).toHaveLength(94);
    const sticks = withPieceSets('H[0-4][0-5] V[0-5][0-4]\nset: tetrasticks -X\n', stickDescriptor, polystick);
    expect(sticks.spec.pieces.map((p) => p.name).join('')).toBe('FHIJLNOPRTUVWYZ');
  });

  it('reads a spec without set lines as it is', () => {
    expect(withPieceSets('[0-1][0-1]\nO 00 01 10 11\n', squareDescriptor, polyomino).problem).toEqual(polyomino('[0-1][0-1]\nO 00 01 10 11\n').problem);
  });

  it('reports an error in a piece a set line brought at that set line, other lines renumbered', () => {
    const e = errorOf(() => withPieceSets('[0-5][0-9]\nset: pentominoes 3|X\n| more\n2|X 00\n', squareDescriptor, polyomino));
    expect(e.message).toBe('line 4, column 1: inconsistent multiplicities for piece X: 2 here, 3 on line 2');
    expect(errorOf(() => withPieceSets('[0-5][0-9]\nset: soma\n', squareDescriptor, polyomino)).message).toBe(
      'line 2, column 6: unknown piece set \'soma\' (the 7 Soma pieces are pieces of the cube lattice, not of the square lattice)',
    );
  });

  it('lists the sets of a lattice', () => {
    expect(pieceSets(cubeDescriptor).names).toEqual(['tetracubes', 'solid-pentominoes', 'soma']);
    expect(pieceSets(squareDescriptor).lines('nonominoes')).toBeUndefined();
  });
});
