/**
 * Radix-62 digits, as Knuth's polyform generators use them for coordinates:
 * `0`–`9` are 0–9, `a`–`z` are 10–35, `A`–`Z` are 36–61.
 */

/** The value of a radix-62 digit, or -1 if `ch` is not one. */
export function decodeDigit(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 122) return c - 97 + 10;
  if (c >= 65 && c <= 90) return c - 65 + 36;
  return -1;
}

/** The radix-62 digit of `x` (0 ≤ x < 62); `-` below range and `?` above, as the C programs print. */
export function encodeDigit(x: number): string {
  if (x < 0) return '-';
  if (x < 10) return String.fromCharCode(48 + x);
  if (x < 36) return String.fromCharCode(97 + x - 10);
  if (x < 62) return String.fromCharCode(65 + x - 36);
  return '?';
}
