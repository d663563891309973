import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { run } from './index.js';

/** What a CLI run printed and returned. */
export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `polydance ARGV` in-process with `stdin` as its input; collects stdout and stderr. */
export async function runCli(argv: readonly string[], stdin = ''): Promise<CliResult> {
  const collect = (): { stream: PassThrough; text: () => string } => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
  };
  const out = collect();
  const err = collect();
  const code = await run(argv, { stdin: Readable.from([Buffer.from(stdin)]), stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

/** The repository root (for fixtures and examples). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Reads a file under the repository root. */
export function repoFile(...parts: string[]): string {
  return readFileSync(join(repoRoot, ...parts), 'utf8');
}

/** The case names (file names without `ext`) of a fixture folder, e.g. `fixtures/knuth/polyomino-dlx`. */
export function fixtureCases(folder: string, ext: string, prefix = ''): string[] {
  return readdirSync(join(repoRoot, folder))
    .filter((f) => f.startsWith(prefix) && f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

/**
 * A solved case of the corpus (`fixtures/knuth/solve/NAME`): the comments and items of
 * its DLX file, and the options of the first solution its listing shows, each as the
 * item tokens the solver printed (the `(k of n)` tail dropped).
 */
export function solvedCase(name: string): { comments: string[]; items: string[]; options: string[][] } {
  const dlx = repoFile('fixtures', 'knuth', 'solve', `${name}.dlx`).split('\n');
  const comments = dlx.filter((l) => l.startsWith('|')).map((l) => l.slice(1).trim());
  const items = (dlx.find((l) => !l.startsWith('|')) ?? '').split(/\s+/).filter((i) => i !== '' && i !== '|');
  const lines = repoFile('fixtures', 'knuth', 'solve', `${name}.out`).split('\n');
  const start = lines.findIndex((l) => /^\d+:$/.test(l));
  const options: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    options.push(line.replace(/ \(\d+ of \d+\)$/, '').trim().split(' '));
  }
  return { comments, items, options };
}
