// An ESLint rule: no import cycle through a type-only import. `import-x/no-cycle` leaves
// type-only imports out (they vanish from the built code), but a cycle of types still
// ties two files together: neither can be read, moved or tested without the other. The
// rule reports a type-only import (`import type`, `export type ... from`) of a file from
// which the importing file can be reached again, by imports of any kind. Files are read
// once per run; only relative imports between the files of one package are followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const graph = new Map();

/** The file a relative specifier names from `from`: `./x.js` is `x.ts` in the sources. */
function target(from, specifier) {
  const p = resolve(dirname(from), specifier);
  for (const c of [p.replace(/\.js$/, '.ts'), p.replace(/\.mjs$/, '.mts'), p, `${p}.ts`, join(p, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return undefined;
}

function imports(file) {
  let deps = graph.get(file);
  if (deps === undefined) {
    deps = [];
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // a file that cannot be read imports nothing
    }
    for (const m of text.matchAll(IMPORT)) {
      const t = target(file, m[1]);
      if (t !== undefined) deps.push(t);
    }
    graph.set(file, deps);
  }
  return deps;
}

/** Whether `goal` can be reached from `start` by imports. */
function reaches(start, goal) {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const f = stack.pop();
    if (f === goal) return true;
    for (const d of imports(f)) {
      if (!seen.has(d)) {
        seen.add(d);
        stack.push(d);
      }
    }
  }
  return false;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const noTypeCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle through a type-only import: {{file}} leads back here' }, schema: [] },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || !typeOnly(node)) return;
      const t = target(file, specifier);
      if (t !== undefined && reaches(t, file)) context.report({ node, messageId: 'cycle', data: { file: specifier } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
