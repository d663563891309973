import { readFileSync } from 'node:fs';
import { readDlx, symmetryParts, count, planTasks } from '@polydance/dlx-solver';
import { countSymmetries } from './src/symmetry.ts';
const { problem } = readDlx(readFileSync(process.argv[2]!, 'utf8'));
let t = performance.now();
const cut = countSymmetries(problem, undefined, 'all' as any)!;
console.log('sym ms', performance.now() - t, cut.length);
t = performance.now();
const parts = symmetryParts(problem, cut);
console.log('parts ms', performance.now() - t);
for (const p of parts) {
  t = performance.now();
  const r = await count(p.problem);
  console.log('weight', p.weight, 'options', p.problem.options.length, 'sol', r.solutions, 'nodes', r.nodes, 'ms', (performance.now() - t).toFixed(0));
}
