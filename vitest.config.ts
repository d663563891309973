import { readdirSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** Every workspace folder with a `src/` becomes one vitest project, named after its folder. */
const folders = ['packages', 'apps'].flatMap((group) =>
  existsSync(group)
    ? readdirSync(group, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(group, d.name, 'src')))
        .map((d) => join(group, d.name))
    : [],
);

export default defineConfig({
  resolve: { conditions: ['@polydance/source'] },
  ssr: { resolve: { conditions: ['@polydance/source'] } },
  test: {
    // one test file per core: vitest's default (one core less) leaves one of two cores
    // idle, since this process does little once the files are transformed
    maxWorkers: availableParallelism(),
    // A worker runs its test files one after another in one module graph: each file
    // would otherwise load and run the packages' sources anew, which took a third of the
    // suite's time. A test that changes what others share (an environment variable, a
    // spy, the working directory) puts it back before it ends.
    isolate: false,
    projects: [
      // Checks of the repository as a whole (its lint rules, its READMEs).
      { extends: true, test: { name: 'repo', root: '.', include: ['test/**/*.test.ts'], testTimeout: 60_000 } },
      ...folders.map((root) => ({
        extends: true as const,
        test: {
          name: root.split('/')[1] ?? root,
          root,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Browser checks need Chromium: `pnpm test:browser` runs them. Long counts
          // (`*.slow.test.ts`) run with `pnpm test:slow`.
          exclude: [...configDefaults.exclude, '**/*.browser.test.ts', '**/*.slow.test.ts'],
          testTimeout: 60_000,
        },
      })),
    ],
  },
});
