// What a run of Node loads, for the start-up checks of the built and the packed CLI:
//   import { loads } from './loads.js';
//   loads([bin, 'polyomino'], specBytes) → { status, stdout, stderr, packages, chunks, cliFiles }
// `packages` are the @polydance packages whose code was loaded (by folder name): modules
// of the workspace's packages/ or of node_modules/@polydance/, and, as the CLI's build
// bundles the packages in, the packages whose sources a loaded file of the CLI's dist/
// holds (the `sources` of its source map). `chunks` are the names of the CLI's lazily
// loaded chunks (dist/polyomino-HASH.cjs, or .js, is `polyomino`; shared chunks left out).
// `cliFiles` are the names of the files of the CLI's bin/ and dist/ that were loaded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const recorder = join(import.meta.dirname, 'record-loads.js');

export function loads(argv, input = '', options = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'polydance-loads-'));
  try {
    const log = join(scratch, 'loads.txt');
    const r = spawnSync(process.execPath, ['--import', recorder, ...argv], {
      ...options,
      input,
      env: { ...process.env, POLYDANCE_LOADS: log },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const urls = readFileSync(log, 'utf8').split('\n');
    const packages = new Set(urls.flatMap((u) => /\/(?:packages|node_modules\/@polydance)\/([^/]+)\//.exec(u)?.[1] ?? []));
    for (const u of urls) for (const p of bundledPackages(u)) packages.add(p);
    const chunks = new Set(urls.flatMap((u) => /\/dist\/([a-z0-9]+)-[A-Z0-9]+\.c?js$/.exec(u)?.[1] ?? []).filter((c) => c !== 'chunk'));
    const cliFiles = new Set(urls.flatMap((u) => /\/(?:apps\/cli|polydance)\/((?:bin|dist)\/[^/]+)$/.exec(u)?.[1] ?? []));
    return { status: r.status, stdout: r.stdout, stderr: r.stderr, packages: [...packages].sort(), chunks: [...chunks].sort(), cliFiles: [...cliFiles].sort() };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The packages whose code a loaded file of a built dist/ bundles: from its source map, and
 * from the comment esbuild writes above each module it bundles (`// ../../packages/NAME/dist/index.js`),
 * since the map of a CommonJS chunk loses its sources when the checkout's path has a space
 * or a letter outside ASCII in it.
 */
function bundledPackages(url) {
  if (!url.startsWith('file:') || !/\/dist\/[^/]+\.c?js$/.test(url)) return [];
  const file = fileURLToPath(url);
  const map = `${file}.map`;
  const fromMap = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources.flatMap((s) => /(?:^|\/)packages\/([^/]+)\/src\//.exec(s)?.[1] ?? []) : [];
  const fromComments = existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/^\/\/ (?:\.\.\/)+packages\/([^/]+)\/(?:src|dist)\//gm)].map((m) => m[1]) : [];
  return [...fromMap, ...fromComments];
}

/** The packages a generator of this lattice loads: its lattice, the spec parser, the writer and what they use. */
export function generatorPackages(lattice) {
  return ['dlx-writer', 'exact-cover', 'lattice', lattice, 'spec-parser'].sort();
}
