import { defineConfig } from 'tsup';
import base from '../../tsup.config.js';

/**
 * The CLI's build: the shared one (../../tsup.config.ts), plus the entry of the worker
 * threads of `polydance solve --workers N` (dist/parallel-worker.js, next to the bundle).
 */
export default defineConfig({
  ...base,
  entry: { index: 'src/index.ts', 'parallel-worker': 'src/parallel/worker.ts' },
});
