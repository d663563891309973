import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { run } from '../index.js';
import { memoryIo } from '../test/memory-io.js';
import { repoRoot } from '../testing.js';

/** For the tests of parallel searches: helpers. */
export const fixture = (name: string): string => join(repoRoot, 'fixtures', 'knuth', 'solve', name);
export const scratch = (): string => mkdtempSync(join(tmpdir(), 'polydance-parallel-'));

/** Runs the CLI in this process: its exit status and what it printed. */
export async function cli(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(stdin);
  const code = await run(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** Runs `polydance solve ... --shard I/N` for every I, writing DIR/shard-I.json. */
export async function shards(dir: string, n: number, args: string[]): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await cli(['solve', ...args, '--shard', `${i}/${n}`, '--workers', '1']);
    expect(r.code).toBe(0);
    const file = join(dir, `shard-${i}.json`);
    writeFileSync(file, r.out);
    files.push(file);
  }
  return files;
}

/** A checkpoint file, as the tests read it. */
export interface Saved {
  version: number;
  plan: { tasks: number; fingerprint: string };
  tasks: { task: number; part: number; path: number[]; solutions: string; nodes: string; open?: unknown[] }[];
}

export const readSaved = (file: string): Saved => JSON.parse(readFileSync(file, 'utf8')) as Saved;
