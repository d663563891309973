// Runs the code blocks of a Markdown file as tests: shell sessions through the real CLI
// (in process), TypeScript blocks as modules, figures through the same drawing code the
// build uses. A block that is not meant to run must say so (`<!-- norun: why -->`).
// Used for the docs' pages (examples*.test.ts) and the READMEs (readmes*.test.ts): the
// quick checks of the blocks' form in `pnpm test`, their runs (seconds, as the commands
// count real puzzles) in the slow set that CI runs (`*.slow.test.ts`).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { run } from 'polydance';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { codeBlocks } from '../src/codeblocks.js';
import type { CodeBlock } from '../src/codeblocks.js';
import { renderFigure } from '../src/figures.js';
import { normalizeOutput, outputMatches, parseSession, runCommand } from '../src/shell.js';

const app = join(import.meta.dirname, '..');
/** The repository root. */
export const root = join(app, '..', '..');
const snippets = join(app, '.vitepress', 'cache', 'snippets');

/**
 * A scratch directory that looks like the repository root to the examples: its
 * `examples/`, `fixtures/` and `packages/`, and an empty `out/`, where the README's
 * commands write their files.
 */
function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'polydance-docs-'));
  for (const name of ['examples', 'fixtures', 'packages']) symlinkSync(join(root, name), join(dir, name));
  mkdirSync(join(dir, 'out'));
  return dir;
}

/**
 * Runs a TypeScript block as a module; returns what it printed on stdout (with
 * console.log or process.stdout.write), in order.
 */
async function runSnippet(name: string, code: string, cwd: string): Promise<string> {
  mkdirSync(snippets, { recursive: true });
  const file = join(snippets, `${name}.ts`);
  writeFileSync(file, code);
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(`${format(...args)}\n`);
  });
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    await import(/* @vite-ignore */ `${file}?t=${Date.now()}`);
  } finally {
    process.chdir(previous);
    log.mockRestore();
    write.mockRestore();
  }
  return printed.join('');
}

/**
 * What `describeBlocks` declares: `form`, the checks of the blocks' form alone (a block
 * not run says why, an output block follows a TypeScript one, a session has commands,
 * no block of another language); `run`, those and a run of every piece.
 */
export type BlockChecks = 'form' | 'run';

/**
 * Declares one test per runnable piece of `markdown` (each `$ ` command of a session,
 * each TypeScript block, each figure), all run in order in one scratch directory that
 * looks like the repository root. `name` labels the tests and names the snippet files.
 * With `checks` 'form', only what the blocks' text shows is checked, nothing is run.
 */
export function describeBlocks(name: string, markdown: string, checks: BlockChecks): void {
  const blocks = codeBlocks(markdown);
  if (blocks.length === 0) return;
  if (checks === 'form') {
    describeForm(name, blocks);
    return;
  }

  describe.sequential(name, () => {
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
          expect(block.norun, `${name}:${block.line}: say why a block is not run`).not.toBe('');
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
            const printed = await runSnippet(`${name.replace(/[/.]/g, '_')}_${block.line}`, block.code, cwd);
            if (next?.lang === 'output') expect(normalizeOutput(printed)).toBe(normalizeOutput(next.code));
          });
          break;
        }
        case 'output':
          test(`${where}: follows a TypeScript block`, () => {
            expect(blocks[i - 1]?.lang, `${name}:${block.line}: an output block shows what the block before prints`).toBe('ts');
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
            expect.fail(`${name}:${block.line}: a '${block.lang}' block is neither run nor marked <!-- norun: why -->`);
          });
      }
    });
  });
}

/** The checks of `describeBlocks` that run nothing: each in one test per file. */
function describeForm(name: string, blocks: readonly CodeBlock[]): void {
  test(`${name}: every block is runnable or says why not`, () => {
    blocks.forEach((block, i) => {
      const where = `${name}:${block.line}`;
      if (block.norun !== undefined) {
        expect(block.norun, `${where}: say why a block is not run`).not.toBe('');
        return;
      }
      switch (block.lang) {
        case 'sh':
          expect(parseSession(block.code).length, `${where}: a shell block shows at least one $ command`).toBeGreaterThan(0);
          break;
        case 'output':
          expect(blocks[i - 1]?.lang, `${where}: an output block shows what the block before prints`).toBe('ts');
          break;
        case 'ts':
          expect(block.code.trim(), `${where}: an empty block`).not.toBe('');
          break;
        case 'figure': // drawn from its meta line alone, or from its text
          break;
        default:
          expect.fail(`${where}: a '${block.lang}' block is neither run nor marked <!-- norun: why -->`);
      }
    });
  });
}
