// The command and code examples of the READMEs (the repository's, the CLI's and each
// package's): their form (see blocks.ts). readmes.slow.test.ts runs every one of them, in
// a scratch directory that looks like the repository root, so every file they name must
// be in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import { describeBlocks, root } from './blocks.js';
import { readmeFiles } from './sources.js';

const readmes = readmeFiles();

test('the READMEs have examples to run', () => {
  expect(readmes.length).toBeGreaterThan(10);
  for (const readme of readmes) {
    const runnable = codeBlocks(readFileSync(join(root, readme), 'utf8')).filter((b) => b.norun === undefined);
    expect(runnable.length, `${readme} shows no example`).toBeGreaterThan(0);
  }
});

for (const readme of readmes) describeBlocks(readme, readFileSync(join(root, readme), 'utf8'), 'form');
