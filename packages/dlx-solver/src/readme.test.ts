import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// The README lists every export of the package's three entries: the main one (the plan
// API first), `/read` and `/workers`.
const folder = join(import.meta.dirname, '..');
const readme = readFileSync(join(folder, 'README.md'), 'utf8');

/** The names an entry exports (`export { a, b as c } from ...`, `export type { ... }`). */
function exported(entry: string): string[] {
  const text = readFileSync(join(folder, 'src', entry), 'utf8');
  return [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim().split(/\s+as\s+/).at(-1)!)
      .filter((n) => n !== ''),
  );
}

test.each(['index.ts', 'read.ts', 'workers.ts'])('the README names every export of src/%s', (entry) => {
  const names = exported(entry);
  expect(names.length).toBeGreaterThan(5);
  const missing = names.filter((n) => !new RegExp(`\`${n}\\b`).test(readme));
  expect(missing).toEqual([]);
});

test('the README leads with the plan API', () => {
  const firstCode = readme.indexOf('```ts');
  expect(readme.slice(firstCode, readme.indexOf('```', firstCode + 5))).toMatch(/planSearch[\s\S]*runPlan/);
});
