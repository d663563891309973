// Runs every code example of the docs' pages (see blocks.ts); examples.test.ts checks
// their form in `pnpm test`.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describeBlocks } from './blocks.js';
import { docPages, pagesDir } from './sources.js';

for (const file of docPages()) describeBlocks(relative(pagesDir, file), readFileSync(file, 'utf8'), 'run');
