import { defineConfig } from 'vitest/config';

/** The browser test (test/*.e2e.ts): needs the built site and Chromium; not part of `pnpm test`. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
