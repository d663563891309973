import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullStderrCases } from '../../../test/testing.js';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';

const dir = new URL('../../../fixtures/knuth/solve/', import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, dir), 'utf8');
/** Cases that take more than a minute in JavaScript: run them with POLYDANCE_SLOW_TESTS=1. */
const slow = new Set(['pentominoes-6x10-all', 'tetrasticks-omit-T1']);
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.cmd'))
  .map((f) => f.slice(0, -4))
  .sort();

const fullStderr = fullStderrCases();

describe('polydance dlx1, dlx2, dlx3 on the golden corpus', () => {
  it('has every case FULL-STDERR.txt names', () => {
    expect(fullStderr.length).toBeGreaterThanOrEqual(6);
    for (const name of fullStderr) expect(cases).toContain(name);
  });
  for (const name of cases) {
    const test = slow.has(name) && !process.env['POLYDANCE_SLOW_TESTS'] ? it.skip : it;
    test(`polydance $(cat ${name}.cmd) < ${name}.dlx: stdout and stderr byte for byte`, async () => {
      const argv = read(`${name}.cmd`).trim().split(/\s+/);
      const io = memoryIo(readFileSync(new URL(`${name}.dlx`, dir)));
      expect(await run(argv, io)).toBe(0);
      expect(io.out()).toBe(read(`${name}.out`));
      // the whole of stderr, mems, progress lines and ccost included
      expect(io.err()).toBe(read(`${name}.err`));
    });
  }
});

describe('polydance dlx1, dlx2, dlx3', () => {
  it('writes the shape file', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'polydance-'));
    try {
      const file = join(tmp, 'shape.txt');
      const io = memoryIo(read('knuth-x-example.dlx'));
      expect(await run(['dlx1', `S${file}`], io)).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe('2 A\n1 B\n0 E\n1 E\n1 B\nsol\n');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('says when it cannot write the shape file, and goes on', async () => {
    const io = memoryIo(read('knuth-x-example.dlx'));
    expect(await run(['dlx1', 'S/nonexistent-dir/shape', 'm1'], io)).toBe(0);
    expect(io.err()).toContain("Sorry, I can't open file `/nonexistent-dir/shape' for writing!\n");
    expect(io.out()).toBe(read('knuth-x-example.out'));
  });

  it('latin1-names: passes the bytes of names through unchanged', async () => {
    // café in Latin-1 (one byte \xe9) and éé in UTF-8, a color \xe0
    const input = Buffer.from('caf\xe9 \xc3\xa9\xc3\xa9 | \xff\ncaf\xe9 \xff:\xe0\n\xc3\xa9\xc3\xa9\n', 'latin1');
    const io = memoryIo(input);
    expect(await run(['dlx2', 'm1'], io)).toBe(0);
    expect(io.outBytes().toString('latin1')).toBe('1:\n caf\xe9 \xff:\xe0 (1 of 1)\n \xc3\xa9\xc3\xa9 (1 of 1)\n');
    expect(io.err()).toMatch(/^\(2 options, 2\+1 items, 5 entries successfully read\)\n/);
  });

  const bad: readonly [string, string[], string, RegExp][] = [
    ['an unknown item', ['dlx1'], 'A B\nA C\n', /^polydance dlx1: line 2, column 3: unknown item 'C'\n$/],
    ['a duplicate item', ['dlx2'], 'A B A\nA\n', /^polydance dlx2: line 1, column 5: duplicate item name 'A'\n$/],
    ['an item twice in an option', ['dlx3'], 'A B\nB A B\n', /^polydance dlx3: line 2, column 5: item 'B' appears twice/],
    ['a color on a primary item', ['dlx2'], 'A | X\nA:r X\n', /^polydance dlx2: line 2, column 2: primary item 'A' cannot have a color\n$/],
    ['a color for dlx1', ['dlx1'], 'A | X\nA X:r\n', /^polydance dlx1: line 2, column 4: colors such as 'X:r' need dlx2 or dlx3\n$/],
    ['a multiplicity for dlx2', ['dlx2'], 'A 2|B\nA B\n', /^polydance dlx2: line 1, column 4: .*need dlx3\)\n$/],
    ['a long name', ['dlx1'], 'A\nA ABCDEFGHI\n', /^polydance dlx1: line 2, column 3: item name 'ABCDEFGHI' is longer than 8 characters\n$/],
    ['no items at all', ['dlx1'], '| nothing\n', /^polydance dlx1: line 2, column 1: no item line/],
  ];
  for (const [what, argv, input, message] of bad) {
    it(`rejects ${what}: status 1, one line with line and column, nothing on stdout`, async () => {
      const io = memoryIo(input);
      expect(await run(argv, io)).toBe(1);
      expect(io.out()).toBe('');
      expect(io.err()).toMatch(message);
      expect(io.err()).not.toMatch(/\n {4}at /);
    });
  }

  it('rejects an unknown option with the usage line, status 2', async () => {
    const io = memoryIo(read('knuth-x-example.dlx'));
    expect(await run(['dlx1', 'q3'], io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toBe(
      'polydance dlx1: Usage: dlx1 [v<n>] [m<n>] [s<n>] [d<n>] [c<n>] [C<n>] [l<n>] [t<n>] [T<n>] [S<bar>] < foo.dlx\n',
    );
  });

  it('has help', async () => {
    const io = memoryIo();
    expect(await run(['dlx3', '--help'], io)).toBe(0);
    expect(io.out()).toMatch(/^polydance dlx3 \[v<n>\]/);
    expect(io.out()).toMatch(/S<file>/);
  });
});
