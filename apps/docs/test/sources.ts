// The Markdown files whose code blocks are tested: the docs' hand-written pages and the
// READMEs (the repository's, the CLI's and each package's). Their form is checked in
// `pnpm test` (examples.test.ts, readmes.test.ts), every block is run in the slow set
// (examples.slow.test.ts, readmes.slow.test.ts), which CI runs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './blocks.js';

/** The folder of the docs' pages. */
export const pagesDir = join(import.meta.dirname, '..', 'pages');

/** The hand-written pages (the API pages are generated, their blocks are signatures). */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? (d.name === 'api' ? [] : pages(join(dir, d.name))) : d.name.endsWith('.md') ? [join(dir, d.name)] : []))
    .sort();
}

/** The docs' hand-written pages, as whole paths. */
export const docPages = (): string[] => pages(pagesDir);

/** The READMEs, as paths from the repository root. */
export const readmeFiles = (): string[] => [
  'README.md',
  'apps/cli/README.md',
  ...readdirSync(join(root, 'packages'))
    .map((p) => `packages/${p}/README.md`)
    .filter((f) => existsSync(join(root, f)))
    .sort(),
];
