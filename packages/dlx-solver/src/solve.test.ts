import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '@polydance/exact-cover';
import { arbitraryProblem, bruteForce, isSolution } from './internal/brute-force.js';
import { readDlx } from './reader.js';
import { algorithmOf, count, countSync, solve, validateProblem } from './solve.js';

const dir = new URL('../../../fixtures/knuth/solve/', import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, dir), 'utf8');
const canonical = (sols: readonly (readonly number[])[]): string[] =>
  sols.map((s) => [...s].sort((a, b) => a - b).join(',')).sort();

describe('algorithmOf', () => {
  it('picks X, C or M from the input', () => {
    expect(algorithmOf(readDlx(read('soma.dlx')).problem)).toBe('X');
    expect(algorithmOf(readDlx(read('knuth-x-example.dlx')).problem)).toBe('X');
    expect(algorithmOf(readDlx(read('knuth-c-example.dlx')).problem)).toBe('C');
    expect(algorithmOf(readDlx(read('knuth-m-example.dlx')).problem)).toBe('M');
    expect(algorithmOf(readDlx('1|A 1:1|B\nA B\n').problem)).toBe('X');
  });
});

describe.each([
  ['X', { colors: false, bounds: false }],
  ['C', { colors: true, bounds: false }],
  ['M', { colors: true, bounds: true }],
] as const)('solve and count, Algorithm %s problems', (_name, kind) => {
  it('list every solution once, each a valid cover, as many as a brute-force count', () => {
    fc.assert(
      fc.property(arbitraryProblem(kind), (problem) => {
        const found = [...solve(problem)];
        for (const s of found) expect(isSolution(problem, s)).toBe(true);
        const expected = bruteForce(problem);
        expect(canonical(found)).toEqual(canonical(expected));
        expect(countSync(problem).solutions).toBe(BigInt(expected.length));
      }),
      { numRuns: 300 },
    );
  });

  it('stop at the limit', () => {
    fc.assert(
      fc.property(arbitraryProblem(kind), fc.integer({ min: 1, max: 4 }), (problem, limit) => {
        const all = [...solve(problem)];
        const stream = solve(problem, { limit });
        const some = [...stream];
        expect(some).toEqual(all.slice(0, limit));
        expect(stream.stats.complete).toBe(all.length < limit);
      }),
      { numRuns: 100 },
    );
  });
});

describe('count with the counting engine', () => {
  it('agrees with a brute-force count on larger random X problems', () => {
    fc.assert(
      fc.property(arbitraryProblem({ maxOptions: 15 }), (problem) => {
        const r = countSync(problem);
        expect(r.engine).toBe('bitset');
        expect(r.solutions).toBe(BigInt(bruteForce(problem).length));
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with a brute-force count on random M problems whose every option has an item of bounds 1', () => {
    fc.assert(
      fc.property(arbitraryProblem({ bounds: true, maxOptions: 14 }), (drawn) => {
        // p0 of bounds 1, and in every option that has no item of bounds 1
        const primary = drawn.primary.map((it, i) => (i === 0 ? { name: it.name } : it));
        const single = new Set(primary.filter((it) => it.bounds === undefined).map((it) => it.name));
        const options = drawn.options.map((o) =>
          o.some((oi) => single.has(oi.item)) ? o : [...o, { item: 'p0' }],
        );
        const problem: Problem = { ...drawn, primary, options };
        const r = countSync(problem);
        expect(r.engine).toBe('bitset');
        expect(r.solutions).toBe(BigInt(bruteForce(problem).length));
        // the faithful engine agrees
        expect(BigInt([...solve(problem)].length)).toBe(r.solutions);
      }),
      { numRuns: 300 },
    );
  });

  it('counts beyond 2^53 exactly: the 12x12 dominoes', () => {
    const cells = Array.from({ length: 144 }, (_, k) => `${(k / 12) | 0}.${k % 12}`);
    const options = [];
    for (let r = 0; r < 12; r++) {
      for (let c = 0; c < 12; c++) {
        if (c < 11) options.push([{ item: 'D' }, { item: `${r}.${c}` }, { item: `${r}.${c + 1}` }]);
        if (r < 11) options.push([{ item: 'D' }, { item: `${r}.${c}` }, { item: `${r + 1}.${c}` }]);
      }
    }
    const problem: Problem = { comments: [], primary: [...cells.map((name) => ({ name })), { name: 'D', bounds: '72' }], secondary: [], options };
    const r = countSync(problem);
    expect(r).toMatchObject({ engine: 'bitset', algorithm: 'M', complete: true });
    // Kasteleyn's formula (Temperley-Fisher), OEIS A004003
    expect(r.solutions).toBe(53060477521960000n);
  });

  it('counts golden cases', async () => {
    expect((await count(readDlx(read('soma.dlx')).problem)).solutions).toBe(11520n);
    expect((await count(readDlx(read('pentominoes-3x20.dlx')).problem)).solutions).toBe(8n);
    expect(await count(readDlx(read('monomer-dimer-4x4.dlx')).problem)).toMatchObject({ solutions: 10012n, engine: 'bitset' });
    const c = await count(readDlx(read('knuth-c-example.dlx')).problem);
    expect([c.solutions, c.engine, c.algorithm]).toEqual([1n, 'bitset', 'C']);
  });

  it('counts the empty selection when there is nothing to cover', () => {
    const p: Problem = { comments: [], primary: [], secondary: [{ name: 'x' }], options: [] };
    expect(countSync(p).solutions).toBe(1n);
    const stream = solve(p);
    expect([...stream]).toEqual([[]]);
    expect(stream.stats).toMatchObject({ solutions: 1, complete: true });
  });
});

describe('solve', () => {
  it('finds the solutions in the order DLX1, DLX2 and DLX3 list them', () => {
    for (const name of ['pentominoes-3x20', 'knuth-c-example', 'knuth-m-example', 'mult2-2x4', 'square-tetracubes-2x2x2']) {
      const problem = readDlx(read(`${name}.dlx`)).problem;
      // the item sets of the options of each listed solution, from the C program's listing
      const listed: string[] = [];
      let current: string[] = [];
      for (const line of read(`${name}.out`).split('\n')) {
        if (/^\d+:$/.test(line) || line === '') {
          if (current.length > 0) listed.push(current.sort().join(' / '));
          current = [];
        } else if (!line.startsWith(' null ')) {
          current.push(
            line
              .replace(/ \(\d+ of \d+\)$/, '')
              .trim()
              .split(' ')
              .sort()
              .join(' '),
          );
        }
      }
      const found = [...solve(problem)].map((s) =>
        s
          .map((o) =>
            (problem.options[o] ?? [])
              .map((oi) => (oi.color === undefined ? oi.item : `${oi.item}:${oi.color}`))
              .sort()
              .join(' '),
          )
          .sort()
          .join(' / '),
      );
      expect(found.slice(0, listed.length)).toEqual(listed);
    }
  });

  it('stops when its signal is aborted, keeping what was found', async () => {
    const problem = readDlx(read('pentominoes-6x10-all.dlx')).problem;
    const controller = new AbortController();
    const stream = solve(problem, { signal: controller.signal });
    let n = 0;
    for await (const solution of stream) {
      expect(solution).toHaveLength(12);
      if (++n === 3) controller.abort();
    }
    expect(n).toBe(3);
    expect(stream.stats).toMatchObject({ solutions: 3, aborted: true, complete: false });
  });

  it('stops a count on a timeout signal, and reports progress meanwhile', async () => {
    const problem = readDlx(read('tetrasticks-omit-T1.dlx')).problem;
    const seen: number[] = [];
    const r = await count(problem, {
      signal: AbortSignal.timeout(300),
      progressInterval: 50,
      onProgress: (p) => seen.push(p.estimate),
    });
    expect(r.aborted).toBe(true);
    expect(r.complete).toBe(false);
    expect(seen.length).toBeGreaterThan(0);
    for (const e of seen) expect(e).toBeGreaterThan(0);
    for (const e of seen) expect(e).toBeLessThan(1);
  });

  it('searches only below a prefix of choices', () => {
    const problem = readDlx(read('pentominoes-3x20.dlx')).problem;
    const all = [...solve(problem)];
    // branches that do not exist are empty parts
    const parts = Array.from({ length: 64 }, (_, b) => [...solve(problem, { prefix: [b] })]).flat();
    expect(canonical(parts)).toEqual(canonical(all));
  });
});

describe('validateProblem', () => {
  const base: Problem = { comments: [], primary: [{ name: 'A' }], secondary: [{ name: 'x' }], options: [] };
  it('accepts a consistent problem', () => {
    expect(() => validateProblem({ ...base, options: [[{ item: 'A' }, { item: 'x', color: 'r' }]] })).not.toThrow();
  });
  it.each([
    [{ ...base, options: [[{ item: 'B' }]] }, /unknown item 'B'/],
    [{ ...base, options: [[{ item: 'A' }, { item: 'A' }]] }, /names item 'A' twice/],
    [{ ...base, options: [[{ item: 'A', color: 'r' }]] }, /primary item 'A' a color/],
    [{ ...base, primary: [{ name: 'A' }, { name: 'A' }] }, /duplicate item name 'A'/],
    [{ ...base, secondary: [{ name: 'x', bounds: '2' }] }, /secondary item 'x' cannot have bounds/],
    [{ ...base, primary: [{ name: 'A', bounds: '2:1' }] }, /are empty/],
    [{ ...base, primary: [{ name: 'A', bounds: 'two' }] }, /not a:b or b/],
    [{ ...base, primary: [{ name: 'a b' }] }, /without blanks/],
  ] as const)('rejects %#', (problem, message) => {
    expect(() => validateProblem(problem as Problem)).toThrow(message);
    expect(() => countSync(problem as Problem)).toThrow(message);
  });
});
