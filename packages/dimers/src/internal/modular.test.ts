import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrime, modInverse, PRIME_LIMIT, primesBelow } from './modular.js';

/** Primality by trial division: the slow, obvious answer. */
function trialPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

describe('isPrime', () => {
  it('agrees with trial division on every number below 30,000 and the 3,000 just below 2^26', () => {
    for (let n = 0; n < 30000; n++) expect(isPrime(n), String(n)).toBe(trialPrime(n));
    for (let n = PRIME_LIMIT - 3000; n <= PRIME_LIMIT; n++) expect(isPrime(n), String(n)).toBe(trialPrime(n));
  });

  it('rejects the strong pseudoprimes to small bases and the Carmichael numbers', () => {
    // strong pseudoprimes to base 2; to bases 2 and 3; to bases 2, 3 and 5; Carmichael numbers
    for (const n of [2047, 3277, 4033, 4681, 8321, 1373653, 25326001, 561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 62745]) {
      expect(isPrime(n), String(n)).toBe(false);
    }
  });

  it('agrees with trial division on random numbers up to 2^26', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRIME_LIMIT }), (n) => isPrime(n) === trialPrime(n)),
      { numRuns: 3000 },
    );
  });
});

describe('primesBelow', () => {
  it('lists the primes below a limit, largest first', () => {
    expect([...primesBelow(30)]).toEqual([29, 23, 19, 17, 13, 11, 7, 5, 3, 2]);
    const top: number[] = [];
    for (const p of primesBelow(PRIME_LIMIT)) {
      top.push(p);
      if (top.length === 12) break;
    }
    const expected: number[] = [];
    for (let n = PRIME_LIMIT - 1; expected.length < 12; n--) if (trialPrime(n)) expected.push(n);
    expect(top).toEqual(expected);
  });

  it('refuses a limit whose products would not be exact', () => {
    expect(() => primesBelow(PRIME_LIMIT + 1).next()).toThrow(RangeError);
  });
});

describe('modInverse', () => {
  it('gives the inverse modulo a prime', () => {
    const primes = [3, 5, 7, 101, 65537];
    for (const p of primesBelow(PRIME_LIMIT)) {
      primes.push(p);
      if (primes.length === 10) break;
    }
    fc.assert(
      fc.property(fc.constantFrom(...primes), fc.integer({ min: 1, max: PRIME_LIMIT }), (p, a0) => {
        const a = a0 % p || 1;
        const inverse = modInverse(a, p);
        return inverse > 0 && inverse < p && (a * inverse) % p === 1;
      }),
      { numRuns: 500 },
    );
  });
});
