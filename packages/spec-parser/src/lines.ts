/** One line of input, without its line ending. `number` is 1-based. */
export interface SourceLine {
  readonly number: number;
  readonly text: string;
}

/**
 * Splits input into lines. `\n` and `\r\n` both end a line; a last line without a
 * newline is still a line. An empty input has no lines.
 */
export function splitLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  let start = 0;
  let n = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    lines.push({ number: ++n, text: text.slice(start, stop) });
    start = end + 1;
  }
  return lines;
}

/**
 * The length of text in bytes, as the C programs and DLX files count the 8 characters
 * of an item name: UTF-8, except that U+DC80..U+DCFF, a byte of input that was not
 * UTF-8 (as the CLI reads input), is that one byte.
 */
export function byteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xdc80 && c <= 0xdcff) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
