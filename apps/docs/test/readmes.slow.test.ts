// Runs every command and code example of the READMEs (see blocks.ts, sources.ts);
// readmes.test.ts checks their form in `pnpm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeBlocks, root } from './blocks.js';
import { readmeFiles } from './sources.js';

for (const readme of readmeFiles()) describeBlocks(readme, readFileSync(join(root, readme), 'utf8'), 'run');
