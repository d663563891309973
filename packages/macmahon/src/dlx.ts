import { formatDlx } from '@polydance/dlx-writer';
import type { MacmahonOptions } from './problem.js';
import { macmahonProblem } from './problem.js';
import type { Triangle } from './triangles.js';

/**
 * The DLX data for MacMahon's problem on a board, byte for byte what
 * MACMAHON-TRIANGLES-DLX writes for the same six triangles (with the default rules).
 */
export function macmahonDlx(board: readonly Triangle[], options: MacmahonOptions = {}): string {
  return formatDlx(macmahonProblem(board, options), { itemSpacing: 'between' });
}
