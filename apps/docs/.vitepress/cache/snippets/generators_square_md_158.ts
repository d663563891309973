import { formatDlx } from '@polydance/dlx-writer';
import { polyomino } from '@polydance/lattice-square';

const result = polyomino('[0-1][0-2]\nL 00 01 10\nI 00 01 02\n');
console.log(result.summary);
console.log(result.problem.options.length, 'options');
console.log(formatDlx(result.problem).split('\n')[4]);
