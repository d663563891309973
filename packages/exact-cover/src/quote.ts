/** The most characters of input that {@link quote} keeps. */
export const QUOTE_MAX = 60;

// Line breaks and other control characters (C0, DEL, C1), the Unicode line and paragraph
// separators, the bidirectional controls, the byte order mark, and lone surrogates
// (with the `u` flag a surrogate pair is one character and does not match).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udfff]/gu;

function escapeChar(c: string): string {
  const code = c.charCodeAt(0);
  switch (code) {
    case 0x0a:
      return '\\n';
    case 0x0d:
      return '\\r';
    case 0x09:
      return '\\t';
    default:
      if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
      // a byte that was not UTF-8, kept as U+DC80..U+DCFF when the input was read
      if (code >= 0xdc80 && code <= 0xdcff) return `\\x${(code - 0xdc00).toString(16)}`;
      return `\\u{${code.toString(16)}}`;
  }
}

/**
 * Text that is safe to print on a terminal in one line: line breaks, control
 * characters, bidirectional controls and bytes that were not UTF-8 are escaped
 * (`\n`, `\x1b`, `\u{202e}`, `\xff`); everything else is kept.
 */
export function escapeText(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/**
 * A piece of input as an error message shows it: between single quotes, escaped by
 * {@link escapeText}, and cut after `max` characters (60 by default), with its length:
 * `'ab\ncd'`, `'xxxxxxxx…' (10485760 characters)`. A message that quotes its input
 * this way stays one short line, whatever the input.
 */
export function quote(text: string, max = QUOTE_MAX): string {
  if (text.length <= max) return `'${escapeText(text)}'`;
  return `'${escapeText(head(text, max))}…' (${text.length} characters)`;
}

/** {@link quote} without the quotes, for a name that a message shows bare: `T1`, `xxxxxxxx… (10485760 characters)`. */
export function clip(text: string, max = QUOTE_MAX): string {
  if (text.length <= max) return escapeText(text);
  return `${escapeText(head(text, max))}… (${text.length} characters)`;
}

/**
 * A path as a message names it: whole, however long, with control characters escaped
 * by {@link escapeText} (as every Unix tool names a file; a path is never cut).
 */
export function showPath(path: string): string {
  return escapeText(path);
}

/** {@link showPath} between single quotes: `'my puzzles/a.dlx'`. */
export function quotePath(path: string): string {
  return `'${escapeText(path)}'`;
}

/** The first `max` characters, without splitting a surrogate pair. */
function head(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
