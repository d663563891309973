import { describe, expect, it } from 'vitest';
import { IDENTITY_MATE, MacmahonError, checkMate, formatMatePairs, isIdentityMate, parseMatePairs } from './index.js';
import type { MateTable } from './index.js';

describe('parseMatePairs', () => {
  it('reads pairs of colors that meet each other', () => {
    expect(parseMatePairs('ab,cd')).toEqual({ a: 'b', b: 'a', c: 'd', d: 'c' });
    expect(parseMatePairs('bd')).toEqual({ a: 'a', b: 'd', c: 'c', d: 'b' });
    expect(parseMatePairs('ca')).toEqual({ a: 'c', b: 'b', c: 'a', d: 'd' });
  });

  it('round-trips with formatMatePairs', () => {
    for (const text of ['ab', 'ab,cd', 'ac,bd', 'ad,bc', 'bc', 'cd']) {
      expect(formatMatePairs(parseMatePairs(text))).toBe(text);
    }
    expect(formatMatePairs(parseMatePairs('dc,ba'))).toBe('ab,cd');
    expect(formatMatePairs(IDENTITY_MATE)).toBe('');
  });

  it.each([
    ['', /pairs of colors/],
    ['abc', /'abc' is not a pair/],
    ['a', /'a' is not a pair/],
    ['ab,', /'' is not a pair/],
    ['ae', /'e' is not a color/],
    ['Ab', /'A' is not a color/],
    ['aa', /with itself/],
    ['ab,bc', /'b' is in more than one pair/],
  ])('rejects %j', (text, reason) => {
    expect(() => parseMatePairs(text)).toThrow(MacmahonError);
    expect(() => parseMatePairs(text)).toThrow(reason);
  });
});

describe('checkMate', () => {
  it('accepts the identity and any pairing', () => {
    expect(() => checkMate(IDENTITY_MATE)).not.toThrow();
    expect(() => checkMate({ a: 'd', b: 'c', c: 'b', d: 'a' })).not.toThrow();
    expect(isIdentityMate(IDENTITY_MATE)).toBe(true);
    expect(isIdentityMate(parseMatePairs('ab'))).toBe(false);
  });

  it('rejects a relation that is not symmetric, or a value that is not a color', () => {
    expect(() => checkMate({ a: 'b', b: 'c', c: 'a', d: 'd' })).toThrow(/must be symmetric/);
    expect(() => checkMate({ a: 'a', b: 'b', c: 'c', d: 'e' } as unknown as MateTable)).toThrow(/not a color/);
  });
});
