import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, escapeText, quote, QUOTE_MAX } from './index.js';

/** No control characters, line separators or lone surrogates. */
function printable(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

describe('quote (issue 14: a message quotes at most about 60 characters, escaped)', () => {
  it('quotes short text as it is', () => {
    expect(quote('F')).toBe("'F'");
    expect(quote('café ✓ 😀')).toBe("'café ✓ 😀'");
    expect(clip('T1')).toBe('T1');
  });

  it('escapes line breaks, control characters, bidirectional controls and bytes that were not UTF-8', () => {
    expect(quote('ab\ncd')).toBe("'ab\\ncd'");
    expect(quote('\r\t\u0000\u001b[31m\u007f\u0085')).toBe("'\\r\\t\\x00\\x1b[31m\\x7f\\x85'");
    expect(quote('a\u202eb\u2028')).toBe("'a\\u{202e}b\\u{2028}'");
    // a byte 0xFF of input is read as U+DCFF (see the CLI's decodeInput)
    expect(quote('caf\udcff')).toBe("'caf\\xff'");
    expect(quote('\ud800x')).toBe("'\\u{d800}x'");
  });

  it('cuts long text and tells its length', () => {
    const token = 'x'.repeat(10 << 20);
    expect(quote(token)).toBe(`'${'x'.repeat(QUOTE_MAX)}…' (10485760 characters)`);
    expect(clip(token, 3)).toBe('xxx… (10485760 characters)');
    // a surrogate pair is not split
    expect(quote(`${'x'.repeat(QUOTE_MAX - 1)}😀😀`)).toBe(`'${'x'.repeat(QUOTE_MAX - 1)}…' (${QUOTE_MAX + 3} characters)`);
  });

  it('always gives one short line without control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        for (const q of [quote(s), clip(s)]) {
          expect(q.length).toBeLessThanOrEqual(5 * 4 * QUOTE_MAX);
          expect(printable(q)).toBe(true);
        }
        expect(printable(escapeText(s))).toBe(true);
      }),
    );
  });
});
