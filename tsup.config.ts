import { defineConfig } from 'tsup';

/**
 * The build of every package (`tsup --config ../../tsup.config.ts`, run in the package's
 * folder): `src/index.ts` to ESM in `dist/`, with declarations and source maps. Only
 * options that tsup's successor tsdown has too.
 *
 * Each package has three builds of it: `build:js` (`--no-dts --clean`) empties `dist/`
 * and writes the JavaScript alone, in about a second; `build:dts` (`--dts-only`) adds
 * the declarations, which take ten or more (each package's are checked against the
 * sources of all it depends on), and leaves the JavaScript alone; `build` (`--clean`)
 * does both at once, for a contributor building one package by hand. `pnpm start` runs
 * turbo's `build:js`; `pnpm build` runs turbo's `build:dts`, which runs after the
 * package's `build:js` and never rewrites or deletes a file of it: the CLI's
 * `build:js` bundles the packages' JavaScript from their `dist/` and may be reading it
 * while a package's declarations are still being made. Nothing here cleans: only the
 * command line's `--clean` does.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: false,
});
