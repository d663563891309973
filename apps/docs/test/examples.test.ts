// Runs every code example of the docs' pages (see blocks.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import { describeBlocks } from './blocks.js';

const pagesDir = join(import.meta.dirname, '..', 'pages');

/** The hand-written pages (the API pages are generated, their blocks are signatures). */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? (d.name === 'api' ? [] : pages(join(dir, d.name))) : d.name.endsWith('.md') ? [join(dir, d.name)] : []))
    .sort();
}

const files = pages(pagesDir);

test('the docs have pages with examples', () => {
  expect(files.length).toBeGreaterThan(3);
  const runnable = files.flatMap((f) => codeBlocks(readFileSync(f, 'utf8'))).filter((b) => b.norun === undefined);
  expect(runnable.filter((b) => b.lang === 'sh').length).toBeGreaterThan(5);
});

for (const file of files) describeBlocks(relative(pagesDir, file), readFileSync(file, 'utf8'));
