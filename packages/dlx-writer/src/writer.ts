import { itemToken } from '@polydance/exact-cover';
import type { Item, Problem } from '@polydance/exact-cover';

export interface WriteOptions {
  /**
   * Write ` |` after the primary items even when there are no secondary items
   * (POLYOMINO-DLX does so whenever its input mentioned a suffix).
   */
  readonly secondaryBar?: boolean;
}

function itemName(item: Item): string {
  return item.bounds === undefined ? item.name : `${item.bounds}|${item.name}`;
}

/**
 * The lines of a problem in Knuth's DLX format, one at a time, each ending in `\n`:
 * comment lines `| text`, the item line (each item preceded by a space, primary
 * items first, then ` |` and the secondary items), then one line per option.
 * A generator, so a large problem can be streamed.
 */
export function* dlxLines(problem: Problem, options: WriteOptions = {}): Generator<string, void, undefined> {
  for (const c of problem.comments) yield `| ${c}\n`;
  let head = '';
  for (const item of problem.primary) head += ` ${itemName(item)}`;
  if (problem.secondary.length > 0 || options.secondaryBar) {
    head += ' |';
    for (const item of problem.secondary) head += ` ${itemName(item)}`;
  }
  yield `${head}\n`;
  for (const option of problem.options) yield `${option.map(itemToken).join(' ')}\n`;
}

/** The whole DLX text of a problem. */
export function formatDlx(problem: Problem, options: WriteOptions = {}): string {
  let out = '';
  for (const line of dlxLines(problem, options)) out += line;
  return out;
}

/**
 * Writes a problem as DLX text through `write`, in chunks of about 64 KiB, waiting
 * for each write to finish (so a slow consumer is never flooded).
 */
export async function writeDlx(
  problem: Problem,
  write: (chunk: string) => void | Promise<void>,
  options: WriteOptions = {},
): Promise<void> {
  let chunk = '';
  for (const line of dlxLines(problem, options)) {
    chunk += line;
    if (chunk.length >= 65536) {
      await write(chunk);
      chunk = '';
    }
  }
  if (chunk.length > 0) await write(chunk);
}
