import { readFileSync } from 'node:fs';
import { readDlx } from '../src/reader.js';
import { createBitsetCounter } from '../src/internal/count-x.js';
for (const f of process.argv.slice(2)) {
  const { problem } = readDlx(readFileSync(f, 'utf8'));
  for (const branching of ['dlx', 'frontier', 'dlx', 'frontier'] as const) {
    const t = performance.now();
    const c = createBitsetCounter(problem, { branching });
    c.run(1e15);
    console.log(f, branching, c.exactCount(), c.nodes, c.memoHits, (performance.now() - t).toFixed(1), 'ms');
  }
}
