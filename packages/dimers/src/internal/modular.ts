/** The primes below `limit` (at most 2^31), largest first, by trial division. */
export function* primesBelow(limit: number): Generator<number> {
  for (let p = limit - 1; p > 2; p--) {
    if (p % 2 === 0) continue;
    let prime = true;
    for (let d = 3; d * d <= p; d += 2) {
      if (p % d === 0) {
        prime = false;
        break;
      }
    }
    if (prime) yield p;
  }
}

/** The inverse of a modulo p (a prime, 0 < a < p), by the extended Euclidean algorithm. */
export function modInverse(a: number, p: number): number {
  let [r0, r1] = [p, a];
  let [t0, t1] = [0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return t0 < 0 ? t0 + p : t0;
}
