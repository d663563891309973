import { defineConfig } from 'vitest/config';

/**
 * The browser checks (`pnpm test:browser`): SVG pictures rendered in headless Chromium.
 * Kept out of `pnpm test`, which must run without a browser.
 */
export default defineConfig({
  resolve: { conditions: ['@polydance/source'] },
  ssr: { resolve: { conditions: ['@polydance/source'] } },
  test: {
    include: ['apps/*/test/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
