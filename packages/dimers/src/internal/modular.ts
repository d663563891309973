/** The largest `limit` {@link primesBelow} takes: a product of two residues stays below 2^53, exact in a double. */
export const PRIME_LIMIT = 2 ** 26;

/** b^e mod m, for m at most {@link PRIME_LIMIT} (every product is exact). */
function powMod(b: number, e: number, m: number): number {
  let r = 1;
  b %= m;
  while (e > 0) {
    if ((e & 1) === 1) r = (r * b) % m;
    b = (b * b) % m;
    e >>>= 1;
  }
  return r;
}

/**
 * Whether n (at most {@link PRIME_LIMIT}) is prime: Miller and Rabin's test to the bases
 * 2, 3, 5 and 7, which no composite number below 3,215,031,751 passes (Jaeschke, 1993),
 * so the answer is certain. A few dozen products, where trial division takes thousands
 * of divisions for each prime near 2^26.
 */
export function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (const q of [2, 3, 5, 7]) if (n % q === 0) return n === q;
  let d = n - 1;
  let s = 0;
  while (d % 2 === 0) {
    d /= 2;
    s++;
  }
  for (const a of [2, 3, 5, 7]) {
    let x = powMod(a, d, n);
    if (x === 1 || x === n - 1) continue;
    let witness = true;
    for (let r = 1; r < s && witness; r++) {
      x = (x * x) % n;
      if (x === n - 1) witness = false;
    }
    if (witness) return false;
  }
  return true;
}

/** The primes below `limit` (at most {@link PRIME_LIMIT}), largest first. */
export function* primesBelow(limit: number): Generator<number> {
  if (limit > PRIME_LIMIT) throw new RangeError(`primesBelow: ${limit} is above 2^26`);
  for (let p = limit - 1; p >= 2; p--) if (isPrime(p)) yield p;
}

/** The inverse of a modulo p (a prime, 0 < a < p), by the extended Euclidean algorithm (plain variables: no arrays to make and take apart at each step). */
export function modInverse(a: number, p: number): number {
  let r0 = p;
  let r1 = a;
  let t0 = 0;
  let t1 = 1;
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    const r = r0 - q * r1;
    r0 = r1;
    r1 = r;
    const t = t0 - q * t1;
    t0 = t1;
    t1 = t;
  }
  return t0 < 0 ? t0 + p : t0;
}
