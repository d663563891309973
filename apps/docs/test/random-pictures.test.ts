// The pictures of random tilings on the solver's page (pages/public/random/NAME.svg) are
// the files that the page's commands write (`--draw svg --out out/ --name NAME`): each
// command is run again here, in a scratch folder, and its file compared with the page's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from 'polydance';
import { expect, test } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import { parseSession, runCommand } from '../src/shell.js';
import { root } from './blocks.js';

const page = readFileSync(join(root, 'apps', 'docs', 'pages', 'solver', 'index.md'), 'utf8');
const pictures = [...page.matchAll(/\]\(\/random\/([\w-]+)\.svg\)/g)].map((m) => m[1]!);

test('the page shows the two random tilings', () => {
  expect(pictures).toEqual(['aztec-30', 'hexagon-20']);
});

test.each(pictures)('%s.svg is what the command above it writes', async (name) => {
  const command = codeBlocks(page)
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => parseSession(b.code))
    .find((c) => c.text.includes(`--name ${name} `));
  expect(command, `a command writes ${name}`).toBeDefined();
  const cwd = mkdtempSync(join(tmpdir(), 'polydance-random-'));
  try {
    mkdirSync(join(cwd, 'out'));
    const result = await runCommand(command!, cwd, run);
    expect(result.status, result.output).toBe(0);
    const drawn = readFileSync(join(cwd, 'out', `${name}-0001.svg`), 'utf8');
    expect(drawn === readFileSync(join(root, 'apps', 'docs', 'pages', 'public', 'random', `${name}.svg`), 'utf8')).toBe(true);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});
