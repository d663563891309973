import { defineConfig } from 'tsup';
import base from '../../tsup.config.js';

/**
 * The CLI's build: the shared one (../../tsup.config.ts), plus the entry of the worker
 * threads of `polydance solve --workers N` (dist/parallel-worker.js, next to the bundle).
 * The @polydance packages' code is bundled in (`noExternal`, an option tsdown has too):
 * a command then loads a few files of its own instead of resolving and loading five
 * packages, a third of a generator's run beyond Node's own start. The packages stay the
 * CLI's dependencies, so that a change to one of them releases the CLI too.
 *
 * Built twice: as ES modules (`dist/*.js`, what `import 'polydance'` loads) and as
 * CommonJS (`dist/*.cjs`, split by command the same way), which the launcher
 * `bin/polydance.cjs` and the worker threads load. A CommonJS program never starts
 * Node's ES module loader: about 8 ms of every run, a fifth of a generator's time beyond
 * Node's own start (`pnpm --filter polydance bench:startup`). `shims` gives the
 * CommonJS files `import.meta.url`.
 *
 * tsup makes the CommonJS chunks from ES module ones with sucrase, which rewrites a class
 * field named as an export of the same chunk (`count = 0` beside `export function
 * count`) into an assignment to the export too. So the CommonJS build has no class
 * fields: esbuild turns them into assignments in the constructor first. (Rollup, tsup's
 * other way, keeps `import()` in CommonJS, which starts the ES module loader again.)
 * `scripts/smoke.js` runs the built CLI's counts on every path.
 */
export default defineConfig({
  ...base,
  entry: { index: 'src/index.ts', 'parallel-worker': 'src/parallel/worker.ts' },
  format: ['esm', 'cjs'],
  splitting: true,
  shims: true,
  noExternal: [/^@polydance\//],
  esbuildOptions(options, { format }) {
    if (format === 'cjs') options.supported = { ...options.supported, 'class-field': false };
  },
});
