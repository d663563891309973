import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The dependency picture of CONTRIBUTING.md is true: every workspace package declares
 * exactly the workspace packages its files import, and its `dependencies` are the ones
 * the table names.
 */
const root = join(import.meta.dirname, '..');

interface Workspace {
  readonly folder: string;
  readonly name: string;
  readonly dependencies: readonly string[];
  readonly devDependencies: readonly string[];
}

const workspaces: Workspace[] = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, 'package.json')))
    .map((d) => {
      const folder = join(group, d.name);
      const json = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      return {
        folder,
        name: json.name,
        dependencies: Object.keys(json.dependencies ?? {}),
        devDependencies: Object.keys(json.devDependencies ?? {}),
      };
    }),
);
const names = new Set(workspaces.map((w) => w.name));
const internal = (deps: readonly string[]): string[] => deps.filter((d) => names.has(d)).sort();

/** Every source file of a workspace folder (not its dependencies, builds or caches), and its pages. */
function sources(folder: string): string[] {
  const skip = new Set(['node_modules', 'dist', 'cache', '.turbo']);
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(m?[jt]s|vue)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
      // The docs' pages: their code blocks run as tests of the docs app.
      else if (entry.name.endsWith('.md') && entry.name !== 'README.md' && entry.name !== 'CHANGELOG.md') out.push(path);
    }
  };
  walk(join(root, folder));
  return out;
}

/** The READMEs whose examples the docs app runs (its test/readmes.test.ts). */
const readmes = ['README.md', join('apps', 'cli', 'README.md'), ...readdirSync(join(root, 'packages')).map((p) => join('packages', p, 'README.md'))]
  .map((f) => join(root, f))
  .filter((f) => existsSync(f));

/** The workspace packages a folder's files import (static, dynamic, or re-exported). */
function imported(workspace: Workspace): string[] {
  const found = new Set<string>();
  for (const file of [...sources(workspace.folder), ...(workspace.folder === join('apps', 'docs') ? readmes : [])]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'((?:@polydance\/)?[\w-]+)(?:\/[^']*)?'/g)) {
      const name = m[1]!;
      if (names.has(name) && name !== workspace.name) found.add(name);
    }
  }
  return [...found].sort();
}

/** The table of CONTRIBUTING.md: package → the workspace packages it depends on. */
function contributingTable(): Map<string, string[]> {
  const text = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');
  const full = (short: string): string => [...names].find((n) => n === short || n === `@polydance/${short}`) ?? short;
  const table = new Map<string, string[]>();
  for (const [, pkg, deps] of text.matchAll(/^\s*\| `([\w-]+)`[^|]*\| ([^|]+) \|$/gm)) {
    const listed = [...deps!.matchAll(/`([\w-]+)`/g)].map((m) => full(m[1]!));
    if (/every package above/.test(deps!)) listed.push(...table.keys());
    table.set(full(pkg!), [...new Set(listed)].sort());
  }
  return table;
}

test.each(workspaces.map((w) => [w.folder, w] as const))('%s declares exactly the workspace packages it imports', (_, workspace) => {
  expect(internal([...workspace.dependencies, ...workspace.devDependencies])).toEqual(imported(workspace));
});

test('CONTRIBUTING.md names every package and exactly its dependencies', () => {
  const table = contributingTable();
  expect([...table.keys()].sort()).toEqual([...names].sort());
  for (const workspace of workspaces) {
    expect({ [workspace.name]: table.get(workspace.name) }).toEqual({ [workspace.name]: internal(workspace.dependencies) });
  }
});

test('every package builds its JavaScript alone (build:js), which the first run and the CLI bundle build on', () => {
  const missing = workspaces
    .filter((w) => w.folder.startsWith('packages'))
    .filter((w) => {
      const json = JSON.parse(readFileSync(join(root, w.folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
      return json.scripts?.['build:js'] === undefined;
    })
    .map((w) => w.name);
  expect(missing).toEqual([]);
});
