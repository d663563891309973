// The fuzzer's parts (apps/cli/fuzz/): its judge sees each kind of bad ending (and, in
// fuzz.slow.test.ts, a sample of its cases runs clean). The fuzzer itself runs in CI
// (.ci/run) and as `pnpm fuzz`; see docs/reliability.
import { describe, expect, it } from 'vitest';
import { applyMutation } from '../fuzz/cases.js';
import type { Case } from '../fuzz/cases.js';
import { errorFaults, judge, lastFormat, runCase } from '../fuzz/judge.js';
import type { Outcome } from '../fuzz/judge.js';
import { memoryIo } from './test/memory-io.js';
import { run } from './index.js';

const spec: Case = { argv: ['polyomino'], stdin: Buffer.from('[0-1][0-1]\nO 00 01 10 11\n') };
const outcome = (o: Partial<Outcome>): Outcome => ({ code: 0, stdout: Buffer.from(''), stdoutBytes: 0, stderr: '', ms: 1, ...o });
const NO_BOUND = Number.POSITIVE_INFINITY;

describe('the fuzz judge', () => {
  it("counts a message's length without the paths it names whole, but not without its own words", () => {
    const path = `/tmp/${'deep folder/'.repeat(40)}a.dlx`;
    const message = `polydance solve: cannot read '${path}': no such file or directory\n`;
    expect(message.length).toBeGreaterThan(400);
    expect(errorFaults(0, message, ['solve', path])).toEqual([]);
    const wordy = `polydance solve: ${'much too long, '.repeat(30)}'${path}'\n`;
    expect(errorFaults(0, wordy, ['solve', path])).toEqual([expect.stringMatching(/^a message of 4\d\d characters/)]);
    expect(errorFaults(0, message)).toEqual([expect.stringMatching(/^a message of/)]);
  });

  it('passes a good run and a clean error', async () => {
    expect(judge(spec, await runCase(spec), NO_BOUND)).toEqual([]);
    const bad: Case = { argv: ['polyomino'], stdin: Buffer.from('[0-1][0-#]\n') };
    expect(judge(bad, await runCase(bad), NO_BOUND)).toEqual([]);
  });

  it('sees each bad ending', () => {
    const dlx = Buffer.from(' a\na\n');
    expect(judge(spec, outcome({ code: 70, stderr: 'polydance polyomino: internal error: x\n' }), NO_BOUND)).toEqual([
      'an internal error',
      'exit status 70',
    ]);
    expect(judge(spec, outcome({ code: 1, stdout: dlx, stdoutBytes: 5, stderr: 'polydance polyomino: bad\n' }), NO_BOUND)).toEqual([
      '5 bytes on stdout with an error',
    ]);
    expect(judge(spec, outcome({ code: 1, stderr: 'polydance polyomino: bad\nmore\n' }), NO_BOUND)).toEqual([
      '2 lines on stderr with an error, not one',
    ]);
    expect(judge(spec, outcome({ code: 1, stderr: 'TypeError: x\n    at f (file.js:1:2)\n' }), NO_BOUND)).toContain('a stack trace on stderr');
    expect(judge(spec, outcome({ code: 1, stderr: 'polydance polyomino: \u001b[2J\n' }), NO_BOUND)).toEqual(['control characters in the message']);
    expect(judge(spec, outcome({ code: 0, stdout: Buffer.from('| c\n\n'), stdoutBytes: 5 }), NO_BOUND)[0]).toMatch(/^the output is not DLX/);
    expect(judge(spec, outcome({ code: 0, stdout: dlx, stdoutBytes: 5, ms: 20_000 }), 10_000)).toEqual(['took 20000 ms (bound 10000 ms)']);
  });

  it('reads the format of a solve as the CLI does: the last --format given wins', () => {
    expect(lastFormat(['solve', '--format=json', '--format', 'text', '--timeout', '1'])).toBe('text');
    expect(lastFormat(['solve', '--format', 'text', '--format=json'])).toBe('json');
    expect(lastFormat(['solve', '--count'])).toBeUndefined();
    const solve: Case = { argv: ['solve', '--format=json', '--format', 'text'], stdin: Buffer.from('') };
    const listing = outcome({ code: 0, stdout: Buffer.from('1:\n A B X:0 Y:0\n'), stdoutBytes: 16, stderr: '1 solution (Algorithm C), 4 nodes, 0.000 s\n' });
    expect(judge(solve, listing, NO_BOUND)).toEqual([]);
    expect(judge({ ...solve, argv: ['solve', '--format', 'text', '--format=json'] }, listing, NO_BOUND)).toEqual(['an odd line on stdout: "1:"']);
  });

  it('mutations give any bytes', () => {
    const b = Buffer.from('ab\ncd\n');
    expect(Buffer.from(applyMutation(b, { op: 'insert', at: 1, text: Buffer.from('X') })).toString()).toBe('aXb\ncd\n');
    expect(Buffer.from(applyMutation(b, { op: 'line', kind: 'swap', a: 0, b: 1 })).toString()).toBe('cd\nab\n');
    expect(Buffer.from(applyMutation(b, { op: 'delete', at: 7, length: 2 })).toString()).toBe('acd\n');
  });

  it('a line mutation of an input of many lines (more than a call takes arguments)', () => {
    const many = Buffer.from('x\n'.repeat(300_000));
    const out = Buffer.from(applyMutation(many, { op: 'line', kind: 'dup', a: 5, b: 0 }));
    expect(out.length).toBe(many.length + 2);
    expect(out.toString()).toBe('x\n'.repeat(300_001));
  });

  // a sample of its cases runs clean: fuzz.slow.test.ts
});

describe('the fuzzer found: inputs that gave a DLX file no solver reads', () => {
  it.each([
    ['a blank box line', 'polyomino', ' \n', "polydance polyomino: line 1, column 1: nothing to cover: the box has no (primary) cells and no piece is given\n"],
    ['a bar in a suffix', 'polyomino', '[0-1][0-1] 12|D\n', "polydance polyomino: line 1, column 14: illegal character '|' in the suffix of a cell\n"],
    ['a multiplicity that is not a number', 'polyomino', '[0-1][0-1]\nz|a 00\n', "polydance polyomino: line 2, column 1: multiplicity 'z' is not a number b or a range a:b with a ≤ b and b ≥ 1, as DLX3 reads them\n"],
    ['a piece name of 12 bytes in UTF-8', 'polyomino', '[0-1][0-1]\n😀😀😀 00\n', "polydance polyomino: line 2, column 1: piece name '😀😀😀' is longer than 8 bytes in UTF-8\n"],
    ['a blank box line for polystick too', 'polystick', ' \n', 'polydance polystick: line 1, column 1: nothing to cover: the box has no edges and no piece is given\n'],
  ])('%s', async (_what, command, input, message) => {
    const io = memoryIo(input);
    expect(await run([command], io)).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toBe(message);
  });
});

describe('the fuzzer found: the reader and the solver disagreed on blanks', () => {
  it('a DLX file holding only a byte order mark is an item named U+FEFF, not an internal error', async () => {
    const io = memoryIo('\ufeff');
    expect(await run(['solve', '--count'], io)).toBe(0);
    expect(io.out()).toBe('0\n');
  });
});
