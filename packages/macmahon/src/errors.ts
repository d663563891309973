import { quote } from '@polydance/exact-cover';

/**
 * A bad board, color or mate table given to this package. `reason` is the bare
 * complaint; `index` (0-based) says which of the given words caused it, when one did,
 * and `text` is that word. `message` is `argument N 'text': reason` (N = index + 1),
 * or the bare reason.
 */
export class MacmahonError extends Error {
  readonly reason: string;
  readonly index: number | undefined;
  readonly text: string | undefined;

  constructor(reason: string, index?: number, text?: string) {
    super(index === undefined ? reason : `argument ${index + 1} ${quote(text ?? '')}: ${reason}`);
    this.name = 'MacmahonError';
    this.reason = reason;
    this.index = index;
    this.text = text;
  }
}
