/**
 * Problem → DLX text, the small part of a DLX writer this package needs: comment lines
 * `| text`, the item line (primary items, then ` | ` and the secondary items), and one
 * line per option, items `x` or `x:c`, separated by single spaces.
 */
import type { Item, Problem } from '@polydance/exact-cover';
import { itemToken } from '@polydance/exact-cover';

function itemName(i: Item): string {
  return i.bounds === undefined ? i.name : `${i.bounds}|${i.name}`;
}

export function formatDlx(problem: Problem): string {
  const lines = problem.comments.map((c) => `| ${c}`);
  const primary = problem.primary.map(itemName).join(' ');
  lines.push(problem.secondary.length === 0 ? primary : `${primary} | ${problem.secondary.map(itemName).join(' ')}`);
  for (const option of problem.options) lines.push(option.map(itemToken).join(' '));
  return `${lines.join('\n')}\n`;
}
