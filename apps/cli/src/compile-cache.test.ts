// The launcher's compile cache (bin/compile-cache.cjs): a small bundle of two CommonJS
// files, run in fresh processes with the cache installed, must print the same whether
// the cache is cold, warm, damaged, stale or not writable; a warm entry is used as it is
// (not written again), a damaged one is replaced, an old build's entry is removed.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './testing.js';

const scratch = mkdtempSync(join(tmpdir(), 'polydance-compile-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const installer = join(repoRoot, 'apps', 'cli', 'bin', 'compile-cache.cjs');
const dist = join(scratch, 'dist');
mkdirSync(dist);
writeFileSync(join(dist, 'index.cjs'), "'use strict';\nconst { square } = require('./chunk-a.cjs');\nexports.main = () => [square(7), __filename.endsWith('index.cjs'), typeof require.resolve].join(' ');\n");
writeFileSync(join(dist, 'chunk-a.cjs'), "'use strict';\nexports.square = (n) => n * n;\n");

/** Runs the bundle with the cache in `cache` (or as `env` says); returns what it printed. */
function runBundle(cache: string, env: Record<string, string> = {}, folder = dist): { stdout: string; stderr: string; status: number | null } {
  const script = `const dir = require(${JSON.stringify(installer)}).installCompileCache(${JSON.stringify(folder)}); console.log(require(${JSON.stringify(join(folder, 'index.cjs'))}).main(), dir === undefined ? 'no cache' : 'cache');`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, POLYDANCE_COMPILE_CACHE: cache, ...env } });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

function entries(folder: string): string[] {
  return readdirSync(folder).sort();
}

describe('the compile cache of the launcher', () => {
  const cache = join(scratch, 'cache');
  const folder = join(cache, `compile-${process.version}-${process.arch}`);

  it('writes an entry per file on the first run, and uses them as they are on the next', () => {
    const first = runBundle(cache);
    expect(first).toEqual({ stdout: '49 true function cache\n', stderr: '', status: 0 });
    const made = entries(folder);
    expect(made.map((e) => e.replace(/-[0-9a-f]{8}-\d+-\d+\.v8$/, ''))).toEqual(['chunk-a.cjs', 'index.cjs']);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const times = made.map((e) => statSync(join(folder, e)).mtimeMs);
    const second = runBundle(cache);
    expect(second.stdout).toBe(first.stdout);
    // a used entry is not written again
    expect(entries(folder)).toEqual(made);
    expect(made.map((e) => statSync(join(folder, e)).mtimeMs)).toEqual(times);
    expect(entries(folder).some((e) => e.endsWith('.tmp'))).toBe(false);
  });

  it('replaces a damaged entry, and removes the entry of an older build of a file', () => {
    runBundle(cache);
    const chunk = entries(folder).find((e) => e.startsWith('chunk-a.cjs-'))!;
    writeFileSync(join(folder, chunk), 'not code at all');
    expect(runBundle(cache).stdout).toBe('49 true function cache\n');
    expect(readFileSync(join(folder, chunk), 'utf8')).not.toBe('not code at all');
    // a rebuilt file (another modification time) gets a new entry; the old one goes
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'chunk-a.cjs'), later, later);
    expect(runBundle(cache).stdout).toBe('49 true function cache\n');
    const now = entries(folder).filter((e) => e.startsWith('chunk-a.cjs-'));
    expect(now.length).toBe(1);
    expect(now[0]).not.toBe(chunk);
  });

  it('keeps the entries of two copies of the same files apart (two installs share a cache)', () => {
    const other = join(scratch, 'other');
    mkdirSync(join(other, 'dist'), { recursive: true });
    for (const f of ['index.cjs', 'chunk-a.cjs']) writeFileSync(join(other, 'dist', f), readFileSync(join(dist, f)));
    const shared = join(scratch, 'shared');
    const sharedFolder = join(shared, `compile-${process.version}-${process.arch}`);
    expect(runBundle(shared).stdout).toBe('49 true function cache\n');
    const first = entries(sharedFolder);
    expect(runBundle(shared, {}, join(other, 'dist')).stdout).toBe('49 true function cache\n');
    const both = entries(sharedFolder);
    expect(both.length).toBe(4);
    for (const e of first) expect(both).toContain(e);
    // and each copy then reads its own entries, written again by neither
    const times = both.map((e) => statSync(join(sharedFolder, e)).mtimeMs);
    runBundle(shared);
    runBundle(shared, {}, join(other, 'dist'));
    expect(entries(sharedFolder)).toEqual(both);
    expect(both.map((e) => statSync(join(sharedFolder, e)).mtimeMs)).toEqual(times);
  });

  it('runs the same without a cache: turned off, a folder that cannot be made or written, or no home', () => {
    expect(runBundle('off')).toEqual({ stdout: '49 true function no cache\n', stderr: '', status: 0 });
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    expect(runBundle(join(file, 'below'))).toEqual({ stdout: '49 true function no cache\n', stderr: '', status: 0 });
    const locked = join(scratch, 'locked');
    mkdirSync(join(locked, `compile-${process.version}-${process.arch}`), { recursive: true });
    chmodSync(join(locked, `compile-${process.version}-${process.arch}`), 0o500);
    const r = runBundle(locked);
    expect(r.stdout).toBe('49 true function cache\n');
    expect(r.status).toBe(0);
    chmodSync(join(locked, `compile-${process.version}-${process.arch}`), 0o700);
    expect(runBundle('', { HOME: join(file, 'no-home'), XDG_CACHE_HOME: '' })).toEqual({ stdout: '49 true function no cache\n', stderr: '', status: 0 });
  });
});
