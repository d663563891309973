// Runs every code example of the docs: shell sessions through the real CLI (in
// process), TypeScript blocks as modules, figures through the same drawing code the
// build uses. A block that is not meant to run must say so (`<!-- norun: why -->`).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { format } from 'node:util';
import { run } from 'polydance';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import type { CodeBlock } from '../src/codeblocks.js';
import { renderFigure } from '../src/figures.js';
import { normalizeOutput, outputMatches, parseSession, runCommand } from '../src/shell.js';

const app = join(import.meta.dirname, '..');
const root = join(app, '..', '..');
const pagesDir = join(app, 'pages');
const snippets = join(app, '.vitepress', 'cache', 'snippets');

/** The hand-written pages (the API pages are generated, their blocks are signatures). */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? (d.name === 'api' ? [] : pages(join(dir, d.name))) : d.name.endsWith('.md') ? [join(dir, d.name)] : []))
    .sort();
}

/** A scratch directory that looks like the repository root to the examples. */
function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'polydance-docs-'));
  for (const name of ['examples', 'fixtures', 'packages']) symlinkSync(join(root, name), join(dir, name));
  return dir;
}

/** Runs a TypeScript block as a module; returns what it printed with console.log. */
async function runSnippet(name: string, code: string, cwd: string): Promise<string> {
  mkdirSync(snippets, { recursive: true });
  const file = join(snippets, `${name}.ts`);
  writeFileSync(file, code);
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
  });
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    await import(/* @vite-ignore */ `${file}?t=${Date.now()}`);
  } finally {
    process.chdir(previous);
    spy.mockRestore();
  }
  return printed.map((l) => `${l}\n`).join('');
}

const files = pages(pagesDir);

test('the docs have pages with examples', () => {
  expect(files.length).toBeGreaterThan(3);
  const runnable = files.flatMap((f) => codeBlocks(readFileSync(f, 'utf8'))).filter((b) => b.norun === undefined);
  expect(runnable.filter((b) => b.lang === 'sh').length).toBeGreaterThan(5);
});

for (const file of files) {
  const page = relative(pagesDir, file);
  const blocks = codeBlocks(readFileSync(file, 'utf8'));
  if (blocks.length === 0) continue;

  describe.sequential(page, () => {
    let cwd = '';
    beforeAll(() => {
      cwd = workdir();
    });
    afterAll(() => {
      rmSync(cwd, { recursive: true, force: true });
    });

    blocks.forEach((block, i) => {
      const where = `line ${block.line} (${block.lang || 'no language'})`;
      if (block.norun !== undefined) {
        test(`${where}: not run`, () => {
          expect(block.norun, `${page}:${block.line}: say why a block is not run`).not.toBe('');
        });
        return;
      }
      switch (block.lang) {
        case 'sh':
          for (const cmd of parseSession(block.code)) {
            test(`${where}: $ ${cmd.text}`, async () => {
              const result = await runCommand(cmd, cwd, run);
              if (cmd.expected === undefined) {
                expect(result.status, result.output).toBe(0);
                return;
              }
              if (!outputMatches(result.output, cmd.expected)) {
                expect(normalizeOutput(result.output)).toBe(normalizeOutput(cmd.expected));
              }
              if (result.status !== 0) expect(result.onlyStderr, 'a failing example must show only its error').toBe(true);
            });
          }
          break;
        case 'ts': {
          const next: CodeBlock | undefined = blocks[i + 1];
          test(`${where}: runs${next?.lang === 'output' ? ' and prints what the page shows' : ''}`, async () => {
            const printed = await runSnippet(`${page.replace(/[/.]/g, '_')}_${block.line}`, block.code, cwd);
            if (next?.lang === 'output') expect(normalizeOutput(printed)).toBe(normalizeOutput(next.code));
          });
          break;
        }
        case 'output':
          test(`${where}: follows a TypeScript block`, () => {
            expect(blocks[i - 1]?.lang, `${page}:${block.line}: an output block shows what the block before prints`).toBe('ts');
          });
          break;
        case 'figure':
          test(`${where}: draws`, () => {
            const figure = renderFigure(block.meta, block.code, { root });
            expect(figure.pieces).toBeGreaterThan(0);
            expect(figure.svg ?? figure.ascii).toBeTruthy();
          });
          break;
        default:
          test(`${where}: is runnable or marked`, () => {
            expect.fail(`${page}:${block.line}: a '${block.lang}' block is neither run nor marked <!-- norun: why -->`);
          });
      }
    });
  });
}
