import { defineConfig } from 'tsup';

/**
 * The build of every package (`tsup --config ../../tsup.config.ts`, run in the package's
 * folder): `src/index.ts` to ESM in `dist/`, with declarations and source maps. Only
 * options that tsup's successor tsdown has too.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
});
