/**
 * The portable random number generator of the Stanford GraphBase (GB_FLIP), which
 * Knuth's DLX programs use for their `s<seed>` option: a subtractive generator,
 * a_n = (a_{n-24} - a_{n-55}) mod 2^31, refilled 55 numbers at a time.
 */
export class GbFlip {
  private readonly a = new Int32Array(56);
  private ptr = 0;

  constructor(seed: number) {
    const a = this.a;
    a[0] = -1;
    let prev = modDiff(seed | 0, 0);
    let s = prev;
    let next = 1;
    a[55] = prev;
    for (let i = 21; i !== 0; i = (i + 21) % 55) {
      a[i] = next;
      next = modDiff(prev, next);
      if (s & 1) s = 0x40000000 + (s >>> 1);
      else s >>>= 1;
      next = modDiff(next, s);
      prev = a[i] ?? 0;
    }
    for (let k = 0; k < 5; k++) this.cycle();
  }

  /** Refills the table; returns the next number. */
  private cycle(): number {
    const a = this.a;
    let ii = 1;
    for (let jj = 32; jj <= 55; ii++, jj++) a[ii] = modDiff(a[ii] ?? 0, a[jj] ?? 0);
    for (let jj = 1; ii <= 55; ii++, jj++) a[ii] = modDiff(a[ii] ?? 0, a[jj] ?? 0);
    this.ptr = 54;
    return a[55] ?? 0;
  }

  /** A random 31-bit number (`gb_next_rand`). */
  next(): number {
    const v = this.a[this.ptr] ?? -1;
    if (v >= 0) {
      this.ptr--;
      return v;
    }
    return this.cycle();
  }

  /** A uniformly random integer in [0, m) (`gb_unif_rand`). */
  unif(m: number): number {
    const t = 0x80000000 - (0x80000000 % m);
    let r: number;
    do r = this.next();
    while (t <= r);
    return r % m;
  }
}

function modDiff(x: number, y: number): number {
  return ((x - y) & 0x7fffffff) >>> 0;
}
