import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryProblem, bruteForce } from './internal/brute-force.js';
import { readDlx } from './reader.js';
import { solutionError } from './verify.js';

describe('solutionError', () => {
  it('accepts every solution of random problems, and refuses each of them with an option added, removed or out of range', () => {
    fc.assert(
      fc.property(arbitraryProblem({ colors: true }), (problem) => {
        const all = bruteForce(problem);
        const keys = new Set(all.map((s) => [...s].sort((a, b) => a - b).join(',')));
        for (const s of all) {
          expect(solutionError(problem, s)).toBeUndefined();
          expect(solutionError(problem, [...s, problem.options.length])).toMatch(/^option \d+ does not exist/);
          expect(solutionError(problem, [...s, -1])).toMatch(/^option -1 does not exist/);
          // a set of options that is not one of the solutions is refused
          for (let o = 0; o < problem.options.length; o++) {
            const more = s.includes(o) ? s.filter((x) => x !== o) : [...s, o];
            const key = [...more].sort((a, b) => a - b).join(',');
            if (!keys.has(key)) expect(solutionError(problem, more)).toBeDefined();
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('says what is wrong, with names escaped', () => {
    const { problem } = readDlx('a \x1bb | x y\na x:A\n\x1bb x:B\na y\n\x1bb y\n');
    expect(solutionError(problem, [0, 3])).toBeUndefined();
    expect(solutionError(problem, [0, 1])).toBe('secondary item x is taken by two options with different colors (A and B)');
    expect(solutionError(problem, [0])).toBe('primary item \\x1bb is covered by no option, not once');
    expect(solutionError(problem, [0, 2])).toBe('primary item a is covered 2 times, not once');
    expect(solutionError(problem, [3, 3])).toBe('option 3 is chosen twice');
    expect(solutionError(problem, [9])).toBe('option 9 does not exist (the problem has 4 options, 0 to 3)');
  });
});
