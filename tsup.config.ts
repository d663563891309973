import { defineConfig } from 'tsup';

/**
 * The build of every package (`tsup --config ../../tsup.config.ts`, run in the package's
 * folder): `src/index.ts` to ESM in `dist/`, with declarations and source maps. Only
 * options that tsup's successor tsdown has too.
 *
 * Each package's `build:js` is the same build with `--no-dts`: the JavaScript alone, in
 * about a second, where the declarations take ten or more (each package's are checked
 * against the sources of all it depends on). `pnpm start` builds only that (turbo's
 * `build:js`); `pnpm build` (turbo's `build`, which runs after `build:js` and remembers
 * it) builds everything a package publishes, declarations included, so a later
 * `pnpm start` finds its `build:js` in turbo's cache and leaves the declarations alone.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
});
