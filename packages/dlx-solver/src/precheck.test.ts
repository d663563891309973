import type { Problem } from '@polydance/exact-cover';
import { describe, expect, it } from 'vitest';
import { checkProblem } from './precheck.js';
import { readDlx } from './reader.js';
import { countSync } from './solve.js';

const problem = (text: string): Problem => readDlx(text).problem;

describe('checkProblem', () => {
  it('finds nothing wrong when every primary item is in enough options', () => {
    expect(checkProblem(problem(' a b c | x\na b\nc x\nb c\n'))).toEqual([]);
    expect(checkProblem(problem(' a 0:2|b\na\n'))).toEqual([]);
  });

  it('names primary items in no option, and the problem has no solution', () => {
    const p = problem(' a b c d | x\na b x\nb x\n');
    expect(checkProblem(p)).toEqual([
      {
        kind: 'uncovered-item',
        items: ['c', 'd'],
        fatal: true,
        message: '2 primary items c, d are in no option, so no solution can cover them',
      },
    ]);
    expect(countSync(p).solutions).toBe(0n);
  });

  it('names an item with a multiplicity larger than its options can reach', () => {
    const p = problem(' a 3|b\na b\nb\n');
    expect(checkProblem(p)).toEqual([
      {
        kind: 'uncovered-item',
        items: ['b'],
        fatal: true,
        message: 'primary item b must be covered at least 3 times, but only 2 options contain it',
      },
    ]);
    expect(countSync(p).solutions).toBe(0n);
  });

  it('never reports secondary items', () => {
    expect(checkProblem(problem(' a | x y\na x\n'))).toEqual([]);
  });
});

describe('checkProblem names', () => {
  it('are escaped: a control character in an item name never reaches a message raw', () => {
    const problem = { comments: [], primary: [{ name: 'a\x1b[2J' }, { name: 'b' }], secondary: [], options: [[{ item: 'b' }]] };
    const [w] = checkProblem(problem);
    expect(w?.message).toBe('primary item a\\x1b[2J is in no option, so no solution can cover it');
  });
});
