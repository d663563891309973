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
