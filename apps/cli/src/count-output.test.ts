import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countJsonLine, countLine, distinctAtLeast, jsonCount } from './count-output.js';

describe('the output of a count', () => {
  it('keeps every digit in JSON: a number while one holds it exactly, else a decimal string', () => {
    expect(jsonCount(9007199254740991n)).toBe(9007199254740991);
    expect(jsonCount(9007199254740993n)).toBe('9007199254740993');
    expect(jsonCount(12)).toBe(12);
    const line = countJsonLine(
      { solutions: 112202208776036178000000n, nodes: 387396, elapsedMs: 381.4, complete: true },
      { distinct: 14025276097004522250001n, symmetries: 8 },
    );
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({
      solutions: '112202208776036178000000',
      distinct: '14025276097004522250001',
      symmetries: 8,
      nodes: 387396,
      seconds: 0.381,
      complete: true,
    });
    // the keys in this order: solutions, what is given besides, nodes, seconds, complete
    expect(Object.keys(JSON.parse(countJsonLine({ solutions: 2n, nodes: 5n, elapsedMs: 1, complete: false }, { distinct: null, symmetries: 4 })) as object)).toEqual([
      'solutions',
      'distinct',
      'symmetries',
      'nodes',
      'seconds',
      'complete',
    ]);
  });

  it('says "at least" of a count stopped before its end', () => {
    expect(countLine(8n, false)).toBe('8\n');
    expect(countLine(784, true)).toBe('at least 784\n');
  });

  it('bounds a stopped distinct count from below: any k solutions, in orbits of at most |G|, meet at least ⌈k / |G|⌉ orbits', () => {
    expect([0, 1, 8, 9, 16, 17].map((k) => distinctAtLeast(k, 8))).toEqual([0n, 1n, 1n, 2n, 2n, 3n]);
    expect(distinctAtLeast(53060477521960000, 8)).toBe(6632559690245000n);
    expect(distinctAtLeast(10n ** 30n + 1n, 4)).toBe(250000000000000000000000000001n);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (order, sizes, fraction) => {
          // the orbits (each of at most `order` solutions), and the first k solutions found
          const orbitOf = sizes.flatMap((size, orbit) => Array.from({ length: Math.min(size, order) }, () => orbit));
          const k = Math.floor(fraction * orbitOf.length);
          const met = new Set(orbitOf.slice(0, k)).size;
          expect(distinctAtLeast(k, order) <= BigInt(met)).toBe(true);
          // and the bound is the best: orbits of `order` solutions each meet exactly that many
          expect(distinctAtLeast(k, order)).toBe(BigInt(new Set(Array.from({ length: k }, (_, i) => Math.floor(i / order))).size));
        },
      ),
    );
  });
});
