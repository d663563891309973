import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';

const dir = new URL('../../../fixtures/knuth/solve/', import.meta.url);
const path = (name: string): string => fileURLToPath(new URL(name, dir));
const read = (name: string): string => readFileSync(new URL(name, dir), 'utf8');

describe('polydance solve', () => {
  it('lists the solutions, each option as written', async () => {
    const io = memoryIo(read('knuth-m-example.dlx'));
    expect(await run(['solve'], io)).toBe(0);
    expect(io.out()).toBe('1:\n A C X:1 Y:1\n B X:1\n C Y:1\n');
    expect(io.err()).toMatch(/^1 solution \(Algorithm M\), 6 nodes, [\d.]+ s\n$/);
  });

  it('reads a file given as argument', async () => {
    const io = memoryIo();
    expect(await run(['solve', path('knuth-x-example.dlx')], io)).toBe(0);
    expect(io.out()).toBe('1:\n A D\n C E F\n B G\n');
  });

  it('counts', async () => {
    const io = memoryIo(read('soma.dlx'));
    expect(await run(['solve', '--count'], io)).toBe(0);
    expect(io.out()).toBe('11520\n');
    expect(io.err()).toMatch(/^11520 solutions \(Algorithm X\)/);
  });

  it('counts with colors and multiplicities too', async () => {
    for (const [name, n] of [
      ['lozenge-hex2-one', 81920],
      ['domino-6x6', 6728],
      ['knuth-c-example', 1],
    ] as const) {
      const io = memoryIo(read(`${name}.dlx`));
      expect(await run(['solve', '--count', '--no-progress'], io)).toBe(0);
      expect(io.out()).toBe(`${n}\n`);
    }
  });

  it('prints JSON lines with option indices and item lists', async () => {
    const io = memoryIo(read('knuth-c-example.dlx'));
    expect(await run(['solve', '--format', 'json'], io)).toBe(0);
    expect(io.out().trimEnd().split('\n').map((l) => JSON.parse(l) as unknown)).toEqual([
      {
        solution: 1,
        options: [1, 2],
        items: [
          ['A', 'C', 'X:1', 'Y:1'],
          ['B', 'X:1'],
        ],
      },
    ]);
    expect(io.err()).toMatch(/^polydance solve: line 5: option without primary items ignored: X:0 Y:1\n/);
  });

  it('prints a JSON count', async () => {
    const io = memoryIo(read('pentominoes-3x20.dlx'));
    expect(await run(['solve', '--count', '--format=json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toMatchObject({ solutions: 8, complete: true });
  });

  it('stops at --limit and prints every N-th solution', async () => {
    const io = memoryIo(read('soma.dlx'));
    expect(await run(['solve', '--limit', '10', '--every', '4'], io)).toBe(0);
    expect(io.out().split('\n').filter((l) => /^\d+:$/.test(l))).toEqual(['4:', '8:']);
    expect(io.err()).toMatch(/^10 solutions .*; stopped at --limit 10\n$/);
  });

  it('counts up to --limit', async () => {
    const io = memoryIo(read('soma.dlx'));
    expect(await run(['solve', '--count', '--limit', '7'], io)).toBe(0);
    expect(io.out()).toBe('7\n');
  });

  it('stops cleanly at --timeout, printing what it found', async () => {
    const io = memoryIo(read('tetrasticks-omit-T1.dlx'));
    expect(await run(['solve', '--timeout', '0.3'], io)).toBe(124);
    expect(io.err()).toMatch(/; stopped by --timeout, the search is incomplete\n$/);
    const listed = io.out().split('\n').filter((l) => /^\d+:$/.test(l)).length;
    const reported = Number(/^(\d+) solutions?/.exec(io.err())?.[1]);
    expect(listed).toBe(reported);
  });

  it('shows a live progress line on a terminal, and clears it', async () => {
    const io = memoryIo(read('tetrasticks-omit-T1.dlx'), true);
    expect(await run(['solve', '--count', '--workers', '1', '--timeout', '1.2'], io)).toBe(124);
    // the line is redrawn after "carriage return, erase line"
    const parts = io.err().split(`\r${String.fromCharCode(27)}[K`);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[1]).toMatch(/^\d+ solutions?, [\d.]+% done \(\d+ of \d+ tasks?\), [\d.]+ s(, about [\d hmins]+ left)?, 1 worker$/);
    expect(parts[parts.length - 1]).toMatch(/^\d+ solutions? \(Algorithm X\).*incomplete\n$/);
  });

  it.each([
    [['solve', '--limit'], /--limit needs a positive integer/],
    [['solve', '--every', '0'], /--every needs a positive integer, not '0'/],
    [['solve', '--format', 'xml'], /--format is text or json, not 'xml'/],
    [['solve', '--timeout', 'soon'], /--timeout needs a positive number of seconds/],
    [['solve', '--fast'], /unknown option '--fast'/],
    [['solve', 'a.dlx', 'b.dlx'], /one input file only/],
    [['solve', '/nonexistent/file.dlx'], /cannot read \/nonexistent\/file.dlx: no such file or directory\n$/],
  ])('rejects %j with status 2', async (argv, message) => {
    const io = memoryIo('A\nA\n');
    expect(await run([...argv], io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toMatch(message);
  });

  it('names a missing file by its whole path, however long, with a space and a non-ASCII letter', async () => {
    const deep = `/nonexistent/${'a-rather-long-directory-name-for-my-puzzles/'.repeat(6)}Ångström puzzles/six by ten.dlx`;
    expect(deep.length).toBeGreaterThan(250);
    const io = memoryIo();
    expect(await run(['solve', deep], io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toBe(`polydance solve: cannot read ${deep}: no such file or directory\n`);
  });

  it('escapes the control characters of a path, and keeps the rest of it', async () => {
    const io = memoryIo();
    expect(await run(['solve', `/nonexistent/${'x'.repeat(100)}\nline\x1b[2J.dlx`], io)).toBe(2);
    expect(io.err()).toBe(`polydance solve: cannot read /nonexistent/${'x'.repeat(100)}\\nline\\x1b[2J.dlx: no such file or directory\n`);
  });

  it('rejects bad input with line and column, status 1, nothing on stdout', async () => {
    const io = memoryIo('A B | X\nA X:12\n');
    expect(await run(['solve', '--count'], io)).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toBe("polydance solve: line 2, column 5: color '12' of item 'X' must be a single character\n");
  });
});
