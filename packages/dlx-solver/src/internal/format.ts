/** C's `%.Nf` for a finite double: exact decimal expansion, ties rounded to even. */
export function formatFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return String(x);
  const negative = x < 0 || Object.is(x, -0);
  const v = Math.abs(x);
  // v = mantissa * 2^exponent, exactly
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, v);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exponent: number;
  if (biased === 0) exponent = -1074;
  else {
    mantissa |= 1n << 52n;
    exponent = biased - 1075;
  }
  const scale = 10n ** BigInt(digits);
  let q: bigint;
  if (exponent >= 0) q = (mantissa << BigInt(exponent)) * scale;
  else {
    const den = 1n << BigInt(-exponent);
    const num = mantissa * scale;
    q = num / den;
    const r2 = (num % den) * 2n;
    if (r2 > den || (r2 === den && (q & 1n) === 1n)) q += 1n;
  }
  let s = q.toString();
  if (digits > 0) {
    s = s.padStart(digits + 1, '0');
    s = `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
  }
  return negative && q !== 0n ? `-${s}` : s;
}

/** Knuth's one-character code for 0..61 in progress reports: 0-9, a-z, A-Z, else `*`. */
export function progressCode(k: number): string {
  if (k < 10) return String.fromCharCode(48 + k);
  if (k < 36) return String.fromCharCode(97 + k - 10);
  if (k < 62) return String.fromCharCode(65 + k - 36);
  return '*';
}

/** C's `%3d`. */
export function pad3(n: number): string {
  return String(n).padStart(3, ' ');
}
