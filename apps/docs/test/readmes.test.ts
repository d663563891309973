// Runs every command and code example of the READMEs (the repository's, the CLI's and
// each package's) as the docs' examples are run (see blocks.ts), in a scratch directory
// that looks like the repository root, so every file they name must be in it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import { describeBlocks, root } from './blocks.js';

const readmes = [
  'README.md',
  'apps/cli/README.md',
  ...readdirSync(join(root, 'packages'))
    .map((p) => `packages/${p}/README.md`)
    .filter((f) => existsSync(join(root, f)))
    .sort(),
];

test('the READMEs have examples to run', () => {
  expect(readmes.length).toBeGreaterThan(10);
  for (const readme of readmes) {
    const runnable = codeBlocks(readFileSync(join(root, readme), 'utf8')).filter((b) => b.norun === undefined);
    expect(runnable.length, `${readme} shows no example`).toBeGreaterThan(0);
  }
});

for (const readme of readmes) describeBlocks(readme, readFileSync(join(root, readme), 'utf8'));
