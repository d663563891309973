import { describe, expect, it } from 'vitest';
import { checkProblem } from './index.js';

describe('checkProblem (issue 14: library misuse gives a clear TypeError)', () => {
  const good = {
    comments: ['c'],
    primary: [{ name: 'a' }, { name: 'D', bounds: '2' }],
    secondary: [{ name: 'x' }],
    options: [[{ item: 'a' }, { item: 'x', color: 'R' }]],
  };

  it('accepts a problem', () => {
    expect(() => checkProblem(good, 'f')).not.toThrow();
  });

  it.each([
    [null, 'f: the problem must be an object {primary, secondary, options, comments}, not null'],
    [[], 'f: the problem must be an object {primary, secondary, options, comments}, not an array'],
    [{ ...good, secondary: 'x' }, 'f: problem.secondary must be an array of items, not a string'],
    [{ ...good, primary: [{ name: 'a', bounds: 2 }] }, 'f: problem.primary[0].bounds must be a string or undefined, not a number'],
    [{ ...good, options: {} }, 'f: problem.options must be an array of options, not an object'],
    [{ ...good, options: [[null]] }, 'f: problem.options[0][0] must be an object {item, color?}, not null'],
    [{ ...good, comments: [1] }, 'f: problem.comments[0] must be a string, not a number'],
  ])('rejects %j', (value, message) => {
    expect(() => checkProblem(value, 'f')).toThrow(new TypeError(message));
  });
});
