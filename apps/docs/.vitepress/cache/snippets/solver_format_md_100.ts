import { formatDlx } from '@polydance/dlx-writer';
import type { Problem } from '@polydance/exact-cover';

const problem: Problem = {
  comments: ['two items, three options'],
  primary: [{ name: 'a' }, { name: 'b' }],
  secondary: [{ name: 'c' }],
  options: [[{ item: 'a' }, { item: 'c', color: 'red' }], [{ item: 'b' }, { item: 'c', color: 'red' }], [{ item: 'a' }, { item: 'b' }]],
};
console.log(formatDlx(problem));
