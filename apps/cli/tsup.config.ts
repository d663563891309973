import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'parallel-worker': 'src/parallel/worker.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
});
