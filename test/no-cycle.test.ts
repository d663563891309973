import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, expect, test } from 'vitest';

// The rule block `pnpm lint` uses, run on a few files written for the occasion.
const root = join(import.meta.dirname, '..');
const { noImportCycles } = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { noImportCycles: Linter.Config };

const dir = mkdtempSync(join(tmpdir(), 'polydance-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  // a → b → c → a: a cycle of three files, imported as their built names (.js).
  'a.ts': "import { b } from './b.js';\nexport const a = (n: number): number => (n > 0 ? b(n - 1) : 0);\n",
  'b.ts': "import { c } from './c.js';\nexport const b = (n: number): number => c(n) + 1;\n",
  'c.ts': "import { a } from './a.js';\nexport const c = (n: number): number => a(n);\n",
  // d → e, and nothing leads back.
  'd.ts': "import { e } from './e.js';\nexport const d = (): number => e + 1;\n",
  'e.ts': 'export const e = 1;\n',
  // f → g by a type-only import, g → f by a value: a cycle import-x/no-cycle does not see
  'f.ts': "import type { G } from './g.js';\nexport const f = 1;\nexport type F = G;\n",
  'g.ts': "import { f } from './f.js';\nexport type G = number;\nexport const g = f;\n",
  // h → i by a type-only import, and nothing leads back
  'h.ts': "import type { I } from './i.js';\nexport type H = I;\n",
  'i.ts': 'export type I = number;\n',
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, noImportCycles],
});

test('the lint check reports every import of a cycle between files, a type-only one too, and nothing else', async () => {
  const results = await eslint.lintFiles(['*.ts']);
  const reported = results
    .flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)}:${m.line} ${m.ruleId ?? m.message}`))
    .sort();
  expect(reported).toEqual(['a.ts:1 import-x/no-cycle', 'b.ts:1 import-x/no-cycle', 'c.ts:1 import-x/no-cycle', 'f.ts:1 polydance/no-type-cycle']);
});
