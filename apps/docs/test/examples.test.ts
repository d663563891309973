// The code examples of the docs' pages: their form (see blocks.ts). Every one of them is
// run by examples.slow.test.ts.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import { describeBlocks } from './blocks.js';
import { docPages, pagesDir } from './sources.js';

const files = docPages();

test('the docs have pages with examples', () => {
  expect(files.length).toBeGreaterThan(3);
  const runnable = files.flatMap((f) => codeBlocks(readFileSync(f, 'utf8'))).filter((b) => b.norun === undefined);
  expect(runnable.filter((b) => b.lang === 'sh').length).toBeGreaterThan(5);
});

for (const file of files) describeBlocks(relative(pagesDir, file), readFileSync(file, 'utf8'), 'form');
