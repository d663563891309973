// `quote`, `clip` and `escapeText` are those of @polydance/exact-cover (the base package,
// which depends on nothing); `checkText` is the spec reader's own.
export { clip, escapeText, quote } from '@polydance/exact-cover';

/** Throws a `TypeError` unless `text` is a string: for public functions that take input text. */
export function checkText(where: string, text: unknown): void {
  if (typeof text !== 'string') {
    throw new TypeError(`${where}: the input must be a string, not ${text === null ? 'null' : typeof text}`);
  }
}
