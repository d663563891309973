import { defineConfig } from 'vitest/config';

/**
 * The slow set (`pnpm test:slow`): counts of all solutions that take from seconds to
 * minutes each, such as the catalogue puzzles marked `countTime: 'slow'`. Kept out of
 * `pnpm test`.
 */
export default defineConfig({
  resolve: { conditions: ['@polydance/source'] },
  ssr: { resolve: { conditions: ['@polydance/source'] } },
  test: {
    include: ['{apps,packages}/*/src/**/*.slow.test.ts'],
    testTimeout: 30 * 60_000,
  },
});
