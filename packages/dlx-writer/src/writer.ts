import { checkProblem } from '@polydance/exact-cover';
import type { Item, Option, Problem } from '@polydance/exact-cover';

export interface WriteOptions {
  /**
   * Write ` |` after the primary items even when there are no secondary items
   * (POLYOMINO-DLX does so whenever its input mentioned a suffix).
   */
  readonly secondaryBar?: boolean;
  /**
   * `'leading'` (the default) writes a space before every item of the item line, as
   * POLYOMINO-DLX and its relatives do (` a b | x`); `'between'` writes spaces only
   * between items (`a b | x`), as MACMAHON-TRIANGLES-DLX does.
   */
  readonly itemSpacing?: 'leading' | 'between';
}

/** The size of the chunks writeDlx passes on. */
const CHUNK = 65536;

function itemName(item: Item): string {
  return item.bounds === undefined ? item.name : `${item.bounds}|${item.name}`;
}

/**
 * The lines of a problem in Knuth's DLX format, one at a time, each ending in `\n`:
 * comment lines `| text`, the item line (each item preceded by a space, primary
 * items first, then ` |` and the secondary items), then one line per option.
 * A generator, so a large problem can be streamed.
 */
export function dlxLines(problem: Problem, options: WriteOptions = {}): Generator<string, void, undefined> {
  checkProblem(problem, 'dlxLines');
  return lines(problem, options);
}

function* lines(problem: Problem, options: WriteOptions): Generator<string, void, undefined> {
  for (const c of problem.comments) yield `| ${c}\n`;
  yield itemLine(problem, options);
  for (const option of problem.options) yield optionLine(option);
}

/** The item line: primary items, then `|` and the secondary items. */
function itemLine(problem: Problem, options: WriteOptions): string {
  const words = problem.primary.map(itemName);
  if (problem.secondary.length > 0 || options.secondaryBar) words.push('|', ...problem.secondary.map(itemName));
  return options.itemSpacing === 'between' ? `${words.join(' ')}\n` : `${words.map((w) => ` ${w}`).join('')}\n`;
}

/**
 * An option's line: its items' tokens (as itemToken writes them), separated by spaces.
 * A plain loop: a generator often writes once per process, so this runs before it is
 * compiled, where each call and each array made costs.
 */
function optionLine(option: Option): string {
  let line = '';
  for (let i = 0; i < option.length; i++) {
    const o = option[i]!;
    if (i > 0) line += ' ';
    line += o.color === undefined ? o.item : `${o.item}:${o.color}`;
  }
  return `${line}\n`;
}

/** The whole DLX text of a problem. */
export function formatDlx(problem: Problem, options: WriteOptions = {}): string {
  checkProblem(problem, 'formatDlx');
  let out = '';
  for (const line of lines(problem, options)) out += line;
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
  checkProblem(problem, 'writeDlx');
  if (typeof write !== 'function') throw new TypeError('writeDlx: write must be a function that takes a chunk of text');
  // the lines of dlxLines, without a generator to resume at each line
  let chunk = '';
  for (const c of problem.comments) {
    chunk += `| ${c}\n`;
    if (chunk.length >= CHUNK) {
      await write(chunk);
      chunk = '';
    }
  }
  chunk += itemLine(problem, options);
  for (const option of problem.options) {
    chunk += optionLine(option);
    if (chunk.length >= CHUNK) {
      await write(chunk);
      chunk = '';
    }
  }
  if (chunk.length > 0) await write(chunk);
}
