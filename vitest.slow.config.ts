import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The slow set (`pnpm test:slow`), kept out of `pnpm test`, in two projects:
 * - `slow`: every other `*.slow.test.ts`, checks that take seconds each (counts on
 *   several workers, the WebAssembly kernels on the whole golden corpus, real processes
 *   stopped by signals, a --timeout of seconds, a sample of the fuzzer's cases). CI
 *   runs them (`pnpm test:slow --project slow`, in .ci/run).
 * - `catalogue`: the counts (all and distinct) that take from seconds to minutes each,
 *   the catalogue puzzles marked `countTime: 'slow'` (apps/cli/src/catalogue.slow.test.ts);
 *   run by hand. `pnpm catalogue:verify` checks every puzzle with a time budget.
 */
const catalogue = 'apps/cli/src/catalogue.slow.test.ts';

export default defineConfig({
  resolve: { conditions: ['@polydance/source'] },
  ssr: { resolve: { conditions: ['@polydance/source'] } },
  test: {
    testTimeout: 30 * 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'slow', include: ['{apps,packages}/*/{src,test}/**/*.slow.test.ts'], exclude: [...configDefaults.exclude, catalogue] },
      },
      { extends: true, test: { name: 'catalogue', include: [catalogue] } },
    ],
  },
});
